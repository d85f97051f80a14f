import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { AccountPages } from './pages/account.ts';
import { SearchDrawerPage } from './pages/search.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import {
  measurePageScripts,
  PAGE_JS_BUDGET_BYTES,
  totalBytes,
  type ScriptWeight,
} from './support/budget.ts';

/** Every page gets a JavaScript budget and an axe check; later pages add themselves here. */
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'home (fr-CA)', path: '/ca/fr' },
  { name: 'home (ja-JP)', path: '/au/ja' },
  { name: 'product page (el-GR)', path: '/eu/el/p/signature-fire-pit' },
  { name: 'page not found', path: '/no-such-page' },
  { name: 'category landing', path: '/c/fire-pits' },
  { name: 'category listing', path: '/plp/fire-pits/wood-fire-pits?refine=c_color%3Dblack' },
  { name: 'search results', path: '/search?q=stove' },
  { name: 'product page', path: '/p/signature-fire-pit' },
  { name: 'product set page', path: '/p/backyard-set' },
  { name: 'product bundle page', path: '/p/ranger-backyard-bundle' },
  { name: 'e-gift card page', path: '/p/e-gift-card' },
  { name: 'subscription product page', path: '/p/hardwood-pellets' },
  { name: 'sold-out product page', path: '/p/kindling-bundle' },
  { name: 'cart', path: '/cart' },
  { name: 'mail outbox', path: '/outbox' },
  { name: 'sign-in', path: '/login' },
  { name: 'registration', path: '/eu/de/registration' },
  { name: 'forgot password', path: '/reset-password' },
  { name: 'set password', path: '/ca/fr/setpassword?token=t&email=robin.alder%40example.com' },
];

// One load per page serves both checks: the budget counts what the load fetched, axe reads what
// it rendered (a second load per page cost the suite a minute of machine time).
for (const { name, path } of PAGES) {
  test(`${name} loads at most 150 KB of gzipped JavaScript and has no serious accessibility violations @mobile`, async ({
    page,
  }) => {
    const scripts = await measurePageScripts(page, path);
    const total = totalBytes(scripts);
    test.info().annotations.push({ type: 'js-gzip-kb', description: (total / 1024).toFixed(1) });
    expect(scripts.length).toBeGreaterThan(0);
    expect(total, scripts.map((s) => `${s.gzipBytes} ${s.url}`).join('\n')).toBeLessThanOrEqual(
      PAGE_JS_BUDGET_BYTES,
    );
    await expectNoSeriousA11yViolations(page);
  });
}

/** The account pages, seen by the demo shopper (signing in changes nothing in the account). */
const ACCOUNT_PAGES = [
  { name: 'account home', path: '/account' },
  { name: 'profile and password', path: '/account/profile' },
  { name: 'addresses', path: '/account/addresses?edit=Home' },
  { name: 'communications preferences', path: '/eu/de/account/preferences' },
  { name: 'saved items', path: '/account/wishlist' },
  { name: 'credit cards', path: '/account/payments' },
  { name: 'subscriptions', path: '/account/subscriptions' },
];

for (const { name, path } of ACCOUNT_PAGES) {
  test(`${name} stays within the JavaScript budget and has no serious accessibility violations @mobile`, async ({
    page,
  }) => {
    await new AccountPages(page).signIn('jordan.miller@example.com', 'Campfire#2024');
    await expect(page).toHaveURL(/\/account$/);
    const scripts = await measurePageScripts(page, path);
    const total = totalBytes(scripts);
    test.info().annotations.push({ type: 'js-gzip-kb', description: (total / 1024).toFixed(1) });
    expect(total, scripts.map((s) => `${s.gzipBytes} ${s.url}`).join('\n')).toBeLessThanOrEqual(
      PAGE_JS_BUDGET_BYTES,
    );
    await expectNoSeriousA11yViolations(page);
  });
}

/** The autocomplete's own code, loaded when the search drawer opens (decisions.md). */
const AUTOCOMPLETE_BUDGET_BYTES = 5 * 1024;

test('the search autocomplete loads only when the drawer opens and stays within 5 KB @mobile', async ({
  page,
}) => {
  const initial = await measurePageScripts(page, '/');
  const isAutocomplete = (s: ScriptWeight) => /\/SearchAutocomplete-[\w-]+\.js$/.test(s.url);
  expect(initial.filter(isAutocomplete)).toEqual([]);
  // Everything loaded after the page settled: the drawer's and the autocomplete's chunks.
  const later: Array<Promise<ScriptWeight | null>> = [];
  page.on('response', (response) => {
    const contentType = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() !== 'script' && !contentType.includes('javascript'))
      return;
    later.push(
      response
        .body()
        .then((body) => ({ url: response.url(), gzipBytes: gzipSync(body).length }))
        .catch(() => null),
    );
  });
  const search = new SearchDrawerPage(page);
  await search.open();
  await search.type('fire');
  await expect(search.options().first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const added = (await Promise.all(later)).filter((w): w is ScriptWeight => w !== null);
  const autocomplete = added.filter(isAutocomplete);
  expect(autocomplete, 'the autocomplete chunk loads on open').toHaveLength(1);
  expect(autocomplete[0]!.gzipBytes).toBeLessThanOrEqual(AUTOCOMPLETE_BUDGET_BYTES);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  test
    .info()
    .annotations.push(
      { type: 'js-gzip-kb', description: kb(totalBytes([...initial, ...added])) },
      { type: 'autocomplete-js-gzip-kb', description: kb(autocomplete[0]!.gzipBytes) },
    );
});
