import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createThrowAwayPostgresDatabase } from '@solo/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from './testing.ts';

/** The environment of one throw-away store: PGlite in a temp dir, or a fresh PostgreSQL database. */
async function throwAwayEnv(): Promise<{ env: NodeJS.ProcessEnv; cleanup(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'solo-commerce-'));
  const serverUrl = process.env.DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !serverUrl) {
    const cleanup = () => {
      rmSync(dataDir, { recursive: true, force: true });
      return Promise.resolve();
    };
    return { env: { DATA_DIR: dataDir, VITEST: 'true' }, cleanup };
  }
  const database = await createThrowAwayPostgresDatabase(serverUrl, 'solo_boot');
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url, VITEST: 'true' },
    async cleanup() {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const OPS_TOKEN = 'ops-token-for-the-bootstrap-test-0123456789';

describe('openCommerce', () => {
  let store: Awaited<ReturnType<typeof throwAwayEnv>>;
  beforeAll(async () => {
    store = await throwAwayEnv();
  });
  afterAll(() => store.cleanup());

  it(
    'opens the database, seeds the demo data once and serves the app',
    { timeout: 120_000 },
    async () => {
      const { openCommerce } = await import('./bootstrap.ts');
      const { logger, lines } = memoryLogger();
      const first = await openCommerce({ env: store.env, logger });
      try {
        expect(first.db.kind).toBe(store.env.DATABASE_URL ? 'postgres' : 'pglite');
        expect(lines.find((l) => l.msg === 'commerce database ready')).toMatchObject({
          seeded: true,
        });
        const health = await first.app.request('/health');
        expect(await health.json()).toEqual({ status: 'ok', database: first.db.kind });
        const header = await first.app.request('/content-stack/entry?id=header&locale=en-us');
        expect(header.status).toBe(200);
        const search = await first.app.request(
          '/mobify/proxy/api/search/shopper-search/v1/organizations/f_ecom_solo_001/product-search?siteId=SoloUS&q=fire',
        );
        expect(((await search.json()) as { total: number }).total).toBeGreaterThan(0);
      } finally {
        await first.close();
      }
      // Without the in-process scheduler, the operator still runs it once on demand.
      const second = await openCommerce({
        env: { ...store.env, SUBSCRIPTION_SCHEDULER: 'off', OPS_TOKEN },
        logger,
      });
      try {
        const run = await second.app.request(
          '/mobify/proxy/api/custom/subscriptions/v1/organizations/f_ecom_solo_001/manage/run',
          { method: 'POST', headers: { authorization: `Bearer ${OPS_TOKEN}` } },
        );
        expect(run.status).toBe(200);
        expect(await run.json()).toMatchObject({ placed: 0, failed: 0 });
      } finally {
        await second.close();
      }
      expect(lines.filter((l) => l.msg === 'subscription scheduler not started')).toHaveLength(1);
      expect(lines.filter((l) => l.msg === 'commerce database ready').map((l) => l.seeded)).toEqual(
        [true, false],
      );
      // The search index is built with the seed and reused by the second start.
      expect(
        lines.filter((l) => l.msg?.toString().startsWith('search index')).map((l) => l.msg),
      ).toEqual(['search index rebuilt']);
    },
  );
});
