import { expect, test, type Page } from '@playwright/test';
import { CartPages } from './pages/cart.ts';
import { ProductPage } from './pages/product.ts';
import { RecommendationsSection } from './pages/recommendations.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';

/**
 * Recently Viewed (issue 21, docs/decisions/recently-viewed.md): the product page reports each
 * view; the product page and the mini cart show the shopper's own views, newest first, the page's
 * product left out; a shopper who declined personalisation is shown none and has none kept.
 */
const TITLE = 'Recently Viewed';

/** The home page, once its session bridge has started the guest session. */
async function startSession(page: Page) {
  const started = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().includes('/dw/shop/v22_8/sessions'),
  );
  await page.goto('/');
  expect((await started).ok()).toBe(true);
}

/** Opens a product page and waits for its view report to be answered. */
async function viewProduct(page: Page, id: string) {
  const reported = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/recommendations-data'),
  );
  const pdp = new ProductPage(page);
  await pdp.goto(`/p/${id}`);
  await pdp.hydrated();
  expect((await reported).status()).toBe(204);
  return pdp;
}

test.describe('recently viewed', () => {
  test('the third product page and the mini cart show the first two, by keyboard, passing axe', async ({
    page,
  }) => {
    await startSession(page);
    await viewProduct(page, 'pizza-stone');
    await viewProduct(page, 'kiln-dried-logs');
    const pdp = await viewProduct(page, 'pizza-peel');

    const recent = new RecommendationsSection(page.getByRole('main'), page, TITLE);
    // The carousel loads as the shopper comes near the end of the page.
    await page.keyboard.press('End');
    await expect(recent.tiles).toHaveCount(2);
    expect(await recent.productIds()).toEqual(['kiln-dried-logs', 'pizza-stone']);
    const events = await recent.itemListEvents('viewed-recently-einstein');
    expect(events.at(-1)?.products.map((p) => p.id)).toEqual(['kiln-dried-logs', 'pizza-stone']);
    // Each tile is reached by keyboard through its name link.
    const link = recent.tiles.first().getByRole('heading').getByRole('link');
    await link.focus();
    await expect(link).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    // The mini cart lists the page's product too: it was viewed last.
    await pdp.add();
    const cart = new CartPages(page);
    await expect(cart.miniCart).toBeVisible();
    const inCart = new RecommendationsSection(cart.miniCart, page, TITLE);
    await expect(inCart.tiles).toHaveCount(3);
    expect(await inCart.productIds()).toEqual(['pizza-peel', 'kiln-dried-logs', 'pizza-stone']);
    await expectNoSeriousA11yViolations(page);
  });

  test('a shopper who declines personalisation is shown none, and what was kept is deleted', async ({
    page,
  }) => {
    await startSession(page);
    await viewProduct(page, 'pizza-stone');
    await viewProduct(page, 'kiln-dried-logs');

    // Consent Preferences in the footer, by keyboard: Personalization off, Save.
    const footerButton = page
      .locator('footer')
      .getByRole('button', { name: 'Consent Preferences' });
    await footerButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Consent Preferences' });
    const personalisation = dialog.getByRole('switch', { name: /Personalization/ });
    await expect(personalisation).toBeChecked();
    await personalisation.focus();
    await page.keyboard.press('Space');
    await expect(personalisation).not.toBeChecked();
    const forgotten = page.waitForResponse(
      (r) => r.request().method() === 'DELETE' && r.url().endsWith('/recommendations-data'),
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await forgotten).status()).toBe(204);

    const pdp = await viewProduct(page, 'pizza-peel');
    const recentAnswer = page.waitForResponse((r) =>
      r.url().includes('recommender=viewed-recently-einstein'),
    );
    await page.keyboard.press('End');
    const answer = (await (await recentAnswer).json()) as { tiles: unknown[] };
    expect(answer.tiles).toEqual([]);
    await expect(page.getByRole('region', { name: TITLE })).toHaveCount(0);

    await pdp.add();
    const cart = new CartPages(page);
    await expect(cart.miniCart).toBeVisible();
    await expect(
      new RecommendationsSection(cart.miniCart, page, 'You May Also Like').tiles.first(),
    ).toBeVisible();
    await expect(cart.miniCart.getByRole('region', { name: TITLE })).toHaveCount(0);
  });
});
