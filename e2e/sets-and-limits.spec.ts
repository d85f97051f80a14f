import { expect, test } from '@playwright/test';
import { CartPages } from './pages/cart.ts';
import { ProductPage } from './pages/product.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';

/** Issue 19 "Sets, bundles and limits": sets that can be bought and honest quantity limits. */
test.describe('sets and quantity limits', () => {
  test('buys the Backyard Set with a chosen fire pit; the label is what it adds', async ({
    page,
  }) => {
    const pdp = new ProductPage(page);
    const cart = new CartPages(page);
    await pdp.goto('/p/backyard-set');
    // The range is not on sale: no list price is struck through beside it.
    await expect(pdp.price).toHaveText('$69.99 – $399.99');
    await expect(pdp.price.locator('s')).toHaveCount(0);
    // Medium stainless (default) 299.99 + stand 69.99 + shelter 79.99 + tool kit 79.99.
    await expect(pdp.addToCart).toHaveText('Add Set to Cart - $529.96');
    await pdp.hydrated();
    const signature = page
      .getByTestId('set-products')
      .getByTestId('member')
      .filter({ hasText: 'Signature' });
    await signature.getByRole('link', { name: 'Large (27")', exact: true }).click();
    await expect(page).toHaveURL(/signature-fire-pit\.size=large/);
    await expect(signature.getByTestId('product-price')).toHaveText('$399.99');
    await signature.getByRole('link', { name: 'Ash', exact: true }).click();
    await expect(page).toHaveURL(/signature-fire-pit\.color=ash/);
    await expect(pdp.addToCart).toHaveText('Add Set to Cart - $629.96');
    await expect(page.getByText('Please select all your options above')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await pdp.add();
    await expect(cart.miniCart).toBeVisible();
    await expect(cart.toast('4 item(s) added to cart')).toBeVisible();

    await cart.gotoCart();
    const pit = cart.line('Signature Smokeless Fire Pit');
    await expect(pit).toContainText('Large (27")');
    await expect(pit).toContainText('Ash');
    for (const part of ['Bonfire Stand', 'Bonfire Shelter', 'Fire Pit Tool Kit'])
      await expect(cart.line(part)).toHaveCount(1);
    await expect(cart.orderSummary).toContainText('$629.96');
  });

  test('a set part still to choose is asked for, and Add to Cart takes the shopper to it', async ({
    page,
  }) => {
    const pdp = new ProductPage(page);
    // Large bronze does not exist.
    await pdp.goto('/p/backyard-set?signature-fire-pit.size=large&signature-fire-pit.color=bronze');
    await expect(pdp.addToCart).toHaveText('Add Set to Cart');
    await expect(pdp.addToCart).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByText('Please select all your options above')).toBeVisible();
    await pdp.hydrated();
    // The button stays focusable (aria-disabled): pressing it takes the shopper to the part.
    await pdp.addToCart.focus();
    await page.keyboard.press('Enter');
    const signature = page.locator('#pdp-part-signature-fire-pit');
    await expect(signature).toBeFocused();
    await expect(signature).toBeInViewport();
  });

  test('quick shop shows the set parts, chosen in the drawer, and adds the set', async ({
    page,
  }) => {
    const pdp = new ProductPage(page);
    const cart = new CartPages(page);
    await pdp.goto('/plp/bundles?quick-shop=open&quick-shop-product-id=backyard-set');
    const drawer = pdp.quickShop;
    const parts = drawer.getByTestId('set-products');
    await expect(parts.getByTestId('member')).toHaveCount(4);
    await expect(drawer.getByTestId('add-to-cart')).toHaveText('Add Set to Cart - $529.96');
    await pdp.hydrated();
    await parts.getByRole('button', { name: 'Large (27")', exact: true }).click();
    await expect(drawer.getByTestId('add-to-cart')).toHaveText('Add Set to Cart - $629.96');
    await expectNoSeriousA11yViolations(page);
    const written = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/basket'),
    );
    await drawer.getByTestId('add-to-cart').click();
    expect((await written).ok()).toBe(true);
    await expect(drawer).toBeHidden();
    await expect(cart.miniCart).toBeVisible();
    await expect(cart.line('Signature Smokeless Fire Pit', cart.miniCart)).toContainText(
      'Large (27")',
    );
  });

  test('three Yukon in the basket reach the limit: Max quantity reached, disabled', async ({
    page,
  }) => {
    const pdp = new ProductPage(page);
    await pdp.goto('/p/yukon-fire-pit');
    await expect(page.getByText('Up to 3 per order')).toBeVisible();
    await pdp.hydrated();
    await pdp.increase.click();
    await expect(pdp.addToCart).toHaveText('Add to Cart (2) - $1,099.98');
    await pdp.add();
    await page.keyboard.press('Escape');
    // One more may still be added: the picker stops at 3 minus the 2 in the basket.
    await pdp.goto('/p/yukon-fire-pit');
    await pdp.hydrated();
    await expect(pdp.increase).toBeDisabled();
    await pdp.add();
    await page.keyboard.press('Escape');

    await pdp.goto('/p/yukon-fire-pit');
    await pdp.hydrated();
    await expect(pdp.addToCart).toHaveText('Max quantity reached');
    await expect(pdp.addToCart).toHaveAttribute('aria-disabled', 'true');
    await expect(pdp.quantity).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    // A write past the limit is refused in the shopper's words, never with a field path.
    const refused = await page.request.post('/basket', {
      data: { intent: 'add', items: [{ productId: 'yukon-fire-pit-stainless', quantity: 1 }] },
    });
    expect(refused.status()).toBe(400);
    const body = await refused.text();
    expect(body).not.toMatch(/0\.quantity|must be at most/);
    expect(JSON.parse(body)).toMatchObject({ error: { reason: 'quantityLimit' } });
  });

  test('a refused add says so in the shopper language', async ({ page }) => {
    const pdp = new ProductPage(page);
    const cart = new CartPages(page);
    await pdp.goto('/p/yukon-fire-pit');
    await pdp.hydrated();
    // Another tab filled the basket meanwhile: this page still offers 3.
    const filled = await page.request.post('/basket', {
      data: { intent: 'add', items: [{ productId: 'yukon-fire-pit-stainless', quantity: 3 }] },
    });
    expect(filled.ok()).toBe(true);
    await pdp.addToCart.click();
    await expect(
      cart.toast('We can’t add that many of this item. Please choose a lower quantity.'),
    ).toBeVisible();
    await expect(page.getByText(/quantity: must be/)).toHaveCount(0);
  });

  test('an out-of-stock page hides the quantity; no page tells its stock level', async ({
    page,
  }) => {
    const pdp = new ProductPage(page);
    await pdp.goto('/p/kindling-bundle');
    await expect(pdp.addToCart).toHaveText('Notify Me');
    await expect(pdp.quantity).toHaveCount(0);
    await expect(page.getByText(/Up to \d+ per order/)).toHaveCount(0);
    // Plenty in stock and no purchase limit: no limit is shown at all.
    await pdp.goto('/p/natural-fire-starters');
    await expect(pdp.quantity).toBeVisible();
    await expect(page.getByText(/Up to \d+ per order/)).toHaveCount(0);
  });
});

test.describe('product content records', () => {
  test("the Yukon's record orders its gallery, makes the scene full width and turns zoom off", async ({
    page,
  }) => {
    const pdp = new ProductPage(page);
    await pdp.goto('/p/yukon-fire-pit?color=black');
    await expect(pdp.firstImage).toHaveAttribute('src', /yukon-fire-pit\/black-4\.svg/);
    await expect(pdp.slider.locator('li').first()).toHaveClass(/lg:col-span-2/);
    await expect(pdp.gallery.getByRole('button', { name: 'Zoom image' })).toHaveCount(0);
    // Without a record: the catalog order, the first image zooms.
    await pdp.goto('/p/ranger-fire-pit');
    await expect(pdp.firstImage).toHaveAttribute('src', /-1\.svg/);
    await expect(pdp.gallery.getByRole('button', { name: 'Zoom image' })).toHaveCount(1);
  });
});
