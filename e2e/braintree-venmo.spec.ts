import { expect, test, type Browser, type Page } from '@playwright/test';
import { newShopper } from './pages/account.ts';
import { AccountPaymentsPage } from './pages/account-payments.ts';
import { CheckoutPage, SEATTLE } from './pages/checkout.ts';
import { standInVenmo, VenmoPages } from './pages/venmo.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { startBraintreeStore, type BraintreeStore } from './support/braintree.ts';
import { PAGE_JS_BUDGET_BYTES } from './support/budget.ts';
import { gzipTotal, scriptsOf } from './support/scripts.ts';

/**
 * Venmo, the mobile wallet, with PAYMENTS_PROVIDER=braintree (docs/decisions/braintree-wallets.md
 * "Venmo"): braintree-web's Venmo component in the gateway's sheet, its desktop web login in a
 * popup. What it reaches outside the store is stood in (e2e/pages/venmo.ts); the store's commerce
 * service pays and vaults at the local gateway stand-in.
 */

const STARTERS = 'natural-fire-starters';
const FACEBOOK_ON_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/450.0.0.0;]';

let store: BraintreeStore;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  store = await startBraintreeStore();
});
test.afterAll(async () => {
  await store?.stop();
});

async function newPage(browser: Browser, options: { enabled?: boolean; userAgent?: string } = {}) {
  const context = await browser.newContext({
    baseURL: store.baseURL,
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  const venmo = await standInVenmo(context, options);
  const page = await context.newPage();
  return { context, page, venmo };
}

/** A guest on the US site at the payment step, on the Mobile Wallet tab. */
async function toMobileWalletTab(page: Page, email: string) {
  const checkout = new CheckoutPage(page);
  await checkout.addToBasket(STARTERS);
  await checkout.goto();
  await checkout.fillContact(email);
  await checkout.fillAddress(SEATTLE);
  await checkout.submitShipping();
  await checkout.continueToPayment();
  const payment = checkout.section('payment');
  const tab = payment.getByRole('tab', { name: 'Mobile Wallet' });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const pay = payment.getByRole('button', { name: 'Pay with Mobile Wallet' });
  await expect(pay).toBeVisible();
  return { checkout, pay };
}

test('the checkout and the Credit Cards page load neither braintree-web nor the Venmo driver, within budget', async ({
  browser,
}) => {
  const { context, page } = await newPage(browser);
  await new AccountPaymentsPage(page).account.register(newShopper('venmo-budget'));
  await new CheckoutPage(page).addToBasket(STARTERS);
  for (const path of ['/checkout', '/account/payments']) {
    const scripts = await scriptsOf(page, path);
    const total = gzipTotal(scripts);
    test
      .info()
      .annotations.push({ type: `${path} js-gzip-kb`, description: (total / 1024).toFixed(1) });
    expect(scripts.length).toBeGreaterThan(0);
    const gateway = scripts.filter((s) => s.braintreeWeb || /venmo/i.test(s.url));
    expect(gateway.map((s) => s.url)).toEqual([]);
    expect(total).toBeLessThanOrEqual(PAGE_JS_BUDGET_BYTES);
  }
  await context.close();
});

test('a guest on the US site pays with Venmo at checkout', async ({ browser }) => {
  const { context, page, venmo } = await newPage(browser);
  const { checkout, pay } = await toMobileWalletTab(page, 'venmo.guest@example.com');
  await pay.click();
  const pages = new VenmoPages(page);
  await expect(pages.sheet).toBeVisible();
  await expect(pages.button).toBeVisible({ timeout: 30_000 });
  await expect(pages.sheet).toHaveAttribute('data-status', 'ready');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('venmo-sheet.png') });
  // One payment of the order's amount, through Venmo's web login (a desktop browser).
  await expect.poll(() => venmo.contexts.size).toBeGreaterThan(0);
  const created = [...venmo.contexts.values()][0];
  expect(created?.input).toMatchObject({
    paymentMethodUsage: 'SINGLE_USE',
    customerClient: 'NATIVE_WEB',
    intent: 'CONTINUE',
    paysheetDetails: { transactionDetails: { totalAmount: expect.stringMatching(/^\d+\.\d\d$/) } },
  });
  await pages.decide('Approve');
  await checkout.expectConfirmation();
  const nonce = venmo.nonces[0];
  expect(nonce).toMatch(/^fake-venmo-account-nonce-/);
  const sale = store.gateway.last('POST', '/transactions');
  expect(JSON.stringify(sale?.body)).toContain(nonce);
  // The order shows the mobile wallet and the Venmo account that paid.
  await expect(page.getByTestId('order-payment')).toHaveText('Mobile Wallet (venmojoe)');
  await page.screenshot({ path: test.info().outputPath('venmo-confirmation.png'), fullPage: true });
  await context.close();
});

test('cancelling in Venmo places no order and leaves the button usable', async ({ browser }) => {
  const { context, page, venmo } = await newPage(browser);
  const { checkout, pay } = await toMobileWalletTab(page, 'venmo.cancel@example.com');
  const sales = store.gateway.requests.filter((r) => r.path.endsWith('/transactions')).length;
  await pay.click();
  const pages = new VenmoPages(page);
  await pages.decide('Cancel');
  await expect(pages.sheet).toHaveCount(0);
  expect(venmo.nonces).toEqual([]);
  expect(store.gateway.requests.filter((r) => r.path.endsWith('/transactions')).length).toBe(sales);
  await expect(page).toHaveURL(/\/checkout#payment$/);
  await expect(checkout.placeOrder).toHaveCount(0);
  // The wallet's button opens the sheet again.
  await pay.click();
  await expect(pages.button).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  await expect(pages.sheet).toHaveCount(0);
  await context.close();
});

test('a merchant without Venmo: the sheet says the mobile wallet could not be loaded', async ({
  browser,
}) => {
  const { context, page } = await newPage(browser, { enabled: false });
  const { pay } = await toMobileWalletTab(page, 'venmo.off@example.com');
  await pay.click();
  const pages = new VenmoPages(page);
  await expect(pages.sheet).toHaveAttribute('data-status', 'failed', { timeout: 30_000 });
  await expect(pages.sheet.getByRole('alert')).toHaveText(
    'Mobile Wallet could not be loaded. Please try again later or choose another payment method.',
  );
  await expect(pages.button).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(pages.sheet).toHaveCount(0);
  await expect(pay).toBeEnabled();
  await context.close();
});

test('a browser Venmo does not support: the shopper is told so', async ({ browser }) => {
  const { context, page } = await newPage(browser, { userAgent: FACEBOOK_ON_ANDROID });
  const { checkout, pay } = await toMobileWalletTab(page, 'venmo.inapp@example.com');
  await pay.click();
  await expect(checkout.toast('This browser does not support the mobile wallet.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(new VenmoPages(page).sheet).toHaveCount(0);
  await context.close();
});

test('a registered shopper adds a Venmo account on the Credit Cards page', async ({ browser }) => {
  const { context, page, venmo } = await newPage(browser);
  const payments = new AccountPaymentsPage(page);
  await payments.account.register(newShopper('venmo-vault'));
  await payments.goto();
  await expect(payments.main.getByText('You have no saved mobile wallet account.')).toBeVisible();
  await payments.press(payments.main.getByRole('button', { name: 'Add mobile wallet account' }));
  const pages = new VenmoPages(page);
  await expect(pages.button).toBeVisible({ timeout: 30_000 });
  // braintree-web creates the payment context as the component starts: it may follow the button.
  await expect
    .poll(() => [...venmo.contexts.values()][0]?.input)
    .toMatchObject({ paymentMethodUsage: 'MULTI_USE' });
  await pages.decide('Approve');
  await expect(payments.status).toHaveText('Your mobile wallet account was added.');
  const vaulted = store.gateway.last('POST', '/payment_methods');
  expect(JSON.stringify(vaulted?.body)).toContain(venmo.nonces[0]);
  await expect(payments.mobileWalletAccounts).toHaveText([/Mobile wallet.*Default.*venmojoe/]);
  await page.screenshot({ path: test.info().outputPath('venmo-vaulted.png'), fullPage: true });
  await context.close();
});
