import { expect, test, type Page } from '@playwright/test';
import { newShopper } from './pages/account.ts';
import { SignInPages } from './pages/sign-in.ts';
import { TileGrid } from './pages/tile.ts';
import { WishlistPages } from './pages/wishlist.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';

const LISTING = '/plp/fire-pits';
const TILE_PRODUCT = 'Ranger Portable Fire Pit';
const PAGE_PRODUCT = 'Cordierite Pizza Stone';

/** Registers a fresh customer (journeys run in parallel on one database). */
async function registered(page: Page) {
  await new SignInPages(page).register(newShopper('wishlist'));
  await expect(page).toHaveURL(/\/account$/);
}

test('a customer hearts a tile and a product page, finds both saved and removes one', async ({
  page,
}) => {
  await registered(page);
  const wishlist = new WishlistPages(page);
  const grid = new TileGrid(page);
  await grid.goto(LISTING);
  const tileHeart = wishlist.heart(TILE_PRODUCT, grid.tile(TILE_PRODUCT).root);
  await wishlist.heartsReady(tileHeart, false);
  await tileHeart.click();
  await expect(wishlist.toast('1 item(s) added to wishlist')).toBeVisible();
  await expect(tileHeart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: 'View' })).toHaveAttribute(
    'href',
    /\/account\/wishlist$/,
  );

  await page.goto('/p/pizza-stone', { waitUntil: 'networkidle' });
  const pdpHeart = wishlist.heart(PAGE_PRODUCT);
  await wishlist.heartsReady(pdpHeart, false);
  await pdpHeart.click();
  await expect(wishlist.toast('1 item(s) added to wishlist')).toBeVisible();
  await expect(pdpHeart).toHaveAttribute('aria-pressed', 'true');

  const response = await wishlist.gotoAccount();
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(wishlist.heading).toHaveText('Saved Items');
  // Newest first (docs/decisions.md "Wishlist order").
  await expect(wishlist.savedNames).toHaveText([PAGE_PRODUCT, TILE_PRODUCT]);
  await expect(wishlist.savedNames.first()).toHaveAttribute('href', /\/p\/pizza-stone$/);
  await expectNoSeriousA11yViolations(page);

  await wishlist.removeButton(TILE_PRODUCT).click();
  await expect(wishlist.savedNames).toHaveText([PAGE_PRODUCT]);

  // The product page's heart removes, with its toast.
  await page.goto('/p/pizza-stone', { waitUntil: 'networkidle' });
  await wishlist.heartsReady(pdpHeart, true);
  await pdpHeart.click();
  await expect(wishlist.toast('Item removed from wishlist')).toBeVisible();
  await expect(pdpHeart).toHaveAttribute('aria-pressed', 'false');
  await wishlist.gotoAccount();
  await expect(page.getByText('No Wishlist Items')).toBeVisible();
  await expect(page.getByText('Continue shopping and add items to your wishlist.')).toBeVisible();
});

test('one request at a time: a second click while one is under way does nothing', async ({
  page,
}) => {
  await registered(page);
  const wishlist = new WishlistPages(page);
  await page.goto('/p/pizza-stone', { waitUntil: 'networkidle' });
  const heart = wishlist.heart(PAGE_PRODUCT);
  await wishlist.heartsReady(heart, false);
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/wishlist-data')) posts.push(r.url());
  });
  // Hold the answer so the second click lands while the first request is in flight.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/wishlist-data', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await heart.click();
  await heart.click();
  release();
  await expect(wishlist.toast('1 item(s) added to wishlist')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect(posts).toHaveLength(1);
});

test('keyboard: the focused heart toggles with Enter and with Space', async ({ page }) => {
  await registered(page);
  const wishlist = new WishlistPages(page);
  await page.goto('/p/pizza-stone', { waitUntil: 'networkidle' });
  const heart = wishlist.heart(PAGE_PRODUCT);
  await wishlist.heartsReady(heart, false);
  await heart.focus();
  await expect(heart).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Space');
  await expect(wishlist.toast('Item removed from wishlist')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});

test('a guest who clicks a heart is asked to sign in, and nothing is saved', async ({ page }) => {
  const wishlist = new WishlistPages(page);
  const grid = new TileGrid(page);
  await grid.goto(LISTING);
  const heart = wishlist.heart(TILE_PRODUCT, grid.tile(TILE_PRODUCT).root);
  await wishlist.heartsReady(heart, false);
  await heart.click();
  await expect(
    wishlist.toast('Sign in or Sign up to save your items for later and across your devices.'),
  ).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute(
    'href',
    /\/login\?returnUrl=%2Fplp%2Ffire-pits$/,
  );
  // The account page sends guests to sign in.
  await page.goto('/account/wishlist');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Faccount%2Fwishlist$/);
});

test('a shared list shows its public items to anyone; a private list is not found', async ({
  page,
  browser,
}) => {
  await registered(page);
  const wishlist = new WishlistPages(page);
  // From the product page: a public item; from a tile: a private one (spec 001 §3).
  await page.goto('/p/pizza-stone', { waitUntil: 'networkidle' });
  await wishlist.heart(PAGE_PRODUCT).click();
  await expect(wishlist.toast('1 item(s) added to wishlist')).toBeVisible();
  const grid = new TileGrid(page);
  await grid.goto(LISTING);
  const tileHeart = wishlist.heart(TILE_PRODUCT, grid.tile(TILE_PRODUCT).root);
  await wishlist.heartsReady(tileHeart, false);
  await tileHeart.click();
  await expect(tileHeart).toHaveAttribute('aria-pressed', 'true');

  await wishlist.gotoAccount();
  await page.getByRole('button', { name: 'Share my list' }).click();
  const shared = page.locator('[data-shared-url]');
  await expect(shared).toBeVisible();
  const url = new URL(((await shared.textContent()) ?? '').replace('Shared list: ', ''));

  const guest = await browser.newPage({ baseURL: `${url.origin}` });
  const response = await guest.goto(url.pathname);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(guest.locator('[data-saved-items] li a')).toHaveText([PAGE_PRODUCT]);

  await page.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(page.getByRole('button', { name: 'Share my list' })).toBeVisible();
  expect((await guest.goto(url.pathname))?.status()).toBe(404);
  await guest.close();
});

test('the heart speaks the page language and stays on the site (fr-CA)', async ({ page }) => {
  const wishlist = new WishlistPages(page);
  await page.goto('/ca/fr/p/pizza-stone', { waitUntil: 'networkidle' });
  const heart = page.locator('[data-wishlist-heart="pizza-stone"]');
  await expect(heart).toHaveAttribute('aria-label', /^Enregistrer .+ dans la liste de souhaits$/);
  await wishlist.heartsReady(heart, false);
  const posted = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/ca/fr/wishlist-data'),
  );
  await heart.click();
  await posted;
  await expect(
    wishlist.toast(
      'Connectez-vous ou inscrivez-vous pour enregistrer vos articles pour plus tard et sur tous vos appareils.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Se connecter', exact: true })).toHaveAttribute(
    'href',
    /^\/ca\/fr\/login\?returnUrl=%2Fca%2Ffr%2Fp%2Fpizza-stone$/,
  );
});
