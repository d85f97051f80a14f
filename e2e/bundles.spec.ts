import { expect, test } from '@playwright/test';
import { CartPages } from './pages/cart.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';

const BUNDLE = 'Ranger Backyard Bundle';
const BAG = 'Fire Pit Carry Bag';

/** Issue 19 "Sets, bundles and limits": a bundle's parts change variant in the cart. */
test.describe('bundle parts in the cart', () => {
  test('changes the colour of a bundle part on the cart page; it persists after a reload', async ({
    page,
  }) => {
    const cart = new CartPages(page);
    await cart.addFromProductPage('/p/ranger-backyard-bundle');
    // The mini cart lists the bundle's parts with their chosen variants.
    const mini = cart.line(BUNDLE, cart.miniCart);
    await expect(mini.getByRole('list', { name: `In this bundle: ${BUNDLE}` })).toBeVisible();
    await expect(cart.bundlePart(mini, BAG)).toContainText('Charcoal');

    await cart.gotoCart();
    const line = cart.line(BUNDLE);
    const bag = cart.bundlePart(line, BAG);
    await expect(bag).toHaveAttribute('data-product-id', 'fire-pit-carry-bag-small-charcoal');
    await expect(bag).toContainText(`1 × ${BAG}`);
    // The stand and the shelter have no variants: nothing to change.
    await expect(cart.bundlePart(line, 'Stand').getByRole('button')).toHaveCount(0);
    await bag.getByRole('button', { name: /^Edit/ }).click();
    const picker = bag.getByRole('group', { name: BAG });
    await expect(picker).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await picker.getByLabel('Color').selectOption({ label: 'Sand' });
    await expect(bag).toHaveAttribute('data-product-id', 'fire-pit-carry-bag-small-sand');
    // The picker closes and the keyboard is back on the part's Edit button.
    await expect(bag.getByRole('button', { name: /^Edit/ })).toBeFocused();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);

    await page.reload();
    await cart.hydrated();
    await expect(cart.bundlePart(cart.line(BUNDLE), BAG)).toHaveAttribute(
      'data-product-id',
      'fire-pit-carry-bag-small-sand',
    );
    await expect(cart.bundlePart(cart.line(BUNDLE), BAG)).toContainText('Sand');
  });
});
