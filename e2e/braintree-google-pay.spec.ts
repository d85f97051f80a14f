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
import { startBraintreeStore, type BraintreeStore } from './support/braintree.ts';
import {
  standInGooglePay,
  type GooglePayBuyer,
  type GooglePaySeen,
} from './support/google-pay-stand-in.ts';

/**
 * Google Pay with PAYMENTS_PROVIDER=braintree (docs/decisions/braintree-wallets.md): the express
 * buttons and the checkout's tab open the gateway's sheet, whose Google Pay button (Google's
 * pay.js, stood in here) opens Google's sheet; its shipping callbacks quote on the store, and the
 * approval's Braintree token pays the order through the stand-in gateway. Stood in: Google's
 * pay.js and Braintree's client API (this machine reaches neither); real: braintree-web, the
 * storefront, the commerce service and its gateway adapter.
 */
const STARTERS = 'natural-fire-starters';

const BUYER: GooglePayBuyer = {
  email: 'gpay.guest@example.com',
  address: {
    name: 'Jordan Vale',
    address1: '400 Pine Street',
    locality: 'Seattle',
    administrativeArea: 'WA',
    postalCode: '98101',
    countryCode: 'US',
    phoneNumber: '+1 206-555-0134',
  },
  optionIndex: 1,
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

/** A shopper's browser: Google's pay.js and Braintree's client API stood in. */
async function shopper(browser: Browser, buyer: GooglePayBuyer | null, { fail = false } = {}) {
  const context = await browser.newContext({ baseURL: store.baseURL });
  const clientApi = await standInWalletClientApi(context);
  await standInGooglePay(context, { fail });
  // The fraud script is Braintree's (PayPal's) to serve; unreachable here, device data is skipped.
  await context.route('https://c.paypal.com/**', (route) => route.abort('connectionrefused'));
  if (buyer)
    await context.addInitScript(
      (b) => ((window as never as Record<string, unknown>).__googlePayBuyer = b),
      buyer,
    );
  const page = await context.newPage();
  return { context, page, clientApi, wallet: new GatewayWalletPage(page, 'Google Pay') };
}

const seenOf = (page: Page) =>
  page.evaluate(() => (window as never as { __googlePay?: GooglePaySeen }).__googlePay);

test('first scripts of the product page and checkout carry neither braintree-web nor the driver', async ({
  browser,
}) => {
  const { context, page } = await shopper(browser, null);
  await expectFirstScriptsWithoutWallet(page, STARTERS, /\/google-pay-[^/]*\.js$/, (name, kb) => {
    test.info().annotations.push({ type: `${name} js-gzip-kb`, description: kb });
  });
  await context.close();
});

test('a US guest pays by express from the product page: Google’s callbacks quote, the order is placed', async ({
  browser,
}) => {
  const { context, page, clientApi, wallet } = await shopper(browser, BUYER);
  await page.goto(`/p/${STARTERS}`);
  await wallet.openExpress('pdp');
  await expect(wallet.walletButton).toBeVisible({ timeout: 30_000 });
  await expect(wallet.sheet).toHaveAttribute('data-status', 'ready');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('google-pay-sheet.png') });
  const before = salesOf(store).length;
  await wallet.walletButton.click();
  await wallet.expectConfirmation();
  await page.screenshot({
    path: test.info().outputPath('google-pay-confirmation.png'),
    fullPage: true,
  });

  // braintree-web read the gateway's configuration; Google's sheet got Braintree's request for
  // the site's country, with email and phone, and its callbacks quoted: the address's options,
  // then a new total for the option the shopper picked.
  expect(clientApi.map((c) => c.path)).toContain('configuration');
  const seen = (await seenOf(page))!;
  expect(seen.environment).toBe('TEST');
  expect(seen.request).toMatchObject({
    emailRequired: true,
    shippingAddressRequired: true,
    shippingOptionRequired: true,
    shippingAddressParameters: { allowedCountryCodes: ['US'], phoneNumberRequired: true },
    transactionInfo: { totalPriceStatus: 'FINAL', currencyCode: 'USD' },
  });
  expect(seen.triggers).toEqual(['INITIALIZE', 'SHIPPING_OPTION']);
  expect(seen.options.length).toBeGreaterThan(1);
  expect(seen.totals).toHaveLength(2);
  expect(seen.totals[1]).not.toBe(seen.totals[0]);
  // The stand-in gateway sold with Google Pay's nonce, for the total Google's sheet showed last.
  const sales = salesOf(store).slice(before);
  expect(sales).toHaveLength(1);
  expect(sales[0]).toContain(seen.nonce!);
  expect(seen.nonce).toMatch(/^fake-android-pay-visa-nonce-/);
  expect(sales[0]).toContain(`"amount":"${seen.totals[1]}"`);
  await context.close();
});

test('the checkout’s Google Pay tab pays the order', async ({ browser }) => {
  const { context, page, wallet } = await shopper(browser, BUYER);
  const p = new CheckoutExpressPage(page);
  await p.guestToPayment(STARTERS, 'gpay.tab@example.com', SEATTLE);
  await p.openTab('Google Pay');
  const before = salesOf(store).length;
  await p.walletButton('Google Pay').click();
  await expect(wallet.walletButton).toBeVisible({ timeout: 30_000 });
  await wallet.walletButton.click();
  await wallet.expectConfirmation();
  const seen = (await seenOf(page))!;
  // The checkout has the address: Google's sheet asks for none and runs no shipping callback.
  expect(seen.request).toMatchObject({ shippingAddressRequired: false, emailRequired: true });
  expect(seen.triggers).toEqual([]);
  const sales = salesOf(store).slice(before);
  expect(sales).toHaveLength(1);
  expect(sales[0]).toContain(seen.nonce!);
  await context.close();
});

test('cancelling in Google’s sheet places no order; the buttons stay usable', async ({
  browser,
}) => {
  const { context, page, wallet } = await shopper(browser, { ...BUYER, cancel: true });
  await new CheckoutExpressPage(page).checkout.addToBasket(STARTERS);
  await page.goto('/cart');
  const before = salesOf(store).length;
  await wallet.openExpress('cart');
  await expect(wallet.walletButton).toBeVisible({ timeout: 30_000 });
  await wallet.walletButton.click();
  await expect.poll(async () => (await seenOf(page))?.cancelled).toBe(1);
  // The gateway's sheet stays with Google's button for another try.
  await expect(wallet.sheet).toBeVisible();
  await expect(wallet.walletButton).toBeEnabled();
  await wallet.walletButton.click();
  await expect.poll(async () => (await seenOf(page))?.cancelled).toBe(2);
  await wallet.close();
  await expect(page).toHaveURL(/\/cart$/);
  expect(salesOf(store).length).toBe(before);
  // The express button opens the sheet again.
  await wallet.openExpress('cart');
  await expect(wallet.walletButton).toBeVisible({ timeout: 30_000 });
  await wallet.close();
  expect(salesOf(store).length).toBe(before);
  await context.close();
});

test('when Google’s script cannot be loaded the sheet says so; nothing else breaks', async ({
  browser,
}) => {
  const { context, page, wallet } = await shopper(browser, BUYER, { fail: true });
  await new CheckoutExpressPage(page).checkout.addToBasket(STARTERS);
  await page.goto('/cart');
  await wallet.openExpress('cart');
  await expect(wallet.alert).toContainText('Google Pay could not be loaded', { timeout: 30_000 });
  await expect(wallet.walletButton).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('google-pay-failed.png') });
  await wallet.close();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
});

test('when Google Pay is not ready to pay in this browser the sheet says it is not available', async ({
  browser,
}) => {
  const { context, page, wallet } = await shopper(browser, { ...BUYER, notReady: true });
  await new CheckoutExpressPage(page).checkout.addToBasket(STARTERS);
  await page.goto('/cart');
  await wallet.openExpress('cart');
  await expect(wallet.alert).toContainText('Google Pay is not available in this browser', {
    timeout: 30_000,
  });
  await expect(wallet.walletButton).toHaveCount(0);
  await wallet.close();
  await context.close();
});
