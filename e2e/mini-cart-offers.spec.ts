import { expect, test } from '@playwright/test';
import { CartPages } from './pages/cart.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';

/** Issue 19: the mini cart's buy-more-save-more box and its coupon chips (spec 001 §2, §9). */
test.describe('mini cart offers', () => {
  test('shows the buy-more-save-more bar, and a coupon chip that removes its code', async ({
    page,
  }) => {
    const cart = new CartPages(page);
    // Yukon 549.99: on the way to the seeded $750 goal.
    await cart.addFromProductPage('/p/yukon-fire-pit');
    const box = cart.miniCart.getByTestId('buy-more-save-more');
    await expect(box).toContainText(
      'Buy more, save more: 10% off your order when you reach the goal',
    );
    const bar = box.getByRole('progressbar');
    await expect(bar).toHaveAttribute('max', '750');
    await expect(bar).toHaveAttribute('value', '549.99');

    // A code applied on the cart page shows as a chip in the mini cart's order summary.
    await cart.gotoCart();
    await cart.promoInput.fill('SAVE10');
    await cart.promoApply.click();
    await expect(cart.toast('Promotion applied')).toBeVisible();
    // On the cart page the icon is a link to it; the drawer opens on the other pages.
    await page.goto('/');
    await cart.hydrated();
    await cart.cartButton.click();
    const summary = cart.miniCart.locator('details').filter({ hasText: 'Order Summary' });
    const chip = summary.getByTestId('coupons').getByRole('listitem');
    await expect(chip).toContainText('SAVE10');
    await expect(summary).toContainText('Discount');
    await expectNoSeriousA11yViolations(page);

    await summary.getByRole('button', { name: 'Remove code SAVE10' }).click();
    await expect(cart.toast('Promotion removed')).toBeVisible();
    await expect(summary.getByTestId('coupons')).toHaveCount(0);
    await expect(summary).not.toContainText('Discount');
  });
});
