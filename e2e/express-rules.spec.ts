import { expect, test, type Page } from '@playwright/test';
import { AccountPages, newShopper } from './pages/account.ts';
import { CartPages } from './pages/cart.ts';
import { APPROVED, CheckoutPage, SEATTLE } from './pages/checkout.ts';
import { AUSTIN_BUYER, BERLIN_BUYER, ExpressPages } from './pages/express.ts';
import { ProductPage } from './pages/product.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';

/**
 * The express flow's rules as a shopper meets them (spec 002 §2, §4, §5, §8, §9): a country the
 * site does not ship to, the product page's add taken back on error, the 7 s error toast, Pay
 * Later messaging, the 40px button area, another tab's order reloading the buttons, the
 * configuration read again after a change, and a saved selection cleared by another method.
 * Each test has its own guest or shopper and basket.
 */
const STONE = 'Cordierite Pizza Stone';
const COUNTRY_REFUSED =
  'We do not ship to the country of this address. Please choose another address.';

async function withStone(page: Page) {
  const cart = new CartPages(page);
  await cart.addFromProductPage('/p/pizza-stone');
  await expect(cart.line(STONE, cart.miniCart)).toBeVisible();
  return cart;
}

test.describe('express rules', () => {
  test('a country the US site does not ship to: PayPal says so where the shopper is, Apple Pay sends them to the shipping step', async ({
    page,
  }) => {
    const cart = await withStone(page);
    await cart.gotoCart();
    const express = new ExpressPages(page);
    await expect(express.bar('cart')).toBeVisible({ timeout: 15_000 });

    // Spec 002 §8: in the PayPal flow the refusal is a toast; the shopper stays on the cart.
    await express.choose('cart', 'PayPal');
    await express.fillBuyer(BERLIN_BUYER);
    await express.approve();
    await expect(express.sheet).toBeHidden();
    await expect(express.toast(COUNTRY_REFUSED)).toBeVisible();
    await expect(page).toHaveURL(/\/cart$/);
    await cart.expectCount(1);

    // Spec 002 §5: the other wallets redirect, here to the checkout's shipping address, with
    // the same reason; the basket is still there to ship somewhere else.
    await express.choose('cart', 'Apple Pay');
    await express.fillBuyer(BERLIN_BUYER);
    await express.approve();
    await expect(page).toHaveURL(/\/checkout#shipping$/, { timeout: 15_000 });
    await expect(express.toast(COUNTRY_REFUSED)).toBeVisible();
    const checkout = new CheckoutPage(page);
    await expect(checkout.section('shipping')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await checkout.fillContact('country.refused@example.com');
    await checkout.fillAddress(SEATTLE);
    await checkout.submitShipping();
    await checkout.continueToPayment();
    await checkout.fillCard(APPROVED);
    await checkout.placeOrder.click();
    await checkout.expectConfirmation();
  });

  test('product page: a refused country takes the product out again; the toast goes after 7 s', async ({
    page,
  }) => {
    const pdp = new ProductPage(page);
    const express = new ExpressPages(page);
    const cart = new CartPages(page);
    await pdp.goto('/p/pizza-stone');
    await pdp.hydrated();
    await expect(express.bar('pdp')).toBeVisible({ timeout: 15_000 });
    await express.choose('pdp', 'Apple Pay');
    await cart.expectCount(1);
    await express.fillBuyer(BERLIN_BUYER);
    await express.approve();
    // Spec 002 §4: removed again on error; the shopper stays on the product page.
    const refused = express.toast(COUNTRY_REFUSED);
    await expect(refused).toBeVisible();
    const shown = Date.now();
    await expect(cart.count).toHaveCount(0);
    await expect(page).toHaveURL(/\/p\/pizza-stone$/);
    await expect(express.bar('pdp')).toBeVisible({ timeout: 15_000 });
    // Spec 002 §8, §9: the express error shows for 7000 ms.
    await expect(refused).toBeVisible();
    await expect(refused).toBeHidden({ timeout: 12_000 });
    const elapsed = Date.now() - shown;
    expect(elapsed, `the toast stayed ${elapsed} ms`).toBeGreaterThan(6_000);
    expect(elapsed, `the toast stayed ${elapsed} ms`).toBeLessThan(10_000);

    // With a US address the same button buys the product.
    await express.choose('pdp', 'Apple Pay');
    await express.fillBuyer(AUSTIN_BUYER);
    await express.approve();
    await express.expectConfirmation('Apple Pay');
  });

  test('the mini cart: Pay Later messaging, a 40px button area that unfolds to 200px', async ({
    page,
  }) => {
    await withStone(page);
    const express = new ExpressPages(page);
    const bar = express.bar('minicart');
    await expect(bar).toBeVisible({ timeout: 15_000 });
    // Spec 002 §1: PayPal including Pay Later messaging, where Pay Later is offered (US).
    await expect(bar.getByText('Pay over time with PayPal Pay Later.')).toBeVisible();
    // Spec 002 §9: the area is 40px high and expands to 200px.
    const area = bar.locator('[id$="-area"]');
    expect((await area.boundingBox())?.height).toBe(40);
    await express.toggle('minicart').click();
    await expect(express.toggle('minicart')).toHaveText('Show Less Payments Options');
    expect((await area.boundingBox())?.height).toBe(200);
    await express.toggle('minicart').click();
    await expect(express.toggle('minicart')).toHaveAttribute('aria-expanded', 'false');
    expect((await area.boundingBox())?.height).toBe(40);
  });

  test("another tab's express order reloads this tab, whose basket it paid", async ({
    page,
    context,
  }) => {
    const cart = await withStone(page);
    await cart.gotoCart();
    const express = new ExpressPages(page);
    await expect(express.bar('cart')).toBeVisible({ timeout: 15_000 });
    await page.evaluate(() => ((window as { stillHere?: boolean }).stillHere = true));

    // The same shopper in a second tab pays the basket with PayPal.
    const other = await context.newPage();
    const otherCart = new CartPages(other);
    await otherCart.gotoCart();
    const otherExpress = new ExpressPages(other);
    await otherExpress.choose('cart', 'PayPal');
    await otherExpress.fillBuyer(AUSTIN_BUYER);
    await otherExpress.approve();
    await otherExpress.expectConfirmation('PayPal');

    // Spec 002 §2: the first tab reloads on the flag and shows the basket as it now is.
    await expect
      .poll(() => page.evaluate(() => (window as { stillHere?: boolean }).stillHere ?? false), {
        timeout: 15_000,
      })
      .toBe(false);
    await expect(page.getByRole('heading', { name: 'Your cart is empty.' })).toBeVisible();
    await expect(express.bar('cart')).toHaveCount(0);
  });

  test('the configuration is read again 350 ms after the mini cart or the basket last changed', async ({
    page,
  }) => {
    // The page's timers are the test's: they run with real time until paused.
    await page.clock.install();
    await withStone(page);
    const cart = new CartPages(page);
    const close = () => cart.miniCart.getByRole('button', { name: 'Close' }).click();
    await close();
    await expect(cart.miniCart).toBeHidden();
    // Time stops; the reads the add and the close asked for go out first.
    await page.clock.pauseAt(new Date(Date.now() + 1_000));
    await page.waitForTimeout(500);
    const reads: number[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname.endsWith('/express') && !url.search)
        reads.push(Date.now());
    });
    await cart.cartButton.click();
    await expect(cart.miniCart).toBeVisible();
    await close();
    await expect(cart.miniCart).toBeHidden();
    await cart.cartButton.click();
    await expect(cart.miniCart).toBeVisible();
    await page.clock.runFor(349);
    await page.waitForTimeout(300);
    expect(reads, 'no read before 350 ms').toHaveLength(0);
    // Three changes of the open state in 350 ms were one read per bar: the product page's
    // (hidden, the basket is not empty, but its visibility follows the basket) and the mini
    // cart's.
    await page.clock.runFor(1);
    await expect.poll(() => reads.length).toBe(2);
    await page.clock.runFor(2_000);
    await page.waitForTimeout(300);
    expect(reads).toHaveLength(2);
  });

  test('a saved card chosen, then another method used: the order is paid by that method only', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await new AccountPages(page).register(newShopper('selection'));
    const checkout = new CheckoutPage(page);
    const express = new ExpressPages(page);
    const payment = checkout.section('payment');
    const toPayment = async () => {
      await checkout.addToBasket('natural-fire-starters');
      await checkout.goto();
      await checkout.fillAddress(SEATTLE);
      await checkout.submitShipping();
      await checkout.continueToPayment();
    };
    // A first order saves the card.
    await toPayment();
    await checkout.fillCard(APPROVED);
    await payment.getByRole('checkbox', { name: /Save/ }).check();
    await checkout.placeOrder.click();
    await checkout.expectConfirmation();

    // Spec 002 §4: the saved card is chosen, then PayPal is used: the selection is cleared.
    await toPayment();
    await expect(payment.getByTestId('saved-card')).toHaveCount(1);
    await expect(payment.getByRole('radio', { name: /1111/ })).toBeChecked();
    await payment.getByRole('tab', { name: 'PayPal', exact: true }).click();
    await payment.getByRole('button', { name: 'Pay with PayPal' }).click();
    await express.field('Email').fill('selection.paypal@example.com');
    await express.approve();
    await checkout.expectConfirmation();
    const details = page.getByTestId('order-details');
    await expect(details).toContainText('PayPal');
    await expect(details).not.toContainText('1111');
  });
});
