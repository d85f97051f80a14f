import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { FR_CA, SearchDrawerPage } from './pages/search.ts';

const searchQuery = (url: string) => new URL(url).searchParams.get('q');
/** Links on "/" carry the US site's prefix: /us/search. */
const isSearch = (url: URL, prefix = '/us') => url.pathname === `${prefix}/search`;

test.describe('search drawer autocomplete', () => {
  test('suggests phrases, categories and products from the catalog for a prefix @mobile', async ({
    page,
  }) => {
    const search = new SearchDrawerPage(page);
    await search.gotoAndOpen('/');
    await expect(search.input).toHaveAttribute('aria-expanded', 'false');
    await search.type('fir');

    await expect(search.input).toHaveAttribute('aria-expanded', 'true');
    const listId = await search.input.getAttribute('aria-controls');
    await expect(search.listbox).toHaveAttribute('id', listId!);
    const phrases = search.options('Suggestions');
    await expect(phrases.filter({ hasText: /^fire pit$/ })).toHaveCount(1);
    expect(await phrases.count()).toBeLessThanOrEqual(7);
    // The typed prefix is emphasised.
    await expect(phrases.first().locator('mark')).toHaveText(/^fir$/i);

    await expect(
      search.options('Categories').filter({ hasText: 'Fire Pits' }).first(),
    ).toHaveAttribute('href', '/us/plp/fire-pits');

    const products = search.options('Products');
    expect(await products.count()).toBeLessThanOrEqual(4);
    const bonfire = products.filter({ hasText: 'Bonfire Backyard Fire Pit' });
    await expect(bonfire).toContainText('$279.99');
    await expect(bonfire).toHaveAttribute('href', '/us/p/bonfire-fire-pit');
    await expect(bonfire.locator('img')).toHaveJSProperty('complete', true);
    expect(
      await bonfire.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);

    const total = await search.options().count();
    await expect(search.status).toHaveText(`${total} results`);
  });

  test('still suggests for a typo @remote', async ({ page }) => {
    const search = new SearchDrawerPage(page);
    await search.gotoAndOpen('/');
    await search.type('fier pti');
    await expect(search.options('Suggestions').filter({ hasText: /^fire pit$/ })).toHaveCount(1);
    await expect(search.options('Products').filter({ hasText: 'Fire Pit' }).first()).toBeVisible();
    // A correction does not pretend the shopper typed it.
    await expect(search.options('Suggestions').first().locator('mark')).toHaveCount(0);
  });

  test('answers in the locale and currency of the site', async ({ page }) => {
    const search = new SearchDrawerPage(page, FR_CA);
    await search.gotoAndOpen('/ca/fr');
    await search.type('foy');
    await expect(search.options('Suggestions').filter({ hasText: /^foyer$/ })).toHaveCount(1);
    await expect(search.options('Produits').first()).toHaveAttribute('href', /^\/ca\/fr\/p\//);
    await expect(search.options('Produits').first()).toContainText(/\d,\d\d\s\$/);
  });

  test('arrow keys and Enter follow a product suggestion @mobile', async ({ page }) => {
    const search = new SearchDrawerPage(page);
    await search.gotoAndOpen('/');
    await search.type('bonfire');
    await expect(search.input).not.toHaveAttribute('aria-activedescendant');
    const total = await search.options().count();
    let found = false;
    for (let i = 0; i < total && !found; i++) {
      await search.input.press('ArrowDown');
      await expect(search.input).toBeFocused();
      found = (await search.activeOptionText())?.includes('Bonfire Backyard Fire Pit') ?? false;
    }
    expect(found).toBe(true);
    const active = page.locator(
      `[id="${await search.input.getAttribute('aria-activedescendant')}"]`,
    );
    await expect(active).toHaveAttribute('aria-selected', 'true');
    await expect(search.listbox.locator('[aria-selected="true"]')).toHaveCount(1);
    await search.input.press('Enter');
    await page.waitForURL('**/p/bonfire-fire-pit');
    await expect(search.drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonfire Backyard Fire Pit');
  });

  test('Up from the field reaches the last option and Down wraps back to the field', async ({
    page,
  }) => {
    const search = new SearchDrawerPage(page);
    await search.gotoAndOpen('/');
    await search.type('stove');
    await search.input.press('ArrowUp');
    await expect(search.options().last()).toHaveAttribute('aria-selected', 'true');
    await search.input.press('ArrowDown');
    await expect(search.input).not.toHaveAttribute('aria-activedescendant');
  });

  test('Enter without an active option submits to /search?q= @mobile', async ({ page }) => {
    const search = new SearchDrawerPage(page);
    await search.gotoAndOpen('/');
    await search.type('fire pit');
    await search.input.press('Enter');
    await page.waitForURL((url) => isSearch(url));
    expect(searchQuery(page.url())).toBe('fire pit');
    await expect(search.drawer).toBeHidden();
    // The results page of the listings.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “fire pit”');
    await expect(
      page
        .getByRole('main')
        .locator('a[href^="/us/p/"]')
        .filter({ hasText: /Fire Pit/ })
        .first(),
    ).toBeVisible();
    expect((await page.request.get(page.url())).status()).toBe(200);
  });

  test('View All Results and a suggested phrase go to /search?q=', async ({ page }) => {
    const search = new SearchDrawerPage(page, FR_CA);
    await search.gotoAndOpen('/ca/fr');
    await search.type('foy');
    await search.viewAll.click();
    await page.waitForURL((url) => isSearch(url, '/ca/fr'));
    expect(searchQuery(page.url())).toBe('foy');

    await search.open();
    await search.type('foy');
    await search
      .options('Suggestions')
      .filter({ hasText: /^foyer$/ })
      .click();
    await page.waitForURL((url) => isSearch(url, '/ca/fr') && searchQuery(url.href) === 'foyer');
  });

  test('Escape clears the field first, then closes the drawer', async ({ page }) => {
    const search = new SearchDrawerPage(page);
    await search.gotoAndOpen('/');
    await search.type('fir');
    await search.input.press('Escape');
    await expect(search.drawer).toBeVisible();
    await expect(search.input).toHaveValue('');
    await expect(search.input).toHaveAttribute('aria-expanded', 'false');
    await search.input.press('Escape');
    await expect(search.drawer).toBeHidden();
    await expect(search.headerButton).toBeFocused();
  });

  test('works without JavaScript: the header link reaches /search', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => isSearch(url));
    await context.close();
  });
});

test.describe('recent searches', () => {
  test('keep the 5 newest searches of 3 or more characters, without repeats, and clear @mobile', async ({
    page,
  }) => {
    const search = new SearchDrawerPage(page);
    await search.gotoAndOpen('/');
    await expect(search.group('Recent Searches')).toHaveCount(0);
    await expect(search.clearRecent).toHaveCount(0);

    // Eight searches, each landing on the results page.
    test.slow();
    // "cover" is pushed out by the sixth term, "pi" is too short, "Stove" moves "stove" up.
    for (const term of ['cover', 'stove', 'pi', 'fire pit', 'lid', 'mug', 'Stove', 'bag']) {
      await search.search(term);
      await search.open();
    }
    await expect(search.options('Recent Searches')).toHaveText([
      'bag',
      'Stove',
      'mug',
      'lid',
      'fire pit',
    ]);
    await expect(search.input).toHaveAttribute('aria-expanded', 'true');
    await expect(search.status).toHaveText('5 recent searches');

    // A recent search is an option like the others: keyboard, then Enter searches it again.
    await search.input.press('ArrowDown');
    await search.input.press('ArrowDown');
    await expect.poll(() => search.activeOptionText()).toBe('Stove');
    await search.input.press('Enter');
    await page.waitForURL((url) => searchQuery(url.href) === 'Stove');

    // Recorded per site: the Canadian site has none.
    await search.gotoAndOpen('/ca');
    await expect(search.group('Recent Searches')).toHaveCount(0);

    await search.gotoAndOpen('/');
    await expect(search.options('Recent Searches').first()).toHaveText('Stove');
    await search.clearRecent.click();
    await expect(search.group('Recent Searches')).toHaveCount(0);
    await expect(search.input).toBeFocused();
    await expect(search.status).toHaveText('Recent searches cleared');
    await page.reload();
    await search.open();
    await expect(search.group('Recent Searches')).toHaveCount(0);
  });
});

test.describe('search drawer accessibility', () => {
  test('has no serious violations with suggestions showing @mobile', async ({ page }) => {
    const search = new SearchDrawerPage(page);
    await search.gotoAndOpen('/');
    await search.type('fire');
    await search.input.press('ArrowDown');
    await expectNoSeriousA11yViolations(page);
  });

  test('has no serious violations with recent searches showing', async ({ page }) => {
    const search = new SearchDrawerPage(page);
    await search.gotoAndOpen('/');
    await search.search('camp stove');
    await search.open();
    await expect(search.options('Recent Searches')).toHaveText(['camp stove']);
    await expectNoSeriousA11yViolations(page);
  });
});
