import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { PAGE_JS_BUDGET_BYTES } from '../support/budget.ts';
import { standInClientApi, type BraintreeStore } from '../support/braintree.ts';
import { gzipTotal, scriptsOf } from '../support/scripts.ts';
import { CheckoutPage } from './checkout.ts';
import type { ExpressPlace } from './express.ts';

/**
 * The gateway's wallet sheet (PAYMENTS_PROVIDER=braintree): the dialog named after the wallet
 * that holds the wallet's own button, and the express bars' buttons that open it.
 */
export class GatewayWalletPage {
  readonly page: Page;
  readonly wallet: string;

  constructor(page: Page, wallet: 'Google Pay' | 'Apple Pay') {
    this.page = page;
    this.wallet = wallet;
  }

  get sheet(): Locator {
    return this.page.getByRole('dialog', { name: this.wallet, exact: true });
  }

  /** The wallet's own button, rendered in the sheet by its driver. */
  get walletButton(): Locator {
    return this.sheet.getByTestId('gateway-wallet-button').getByRole('button');
  }

  get alert(): Locator {
    return this.sheet.getByRole('alert');
  }

  /** The express bar's button of this wallet (unfolding the bar when it is folded away). */
  async openExpress(place: ExpressPlace) {
    const bar = this.page.getByTestId(`express-${place}`);
    const button = bar.getByRole('button', { name: this.wallet, exact: true });
    await expect(bar).toBeVisible({ timeout: 15_000 });
    if (!(await button.isVisible())) {
      const toggle = bar.getByRole('button', { name: /Show (More|Less) Payments Options/ });
      await toggle.click();
    }
    await button.click();
    await expect(this.sheet).toBeVisible({ timeout: 15_000 });
  }

  /** Closes the sheet with its Cancel button. */
  async close() {
    await this.sheet.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(this.sheet).toBeHidden();
  }

  async expectConfirmation() {
    await expect(this.page).toHaveURL(/\/checkout\/confirmation\/\d{8}$/, { timeout: 30_000 });
    await expect(this.page.getByTestId('order-details')).toContainText(this.wallet);
  }
}

/** The sales the gateway stand-in recorded, as JSON text (one per sale). */
export const salesOf = (store: BraintreeStore) =>
  store.gateway.requests
    .filter((r) => r.method === 'POST' && r.path.endsWith('/transactions'))
    .map((r) => JSON.stringify(r.body));

/**
 * Braintree's client API for both wallets: the configuration's `androidPay` and `applePayWeb`
 * sections as the gateway sends them to a merchant with the wallets enabled, Apple Pay's
 * merchant validation (`apple_pay_web/sessions`: Apple's merchant session, which the gateway
 * fetches from Apple) and the Apple Pay token's tokenization (`payment_methods/
 * apple_payment_tokens`), whose nonce the stand-in gateway then sells as Apple Pay.
 */
export async function standInWalletClientApi(context: BrowserContext) {
  let sequence = 0;
  return standInClientApi(
    context,
    {
      androidPay: {
        enabled: true,
        displayName: 'Solo E2E',
        environment: 'sandbox',
        googleAuthorizationFingerprint: 'e2e-google-authorization-fingerprint',
        supportedNetworks: ['visa', 'mastercard', 'amex', 'discover'],
      },
      applePayWeb: {
        countryCode: 'US',
        currencyCode: 'USD',
        merchantIdentifier: 'merchant.com.example.solo-e2e',
        supportedNetworks: ['visa', 'mastercard', 'amex', 'discover'],
      },
    },
    {
      'apple_pay_web/sessions': (body) => {
        const session = (body.applePayWebSession ?? {}) as Record<string, string>;
        return {
          epochTimestamp: Date.now(),
          expiresAt: Date.now() + 3_600_000,
          merchantSessionIdentifier: `SSH-e2e-${Date.now()}`,
          nonce: 'e2e-session-nonce',
          merchantIdentifier: session.merchantIdentifier,
          domainName: session.domainName,
          displayName: session.displayName,
          signature: 'e2e-signature',
        };
      },
      'payment_methods/apple_payment_tokens': () => {
        sequence += 1;
        return {
          applePayCards: [
            {
              type: 'ApplePayCard',
              nonce: `fake-apple-pay-visa-nonce-${Date.now().toString(36)}-${sequence}`,
              description: 'Apple Pay - 1111',
              consumed: false,
              details: { cardType: 'Apple Pay - Visa', cardholderName: '', dpanLastTwo: '11' },
              binData: {},
            },
          ],
        };
      },
    },
  );
}

/**
 * The first scripts of the product page and the checkout carry neither braintree-web nor a
 * wallet driver (`driver`, its chunk's name) and stay within the page budget.
 */
export async function expectFirstScriptsWithoutWallet(
  page: Page,
  product: string,
  driver: RegExp,
  record: (name: string, kb: string) => void,
) {
  await new CheckoutPage(page).addToBasket(product);
  for (const [name, path] of [
    ['product page', `/p/${product}`],
    ['checkout', '/checkout'],
  ] as const) {
    const scripts = await scriptsOf(page, path);
    const total = gzipTotal(scripts);
    record(name, (total / 1024).toFixed(1));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => s.braintreeWeb || driver.test(s.url)).map((s) => s.url)).toEqual(
      [],
    );
    expect(total).toBeLessThanOrEqual(PAGE_JS_BUDGET_BYTES);
  }
}
