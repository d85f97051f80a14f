import { expect, test, type Locator, type Page } from '@playwright/test';
import { AccountPages, newShopper } from './pages/account.ts';
import { OrderPages } from './pages/orders.ts';
import {
  APPROVED,
  BERLIN,
  CheckoutPage,
  DECLINED,
  INSUFFICIENT_FUNDS,
  SEATTLE,
} from './pages/checkout.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { measurePageScripts, PAGE_JS_BUDGET_BYTES, totalBytes } from './support/budget.ts';
import { paypalBasketWithoutState } from './support/orders-api.ts';

/**
 * Checkout journeys (spec 002 §2, §5, §8): guest and registered shoppers pay with the sandbox
 * gateway's test cards (README "Test cards") and land on the confirmation page's URL. Each test
 * has its own browser context, so its own guest and basket, on the one shared database.
 */
const STARTERS = 'natural-fire-starters';

test.describe.configure({ timeout: 120_000 });

async function guestToPayment(checkout: CheckoutPage, email: string, prefix = '') {
  await checkout.addToBasket(STARTERS, prefix);
  await checkout.goto(prefix);
  await checkout.fillContact(email);
  await checkout.fillAddress(prefix === '/eu' ? BERLIN : SEATTLE);
  await checkout.submitShipping();
  await checkout.continueToPayment();
}

/** Presses Tab (or Shift+Tab) until `target` has focus (keyboard only), failing after 80. */
async function tabTo(page: Page, target: Locator, backwards = false) {
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error('Tab never reached the element');
}

test.describe('checkout', () => {
  test('an empty basket goes to the cart', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/cart$/);
  });

  test('guest on the US site: phone formatted as typed, method re-prices, card approved', async ({
    page,
  }) => {
    const checkout = new CheckoutPage(page);
    await checkout.addToBasket(STARTERS);
    await checkout.goto();
    await expectNoSeriousA11yViolations(page);
    await checkout.fillContact('guest.us@example.com');
    await checkout.fillAddress(SEATTLE);
    await expect(checkout.field('shipping', 'Phone')).toHaveValue('(206) 555-0134');
    await checkout.submitShipping();
    await expect(checkout.method(/Standard/)).toBeChecked();
    await expect(checkout.summary).toContainText('$9.99');
    await checkout.method(/Express/).check();
    await expect(checkout.summary).toContainText('$19.99');
    await checkout.continueToPayment();
    await expect(checkout.cardTab).toHaveAttribute('aria-selected', 'true');
    await checkout.fillCard(APPROVED);
    const placed = page.waitForRequest(
      (r) => r.method() === 'POST' && (r.postData() ?? '').includes('placeOrder'),
    );
    await checkout.placeOrder.click();
    // Spec 002 §4: the fraud tools' device data goes with Place Order (decisions/device-data.md).
    expect((await placed).postData()).toContain('device_session_id');
    await checkout.expectConfirmation();
  });

  test('a retried Place Order answers the same order, never a second one', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await guestToPayment(checkout, 'guest.retry@example.com');
    await checkout.fillCard(APPROVED);
    const placed = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/checkout'),
    );
    await checkout.placeOrder.click();
    const request = await placed;
    await checkout.expectConfirmation();
    const orderPath = new URL(page.url()).pathname;
    // The same submit again (a retry after a lost answer): the basket is gone, the key is the same.
    const retry = await page.request.post('/checkout', {
      headers: { 'content-type': request.headers()['content-type'] ?? '' },
      data: request.postDataBuffer() ?? '',
      maxRedirects: 0,
    });
    expect(retry.status()).toBe(302);
    expect(retry.headers().location).toBe(orderPath);
  });

  test('shows each invalid field by name and keeps what was typed', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await guestToPayment(checkout, 'guest.errors@example.com');
    // Card fields (spec 002 §5): each empty one is marked.
    await checkout.placeOrder.click();
    for (const label of [
      'Name on Card',
      'Card Number',
      'Expiration Date (MM/YY)',
      'Security Code',
    ]) {
      const field = checkout.section('payment').getByLabel(label);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect.poll(() => checkout.fieldError(field)).not.toBe('');
    }
    await expectNoSeriousA11yViolations(page);
    // The shipping form: wrong values are named, the others keep their values.
    const postal = checkout.field('shipping', 'Postal Code');
    await postal.fill('9810');
    await checkout
      .section('shipping')
      .getByRole('button', { name: 'Continue to Shipping Method' })
      .click();
    await expect(postal).toHaveAttribute('aria-invalid', 'true');
    await expect
      .poll(() => checkout.fieldError(postal))
      .toBe('Please enter a valid postal code, for example 94105.');
    await expect(checkout.field('shipping', 'City')).toHaveValue('Seattle');
  });

  test('guest on the EU site: VAT included in the price', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await guestToPayment(checkout, 'guest.eu@example.com', '/eu');
    await expect(checkout.summary).toContainText('VAT');
    await expect(checkout.summary).toContainText('Included in price');
    await expect(checkout.summary).toContainText('€');
    await checkout.fillCard(APPROVED);
    await checkout.placeOrder.click();
    await expect(page).toHaveURL(/\/eu\/checkout\/confirmation\/\d{8}$/, { timeout: 30_000 });
  });

  test('declined and insufficient funds keep the basket and what was typed; another card then pays', async ({
    page,
  }) => {
    const checkout = new CheckoutPage(page);
    await guestToPayment(checkout, 'guest.declined@example.com');
    await checkout.fillCard(DECLINED);
    await checkout.placeOrder.click();
    await expect(checkout.toast('Your card was declined. Please try another card.')).toBeVisible({
      timeout: 30_000,
    });
    await expect(checkout.overlay).toBeHidden();
    await expect(page).toHaveURL(/\/checkout#payment$/);
    await expect(page.getByTestId('checkout-line')).toContainText('Natural Fire Starters');
    await expect(checkout.section('payment').getByLabel('Name on Card')).toHaveValue('Robin Alder');
    await expect(checkout.email).toHaveValue('guest.declined@example.com');
    await checkout.section('payment').getByLabel('Card Number').fill(INSUFFICIENT_FUNDS.number);
    await checkout.placeOrder.click();
    await expect(
      checkout.toast('Your card has insufficient funds. Please try another card.'),
    ).toBeVisible({ timeout: 30_000 });
    await checkout.section('payment').getByLabel('Card Number').fill(APPROVED.number);
    await checkout.placeOrder.click();
    await checkout.expectConfirmation();
  });

  test('a basket of e-gift cards only asks for no shipping, only a billing address', async ({
    page,
  }) => {
    const checkout = new CheckoutPage(page);
    const added = await page.request.post('/basket', {
      data: {
        intent: 'addGiftCard',
        productId: 'e-gift-card',
        card: {
          amount: '100',
          custom_amount: '',
          recipient_name: 'Sam Birch',
          recipient_email: 'sam.birch@example.com',
          confirm_recipient_email: 'sam.birch@example.com',
          your_name: 'Robin',
          gift_message: '',
        },
      },
    });
    expect(added.ok(), await added.text()).toBe(true);
    await checkout.goto();
    await checkout.fillContact('guest.gift@example.com');
    await expect(checkout.section('shipping')).toHaveCount(0);
    await expect(checkout.section('shipping-method')).toHaveCount(0);
    const billing = (label: string) =>
      checkout.section('payment').getByLabel(label, { exact: true });
    await expect(checkout.section('payment').getByLabel('Same as shipping address')).toHaveCount(0);
    await billing('First Name').fill(SEATTLE.firstName);
    await billing('Last Name').fill(SEATTLE.lastName);
    await billing('Address').fill(SEATTLE.address1);
    await billing('City').fill(SEATTLE.city);
    await billing('State / Province').fill('WA');
    await billing('Postal Code').fill(SEATTLE.postalCode);
    await billing('Country').selectOption('US');
    await checkout.fillCard(APPROVED);
    await checkout.placeOrder.click();
    await checkout.expectConfirmation();
  });

  test('registered: saves a card in a first checkout, pays with it in a second', async ({
    page,
  }) => {
    const shopper = newShopper('checkout');
    const account = new AccountPages(page);
    await account.register(shopper);
    const checkout = new CheckoutPage(page);
    await checkout.addToBasket(STARTERS);
    await checkout.goto();
    await expect(page.getByTestId('signed-in-email')).toHaveText(`Signed in as ${shopper.email}`);
    await checkout.fillAddress(SEATTLE);
    await checkout.submitShipping();
    await checkout.continueToPayment();
    await checkout.fillCard(APPROVED);
    await checkout.section('payment').getByLabel('Save this card to my account').check();
    await checkout.placeOrder.click();
    await checkout.expectConfirmation();

    await checkout.addToBasket(STARTERS);
    await checkout.goto();
    await checkout.fillAddress(SEATTLE);
    await checkout.submitShipping();
    await checkout.continueToPayment();
    const saved = checkout.section('payment').getByRole('radio', {
      name: 'Visa ************1111, expires 12/2030',
    });
    await expect(saved).toBeChecked();
    await expect(checkout.section('payment').getByLabel('Card Number')).toHaveCount(0);
    await checkout.placeOrder.click();
    await checkout.expectConfirmation();
  });

  test('#placeOrder lands on Place Order; the whole checkout works by keyboard', async ({
    page,
  }) => {
    const checkout = new CheckoutPage(page);
    await checkout.addToBasket(STARTERS);
    await checkout.goto();
    const email = checkout.email;
    await tabTo(page, email);
    await page.keyboard.type('guest.keyboard@example.com');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#shipping$/);
    const s = (label: string) => checkout.field('shipping', label);
    for (const [label, text] of [
      ['First Name', SEATTLE.firstName],
      ['Last Name', SEATTLE.lastName],
      ['Address', SEATTLE.address1],
      ['City', SEATTLE.city],
      ['State / Province', SEATTLE.stateCode!],
      ['Postal Code', SEATTLE.postalCode],
      ['Phone', SEATTLE.phone],
    ] as const) {
      await tabTo(page, s(label));
      await page.keyboard.type(text);
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#shipping-method$/);
    await tabTo(page, checkout.method(/Standard/));
    await page.keyboard.press('ArrowDown');
    await expect(checkout.method(/Express/)).toBeChecked();
    await expect(checkout.summary).toContainText('$19.99');
    await tabTo(
      page,
      checkout.section('shipping-method').getByRole('button', { name: 'Continue to Payment' }),
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#payment$/);

    await page.goto('/checkout#placeOrder');
    await checkout.hydrated();
    await expect(checkout.placeOrder).toBeFocused();
    const p = (label: string) => checkout.section('payment').getByLabel(label);
    await tabTo(page, p('Name on Card'), true);
    for (const [label, text] of [
      ['Name on Card', APPROVED.owner],
      ['Card Number', APPROVED.number],
      ['Expiration Date (MM/YY)', APPROVED.expiration],
      ['Security Code', APPROVED.cvv],
    ] as const) {
      await tabTo(page, p(label));
      await page.keyboard.type(text);
    }
    await tabTo(page, checkout.placeOrder);
    await page.keyboard.press('Enter');
    await checkout.expectConfirmation();
  });

  test('#placeOrder with a PayPal instrument and no shipping state submits the shipping form', async ({
    page,
  }) => {
    const checkout = new CheckoutPage(page);
    await page.goto('/');
    // The browser's session starts once the page has hydrated (lib/session/session-start.ts).
    const token = await new OrderPages(page).browserToken();
    await paypalBasketWithoutState(
      page.request,
      token,
      [{ productId: STARTERS, quantity: 1 }],
      'paypal.hash@example.com',
    );
    await checkout.goto('', '#placeOrder');
    // The basket's PayPal instrument opens the PayPal tab (spec 002 §2).
    await expect(
      checkout.section('payment').getByRole('tab', { name: 'PayPal', exact: true }),
    ).toHaveAttribute('aria-selected', 'true');
    const state = checkout.field('shipping', 'State / Province');
    await expect(state).toHaveAttribute('aria-invalid', 'true');
    await expect(state).toBeFocused();
    await expect.poll(() => checkout.fieldError(state)).toBe('This field is required.');
    // Not Place Order (which the PayPal tab's new-account state does not even show, spec 002 §4).
    await expect(page.locator('#place-order-button:focus')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await state.fill('WA');
    await checkout.submitShipping();
  });

  test('the checkout page loads at most 150 KB of gzipped JavaScript', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.addToBasket(STARTERS);
    const scripts = await measurePageScripts(page, '/checkout');
    const total = totalBytes(scripts);
    test.info().annotations.push({ type: 'js-gzip-kb', description: (total / 1024).toFixed(1) });
    console.log(`checkout page JavaScript: ${(total / 1024).toFixed(1)} KB gzipped`);
    expect(scripts.length).toBeGreaterThan(0);
    expect(total, scripts.map((s) => `${s.gzipBytes} ${s.url}`).join('\n')).toBeLessThanOrEqual(
      PAGE_JS_BUDGET_BYTES,
    );
  });
});

test.describe('checkout without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('contact, address and method post as forms; the card tab says it needs JavaScript', async ({
    page,
  }) => {
    const checkout = new CheckoutPage(page);
    await checkout.addToBasket(STARTERS);
    await page.goto('/checkout');
    await checkout.email.fill('guest.nojs@example.com');
    await checkout.section('contact').getByRole('button', { name: 'Continue as Guest' }).click();
    await expect(page).toHaveURL(/#shipping$/);
    await expect(checkout.email).toHaveValue('guest.nojs@example.com');
    await checkout.fillAddress({ ...SEATTLE, phone: '206.555.0134' });
    await checkout.submitShipping();
    // The action formats the phone as (xxx) xxx-xxxx (spec 002 §5).
    await expect(checkout.field('shipping', 'Phone')).toHaveValue('(206) 555-0134');
    await checkout.continueToPayment();
    await expect(checkout.section('payment')).toContainText(
      'Card details are sent straight to our payment provider, which needs JavaScript.',
    );
    await checkout.placeOrder.click();
    await expect(checkout.section('payment').getByRole('alert')).toHaveText(
      'Please enter your payment details.',
    );
    await expect(page.getByTestId('checkout-line')).toContainText('Natural Fire Starters');
  });
});
