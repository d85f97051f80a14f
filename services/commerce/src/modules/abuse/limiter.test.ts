import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { openDatabase, schema, type DatabaseHandle } from '@solo/db';
import { createTestDatabase, createThrowAwayPostgresDatabase } from '@solo/db/testing';
import { spend, sweepEnded, type Budget } from './limiter.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const T0 = new Date('2026-11-01T10:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const budget = (bucket: string, limit: number, windowSeconds = 60): Budget => ({
  bucket,
  limit,
  windowSeconds,
});

describe('spend', () => {
  it('allows the limit per window, then answers the seconds until the window ends', async () => {
    const b = budget('t:limit', 3);
    for (let i = 0; i < 3; i++)
      expect(await spend(handle.db, [{ budget: b, key: '10.0.0.1' }], at(i))).toEqual({ ok: true });
    expect(await spend(handle.db, [{ budget: b, key: '10.0.0.1' }], at(20))).toEqual({
      ok: false,
      bucket: 't:limit',
      retryAfter: 40,
    });
    // Another key has its own budget; the window's end starts the count over.
    expect(await spend(handle.db, [{ budget: b, key: '10.0.0.2' }], at(20))).toEqual({ ok: true });
    expect(await spend(handle.db, [{ budget: b, key: '10.0.0.1' }], at(60))).toEqual({ ok: true });
  });

  it('stops at the first budget refused, so a refused client does not spend the global one', async () => {
    const perIp = budget('t:ip', 1);
    const global = budget('t:global', 2);
    const charges = (ip: string) => [
      { budget: perIp, key: ip },
      { budget: global, key: '*' },
    ];
    expect((await spend(handle.db, charges('a'), T0)).ok).toBe(true);
    for (let i = 0; i < 5; i++) expect((await spend(handle.db, charges('a'), T0)).ok).toBe(false);
    expect((await spend(handle.db, charges('b'), T0)).ok).toBe(true);
    expect(await spend(handle.db, charges('c'), T0)).toMatchObject({
      ok: false,
      bucket: 't:global',
    });
  });

  it('counts every one of many simultaneous hits (one upsert each)', async () => {
    const b = budget('t:race', 25);
    const results = await Promise.all(
      Array.from({ length: 40 }, () => spend(handle.db, [{ budget: b, key: 'k' }], T0)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(25);
  });

  it('stores a hash of the key, never the address itself', async () => {
    await spend(handle.db, [{ budget: budget('t:hash', 5), key: '192.0.2.7' }], T0);
    const rows = await handle.db.select().from(schema.rateLimits);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.key.includes('192.0.2.7'))).toBe(false);
  });

  it('deletes the rows of ended windows', async () => {
    await spend(handle.db, [{ budget: budget('t:sweep', 5, 10), key: 'x' }], T0);
    await sweepEnded(handle.db, at(3600));
    const [left] = await handle.db.select({ n: count() }).from(schema.rateLimits);
    expect(left?.n).toBe(0);
  });
});

// Two connection pools over one PostgreSQL database stand for two instances of the store.
describe.runIf(process.env.TEST_DB === 'postgres')('across instances', () => {
  it('holds one budget for hits arriving through two pools at once', async () => {
    const database = await createThrowAwayPostgresDatabase(process.env.DATABASE_URL ?? '');
    const one = await openDatabase({ databaseUrl: database.url, maxConnections: 5 });
    const two = await openDatabase({ databaseUrl: database.url, maxConnections: 5 });
    try {
      const b = budget('t:instances', 30);
      const results = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          spend((i % 2 ? two : one).db, [{ budget: b, key: 'k' }], T0),
        ),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(30);
    } finally {
      await one.close();
      await two.close();
      await database.drop();
    }
  });
});
