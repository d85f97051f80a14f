import { expect, test, type Page } from '@playwright/test';
import { newShopper } from './pages/account.ts';
import { AccountPaymentsPage } from './pages/account-payments.ts';
import { GatewayPayPalSheet, PAYPAL_BUYER, standInPayPal } from './pages/braintree-paypal.ts';
import { CheckoutPage, SEATTLE } from './pages/checkout.ts';
import { ExpressPages } from './pages/express.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { startBraintreeStore, type BraintreeStore } from './support/braintree.ts';
import { PAGE_JS_BUDGET_BYTES } from './support/budget.ts';
import { gzipTotal, scriptsOf } from './support/scripts.ts';

/**
 * PayPal and Pay Later with PAYMENTS_PROVIDER=braintree (docs/decisions/braintree-wallets.md
 * "PayPal"): the express button and the checkout tab open the gateway's sheet, which loads
 * braintree-web's paypal-checkout and the PayPal driver, and PayPal's SDK (stood in: this machine
 * cannot reach PayPal) renders PayPal's button; its approval is tokenized through braintree-web
 * (Braintree's client API stood in) and the order is paid at the store's gateway stand-in with
 * that nonce. The account's "Add PayPal account" saves a billing agreement in the gateway's vault.
 */

const STARTERS = 'natural-fire-starters';
/** A product whose page offers express buttons (as in the sandbox's express journey). */
const PDP_PRODUCT = 'pizza-stone';
/** The driver's own mark: the address of PayPal's SDK it watches. */
const DRIVER_MARK = 'PayPal SDK not loaded';

let store: BraintreeStore;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  store = await startBraintreeStore();
});
test.afterAll(async () => {
  await store?.stop();
});

/** The gateway stand-in's sales (transaction requests) and vault calls that name `nonce`. */
const gatewayCalls = (nonce: string) =>
  store.gateway.requests.filter((r) => JSON.stringify(r.body ?? {}).includes(nonce));

async function expectFirstScriptsWithoutGateway(page: Page, path: string) {
  const scripts = await scriptsOf(page, path);
  const total = gzipTotal(scripts);
  console.log(`braintree ${path}: ${(total / 1024).toFixed(1)} KB gzipped JavaScript`);
  expect(scripts.length).toBeGreaterThan(0);
  const marked = scripts.filter((s) => s.braintreeWeb || s.text.includes(DRIVER_MARK));
  expect(marked.map((s) => s.url)).toEqual([]);
  expect(total).toBeLessThanOrEqual(PAGE_JS_BUDGET_BYTES);
}

test('a guest pays with PayPal express from the product page; cancel leaves no order', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: store.baseURL });
  const paypal = await standInPayPal(context);
  const page = await context.newPage();

  // The product page's first scripts (express buttons show with an empty basket): neither
  // braintree-web nor the driver, within budget.
  await expectFirstScriptsWithoutGateway(page, `/p/${PDP_PRODUCT}`);
  const checkout = new CheckoutPage(page);
  await checkout.hydrated();
  const express = new ExpressPages(page);
  const sheet = new GatewayPayPalSheet(page);
  const before = store.gateway.requests.length;

  // Cancel in PayPal's window: the sheet closes, no order, no sale, the button works again.
  await expect(express.bar('pdp')).toBeVisible({ timeout: 15_000 });
  await express.press('pdp', 'PayPal');
  await expect(page.getByRole('dialog', { name: 'PayPal' })).toBeVisible();
  await sheet.pay('PayPal', 'cancel');
  await expect(sheet.sheet).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/p/${PDP_PRODUCT}`));
  await expect(express.bar('pdp')).toBeVisible({ timeout: 15_000 });
  expect(store.gateway.requests.slice(before).filter((r) => /transactions/.test(r.path))).toEqual(
    [],
  );
  expect(paypal.nonces).toEqual([]);

  // Pay: PayPal's approval → shipping callback → the order, paid with PayPal's nonce.
  await express.press('pdp', 'PayPal');
  await expect(sheet.sheet).toHaveAttribute('data-status', 'ready', { timeout: 20_000 });
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('paypal-sheet.png') });
  const shipping = page.waitForRequest(
    (r) => r.url().includes('/express') && (r.postData() ?? '').includes('"intent":"shipping"'),
  );
  await sheet.pay('PayPal');
  const shippingBody = JSON.parse((await shipping).postData()!) as {
    address: { city: string; line1: string };
  };
  expect(shippingBody.address).toMatchObject({ line1: '44 Ember Lane', city: 'Austin' });
  await checkout.expectConfirmation();
  await expect(page.getByRole('main')).toContainText(PAYPAL_BUYER.email);
  // The order shows the wallet it was paid with.
  await expect(page.getByRole('main')).toContainText('PayPal');

  // braintree-web's own calls: the payment resource of the basket's amount (intent capture,
  // which braintree-web sends as a sale), then tokenization.
  const resource = paypal.calls.find((c) => c.path === 'paypal_hermes/create_payment_resource');
  expect(resource?.body).toMatchObject({ currencyIsoCode: 'USD', intent: 'sale' });
  expect(Number(resource?.body.amount)).toBeGreaterThan(0);
  const tokenized = paypal.calls.find((c) => c.path === 'payment_methods/paypal_accounts');
  expect(tokenized?.body).toMatchObject({
    paypalAccount: { payerId: 'PAYERSTANDIN1', intent: 'capture' },
  });
  expect(paypal.nonces).toHaveLength(1);
  const [nonce] = paypal.nonces;
  expect(nonce).toMatch(/^fake-paypal-one-time-nonce-/);
  expect(gatewayCalls(nonce!).map((r) => r.path)).toEqual([
    expect.stringMatching(/\/transactions$/),
  ]);
  await context.close();
});

test('Pay Later from the checkout tab', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: store.baseURL });
  const paypal = await standInPayPal(context);
  const page = await context.newPage();
  const checkout = new CheckoutPage(page);
  await checkout.addToBasket(STARTERS);
  await expectFirstScriptsWithoutGateway(page, '/checkout');
  await checkout.goto();
  await checkout.fillContact('paylater.guest@example.com');
  await checkout.fillAddress(SEATTLE);
  await checkout.submitShipping();
  await checkout.continueToPayment();
  const payment = checkout.section('payment');
  await payment.getByRole('tab', { name: 'Pay Later', exact: true }).click();
  await page.getByTestId('wallet-tab-paylater').getByRole('button').first().click();
  const sheet = new GatewayPayPalSheet(page);
  await sheet.pay('Pay Later');
  await checkout.expectConfirmation();
  const [nonce] = paypal.nonces;
  expect(nonce).toMatch(/^fake-paypal-one-time-nonce-/);
  expect(gatewayCalls(nonce!).map((r) => r.path)).toEqual([
    expect.stringMatching(/\/transactions$/),
  ]);
  await context.close();
});

test('a registered shopper saves PayPal at checkout: a billing agreement with the payment, then pays with it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: store.baseURL });
  const paypal = await standInPayPal(context);
  const page = await context.newPage();
  await new AccountPaymentsPage(page).account.register(newShopper('braintree-paypal-save'));
  const checkout = new CheckoutPage(page);
  const payment = checkout.section('payment');
  const toTab = async () => {
    await checkout.addToBasket(STARTERS);
    await checkout.goto();
    await checkout.fillAddress(SEATTLE);
    await checkout.submitShipping();
    await checkout.continueToPayment();
    await payment.getByRole('tab', { name: 'PayPal', exact: true }).click();
  };
  await toTab();
  await expect(
    payment.getByRole('checkbox', { name: 'Save this account for future purchases' }),
  ).toBeChecked();
  await page.getByTestId('wallet-tab-paypal').getByRole('button').first().click();
  await new GatewayPayPalSheet(page).pay('PayPal');
  await checkout.expectConfirmation();
  // Braintree vaults no one-time payment: the checkout asked PayPal for a billing agreement, and
  // the vault took its nonce before the order paid with the saved account.
  const created = paypal.calls.find((c) => c.path === 'paypal_hermes/create_payment_resource');
  expect(created?.body).toMatchObject({ requestBillingAgreement: true });
  const [nonce] = paypal.nonces;
  expect(nonce).toMatch(/^fake-paypal-billing-agreement-nonce-/);
  expect(gatewayCalls(nonce!).map((r) => `${r.method} ${r.path}`)).toContainEqual(
    expect.stringMatching(/^POST .*\/payment_methods$/),
  );
  // The second checkout pays with the saved account: no PayPal window.
  await toTab();
  await expect(payment.getByRole('radio', { name: /@/ })).toBeChecked();
  await checkout.placeOrder.click();
  await checkout.expectConfirmation();
  expect(paypal.nonces).toHaveLength(1);
  await context.close();
});

test('a registered shopper adds a PayPal account on the Credit Cards page', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: store.baseURL });
  const paypal = await standInPayPal(context);
  const page = await context.newPage();
  const payments = new AccountPaymentsPage(page);
  await payments.account.register(newShopper('braintree-paypal'));
  await payments.goto();
  await payments.press(payments.main.getByRole('button', { name: 'Add PayPal account' }));
  const sheet = new GatewayPayPalSheet(page);
  await sheet.pay('PayPal');
  await expect(payments.status).toHaveText('Your PayPal account was added.');
  // The vault flow: a billing agreement, its token tokenized, the nonce saved in the vault.
  expect(paypal.calls.map((c) => c.path)).toContain('paypal_hermes/setup_billing_agreement');
  expect(paypal.calls.map((c) => c.path)).not.toContain('paypal_hermes/create_payment_resource');
  const [nonce] = paypal.nonces;
  expect(nonce).toMatch(/^fake-paypal-billing-agreement-nonce-/);
  // The vault's create (the first method of this shopper is tried again once the gateway's
  // customer is made: braintree/vault.ts).
  expect(gatewayCalls(nonce!).map((r) => `${r.method} ${r.path}`)).toContainEqual(
    expect.stringMatching(/^POST .*\/payment_methods$/),
  );
  await context.close();
});

test('PayPal that cannot be loaded: the sheet says so, nothing else breaks', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: store.baseURL });
  await standInPayPal(context, { sdk: 'fails' });
  const page = await context.newPage();
  const checkout = new CheckoutPage(page);
  await page.goto(`/p/${PDP_PRODUCT}`);
  await checkout.hydrated();
  const express = new ExpressPages(page);
  await expect(express.bar('pdp')).toBeVisible({ timeout: 15_000 });
  await express.press('pdp', 'PayPal');
  const sheet = new GatewayPayPalSheet(page);
  await expect(sheet.sheet).toHaveAttribute('data-status', 'failed', { timeout: 30_000 });
  await expect(sheet.sheet.getByRole('alert')).toHaveText(/PayPal could not be loaded/);
  await page.keyboard.press('Escape');
  await expect(sheet.sheet).toHaveCount(0);
  await expect(express.button('pdp', 'PayPal')).toBeEnabled();
  await context.close();
});
