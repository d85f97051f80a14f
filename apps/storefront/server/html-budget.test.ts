import { resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createStorefrontServer } from './app.ts';
import type { Commerce } from '@solo/commerce';
import { openSeededCommerce } from './testing-commerce.ts';
import { describeWithServerBuild, loadServerBuild, silentLogger } from './testing.ts';

/**
 * Issue 17 "Lean HTML": a page's HTML carries only what it renders and what its client needs to
 * hydrate. The budget is the uncompressed HTML a guest is served (what the browser parses and
 * the hydration data it reads), on the two pages most visited.
 */
const KB = 1024;
/**
 * Per page. The home page carries the New Arrivals carousel of spec 000 §9 (issue 18): its seven
 * cards and their data add about 7 KB to the 57.6 KB it weighed after issue 17
 * (docs/decisions/lean-page-html.md). The product page carries its reviews (issue 19): a page of five
 * reviews with the rating summary, the same reviews in its hydration data and the newest three in
 * its JSON-LD add about 12 KB to the 53 KB it weighed before
 * (docs/decisions/first-party-reviews.md). The home page's featured blog block (issue 23) adds
 * about 13 KB: the active group's main image and three cards, and the other groups' card data
 * (no summaries, no bodies) so a tab shows its posts at once.
 */
const BUDGETS: Record<string, number> = {
  '/us': 82 * KB,
  '/us/p/signature-fire-pit': 66 * KB,
};
const PAGES = Object.keys(BUDGETS);

/** A browser's User-Agent: bots are served the whole page at once, browsers a stream. */
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describeWithServerBuild('the HTML budget of the most visited pages', () => {
  let commerce: Commerce;
  let app: ReturnType<typeof createStorefrontServer>;

  beforeAll(async () => {
    // The demo data: the home page with its recommendations, the product with its variants.
    commerce = await openSeededCommerce('html-budget');
    app = createStorefrontServer({
      build: loadServerBuild,
      clientDir: resolve(import.meta.dirname, '../build/client'),
      commerce: { mode: 'in-process', app: commerce.app },
      logger: silentLogger(),
      orgId: commerce.config.orgId,
      clientId: commerce.config.clientId,
      // A public origin of a realistic length: every hreflang alternate carries it.
      publicOrigin: 'https://shop.example.com',
    });
  });

  afterAll(() => commerce.close());

  it.each(PAGES)(`a guest's %s stays within its HTML budget`, async (path) => {
    // No cookies and no Accept-Encoding: a new guest's page, measured uncompressed.
    const res = await app.request(`https://shop.example.com${path}`, {
      headers: { 'user-agent': BROWSER },
    });
    expect(res.status).toBe(200);
    const html = Buffer.from(await res.arrayBuffer());
    // A whole page (a broken one could be small): the document and its hydration data.
    expect(html.toString()).toMatch(/streamController\.close\(\)[\s\S]*<\/html>\s*$/);
    expect(html.byteLength).toBeLessThanOrEqual(BUDGETS[path]!);
  });
});
