import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@solo/db';
import { createTestDatabase, createThrowAwayPostgresDatabase } from '@solo/db/testing';
import { memoryLogger } from '../../testing.ts';
import { openChangeFeed, type ChangeFeed } from './feed.ts';

/** Waits until `condition` holds: notifications from another connection arrive on their own. */
async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !condition(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(condition()).toBe(true);
}

describe('change feed', () => {
  let handle: DatabaseHandle;
  let feed: ChangeFeed;

  beforeAll(async () => {
    handle = await createTestDatabase();
    feed = await openChangeFeed(handle, memoryLogger().logger);
  });
  afterAll(async () => {
    await feed.close();
    await handle.close();
  });

  it('hears a price or stock write as a catalog change, and a content write as a content one', async () => {
    const heard: string[] = [];
    const unsubscribe = feed.subscribe((scope) => heard.push(scope));
    const catalog = feed.generation('catalog');
    const content = feed.generation('content');
    await handle.db.execute(sql`update prices set amount = amount where false`);
    await until(() => feed.generation('catalog') === catalog + 1);
    expect(feed.generation('content')).toBe(content);
    await handle.db.execute(sql`update inventory set stock_level = stock_level where false`);
    await handle.db.execute(sql`delete from content_entries where false`);
    await until(() => feed.generation('content') === content + 1);
    expect(feed.generation('catalog')).toBe(catalog + 2);
    expect(heard).toEqual(['catalog', 'catalog', 'content']);
    unsubscribe();
  });

  it('hears nothing of a transaction that rolled back, nor of tables nobody caches', async () => {
    const catalog = feed.generation('catalog');
    const content = feed.generation('content');
    await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`update prices set amount = amount where false`);
        throw new Error('roll back');
      })
      .catch(() => {});
    await handle.db.execute(sql`delete from baskets where false`);
    // A later announced change proves the channel was read past the rolled-back one.
    await handle.db.execute(sql`delete from content_entries where false`);
    await until(() => feed.generation('content') === content + 1);
    expect(feed.generation('catalog')).toBe(catalog);
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')('change feed across instances', () => {
  let drop: () => Promise<void>;
  let writer: DatabaseHandle;
  let reader: DatabaseHandle;
  let feed: ChangeFeed;
  const { logger, lines } = memoryLogger();

  beforeAll(async () => {
    const database = await createThrowAwayPostgresDatabase(process.env.DATABASE_URL ?? '');
    drop = () => database.drop();
    writer = await openDatabase({ databaseUrl: database.url, maxConnections: 2 });
    reader = await openDatabase({ databaseUrl: database.url, maxConnections: 2 });
    feed = await openChangeFeed(reader, logger);
  });
  afterEach(() => {
    lines.length = 0;
  });
  afterAll(async () => {
    await feed.close();
    await writer.close();
    await reader.close();
    await drop();
  });

  it('hears what another instance committed', async () => {
    const catalog = feed.generation('catalog');
    await writer.db.execute(sql`update products set name = name where false`);
    await until(() => feed.generation('catalog') === catalog + 1);
  });

  it('starts every scope again when its listening connection was lost, and listens again', async () => {
    const before = { catalog: feed.generation('catalog'), content: feed.generation('content') };
    await writer.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where query ilike 'listen %' and datname = current_database()`);
    await until(() => feed.generation('content') > before.content);
    expect(feed.generation('catalog')).toBeGreaterThan(before.catalog);
    expect(lines.some((l) => String(l.msg).includes('may have been missed'))).toBe(true);
    // Listening again: the renewed connection resets once more as it listens, then hears.
    const lost = feed.generation('catalog');
    await until(() => feed.generation('catalog') > lost);
    const listening = feed.generation('catalog');
    await writer.db.execute(sql`update products set name = name where false`);
    await until(() => feed.generation('catalog') > listening);
  });
});
