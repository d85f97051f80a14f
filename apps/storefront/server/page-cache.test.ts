import { resolve } from 'node:path';
import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCommerce, type Commerce } from '@solo/commerce';
import { schema } from '@solo/db';
import { createThrowAwayPostgresDatabase } from '@solo/db/testing';
import { createStorefrontServer } from './app.ts';
import { openSeededCommerce } from './testing-commerce.ts';
import { describeWithServerBuild, loadServerBuild, silentLogger } from './testing.ts';

const PDP = '/us/p/signature-fire-pit';
const CLIENT_DIR = resolve(import.meta.dirname, '../build/client');

const storefrontOver = (commerce: Commerce) =>
  createStorefrontServer({
    build: loadServerBuild,
    clientDir: CLIENT_DIR,
    commerce: { mode: 'in-process', app: commerce.app },
    logger: silentLogger(),
    orgId: commerce.config.orgId,
    clientId: commerce.config.clientId,
    changes: commerce.changes,
    pageCacheBytes: 16 * 1024 * 1024,
  });
type Storefront = ReturnType<typeof storefrontOver>;

/** What an operator's price import does: every US dollar price of the product, one new amount. */
async function setUsdPrice(commerce: Commerce, cents: number) {
  await commerce.db.db
    .update(schema.prices)
    .set({ amount: cents })
    .where(
      sql`${like(schema.prices.productId, 'signature-fire-pit%')} and ${schema.prices.priceBookId} like 'usd-%'`,
    );
}

async function visit(app: Storefront, path: string, headers: Record<string, string> = {}) {
  const res = await app.request(path, { headers });
  return { state: res.headers.get('x-page-cache'), res, html: await res.text() };
}

describeWithServerBuild('page cache over the real app', () => {
  let commerce: Commerce;
  let app: Storefront;

  beforeAll(async () => {
    commerce = await openSeededCommerce('page-cache');
    app = storefrontOver(commerce);
  });
  afterAll(() => commerce.close());

  it('answers guests from memory and shows a new price at once', async () => {
    const first = await visit(app, PDP);
    expect(first.state).toBe('miss');
    expect(first.html).toContain('$299.99');
    expect((await visit(app, PDP)).state).toBe('hit');
    await setUsdPrice(commerce, 12_345);
    const after = await visit(app, PDP);
    expect(after.state).toBe('miss');
    expect(after.html).toContain('$123.45');
    expect(after.html).not.toContain('$299.99');
    expect((await visit(app, PDP)).state).toBe('hit');
  });

  it('shows a new price at once in the listing, whose tiles come from the search index', async () => {
    const LISTING = '/us/plp/fire-pits';
    await setUsdPrice(commerce, 29_999);
    expect((await visit(app, LISTING)).html).toContain('$299.99');
    expect((await visit(app, LISTING)).state).toBe('hit');
    await setUsdPrice(commerce, 23_456);
    const after = await visit(app, LISTING);
    expect(after.state).toBe('miss');
    expect(after.html).toContain('$234.56');
    expect(after.html).not.toContain('$299.99');
  });

  it('renders for its sender every request with a shopper session and keeps none', async () => {
    const cookie = 'cc-nx-g_SoloUS=not-a-real-token; usid_SoloUS=x';
    const signedIn = await visit(app, '/us', { cookie });
    expect(signedIn.state).toBe('bypass');
    // A guest after them is not answered with what was rendered for them.
    const guest = await visit(app, '/us/account');
    expect(guest.state).not.toBe('hit');
    expect(guest.res.headers.get('cache-control')).not.toMatch(/public/);
  });

  it('never keeps an error page', async () => {
    for (let i = 0; i < 2; i++) {
      const missing = await visit(app, '/us/p/no-such-product');
      expect(missing.res.status).toBe(404);
      expect(missing.state).toBe('miss');
    }
  });
});

// Storefront tests run once, on PGlite; this one needs the PostgreSQL server CI and developers run.
describe.skipIf(!process.env.DATABASE_URL)(
  'page cache on two instances over one PostgreSQL',
  () => {
    let drop: () => Promise<void>;
    let a: Commerce;
    let b: Commerce;

    beforeAll(async () => {
      const database = await createThrowAwayPostgresDatabase(process.env.DATABASE_URL ?? '');
      drop = () => database.drop();
      const env = { DATABASE_URL: database.url, VITEST: 'true' };
      a = await openCommerce({ env, logger: silentLogger() });
      b = await openCommerce({ env, logger: silentLogger() });
    }, 120_000);
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await drop?.();
    });

    it('a price changed through one instance is never answered from the other cache', async () => {
      const storefront = storefrontOver(b);
      expect((await visit(storefront, PDP)).html).toContain('$299.99');
      expect((await visit(storefront, PDP)).state).toBe('hit');
      const heard = b.changes.generation('catalog');
      await setUsdPrice(a, 12_345);
      // The other instance hears the change when it commits, over its listening connection.
      for (let i = 0; i < 500 && b.changes.generation('catalog') === heard; i++)
        await new Promise((r) => setTimeout(r, 10));
      const after = await visit(storefront, PDP);
      expect(after.state).toBe('miss');
      expect(after.html).toContain('$123.45');
      // Its search index re-priced the product too: no rebuild ran.
      expect((await visit(storefront, '/us/plp/fire-pits')).html).toContain('$123.45');
    });
  },
);
