import { expect, test, type Locator } from '@playwright/test';
import { CartPages } from './pages/cart.ts';
import { holdAnswers, retypeInto } from './support/typing.ts';

/**
 * The demo coupon codes on /cart (README "Demo data", docs/decisions.md "Coupon codes") with the
 * spec 001 §5, §8 messages, and the order summary following each one.
 */
const STONE = 'Cordierite Pizza Stone';

/** The value of one order summary row (Subtotal, Discount, Shipping, …). */
function summaryValue(cart: CartPages, label: string): Locator {
  return cart.orderSummary
    .locator('div')
    .filter({ has: cart.page.locator('dt', { hasText: label }) })
    .locator('dd');
}

async function applyCode(cart: CartPages, code: string) {
  await cart.promoInput.fill(code);
  await cart.promoApply.click();
}

function removeCode(cart: CartPages, code: string): Locator {
  return cart.page.getByRole('button', { name: `Remove code ${code}` });
}

test.describe('coupon codes', () => {
  test('SAVE10 takes 10 % off the order and gives it back when removed', async ({ page }) => {
    const cart = new CartPages(page);
    await cart.addFromProductPage('/p/pizza-stone');
    await cart.gotoCart();
    await expect(summaryValue(cart, 'Subtotal')).toHaveText('$59.99');
    await expect(summaryValue(cart, 'Discount')).toHaveCount(0);
    // Codes match in any case (docs/decisions.md "Coupon codes").
    await applyCode(cart, 'save10');
    await expect(cart.toast('Promotion applied')).toBeVisible();
    await expect(summaryValue(cart, 'Discount')).toHaveText('−$6.00');
    await expect(cart.promoInput).toHaveValue('');
    await removeCode(cart, 'SAVE10').click();
    await expect(cart.toast('Promotion removed')).toBeVisible();
    await expect(summaryValue(cart, 'Discount')).toHaveCount(0);
    await expect(removeCode(cart, 'SAVE10')).toHaveCount(0);
  });

  test('a code typed while another is applied stays in the field (issue 14)', async ({ page }) => {
    const cart = new CartPages(page);
    await cart.addFromProductPage('/p/pizza-stone');
    await cart.gotoCart();
    // The answer is held until the shopper has typed the next code at human speed.
    const release = await holdAnswers(page, (request) => request.method() === 'POST');
    await applyCode(cart, 'SAVE10');
    await retypeInto(cart.promoInput, 'FREESHIP');
    await release();
    await expect(cart.toast('Promotion applied')).toBeVisible();
    await expect(summaryValue(cart, 'Discount')).toHaveText('−$6.00');
    await expect(cart.promoInput).toHaveValue('FREESHIP');
  });

  test('FREESHIP makes standard shipping free until it is removed', async ({ page }) => {
    const cart = new CartPages(page);
    await cart.addFromProductPage('/p/pizza-stone');
    await cart.gotoCart();
    // Under the 100 USD threshold: the demo standard shipping of 9.99 USD.
    await expect(summaryValue(cart, 'Shipping')).toHaveText('$9.99');
    await applyCode(cart, 'FREESHIP');
    await expect(cart.toast('Promotion applied')).toBeVisible();
    await expect(summaryValue(cart, 'Shipping')).toHaveText('Free');
    await removeCode(cart, 'FREESHIP').click();
    await expect(cart.toast('Promotion removed')).toBeVisible();
    await expect(summaryValue(cart, 'Shipping')).toHaveText('$9.99');
  });

  test('FIREPIT20 is removed again without a fire pit, and takes 20 % off one', async ({
    page,
  }) => {
    const cart = new CartPages(page);
    await cart.addFromProductPage('/p/pizza-stone');
    await cart.gotoCart();
    await applyCode(cart, 'FIREPIT20');
    await expect(
      cart.toast(
        'Code FIREPIT20 cannot be added because there are no eligible items in your cart.',
      ),
    ).toBeVisible();
    await expect(removeCode(cart, 'FIREPIT20')).toHaveCount(0);
    await expect(summaryValue(cart, 'Subtotal')).toHaveText('$59.99');

    await cart.addFromProductPage('/p/signature-fire-pit?size=medium&color=ash');
    await cart.gotoCart();
    await expect(summaryValue(cart, 'Subtotal')).toHaveText('$359.98');
    await applyCode(cart, 'FIREPIT20');
    await expect(cart.toast('Promotion applied')).toBeVisible();
    // A product promotion: the fire pit's line price drops, the stone keeps its price.
    await expect(summaryValue(cart, 'Subtotal')).toHaveText('$299.98');
    await expect(cart.line(STONE).getByTestId('line-price')).toHaveText('$59.99');
    await removeCode(cart, 'FIREPIT20').click();
    await expect(cart.toast('Promotion removed')).toBeVisible();
    await expect(summaryValue(cart, 'Subtotal')).toHaveText('$359.98');
  });

  test('the expired SUMMER25 and an unknown code are refused', async ({ page }) => {
    const cart = new CartPages(page);
    await cart.addFromProductPage('/p/pizza-stone');
    await cart.gotoCart();
    for (const code of ['SUMMER25', 'NO-SUCH-CODE']) {
      await applyCode(cart, code);
      await expect(page.getByRole('alert')).toHaveText('The code you entered is invalid.');
      // The typed code stays for the shopper to correct.
      await expect(cart.promoInput).toHaveValue(code);
      await expect(removeCode(cart, code)).toHaveCount(0);
      await cart.promoInput.fill('');
      await expect(page.getByRole('alert')).toBeHidden();
    }
    await expect(summaryValue(cart, 'Discount')).toHaveCount(0);
    await expect(summaryValue(cart, 'Subtotal')).toHaveText('$59.99');
  });
});
