import { expect, test } from '@playwright/test';
import { newShopper } from './pages/account.ts';
import { CartPages } from './pages/cart.ts';
import { AccountDrawer, SignInPages } from './pages/sign-in.ts';
import { WishlistPages } from './pages/wishlist.ts';

/**
 * The basket of a registered shopper: Save for Later and back (spec 001 §2, §4), and the header's
 * count following a sign-out and a sign-in from the account drawer (spec 000 §2). Each journey
 * registers its own shopper, since journeys share one database.
 */
const STONE = 'Cordierite Pizza Stone';

test('a shopper saves a cart line for later, finds it saved and adds it back', async ({ page }) => {
  await new SignInPages(page).register(newShopper('saved'));
  await expect(page).toHaveURL(/\/account$/);
  const cart = new CartPages(page);
  // A second line keeps the mini cart, and its saved items panel, open once the stone has left.
  await cart.addFromProductPage('/p/signature-fire-pit?size=medium&color=ash');
  await cart.addFromProductPage('/p/pizza-stone');
  await cart.expectCount(2);

  await cart.line(STONE, cart.miniCart).getByRole('button', { name: 'Save for Later' }).click();
  await expect(cart.toast('1 item(s) added to wishlist')).toBeVisible();
  await expect(cart.line(STONE, cart.miniCart)).toHaveCount(0);
  await cart.expectCount(1);
  const saved = cart.miniCart.locator('[data-saved-items-panel] li[data-product-id="pizza-stone"]');
  await expect(saved.getByRole('link', { name: STONE })).toBeVisible();

  const wishlist = new WishlistPages(page);
  await wishlist.gotoAccount();
  await expect(wishlist.savedNames).toHaveText([STONE]);

  await cart.cartButton.click();
  await expect(saved).toBeVisible();
  await saved.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(cart.toast('1 item(s) added to cart')).toBeVisible();
  await expect(cart.line(STONE, cart.miniCart)).toBeVisible();
  await cart.expectCount(2);
});

test('the cart count follows a sign-out and a sign-in from the account drawer', async ({
  page,
}) => {
  const shopper = newShopper('drawer-cart');
  await new SignInPages(page).register(shopper);
  await expect(page).toHaveURL(/\/account$/);
  const cart = new CartPages(page);
  await cart.addFromProductPage('/p/pizza-stone');
  await cart.miniCart.getByRole('button', { name: 'Close' }).click();
  await cart.expectCount(1);

  const drawer = new AccountDrawer(page);
  await drawer.open();
  await drawer.signOut.click();
  await expect(page).toHaveURL(/\/login$/);
  // A new guest has an empty basket: no count.
  await expect(cart.count).toHaveCount(0);

  await drawer.open();
  await drawer.form.signIn(shopper.email, shopper.password);
  // The shopper's own basket is read again without a page load.
  await cart.expectCount(1);
});
