import { expect, test } from '@playwright/test';
import { CartPages } from './pages/cart.ts';
import { RecommendationsSection } from './pages/recommendations.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';

/**
 * Recommendations in the mini cart (spec 001 §2, §4, §7; spec 000 §9): products recommended for
 * the basket's items, at most 5, with the item-list event on load.
 */
test.describe('mini cart recommendations', () => {
  test('recommend for the basket, fire the item-list event, work by keyboard and pass axe @remote', async ({
    page,
  }) => {
    const cart = new CartPages(page);
    await cart.addFromProductPage('/p/pizza-stone');

    const recs = new RecommendationsSection(cart.miniCart, page);
    await expect(recs.region.getByRole('heading', { name: 'You May Also Like' })).toBeVisible();
    await expect(recs.tiles.first()).toBeVisible();
    const ids = await recs.productIds();
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThanOrEqual(5);
    expect(ids).not.toContain('pizza-stone');
    // The pizza stone's set partners and category come first.
    expect(ids[0]).toBe('pizza-peel');

    // The mini cart's Recently Viewed pushes its own (recently-viewed.spec.ts).
    const events = await recs.itemListEvents('product-to-product-einstein');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      listId: 'product-to-product-einstein',
      context: 'CART',
    });
    expect(events[0]!.products.map((p) => p.id)).toEqual(ids);
    expect(events[0]!.products[0]).toMatchObject({
      id: 'pizza-peel',
      name: 'Bamboo Pizza Peel',
      currency: 'USD',
      price: expect.any(Number),
      position: 1,
    });

    // Every tile is reachable by keyboard through its name link.
    const link = recs.tile('Bamboo Pizza Peel').getByRole('heading').getByRole('link');
    await link.focus();
    await expect(link).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    // Adding a recommended product asks again: it is then in the basket, not recommended.
    await recs.tile('Bamboo Pizza Peel').getByRole('button', { name: 'Add to Cart' }).click();
    await expect(cart.line('Bamboo Pizza Peel', cart.miniCart)).toBeVisible();
    await expect(recs.tile('Bamboo Pizza Peel')).toHaveCount(0);
    await expect
      .poll(async () => (await recs.itemListEvents('product-to-product-einstein')).length)
      .toBe(2);
    expect(await recs.productIds()).not.toContain('pizza-stone');
  });
});

test.describe('home recommendations block', () => {
  test('shows products across the range in a grid, with the item-list event @mobile', async ({
    page,
  }) => {
    await page.goto('/ca/fr');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const recs = new RecommendationsSection(page.getByRole('main'), page, 'Vous aimerez aussi');
    await expect(recs.tiles).toHaveCount(4);
    expect(await recs.productIds()).toEqual([
      'signature-fire-pit',
      'lite-camp-stove',
      'pi-pizza-oven',
      'ranger-shelter',
    ]);
    await expect(recs.tiles.first()).toContainText('$');
    // The block hydrates, and reports the products it shows, as the shopper comes near it.
    await recs.tiles.first().scrollIntoViewIfNeeded();
    await expect.poll(async () => (await recs.itemListEvents()).length).toBe(1);
    const [event] = await recs.itemListEvents();
    expect(event).toMatchObject({ listId: 'products-in-all-categories', context: 'HOMEPAGE' });
    expect(event!.products.map((p) => p.currency)).toEqual(['CAD', 'CAD', 'CAD', 'CAD']);
    await expectNoSeriousA11yViolations(page);
  });
});
