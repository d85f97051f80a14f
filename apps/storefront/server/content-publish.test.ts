import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCommerce, type Commerce } from '@solo/commerce';
import { createThrowAwayPostgresDatabase } from '@solo/db/testing';
import { createStorefrontServer } from './app.ts';
import { openSeededCommerce } from './testing-commerce.ts';
import { describeWithServerBuild, loadServerBuild, silentLogger } from './testing.ts';

/**
 * Content published through the management API is what the next page shows, on every instance:
 * the storefront's content read cache and page cache follow the database's change feed, which a
 * write to content_entries announces (scope `content`).
 */
const TOKEN = 'content-admin-token-for-tests-0123456789';
const HERO = '/content-stack/manage/v1/entries/hero_wrapper/home_hero_fire_pits/en-us';
const HOME = '/us';
const SEEDED = 'Fire without the smoke';

const storefrontOver = (commerce: Commerce) =>
  createStorefrontServer({
    build: loadServerBuild,
    clientDir: resolve(import.meta.dirname, '../build/client'),
    commerce: { mode: 'in-process', app: commerce.app },
    logger: silentLogger(),
    orgId: commerce.config.orgId,
    clientId: commerce.config.clientId,
    changes: commerce.changes,
    pageCacheBytes: 16 * 1024 * 1024,
  });

async function visit(app: ReturnType<typeof storefrontOver>) {
  const res = await app.request(HOME);
  return { state: res.headers.get('x-page-cache'), html: await res.text() };
}

/** Saves the hero with a new heading as a draft and publishes it, as an operator would. */
async function publishHeading(commerce: Commerce, heading: string): Promise<void> {
  const headers = { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' };
  const draft = (await (await commerce.app.request(HERO, { headers })).json()) as {
    title: string;
    body: Record<string, unknown>;
  };
  const put = await commerce.app.request(HERO, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ title: draft.title, body: { ...draft.body, heading } }),
  });
  expect(put.status).toBe(200);
  const publish = await commerce.app.request(`${HERO}/publish`, { method: 'POST', headers });
  expect(publish.status).toBe(200);
}

/** Waits until `commerce` has heard a content change after `since`. */
async function heard(commerce: Commerce, since: number): Promise<void> {
  for (let i = 0; i < 500 && commerce.changes.generation('content') === since; i++)
    await new Promise((r) => setTimeout(r, 10));
  expect(commerce.changes.generation('content')).toBeGreaterThan(since);
}

describeWithServerBuild('content published through the management API', () => {
  let commerce: Commerce;

  beforeAll(async () => {
    commerce = await openSeededCommerce('content-publish', { CONTENT_ADMIN_TOKEN: TOKEN });
  });
  afterAll(() => commerce.close());

  it('shows on the next page, past the read and page caches', async () => {
    const app = storefrontOver(commerce);
    expect((await visit(app)).html).toContain(SEEDED);
    expect((await visit(app)).state).toBe('hit');
    const since = commerce.changes.generation('content');
    await publishHeading(commerce, 'Fire, minus the smoke');
    await heard(commerce, since);
    const after = await visit(app);
    expect(after.state).toBe('miss');
    expect(after.html).toContain('Fire, minus the smoke');
  });
});

// Needs the PostgreSQL server CI and developers run, as page-cache.test.ts does.
describe.skipIf(!process.env.DATABASE_URL)(
  'content published on one instance, over one PostgreSQL',
  () => {
    let drop: () => Promise<void>;
    let a: Commerce;
    let b: Commerce;

    beforeAll(async () => {
      const database = await createThrowAwayPostgresDatabase(process.env.DATABASE_URL ?? '');
      drop = () => database.drop();
      const env = { DATABASE_URL: database.url, VITEST: 'true', CONTENT_ADMIN_TOKEN: TOKEN };
      // The first start imports the content folder; the second finds it imported.
      a = await openCommerce({ env, logger: silentLogger() });
      b = await openCommerce({ env, logger: silentLogger() });
    }, 120_000);
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await drop?.();
    });

    it('is shown by the other instance at once', async () => {
      const other = storefrontOver(b);
      expect((await visit(other)).html).toContain(SEEDED);
      expect((await visit(other)).state).toBe('hit');
      const since = b.changes.generation('content');
      await publishHeading(a, 'Fire, minus the smoke');
      await heard(b, since);
      const after = await visit(other);
      expect(after.state).toBe('miss');
      expect(after.html).toContain('Fire, minus the smoke');
    });
  },
);
