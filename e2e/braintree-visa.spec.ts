import { expect, test, type Browser, type Page } from '@playwright/test';
import { SEATTLE } from './pages/checkout.ts';
import { BraintreeVisaPage, standInVisa, VISA_SDK } from './pages/braintree-visa.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { startBraintreeStore, standInClientApi, type BraintreeStore } from './support/braintree.ts';
import { PAGE_JS_BUDGET_BYTES } from './support/budget.ts';
import { gzipTotal, scriptsOf } from './support/scripts.ts';

/**
 * Visa's stored-card scheme with PAYMENTS_PROVIDER=braintree (docs/decisions/braintree-wallets.md):
 * the checkout's Stored Card Scheme tab opens the gateway's sheet, whose driver loads
 * braintree-web's visa-checkout and Visa's SDK and renders Visa's button; Visa's window approves,
 * braintree-web tokenizes what Visa hands over, and the order is paid with that nonce at the
 * gateway. Visa's SDK, button image and window and Braintree's client API are stood in (this
 * machine reaches neither); the gateway is the local stand-in the store's adapter talks to.
 */

const STARTERS = 'natural-fire-starters';
/** A string only the stored-card-scheme driver's chunk carries (Visa's documented ready hook). */
const DRIVER_MARK = 'onVisaCheckoutReady';

let store: BraintreeStore;
let nonces = 0;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  store = await startBraintreeStore();
});
test.afterAll(async () => {
  await store?.stop();
});

/** A shopper's browser with Braintree's client API (Visa Checkout enabled) and Visa stood in. */
async function shopper(browser: Browser, visa: { sdk?: 'up' | 'down' } = {}) {
  const context = await browser.newContext({ baseURL: store.baseURL });
  const issued: string[] = [];
  const calls = await standInClientApi(
    context,
    {
      // The configuration's section braintree-web's visa-checkout reads (create, createInitOptions).
      visaCheckout: {
        apikey: 'visa-sandbox-api-key',
        externalClientId: 'visa-external-client',
        encryptionKey: 'visa-encryption-key',
        supportedCardTypes: ['Visa', 'MasterCard', 'American Express', 'Discover'],
      },
    },
    {
      // What Braintree answers for a Visa Checkout payload: the nonce and the card Visa holds.
      'payment_methods/visa_checkout_cards': (body) => {
        const card = body.visaCheckoutCard as { callId?: string } | undefined;
        const nonce = `fake-visa-checkout-visa-nonce-${++nonces}-${Date.now()}`;
        issued.push(nonce);
        const address = {
          firstName: 'Jordan',
          lastName: 'Miller',
          streetAddress: '1200 2nd Ave',
          extendedAddress: '',
          locality: 'Seattle',
          region: 'WA',
          postalCode: '98101',
          countryCode: 'US',
          phoneNumber: '2065550100',
        };
        return {
          visaCheckoutCards: [
            {
              type: 'VisaCheckoutCard',
              nonce,
              description: 'ending in 11',
              default: false,
              callId: card?.callId,
              details: { cardType: 'Visa', lastFour: '1111', lastTwo: '11' },
              userData: {
                userEmail: 'jordan.visa@example.com',
                userFirstName: 'Jordan',
                userLastName: 'Miller',
                userFullName: 'Jordan Miller',
                userName: 'jordan.visa@example.com',
              },
              shippingAddress: address,
              billingAddress: address,
              binData: { prepaid: 'No', debit: 'No', countryOfIssuance: 'USA' },
            },
          ],
        };
      },
    },
  );
  const visaStandIn = await standInVisa(context, visa);
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return { context, page, calls, issued, visa: visaStandIn, violations };
}

/** A guest with starters in the basket at the payment step, on the Stored Card Scheme tab. */
async function toTab(page: Page, email: string) {
  const p = new BraintreeVisaPage(page);
  await p.wallets.guestToPayment(STARTERS, email, SEATTLE);
  await p.openTab();
  return p;
}

test('the checkout first loads neither braintree-web nor the driver, within 150 KB', async ({
  browser,
}) => {
  const { context, page } = await shopper(browser);
  await new BraintreeVisaPage(page).checkout.addToBasket(STARTERS);
  const scripts = await scriptsOf(page, '/checkout');
  const total = gzipTotal(scripts);
  test
    .info()
    .annotations.push({ type: 'checkout js-gzip-kb', description: (total / 1024).toFixed(1) });
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => s.braintreeWeb).map((s) => s.url)).toEqual([]);
  expect(scripts.filter((s) => s.text.includes(DRIVER_MARK)).map((s) => s.url)).toEqual([]);
  expect(scripts.filter((s) => s.url.startsWith(VISA_SDK))).toEqual([]);
  expect(total).toBeLessThanOrEqual(PAGE_JS_BUDGET_BYTES);
  await context.close();
});

test("a guest pays with the Stored Card Scheme tab: Visa's button, Visa's window, the gateway's sale", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { context, page, calls, issued, visa, violations } = await shopper(browser);
  const p = await toTab(page, 'guest.visa@example.com');
  await p.openSheet();
  // Visa's SDK loaded once the sheet opened, and was initialised with braintree-web's options
  // (the configuration's key, the FULL data level) for the order total in dollars.
  expect(visa.loads).toHaveLength(1);
  const [init] = await page.evaluate(
    () => (window as unknown as { __visaInits: unknown[] }).__visaInits,
  );
  expect(init).toMatchObject({
    apikey: 'visa-sandbox-api-key',
    externalClientId: 'visa-external-client',
    encryptionKey: 'visa-encryption-key',
    paymentRequest: {
      currencyCode: 'USD',
      subtotal: expect.stringMatching(/^\d+\.\d{2}$/) as unknown,
    },
    settings: {
      dataLevel: 'FULL',
      locale: 'en_US',
      payment: { cardBrands: ['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER'] },
    },
  });
  await expect(p.visaButton).toHaveAttribute('src', /sandbox\.secure\.checkout\.visa\.com/);
  await expect(p.visaButton).toHaveClass(/v-button/);
  await expectNoSeriousA11yViolations(page);
  await p.picture('visa-sheet', test.info());

  // The keyboard reaches Visa's button; its window opens over the page.
  await p.visaButton.focus();
  await page.keyboard.press('Enter');
  await expect(p.visaWindow.getByRole('heading', { name: 'Visa Checkout' })).toBeVisible();
  await p.picture('visa-window', test.info());
  // Place Order follows the approval at once: held back until the tab has shown the approved
  // account as the scheme describes its card (spec 002 §3 "Visa ending in 1111").
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/checkout**', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await p.visaWindow.getByRole('button', { name: 'Continue' }).click();
  await expect(p.sheet).toBeHidden();
  await expect(
    p.wallets.payment.getByText('Stored Card Scheme account: Visa ending in 1111'),
  ).toBeVisible();
  release();

  await p.checkout.expectConfirmation();
  // braintree-web sent Visa's payload to the client API, which answered the nonce.
  const tokenize = calls.find((c) => c.path === 'payment_methods/visa_checkout_cards');
  expect(tokenize?.body).toMatchObject({
    _meta: { source: 'visa-checkout' },
    visaCheckoutCard: {
      callId: expect.stringMatching(/^visa-call-/) as unknown,
      encryptedKey: expect.stringMatching(/^enc-key-visa-call-/) as unknown,
      encryptedPaymentData: expect.stringMatching(/^enc-payment-data-visa-call-/) as unknown,
    },
  });
  expect(issued).toHaveLength(1);
  // The gateway recorded a sale paid with that nonce, as Visa Checkout.
  const sale = store.gateway.requests.find(
    (r) =>
      r.method === 'POST' &&
      r.path.endsWith('/transactions') &&
      (r.body?.transaction as { payment_method_nonce?: string } | undefined)
        ?.payment_method_nonce === issued[0],
  );
  expect(sale?.body?.transaction).toMatchObject({ type: 'sale' });
  expect(
    [...store.gateway.transactions.values()].some((t) => t.instrument === 'visa_checkout_card'),
  ).toBe(true);
  // The order shows the wallet that paid.
  await expect(
    page.getByRole('heading', { name: 'Payment' }).locator('..').getByText('Stored Card Scheme'),
  ).toBeVisible();
  await p.picture('visa-confirmation', test.info());
  expect(violations).toEqual([]);
  await context.close();
});

test("cancelling in Visa's window places no order and leaves the button usable", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { context, page, issued } = await shopper(browser);
  const p = await toTab(page, 'guest.visa.cancel@example.com');
  const sales = store.gateway.requests.filter((r) => r.path.endsWith('/transactions')).length;
  await p.openSheet();
  await p.visaButton.click();
  await p.visaWindow.getByRole('button', { name: 'Cancel' }).click();
  await expect(p.sheet).toBeHidden();
  await expect(page).toHaveURL(/\/checkout(#payment)?$/);
  expect(issued).toEqual([]);
  expect(store.gateway.requests.filter((r) => r.path.endsWith('/transactions'))).toHaveLength(
    sales,
  );
  // The tab's button opens the sheet again, with Visa's button working.
  await expect(p.tabButton).toBeEnabled();
  await p.openSheet();
  await p.visaButton.click();
  await expect(p.visaWindow.getByRole('button', { name: 'Continue' })).toBeVisible();
  await p.visaWindow.getByRole('button', { name: 'Cancel' }).click();
  await expect(p.sheet).toBeHidden();
  await context.close();
});

test("Visa's SDK that cannot load: the sheet says so, and the checkout goes on", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { context, page, visa } = await shopper(browser, { sdk: 'down' });
  const p = await toTab(page, 'guest.visa.down@example.com');
  await p.tabButton.click();
  await expect(p.sheet).toBeVisible();
  await expect(p.sheet.getByRole('alert')).toHaveText(
    'Stored Card Scheme could not be loaded. Please try again later or choose another payment method.',
    { timeout: 30_000 },
  );
  expect(visa.loads).toHaveLength(1);
  await expect(p.visaButton).toHaveCount(0);
  await p.picture('visa-sdk-down', test.info());
  await p.sheet.getByRole('button', { name: 'Cancel' }).click();
  await expect(p.sheet).toBeHidden();
  // Nothing else broke: the card tab still takes the order's card.
  await p.checkout.cardTab.click();
  await expect(p.checkout.cardTab).toHaveAttribute('aria-selected', 'true');
  await context.close();
});
