import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { ProductPage } from './pages/product.ts';
import { toast } from './pages/toast.ts';

test.describe('product page', () => {
  test('shows the sections of a master and keeps the swatch choice in the URL', async ({
    page,
  }) => {
    const pdp = new ProductPage(page);
    const response = await pdp.goto('/p/signature-fire-pit');
    expect(response?.status()).toBe(200);
    await expect(pdp.heading).toHaveText('Signature Smokeless Fire Pit');
    await expect(
      pdp.breadcrumb.getByRole('link', { name: 'Fire Pits', exact: true }),
    ).toHaveAttribute('href', /\/plp\/fire-pits$/);
    await expect(pdp.selectedValue('size')).toHaveText('Medium (19.5")');
    await expect(pdp.price).toHaveText('$299.99');
    await expect(pdp.firstImage).toHaveAttribute('src', /stainless-1\.svg/);
    await pdp.hydrated();

    await pdp.choose('Size', 'Large (27")');
    await expect(page).toHaveURL(/size=large/);
    await expect(pdp.price).toContainText('$399.99');
    await pdp.choose('Color', 'Ash');
    await expect(page).toHaveURL(/size=large&color=ash|color=ash&size=large/);
    await expect(pdp.firstImage).toHaveAttribute('src', /ash-1\.svg/);
    await expect(pdp.price).toContainText('$449.99');
    await expect(pdp.addToCart).toHaveText('Add to Cart - $399.99');
    await pdp.expectMessage('Only 3 Left');

    await page.reload();
    await expect(pdp.selectedValue('size')).toHaveText('Large (27")');
    await expect(pdp.selectedValue('color')).toHaveText('Ash');
    await expect(pdp.addToCart).toHaveText('Add to Cart - $399.99');
  });

  test('disables a swatch whose combination is sold out or missing', async ({ page }) => {
    const pdp = new ProductPage(page);
    await pdp.goto('/p/signature-fire-pit?size=small&color=ash');
    await expect(
      pdp.attribute('Color').getByRole('link', { name: 'Black (unavailable)' }),
    ).toHaveAttribute('aria-disabled', 'true');
    await pdp.goto('/p/signature-fire-pit?size=large');
    await expect(
      pdp.attribute('Color').getByRole('link', { name: 'Bronze (unavailable)' }),
    ).toHaveAttribute('aria-disabled', 'true');
  });

  test('a variation that does not exist asks to choose again', async ({ page }) => {
    const pdp = new ProductPage(page);
    const response = await pdp.goto('/p/signature-fire-pit?size=large&color=bronze');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('alert')).toHaveText('Please select all your options above');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('a fuel adaptor still to choose is asked for in a toast on Add to Cart', async ({
    page,
  }) => {
    const pdp = new ProductPage(page);
    // Pi Prime comes in propane and dual fuel; dual fuel is not made in black.
    await pdp.goto('/p/pi-prime-pizza-oven?fuel=dual-fuel&color=black');
    await pdp.hydrated();
    await expect(page.getByRole('alert')).toHaveText('Please select all your options above');
    // The button is aria-disabled yet focusable: pressing it explains what is missing.
    await pdp.addToCart.focus();
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Please select a gas fuel adaptor.')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('keeps the quantity within its limits and prices the label', async ({ page }) => {
    const pdp = new ProductPage(page);
    // Signature sells at most 5 per order.
    await pdp.goto('/p/signature-fire-pit');
    await pdp.hydrated();
    await expect(pdp.decrease).toBeDisabled();
    for (let i = 0; i < 4; i += 1) await pdp.increase.click();
    await expect(pdp.quantity).toHaveValue('5');
    await expect(pdp.increase).toBeDisabled();
    await expect(pdp.addToCart).toHaveText('Add to Cart (5) - $1,499.95');
    await pdp.quantity.fill('9');
    await pdp.quantity.blur();
    await expect(pdp.quantity).toHaveValue('5');
    await pdp.quantity.fill('');
    await pdp.quantity.blur();
    await expect(pdp.quantity).toHaveValue('1');
    await expect(pdp.addToCart).toHaveText('Add to Cart - $299.99');
  });

  test('offers in-stock accessories whose Add toggles join the label', async ({ page }) => {
    const pdp = new ProductPage(page);
    await pdp.goto('/p/signature-fire-pit');
    await pdp.hydrated();
    const section = page.getByRole('region', { name: 'Accessories' });
    // The master Fire Pit Lid is named too, but only items in stock are offered (spec 001 §4).
    await expect(section.getByRole('button', { name: /^Add / })).toHaveCount(3);
    await expect(section.getByRole('button', { name: /Fire Pit Lid/ })).toHaveCount(0);
    const toolKit = section.getByRole('button', { name: 'Add Fire Pit Tool Kit for $79.99' });
    await toolKit.click();
    await expect(toolKit).toHaveAttribute('aria-pressed', 'true');
    await expect(pdp.addToCart).toHaveText('Add to Cart (2) - $379.98');
    await toolKit.click();
    await expect(pdp.addToCart).toHaveText('Add to Cart - $299.99');
  });

  test("'Help Me Choose' opens the specifications with dimensions in inches and cm", async ({
    page,
  }) => {
    const pdp = new ProductPage(page);
    await pdp.goto('/p/signature-fire-pit');
    await pdp.hydrated();
    const specs = page.getByTestId('specifications');
    await expect(specs).toBeHidden();
    await page.getByRole('link', { name: 'Help Me Choose' }).click();
    await expect(specs).toBeVisible();
    await expect(specs).toContainText('Diameter: 19.5 in (49.5 cm)');
    await expect(page).toHaveURL(/#specifications$/);
  });

  test('a tiered product is priced at the chosen quantity', async ({ page }) => {
    const pdp = new ProductPage(page);
    await pdp.goto('/p/natural-fire-starters');
    await pdp.hydrated();
    const single = await pdp.price.textContent();
    await pdp.quantity.fill('6');
    await pdp.quantity.blur();
    await expect(pdp.price).not.toHaveText(single ?? '');
  });

  for (const [id, message] of [
    ['canyon-fire-pit', 'Only 3 Left'],
    // The seed dates the pre-order 21 days after the store started: a run that crosses
    // midnight (UTC) sees one day fewer, never another message.
    ['flat-top-griddle', /^Coming in 2[01] Days$/],
    ['kindling-bundle', 'Out of stock'],
    ['heritage-fire-bowl', 'Final Sale'],
    ['summit-fire-pit', 'Discontinued'],
    ['titan-camp-stove', /^Backordered until [A-Z][a-z]{2} \d{1,2}, \d{4}$/],
  ] as const) {
    test(`shows "${String(message)}" on ${id}`, async ({ page }) => {
      const pdp = new ProductPage(page);
      await pdp.goto(`/p/${id}`);
      await expect(pdp.inventoryMessages.locator('li').first()).toHaveText(message);
    });
  }

  test('an out-of-stock product says Notify Me; a discontinued one has no button', async ({
    page,
  }) => {
    const pdp = new ProductPage(page);
    await pdp.goto('/p/kindling-bundle');
    await expect(pdp.addToCart).toHaveText('Notify Me');
    await pdp.goto('/p/summit-fire-pit');
    await expect(pdp.heading).toHaveText(/Summit/);
    await expect(pdp.addToCart).toHaveCount(0);
  });

  test('a bundle lists its parts with quantities and View All', async ({ page }) => {
    const pdp = new ProductPage(page);
    await pdp.goto('/p/ranger-backyard-bundle');
    const parts = page.getByTestId('bundle-products');
    await expect(parts.getByRole('heading', { name: 'In this bundle' })).toBeVisible();
    const shown = await parts.getByTestId('member').count();
    await pdp.hydrated();
    const viewAll = parts.getByRole('button', { name: 'View All' });
    if (shown === 3 && (await viewAll.count())) {
      await viewAll.click();
      await expect(parts.getByTestId('member')).not.toHaveCount(3);
    }
    await expect(parts.getByText(/Qty: \d/).first()).toBeVisible();
    await expect(parts.getByTestId('product-price').first()).toContainText('$');
  });

  test('a set lists its parts, a master part with its own swatches', async ({ page }) => {
    const pdp = new ProductPage(page);
    await pdp.goto('/p/backyard-set');
    await expect(pdp.addToCart).toHaveText(/^Add Set to Cart/);
    const parts = page.getByTestId('set-products');
    const signature = parts.getByTestId('member').filter({ hasText: 'Signature' });
    await expect(signature.getByTestId('product-price')).toHaveText('$299.99');
    await pdp.hydrated();
    await signature.getByRole('link', { name: 'Large (27")', exact: true }).click();
    await expect(page).toHaveURL(/signature-fire-pit\.size=large/);
    await expect(signature.getByTestId('product-price')).toHaveText('$399.99');
  });

  test('an unknown product answers the Product Not Found page with 404', async ({ page }) => {
    const pdp = new ProductPage(page);
    const response = await pdp.goto('/p/no-such-product');
    expect(response?.status()).toBe(404);
    await expect(pdp.heading).toHaveText('Product Not Found');
    await expect(page).toHaveTitle(/^Product Not Found \|/);
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('/product/{id} moves permanently to /p/{id} with prefix and query', async ({ page }) => {
    const response = await page.request.get('/ca/fr/product/ranger-fire-pit?color=black', {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/ca/fr/p/ranger-fire-pit?color=black');
    const pdp = new ProductPage(page);
    await pdp.goto('/product/ranger-fire-pit');
    await expect(page).toHaveURL(/\/p\/ranger-fire-pit$/);
    await expect(pdp.heading).toHaveText('Ranger Portable Fire Pit');
  });

  test('a variant URL opens its master with its values chosen', async ({ page }) => {
    const pdp = new ProductPage(page);
    await pdp.goto('/p/signature-fire-pit-large-ash');
    await expect(page).toHaveURL(/\/p\/signature-fire-pit\?size=large&color=ash$/);
    await expect(pdp.selectedValue('color')).toHaveText('Ash');
  });

  test('writes canonical, hreflang and Product JSON-LD', async ({ page }) => {
    const pdp = new ProductPage(page);
    await pdp.goto('/ca/fr/p/ranger-fire-pit?color=black');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/ca\/fr\/p\/ranger-fire-pit$/,
    );
    await expect(page.locator('link[hreflang="de-DE"]')).toHaveAttribute(
      'href',
      /\/p\/ranger-fire-pit$/,
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
    const json = await page.locator('script[type="application/ld+json"]').textContent();
    const ld = JSON.parse(json ?? '{}') as {
      '@type': string;
      offers: { price: string; priceCurrency: string; availability: string };
    };
    expect(ld['@type']).toBe('Product');
    expect(ld.offers.priceCurrency).toBe('CAD');
    expect(Number(ld.offers.price)).toBeGreaterThan(0);
    expect(ld.offers.availability).toMatch(/^https:\/\/schema\.org\//);
  });

  test('the first image zooms in a dialog that Escape closes', async ({ page }) => {
    const pdp = new ProductPage(page);
    await pdp.goto('/p/ranger-fire-pit');
    await pdp.hydrated();
    const zoom = page.getByRole('button', { name: 'Zoom image' });
    await zoom.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Zoom image' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the gallery is a swipe slider with thumbnails on mobile @mobile-only', async ({ page }) => {
    const pdp = new ProductPage(page);
    await pdp.goto('/p/ranger-fire-pit');
    await pdp.hydrated();
    await expect(pdp.thumbnail(1)).toBeVisible();
    const box = await pdp.thumbnail(2).boundingBox();
    expect(Math.round(box?.width ?? 0)).toBeGreaterThanOrEqual(74);
    expect(await pdp.slider.evaluate((el) => getComputedStyle(el).scrollSnapType)).toContain('x');
    await pdp.thumbnail(3).click();
    await expect
      .poll(() => pdp.slider.evaluate((el) => Math.round(el.scrollLeft / el.clientWidth)))
      .toBe(2);
    await expect(pdp.thumbnail(3)).toHaveAttribute('aria-current', 'true');
  });
});

test.describe('quick shop', () => {
  // Over the home page: the drawer's fetcher is a router update that blocks further down, still
  // waiting to come near, would hold back until scrolled to (lazy-block.tsx).
  test('opens from the URL, shows the essentials and closes by keyboard', async ({ page }) => {
    const pdp = new ProductPage(page);
    await pdp.goto('/?sort=new&quick-shop=open&quick-shop-product-id=ranger-fire-pit');
    const drawer = pdp.quickShop;
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('heading', { name: 'Ranger Portable Fire Pit' })).toBeVisible();
    await expect(drawer.getByTestId('add-to-cart')).toHaveText('Add to Cart - $229.99');
    await expect(drawer.getByRole('link', { name: 'View Full Details' })).toHaveAttribute(
      'href',
      /\/p\/ranger-fire-pit\?color=/,
    );
    const box = await drawer.boundingBox();
    // Layout rounds to device pixels; a fraction of one over (457.00006) is not a wider drawer.
    expect(Math.round(box?.width ?? 0)).toBeLessThanOrEqual(457);

    await drawer.getByRole('button', { name: 'Black', exact: true }).click();
    await expect(drawer.getByRole('button', { name: 'Black', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(drawer.getByTestId('selected-color')).toHaveText('Black');
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/\?sort=new$/);
  });

  test('the close button removes both parameters', async ({ page }) => {
    const pdp = new ProductPage(page);
    await pdp.goto('/p/canyon-fire-pit?quick-shop=open&quick-shop-product-id=signature-fire-pit');
    await expect(pdp.quickShop.getByTestId('add-to-cart')).toBeVisible();
    await pdp.quickShop.getByRole('button', { name: 'Close' }).click();
    await expect(pdp.quickShop).toBeHidden();
    await expect(page).toHaveURL(/\/p\/canyon-fire-pit$/);
  });
});
