import { expect, test } from '@playwright/test';
import { AccountPages, newShopper } from './pages/account.ts';
import { CartPages } from './pages/cart.ts';
import { ProductPage } from './pages/product.ts';
import { TileGrid } from './pages/tile.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { buyOut, SOLD_OUT_BY_ONE_JOURNEY } from './support/stock.ts';

/**
 * Basket journeys (spec 001 §2, §4, §5, §8). Each test has its own browser context, so its own
 * guest and basket, on the one shared database.
 */
const STONE = 'Cordierite Pizza Stone';

test.describe('basket', () => {
  test('adds from the product page: toast, analytics event, mini cart and count', async ({
    page,
    baseURL,
  }) => {
    // Analytics consented to: the tracking fields are also kept for the purchase (spec 002 §9).
    await page
      .context()
      .addCookies([{ name: 'consent', value: 'analytics%3D1%26marketing%3D0', url: baseURL! }]);
    const cart = new CartPages(page);
    const pdp = new ProductPage(page);
    await pdp.goto('/p/pizza-stone');
    await pdp.hydrated();
    await expect(pdp.addToCart).toHaveText('Add to Cart - $59.99');
    await pdp.add();
    await expect(cart.toast('1 item(s) added to cart')).toBeVisible();
    await expect(cart.miniCart).toBeVisible();
    await expect(cart.miniCart.getByRole('heading', { name: 'Your Cart (1 item)' })).toBeVisible();
    await expect(cart.line(STONE, cart.miniCart)).toContainText('$59.99');
    await expect(cart.miniCart).toContainText('Estimated Total (USD)');
    await expect(cart.miniCart).toContainText('Estimated Sales Tax');
    // Spec 000 §2: the mini_cart content entry, rendered by the page renderers.
    const content = cart.miniCart.getByTestId('mini-cart-content');
    await expect(content.getByRole('heading', { name: 'Shop with confidence' })).toBeVisible();
    await expect(content).toContainText('Free standard shipping on orders of $100 or more');
    await expect(content.getByRole('link', { name: 'Shipping & Returns' })).toHaveAttribute(
      'href',
      '/us/shipping-returns',
    );
    const events = await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer);
    expect(events).toContainEqual(
      expect.objectContaining({
        event: 'add_to_cart',
        products: [
          expect.objectContaining({ id: 'pizza-stone', name: STONE, currency: 'USD', quantity: 1 }),
        ],
      }),
    );
    // Closes on a route change (spec 001 §2); the header keeps the count.
    await cart.miniCart.getByRole('link', { name: 'View Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(cart.miniCart).toBeHidden();
    await cart.expectCount(1);

    // Spec 002 §3: all ten product tracking fields, here of a variant.
    await pdp.goto('/p/fire-gloves?size=l');
    await pdp.hydrated();
    await pdp.add();
    await expect(cart.toast('1 item(s) added to cart')).toBeVisible();
    const gloves = {
      id: 'fire-gloves-l',
      name: 'Leather Fire Gloves',
      brand: expect.any(String),
      price: 34.99,
      currency: 'USD',
      masterId: 'fire-gloves',
      primaryCategoryId: 'stands-tools',
      imageGroups: [{ viewType: 'large', images: expect.arrayContaining([expect.any(String)]) }],
      variationValues: { size: 'l' },
    };
    const added = await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer);
    expect(added).toContainEqual({ event: 'add_to_cart', products: [{ ...gloves, quantity: 1 }] });
    // Spec 002 §9: kept under a cartProduct_ key until the line leaves the cart.
    const kept = () =>
      page.evaluate(() => {
        const value = localStorage.getItem('cartProduct_fire-gloves-l');
        return value ? (JSON.parse(value) as { tracking: unknown }).tracking : null;
      });
    expect(await kept()).toEqual(gloves);
    await cart.gotoCart();
    const line = cart.line('Leather Fire Gloves');
    await cart.removeButton(line, 'Leather Fire Gloves').click();
    await cart.confirmation(line).getByRole('button', { name: 'Remove' }).click();
    await expect(cart.toast('Item removed from cart')).toBeVisible();
    await expect.poll(kept).toBeNull();
  });

  test('adds a bundle with each part pid and quantity (spec 002 §5)', async ({ page }) => {
    const cart = new CartPages(page);
    const pdp = new ProductPage(page);
    await pdp.goto('/p/ranger-backyard-bundle');
    await pdp.hydrated();
    const sent = page.waitForRequest((r) => r.method() === 'POST' && /\/basket$/.test(r.url()));
    await pdp.add();
    const body = (await sent).postDataJSON() as {
      items: Array<{ productId: string; bundledProductItems?: unknown[] }>;
    };
    expect(body.items[0]).toMatchObject({ productId: 'ranger-backyard-bundle', quantity: 1 });
    expect(body.items[0]!.bundledProductItems).toEqual(
      expect.arrayContaining([
        { productId: 'ranger-stand', quantity: 1 },
        { productId: 'ranger-shelter', quantity: 1 },
      ]),
    );
    await expect(cart.toast('1 item(s) added to cart')).toBeVisible();
    await cart.expectCount(1);
  });

  test('adds from a tile and from quick shop', async ({ page }) => {
    const cart = new CartPages(page);
    const grid = new TileGrid(page);
    await grid.goto('/plp/pizza-ovens/pizza-tools');
    await grid.tile(STONE).button.click();
    await expect(cart.toast('1 item(s) added to cart')).toBeVisible();
    await expect(cart.line(STONE, cart.miniCart)).toBeVisible();
    await cart.miniCart.getByRole('button', { name: 'Close' }).click();
    await cart.expectCount(1);

    // A variant id opens quick shop on its master with that variant chosen.
    await grid.goto(
      '/plp/fire-pits?quick-shop=open&quick-shop-product-id=signature-fire-pit-medium-ash',
    );
    const quickShop = new ProductPage(page).quickShop;
    await expect(quickShop).toBeVisible();
    const add = quickShop.getByTestId('add-to-cart');
    await expect(add).toHaveAttribute('data-allowed', 'true');
    await add.click();
    await expect(cart.toast('1 item(s) added to cart')).toBeVisible();
    // Quick shop closes, then the mini cart opens with both lines.
    await expect(quickShop).toBeHidden();
    await expect(cart.miniCart.getByRole('heading', { name: 'Your Cart (2 items)' })).toBeVisible();
    await cart.expectCount(2);
  });

  test('changes a quantity on the cart page; it persists after a reload', async ({ page }) => {
    const cart = new CartPages(page);
    await cart.addFromProductPage('/p/pizza-stone');
    await cart.gotoCart();
    await expect(cart.summaryHeading).toHaveText('Order Summary (1 item)');
    const line = cart.line(STONE);
    await cart.increase(line).click();
    await cart.increase(line).click();
    // Shown at once; written once after the 750 ms pause.
    await expect(cart.quantityInput(line)).toHaveValue('3');
    await expect(cart.summaryHeading).toHaveText('Order Summary (3 items)');
    await cart.expectCount(3);
    await page.reload();
    await expect(cart.quantityInput(cart.line(STONE))).toHaveValue('3');
    await expect(cart.orderSummary).toContainText('$179.97');
  });

  test('removes a line after its confirmation; the empty cart page follows', async ({ page }) => {
    const cart = new CartPages(page);
    await cart.addFromProductPage('/p/pizza-stone');
    await cart.gotoCart();
    const line = cart.line(STONE);
    await cart.removeButton(line, STONE).click();
    await expect(cart.confirmation(line)).toBeVisible();
    await cart.confirmation(line).getByRole('button', { name: 'Cancel' }).click();
    await expect(cart.confirmation(line)).toBeHidden();
    await cart.removeButton(line, STONE).click();
    await cart.confirmation(line).getByRole('button', { name: 'Remove' }).click();
    await expect(cart.toast('Item removed from cart')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your cart is empty.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Keep Shopping' })).toBeVisible();
  });

  test('refuses an invalid promo code, then applies and removes SAVE10', async ({ page }) => {
    const cart = new CartPages(page);
    await cart.addFromProductPage('/p/pizza-stone');
    await cart.gotoCart();
    await cart.promoInput.fill('SA');
    await expect(cart.promoApply).toBeDisabled();
    await cart.promoInput.fill('NOT-A-CODE');
    await cart.promoApply.click();
    await expect(page.getByRole('alert')).toHaveText('The code you entered is invalid.');
    await cart.promoInput.fill('');
    await expect(page.getByText('The code you entered is invalid.')).toBeHidden();
    await cart.promoInput.fill('SAVE10');
    await cart.promoApply.click();
    await expect(cart.toast('Promotion applied')).toBeVisible();
    await expect(cart.orderSummary).toContainText('Discount');
    await page.getByRole('button', { name: 'Remove code SAVE10' }).click();
    await expect(cart.toast('Promotion removed')).toBeVisible();
    await expect(cart.orderSummary).not.toContainText('Discount');
  });

  test('the mini cart works from the keyboard and passes axe; so does /cart', async ({ page }) => {
    const cart = new CartPages(page);
    await cart.addFromProductPage('/p/pizza-stone');
    await page.reload();
    await cart.hydrated();
    await cart.expectCount(1);
    await cart.cartButton.focus();
    await page.keyboard.press('Enter');
    await expect(cart.miniCart).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(cart.miniCart.locator(':focus')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(cart.miniCart).toBeHidden();
    await expect(cart.cartButton).toBeFocused();
    await cart.gotoCart();
    await expect(cart.line(STONE)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a guest is asked to sign in for Save for Later and sees the saved items prompt', async ({
    page,
  }) => {
    const cart = new CartPages(page);
    await cart.addFromProductPage('/p/pizza-stone');
    const prompt = 'Sign in or Sign up to save your items for later and across your devices.';
    await expect(cart.miniCart).toContainText(prompt);
    await cart.line(STONE, cart.miniCart).getByRole('button', { name: 'Save for Later' }).click();
    await expect(cart.toast(prompt)).toBeVisible();
    await expect(cart.line(STONE, cart.miniCart)).toBeVisible();
  });

  test("edits a line in quick shop: its variant and quantity, with 'Update'", async ({ page }) => {
    const cart = new CartPages(page);
    await cart.addFromProductPage('/p/signature-fire-pit?size=medium&color=ash');
    await cart.gotoCart();
    const line = page.getByTestId('cart-line').first();
    await expect(line).toHaveAttribute('data-product-id', /-ash$/);
    await cart.editLine(line);
    const pdp = new ProductPage(page);
    const drawer = pdp.quickShop;
    await expect(drawer.getByTestId('add-to-cart')).toHaveText('Update');
    await expect(drawer.getByRole('button', { name: 'Ash', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectNoSeriousA11yViolations(page);
    await pdp.chooseInQuickShop('Stainless Steel');
    await drawer.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(drawer.getByRole('spinbutton')).toHaveValue('2');
    await expect(drawer.getByTestId('add-to-cart')).toHaveText('Update');
    await drawer.getByTestId('add-to-cart').click();
    await expect(drawer).toBeHidden();
    await expect(cart.toast('Item updated in cart')).toBeVisible();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(line).toHaveAttribute('data-product-id', /-stainless$/);
    await expect(cart.quantityInput(line)).toHaveValue('2');
  });

  test('an edit from the mini cart merges into a line of the chosen variant and reopens it', async ({
    page,
  }) => {
    const cart = new CartPages(page);
    await cart.addFromProductPage('/p/signature-fire-pit?size=medium&color=stainless');
    await cart.addFromProductPage('/p/signature-fire-pit?size=medium&color=ash');
    const ash = cart.miniCart.locator('[data-testid=cart-line][data-product-id$="-ash"]');
    await cart.editLine(ash);
    const pdp = new ProductPage(page);
    const drawer = pdp.quickShop;
    await expect(cart.miniCart).toBeHidden();
    await pdp.chooseInQuickShop('Stainless Steel');
    await expect(drawer.getByTestId('add-to-cart')).toHaveText('Update');
    await drawer.getByTestId('add-to-cart').click();
    await expect(drawer).toBeHidden();
    await expect(cart.miniCart).toBeVisible();
    const lines = cart.miniCart.getByTestId('cart-line');
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toHaveAttribute('data-product-id', /-stainless$/);
    await expect(cart.quantityInput(lines.first())).toHaveValue('2');
  });

  test('a refused write names its reason and field; a quantity above stock is not sent', async ({
    page,
  }) => {
    const cart = new CartPages(page);
    await cart.addFromProductPage('/p/pizza-stone');
    // The route answers the service's problem, naming the quantity that cannot be sold.
    const refused = await page.request.post('/basket', {
      data: { intent: 'add', items: [{ productId: 'pizza-stone', quantity: 5000 }] },
    });
    expect(refused.status()).toBe(400);
    // The shopper's reason and the field's name; never the service's path or wording.
    expect((await refused.json()) as unknown).toEqual({
      error: { status: 400, reason: 'quantityLimit', fields: ['quantity'] },
    });
    const malformed = await page.request.post('/basket', { data: { intent: 'quantity' } });
    expect(malformed.status()).toBe(400);
    expect((await malformed.json()) as unknown).toMatchObject({
      error: { fields: expect.arrayContaining(['itemId']) as unknown },
    });
    // Spec 001 §4: a typed quantity above the line's maximum is ignored.
    await cart.gotoCart();
    const input = cart.quantityInput(cart.line(STONE));
    await input.fill('5000');
    await expect(input).toHaveValue('5000');
    await input.blur();
    await page.reload();
    await expect(cart.quantityInput(cart.line(STONE))).toHaveValue('1');
  });

  test("a guest's basket follows the shopper into a new account, and the header reads it", async ({
    page,
  }) => {
    const cart = new CartPages(page);
    await cart.addFromProductPage('/p/pizza-stone');
    await cart.miniCart.getByRole('button', { name: 'Close' }).click();
    await new AccountPages(page).register(newShopper('cart'));
    // Registration signs in and merges the guest basket (spec 000 §4); the count is read again.
    await cart.expectCount(1);
    await cart.gotoCart();
    await expect(cart.line(STONE)).toBeVisible();
  });

  test('a line another shopper bought out is offered for removal in Items Unavailable', async ({
    page,
    request,
  }) => {
    const cart = new CartPages(page);
    // Mesa in frost, a product of this journey alone (support/stock.ts): another shopper buys
    // what is left of it.
    await cart.addFromProductPage('/p/mesa-tabletop-fire-pit?color=frost');
    await buyOut(request, SOLD_OUT_BY_ONE_JOURNEY.mesaFrost);
    await cart.gotoCart();
    const dialog = page.getByRole('alertdialog', { name: 'Items Unavailable' });
    await expect(dialog).toContainText(
      'Some items are no longer available online and will be removed from your cart.',
    );
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(cart.toast('Item removed from cart')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your cart is empty.' })).toBeVisible();
  });

  test('the cart page is personal and not indexed', async ({ page }) => {
    const response = await page.goto('/cart');
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { name: 'Your cart is empty.' })).toBeVisible();
  });

  test('Checkout syncs the session through the bridge and sets the geo-locale cookie first', async ({
    page,
    context,
  }) => {
    const cart = new CartPages(page);
    await cart.addFromProductPage('/p/pizza-stone');
    await cart.gotoCart();
    // Spec 000 §8: a refused sync names its status and keeps the shopper on the cart.
    await page.route('**/mobify/proxy/ocapi/s/SoloUS/dw/shop/v22_8/sessions', (route) =>
      route.fulfill({ status: 503 }),
    );
    const checkout = page.getByRole('main').getByRole('link', { name: 'Checkout' });
    await checkout.click();
    await expect(cart.toast('OCAPI session sync failed: Service Unavailable')).toBeVisible();
    await expect(page).toHaveURL(/\/cart$/);
    await page.unroute('**/mobify/proxy/ocapi/s/SoloUS/dw/shop/v22_8/sessions');
    // Spec 000 §4, §7: `_ss_geolocale` is set when missing, then the sync, then /checkout.
    await context.clearCookies({ name: '_ss_geolocale' });
    const synced = page.waitForResponse(
      (r) => r.url().endsWith('/mobify/proxy/ocapi/s/SoloUS/dw/shop/v22_8/sessions') && r.ok(),
    );
    await checkout.click();
    expect((await synced).status()).toBe(204);
    await expect(page).toHaveURL(/\/checkout$/);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === '_ss_geolocale')?.value).toBe('us/en');
  });
});
