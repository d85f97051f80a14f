import { expect, test } from '@playwright/test';
import { ListingPage } from './pages/listing.ts';

/** Product listings on the demo catalog: category pages, refinements, sort, paging and search. */

test('refining a category listing by colour and price keeps the state in a shareable URL', async ({
  page,
}) => {
  const listing = new ListingPage(page);
  await listing.goto('/plp/fire-pits');
  await expect(listing.heading).toHaveText('Fire Pits');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Fire Pits');
  const all = await listing.total();
  expect(all).toBeGreaterThan(5);
  await expect(listing.tiles).toHaveCount(all);

  await listing.refinement(listing.sidebar, 'Black').click();
  await listing.expectQuery('refine', 'c_color=black');
  await expect(listing.chips).toHaveText(['Color: Black']);
  const black = await listing.total();
  expect(black).toBeLessThan(all);
  await expect(listing.tiles).toHaveCount(black);
  await expect(listing.refinement(listing.sidebar, 'Black')).toHaveAttribute(
    'aria-current',
    'true',
  );

  await listing.refinement(listing.sidebar, '$100 – $200').click();
  await listing.expectQuery('refine', 'c_color=black&price=(100..200)');
  await expect(listing.chips).toHaveText(['Color: Black', 'Price: $100 – $200']);
  const both = await listing.total();
  expect(both).toBeGreaterThan(0);
  expect(both).toBeLessThanOrEqual(black);
  const prices = await listing.tilePrices();
  expect(prices.every((p) => p >= 100 && p <= 200)).toBe(true);

  // The URL is the state: a reload (or a shared link) renders the same page on the server.
  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(listing.chips).toHaveText(['Color: Black', 'Price: $100 – $200']);
  await expect.poll(() => listing.total()).toBe(both);

  // Removing one chip keeps the other; Clear All removes every refinement.
  await listing.chips.getByRole('link', { name: 'Remove filter Price: $100 – $200' }).click();
  await expect(listing.chips).toHaveText(['Color: Black']);
  await expect.poll(() => listing.total()).toBe(black);
  await listing.clearAll.click();
  await listing.expectQuery('refine', null);
  await expect(listing.chips).toHaveCount(0);
  await expect.poll(() => listing.total()).toBe(all);
});

test('refinements that exclude everything show "no matches" with a way back', async ({ page }) => {
  const listing = new ListingPage(page);
  // No frost-coloured fire pit costs $500 or more in the demo catalog.
  await listing.goto('/plp/fire-pits?refine=c_color%3Dfrost&refine=price%3D%28500..%29');
  await expect(
    page.getByRole('heading', { name: 'No products match these filters' }),
  ).toBeVisible();
  await expect(listing.tiles).toHaveCount(0);
  await expect(listing.chips).toHaveText(['Color: Frost', 'Price: $500+']);
  await page.getByRole('main').getByRole('link', { name: 'Clear All' }).last().click();
  await listing.expectQuery('refine', null);
  await expect(listing.tiles.first()).toBeVisible();
});

test('sorting by price low to high orders the tiles by price', async ({ page }) => {
  const listing = new ListingPage(page);
  await listing.goto('/plp/fire-pits');
  await listing.sortSelect.selectOption('price-low-to-high');
  await listing.expectQuery('sort', 'price-low-to-high');
  await expect(listing.sortSelect).toHaveValue('price-low-to-high');
  const prices = await listing.tilePrices();
  expect(prices.length).toBeGreaterThan(5);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  await listing.sortSelect.selectOption('price-high-to-low');
  await listing.expectQuery('sort', 'price-high-to-low');
  await expect
    .poll(async () => {
      const p = await listing.tilePrices();
      return p.length > 5 && p.every((v, i) => i === 0 || p[i - 1]! >= v);
    })
    .toBe(true);
});

test('paging and page size: 26 accessories fill two pages of 25 or one of 50', async ({ page }) => {
  const listing = new ListingPage(page);
  await listing.goto('/plp/accessories');
  const total = await listing.total();
  expect(total).toBeGreaterThan(25);
  await expect(listing.tiles).toHaveCount(25);
  const firstPage = await listing.tileNames.allTextContents();

  await listing.pagination.getByRole('link', { name: 'Next page' }).click();
  await listing.expectQuery('page', '2');
  await expect(listing.resultCount).toHaveText(`26–${total} of ${total} results`);
  await expect(listing.tiles).toHaveCount(total - 25);
  await expect(listing.pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const secondPage = await listing.tileNames.allTextContents();
  expect(secondPage.some((name) => firstPage.includes(name))).toBe(false);

  await listing.pageSizeSelect.selectOption('50');
  await listing.expectQuery('limit', '50');
  await listing.expectQuery('page', null);
  await expect(listing.tiles).toHaveCount(total);
  await expect(listing.pagination).toHaveCount(0);
});

test('a category landing page shows its subcategories and its listing', async ({ page }) => {
  const listing = new ListingPage(page);
  await listing.goto('/c/fire-pits');
  await expect(listing.heading).toHaveText('Fire Pits');
  const subcategories = page.getByRole('navigation', { name: 'Shop by Category' });
  await expect(subcategories.getByRole('link')).toHaveText([
    'Wood-Burning Fire Pits',
    'Tabletop & Propane Fire Pits',
  ]);
  await expect(listing.tiles.first()).toBeVisible();
  await subcategories.getByRole('link', { name: 'Wood-Burning Fire Pits' }).click();
  await expect(page).toHaveURL(/\/plp\/fire-pits\/wood-fire-pits$/);
  await expect(listing.heading).toHaveText('Wood-Burning Fire Pits');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText([
    'Fire Pits',
    'Wood-Burning Fire Pits',
  ]);
});

test('an unknown category is the not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/plp/no-such-category');
  expect(response?.status()).toBe(404);
  const landing = await page.goto('/c/no-such-category');
  expect(landing?.status()).toBe(404);
});

test('search results for a demo word, and the empty page for nonsense', async ({ page }) => {
  const listing = new ListingPage(page);
  await listing.goto('/search?q=stove');
  await expect(listing.heading).toHaveText('Results for “stove”');
  await expect.poll(() => listing.total()).toBeGreaterThan(0);
  await expect(listing.tiles.first()).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/search\?q=stove$/);

  await listing.goto('/search?q=xqzvbnm');
  await expect(listing.heading).toHaveText('We couldn’t find anything for “xqzvbnm”');
  await expect(listing.tiles).toHaveCount(0);
  const categories = page.getByRole('navigation', { name: 'Shop by Category' });
  await categories.getByRole('link', { name: 'Fire Pits', exact: true }).click();
  await expect(listing.heading).toHaveText('Fire Pits');
});

test('a misspelt search offers "did you mean"', async ({ page }) => {
  const listing = new ListingPage(page);
  await listing.goto('/search?q=zzzfire');
  await expect(listing.heading).toHaveText('We couldn’t find anything for “zzzfire”');
  await page.getByRole('link', { name: 'fire', exact: true }).click();
  await expect(listing.heading).toHaveText('Results for “fire”');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('refinement links and the sort form still work', async ({ page }) => {
    const listing = new ListingPage(page);
    await listing.goto('/plp/fire-pits');
    await listing.refinement(listing.sidebar, 'Black').click();
    await expect(listing.chips).toHaveText(['Color: Black']);
    await listing.sortSelect.selectOption('price-low-to-high');
    await page.getByRole('button', { name: 'Apply' }).click();
    await listing.expectQuery('sort', 'price-low-to-high');
    await listing.expectQuery('refine', 'c_color=black');
    const prices = await listing.tilePrices();
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});

test('the refinement drawer works by keyboard on a phone @mobile-only', async ({ page }) => {
  const listing = new ListingPage(page);
  await listing.goto('/plp/fire-pits');
  await expect(listing.sidebar).toBeHidden();
  await listing.filterButton.focus();
  await page.keyboard.press('Enter');
  await expect(listing.filterDialog).toBeVisible();

  const black = listing.refinement(listing.filterDialog, 'Black');
  await black.focus();
  await page.keyboard.press('Enter');
  await listing.expectQuery('refine', 'c_color=black');
  // The drawer stays open for more choices, with the choice marked.
  await expect(listing.filterDialog).toBeVisible();
  await expect(listing.refinement(listing.filterDialog, 'Black')).toHaveAttribute(
    'aria-current',
    'true',
  );

  await page.keyboard.press('Escape');
  await expect(listing.filterDialog).toBeHidden();
  await expect(listing.filterButton).toBeFocused();
  await expect(listing.filterButton).toHaveText('Filter (1)');
  await expect(listing.chips).toHaveText(['Color: Black']);
});
