import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { TileGrid } from './pages/tile.ts';

/** A real category listing of the demo catalog with the Signature fire pit (4 finishes). */
const LISTING = '/plp/fire-pits';
const SIGNATURE = 'Signature Smokeless Fire Pit';
/** Thirteen colours, more than any swatch limit. */
const MESA = 'Mesa Tabletop Fire Pit';

test.describe('product tile', () => {
  test('choosing a swatch changes the image, the link and the button', async ({ page }) => {
    const grid = new TileGrid(page);
    await grid.goto(LISTING);
    const tile = grid.tile(SIGNATURE);
    // Spec 001 §2: a master tile starts on its default variant and offers quick shop.
    await expect(tile.image).toHaveAttribute('src', /\/signature-fire-pit\/stainless-1\.svg/);
    await expect(tile.nameLink).toHaveAttribute(
      'href',
      /\/p\/signature-fire-pit\?size=[a-z]+&color=stainless$/,
    );
    await expect(tile.button).toHaveText('Quick Shop');

    await tile.choose('Ash');
    await expect(tile.swatch('Stainless Steel')).toHaveAttribute('aria-checked', 'false');
    await expect(tile.image).toHaveAttribute('src', /\/signature-fire-pit\/ash-1\.svg/);
    await expect(tile.nameLink).toHaveAttribute(
      'href',
      /\/p\/signature-fire-pit\?size=[a-z]+&color=ash$/,
    );
    await expect(tile.button).toHaveText('Add to Cart');

    // The link leads to the product page with that variant chosen.
    await tile.nameLink.click();
    await expect(page).toHaveURL(/\/p\/signature-fire-pit\?size=[a-z]+&color=ash$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SIGNATURE);
  });

  test('the hover slider shows the second image', async ({ page }) => {
    const grid = new TileGrid(page);
    await grid.goto(LISTING);
    const tile = grid.tile(SIGNATURE);
    await expect(tile.hoverImage).toBeHidden();
    await tile.hoverImageArea();
    await expect(tile.hoverImage).toBeVisible();
    await expect(tile.hoverImage).toHaveAttribute('src', /\/signature-fire-pit\/stainless-2\.svg/);
  });

  test('the quick-shop link adds its parameters to the listing URL', async ({ page }) => {
    const grid = new TileGrid(page);
    await grid.goto(`${LISTING}?sort=price-low-to-high`);
    const tile = grid.tile(SIGNATURE);
    const master = new URL((await tile.button.getAttribute('href'))!, 'http://x');
    expect(master.pathname).toBe(new URL(page.url()).pathname);
    expect(master.searchParams.get('sort')).toBe('price-low-to-high');
    expect(master.searchParams.get('quick-shop')).toBe('open');
    expect(master.searchParams.get('quick-shop-product-id')).toBe('signature-fire-pit');

    await tile.button.click();
    await expect(page).toHaveURL(/quick-shop=open/);
    await expect(page).toHaveURL(/sort=price-low-to-high/);
    // The shell's quick-shop drawer reads the parameters and opens for the product.
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expect(drawer).toContainText(SIGNATURE);
  });

  test('swatches shown follow the grid, + N reveals all @mobile', async ({ page }) => {
    const grid = new TileGrid(page);
    await grid.goto(LISTING);
    const tile = grid.tile(MESA);
    await expect(tile.swatchGroup.getByRole('radio', { includeHidden: true })).toHaveCount(13);
    // Spec 001 §2: 12 on desktop tiles, 5 on a phone's two-column grid.
    const desktop = (page.viewportSize()?.width ?? 0) >= 992;
    const shown = desktop ? 12 : 5;
    await expect(tile.visibleSwatches).toHaveCount(shown);
    await expect(tile.moreSwatches).toContainText(`+ ${13 - shown}`);
    await tile.moreSwatches.click();
    await expect(tile.visibleSwatches).toHaveCount(13);
    await expect(tile.moreSwatches).toHaveCount(0);
  });

  test('swatches work from the keyboard', async ({ page }) => {
    const grid = new TileGrid(page);
    await grid.goto(LISTING);
    const tile = grid.tile(SIGNATURE);
    await tile.swatch('Stainless Steel').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tile.swatch('Ash')).toBeFocused();
    await expect(tile.swatch('Ash')).toHaveAttribute('aria-checked', 'true');
    await expect(tile.image).toHaveAttribute('src', /\/signature-fire-pit\/ash-1\.svg/);
  });

  test('the listing has no serious accessibility violations with a swatch chosen @mobile', async ({
    page,
  }) => {
    const grid = new TileGrid(page);
    await grid.goto(LISTING);
    await grid.tile(SIGNATURE).choose('Bronze');
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
  });
});
