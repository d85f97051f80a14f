import { expect, test, type Browser, type Page } from '@playwright/test';
import { CheckoutExpressPage } from './pages/checkout-express.ts';
import { SEATTLE } from './pages/checkout.ts';
import {
  expectFirstScriptsWithoutWallet,
  GatewayWalletPage,
  salesOf,
  standInWalletClientApi,
} from './pages/gateway-wallet.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import {
  standInApplePay,
  type ApplePayBuyer,
  type ApplePaySeen,
} from './support/apple-pay-stand-in.ts';
import { startBraintreeStore, type BraintreeStore } from './support/braintree.ts';

/**
 * Apple Pay with PAYMENTS_PROVIDER=braintree (docs/decisions/braintree-wallets.md): the express
 * buttons and the checkout's tab open the gateway's sheet, whose Apple Pay button begins an
 * ApplePaySession (Safari's, stood in here) within its click; the session's shipping events quote
 * on the store, the merchant is validated and the token tokenized through Braintree's client API
 * (stood in), and the nonce pays the order through the stand-in gateway. Real: braintree-web, the
 * storefront, the commerce service and its gateway adapter.
 */
const STARTERS = 'natural-fire-starters';

const BUYER: ApplePayBuyer = {
  givenName: 'Casey',
  familyName: 'Moss',
  addressLines: ['400 Pine Street'],
  locality: 'Seattle',
  administrativeArea: 'WA',
  postalCode: '98101',
  countryCode: 'US',
  phoneNumber: '(206) 555-0134',
  emailAddress: 'applepay.guest@example.com',
  methodIndex: 1,
};

test.describe.configure({ timeout: 120_000 });

let store: BraintreeStore;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  store = await startBraintreeStore();
});
test.afterAll(async () => {
  await store?.stop();
});

/** A shopper's browser: Safari's ApplePaySession (unless `safari` is false) and the client API. */
async function shopper(browser: Browser, buyer: ApplePayBuyer, { safari = true } = {}) {
  const context = await browser.newContext({ baseURL: store.baseURL });
  const clientApi = await standInWalletClientApi(context);
  if (safari) await standInApplePay(context, buyer);
  await context.route('https://c.paypal.com/**', (route) => route.abort('connectionrefused'));
  const page = await context.newPage();
  return { context, page, clientApi, wallet: new GatewayWalletPage(page, 'Apple Pay') };
}

const seenOf = (page: Page) =>
  page.evaluate(() => (window as never as { __applePay?: ApplePaySeen }).__applePay);

test('first scripts of the product page and checkout carry neither braintree-web nor the driver', async ({
  browser,
}) => {
  const { context, page } = await shopper(browser, BUYER);
  await expectFirstScriptsWithoutWallet(page, STARTERS, /\/apple-pay-[^/]*\.js$/, (name, kb) => {
    test.info().annotations.push({ type: `${name} js-gzip-kb`, description: kb });
  });
  await context.close();
});

test('a US guest pays by express from the cart: the session’s events quote, the order is placed', async ({
  browser,
}) => {
  const { context, page, clientApi, wallet } = await shopper(browser, BUYER);
  await new CheckoutExpressPage(page).checkout.addToBasket(STARTERS);
  await page.goto('/cart');
  await wallet.openExpress('cart');
  await expect(wallet.walletButton).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('apple-pay-sheet.png') });
  const before = salesOf(store).length;
  await wallet.walletButton.click();
  await wallet.expectConfirmation();
  await page.screenshot({
    path: test.info().outputPath('apple-pay-confirmation.png'),
    fullPage: true,
  });
  const seen = (await seenOf(page))!;
  // Apple's order of events, each completed by the driver.
  expect(seen.events).toEqual([
    'constructor',
    'begin',
    'validatemerchant',
    'completeMerchantValidation',
    'paymentmethodselected',
    'completePaymentMethodSelection',
    'shippingcontactselected',
    'completeShippingContactSelection',
    'shippingmethodselected',
    'completeShippingMethodSelection',
    'paymentauthorized',
    'completePayment',
  ]);
  expect(seen.status).toBe(0);
  // Spec 002 §5: name, address, phone and email for express shipping; the site's currency.
  expect(seen.request).toMatchObject({
    currencyCode: 'USD',
    countryCode: 'US',
    requiredShippingContactFields: ['postalAddress', 'name', 'phone', 'email'],
    requiredBillingContactFields: ['postalAddress', 'name'],
    total: { type: 'final' },
  });
  // The merchant was validated through the gateway with Apple's validation URL.
  const validation = clientApi.find((c) => c.path === 'apple_pay_web/sessions');
  expect(validation?.body).toMatchObject({
    applePayWebSession: {
      validationUrl: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
      merchantIdentifier: 'merchant.com.example.solo-e2e',
    },
  });
  expect(seen.merchantSession).toMatchObject({
    merchantIdentifier: 'merchant.com.example.solo-e2e',
  });
  // The totals moved with the shipping method the shopper picked.
  expect(seen.methods.length).toBeGreaterThan(1);
  const [, afterContact, afterMethod] = seen.totals;
  expect(afterMethod).not.toBe(afterContact);
  // The gateway sold with the Apple Pay nonce the client API tokenized, for the last total.
  const tokenized = clientApi.find((c) => c.path === 'payment_methods/apple_payment_tokens');
  expect(tokenized?.body).toHaveProperty('applePaymentToken.paymentData');
  const sales = salesOf(store).slice(before);
  expect(sales).toHaveLength(1);
  expect(sales[0]).toMatch(/fake-apple-pay-visa-nonce-/);
  expect(sales[0]).toContain(`"amount":"${afterMethod}"`);
  await context.close();
});

test('the checkout’s Apple Pay tab pays the order', async ({ browser }) => {
  const { context, page, wallet } = await shopper(browser, BUYER);
  const p = new CheckoutExpressPage(page);
  await p.guestToPayment(STARTERS, 'applepay.tab@example.com', SEATTLE);
  await p.openTab('Apple Pay');
  const before = salesOf(store).length;
  await p.walletButton('Apple Pay').click();
  await expect(wallet.walletButton).toBeVisible({ timeout: 30_000 });
  await wallet.walletButton.click();
  await wallet.expectConfirmation();
  const seen = (await seenOf(page))!;
  // The checkout has the address: Apple's sheet asks for none and no shipping event runs.
  expect(seen.events).not.toContain('shippingcontactselected');
  expect(seen.status).toBe(0);
  const sales = salesOf(store).slice(before);
  expect(sales).toHaveLength(1);
  expect(sales[0]).toMatch(/fake-apple-pay-visa-nonce-/);
  await context.close();
});

test('cancelling in Apple’s sheet places no order; the buttons stay usable', async ({
  browser,
}) => {
  const { context, page, wallet } = await shopper(browser, { ...BUYER, cancel: true });
  const p = new CheckoutExpressPage(page);
  await p.checkout.addToBasket(STARTERS);
  await p.checkout.goto();
  const before = salesOf(store).length;
  await wallet.openExpress('checkout');
  await expect(wallet.walletButton).toBeVisible({ timeout: 30_000 });
  await wallet.walletButton.click();
  await expect.poll(async () => (await seenOf(page))?.events.at(-1)).toBe('cancel');
  // The gateway's sheet stays; a second click begins a new session (Safari allows one at a time).
  await expect(wallet.sheet).toBeVisible();
  await wallet.walletButton.click();
  await expect
    .poll(async () => (await seenOf(page))?.events.filter((e) => e === 'cancel').length)
    .toBe(2);
  await wallet.close();
  await expect(page).toHaveURL(/\/checkout$/);
  expect(salesOf(store).length).toBe(before);
  await wallet.openExpress('checkout');
  await expect(wallet.walletButton).toBeVisible({ timeout: 30_000 });
  await wallet.close();
  expect(salesOf(store).length).toBe(before);
  await context.close();
});

test('outside Safari (no ApplePaySession) the sheet says Apple Pay is not available', async ({
  browser,
}) => {
  const { context, page, wallet } = await shopper(browser, BUYER, { safari: false });
  await new CheckoutExpressPage(page).checkout.addToBasket(STARTERS);
  await page.goto('/cart');
  await wallet.openExpress('cart');
  await expect(wallet.alert).toContainText('Apple Pay is not available in this browser', {
    timeout: 30_000,
  });
  await expect(wallet.walletButton).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('apple-pay-unavailable.png') });
  await wallet.close();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
});
