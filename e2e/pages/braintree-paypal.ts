import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { standInClientApi } from '../support/braintree.ts';

/**
 * PayPal in Braintree mode (docs/decisions/braintree-wallets.md "PayPal"): the gateway's sheet,
 * PayPal's button in it, and the stand-ins of what this machine cannot reach — PayPal's JS SDK
 * (the script braintree-web's loadPayPalSDK requests from www.paypal.com) and Braintree's client
 * API for PayPal (configuration, payment resource, billing agreement, account tokenization).
 */

/** What the stand-in PayPal buyer does in PayPal's window: approve, or close it (cancel). */
export type PayPalOutcome = 'approve' | 'cancel';

/** The PayPal account the stand-in approves with (PayPal's payer info, as the gateway answers). */
export const PAYPAL_BUYER = {
  email: 'paypal.buyer@example.com',
  payerId: 'PAYERSTANDIN1',
  firstName: 'Robin',
  lastName: 'Hale',
  phone: '512-555-0199',
  countryCode: 'US',
  shippingAddress: {
    recipientName: 'Robin Hale',
    line1: '44 Ember Lane',
    city: 'Austin',
    state: 'TX',
    postalCode: '78701',
    countryCode: 'US',
  },
};

/**
 * PayPal's JS SDK, stood in: the parts of PayPal's documented `paypal.Buttons` API that
 * braintree-web and the driver use. `Buttons(options)` answers `isEligible()` (paypal and
 * paylater) and `render(container)`, which puts a real button in the container. Its click runs
 * what PayPal runs: `createOrder` (or `createBillingAgreement`) for the token, then — as the
 * buyer's choice `window.__paypalOutcome` says — `onShippingAddressChange` when given (with the
 * partial address PayPal's callbacks carry), then `onApprove` with PayPal's approval data, or
 * `onCancel`. A rejected callback goes to `onError`, as PayPal does.
 */
const SDK_SCRIPT = `(() => {
  const FUNDING = { PAYPAL: 'paypal', PAYLATER: 'paylater', CARD: 'card', VENMO: 'venmo', CREDIT: 'credit' };
  const LABEL = { paypal: 'PayPal', paylater: 'Pay Later' };
  window.__paypalSdkLoads = (window.__paypalSdkLoads || 0) + 1;
  window.__paypalSdkUrl = document.currentScript && document.currentScript.src;
  window.paypal = {
    FUNDING,
    Buttons(options) {
      const source = options.fundingSource || 'paypal';
      return {
        isEligible: () => source === 'paypal' || source === 'paylater',
        close: () => Promise.resolve(),
        render(container) {
          const target = typeof container === 'string' ? document.querySelector(container) : container;
          if (!target) return Promise.reject(new Error('Document is ready and element ' + container + ' does not exist'));
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = LABEL[source] || 'PayPal';
          button.setAttribute('data-funding-source', source);
          button.style.cssText = 'min-height:44px;width:100%;border-radius:4px;background:#ffc439;color:#111;font-weight:700';
          button.addEventListener('click', async () => {
            button.disabled = true;
            const vault = typeof options.createBillingAgreement === 'function';
            try {
              const token = vault
                ? await options.createBillingAgreement({}, {})
                : await options.createOrder({ paymentSource: source }, {});
              window.__paypalToken = token;
              if ((window.__paypalOutcome || 'approve') === 'cancel') {
                await (options.onCancel && options.onCancel({ orderID: token }));
              } else {
                if (!vault && typeof options.onShippingAddressChange === 'function')
                  await options.onShippingAddressChange(
                    { orderID: token, shippingAddress: { city: 'Austin', state: 'TX', postalCode: '78701', countryCode: 'US' } },
                    { reject: () => Promise.resolve() },
                  );
                const data = vault
                  ? { billingToken: token, payerID: 'PAYERSTANDIN1', paymentSource: source }
                  : { orderID: token, payerID: 'PAYERSTANDIN1', paymentID: token, facilitatorAccessToken: 'A21AA', paymentSource: source };
                await options.onApprove(data, {});
              }
            } catch (error) {
              if (options.onError) options.onError(error);
            } finally {
              button.disabled = false;
            }
          });
          target.appendChild(button);
          return Promise.resolve();
        },
      };
    },
  };
})();`;

export interface PayPalStandIn {
  /** Braintree client API calls braintree-web made (path and body). */
  calls: Array<{ path: string; body: Record<string, unknown> }>;
  /** The nonces the tokenize stand-in issued. */
  nonces: string[];
}

let seq = 0;

/**
 * Stands in PayPal's SDK (or, with `sdk: 'fails'`, answers its script with a 503) and Braintree's
 * client API for PayPal in `context`; PayPal's other addresses (analytics, the fraud script) get
 * an empty answer.
 */
export async function standInPayPal(
  context: BrowserContext,
  { sdk = 'serves' }: { sdk?: 'serves' | 'fails' } = {},
): Promise<PayPalStandIn> {
  const nonces: string[] = [];
  // Checkout with vault: the payments that asked PayPal for a billing agreement too.
  const withAgreement = new Set<string>();
  const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;
  // Analytics, the preload pixel and the data collector's fraud script: nothing to run here.
  await context.route(/^https:\/\/(www\.|www\.sandbox\.|c\.|t\.)paypal\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }),
  );
  // paypal-checkout's landing and dispatch frames (used by vault-initiated checkout only).
  await context.route(/^https:\/\/checkout\.paypal\.com\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>PayPal</title>',
    }),
  );
  await context.route(/^https:\/\/www\.paypal\.com\/sdk\/js\?/, (route) =>
    sdk === 'fails'
      ? route.fulfill({ status: 503, contentType: 'text/plain', body: 'unavailable' })
      : route.fulfill({ status: 200, contentType: 'application/javascript', body: SDK_SCRIPT }),
  );
  const calls = await standInClientApi(
    context,
    {
      paypalEnabled: true,
      paypal: {
        clientId: 'standin-paypal-client-id',
        displayName: 'Solo Stove',
        environment: 'offline',
        environmentNoNetwork: false,
        unvettedMerchant: false,
        currencyIsoCode: 'USD',
        assetsUrl: 'https://checkout.paypal.com',
      },
    },
    {
      'paypal_hermes/create_payment_resource': (body) => {
        const token = `EC-${unique().toUpperCase()}`;
        if (body.requestBillingAgreement === true) withAgreement.add(token);
        return {
          paymentResource: {
            paymentToken: token,
            redirectUrl: `https://www.sandbox.paypal.com/checkoutnow?token=${token}`,
          },
        };
      },
      'paypal_hermes/setup_billing_agreement': () => {
        const token = `BA-${unique().toUpperCase()}`;
        return {
          agreementSetup: {
            tokenId: token,
            approvalUrl: `https://www.sandbox.paypal.com/agreements/approve?ba_token=${token}`,
          },
        };
      },
      'payment_methods/paypal_accounts': (body) => {
        const account = (body.paypalAccount ?? {}) as Record<string, unknown>;
        // The gateway's sandbox nonces: a vaulted billing agreement, else a one-time payment.
        const vault =
          typeof account.billingAgreementToken === 'string' ||
          withAgreement.has(String(account.paymentToken));
        const nonce = `${vault ? 'fake-paypal-billing-agreement-nonce' : 'fake-paypal-one-time-nonce'}-${unique()}`;
        nonces.push(nonce);
        return {
          paypalAccounts: [
            {
              nonce,
              type: 'PayPalAccount',
              description: 'PayPal',
              consumed: false,
              details: {
                email: PAYPAL_BUYER.email,
                payerInfo: vault
                  ? { email: PAYPAL_BUYER.email, payerId: PAYPAL_BUYER.payerId }
                  : PAYPAL_BUYER,
              },
            },
          ],
        };
      },
    },
  );
  return { calls, nonces };
}

/** The gateway's wallet sheet (a dialog named for the wallet) and PayPal's button in it. */
export class GatewayPayPalSheet {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  get sheet(): Locator {
    return this.page.getByTestId('gateway-wallet-sheet');
  }

  /** PayPal's own button ("PayPal" / "Pay Later"), rendered by PayPal's SDK in the sheet. */
  paypalButton(name: 'PayPal' | 'Pay Later'): Locator {
    return this.sheet.getByTestId('gateway-wallet-button').getByRole('button', { name });
  }

  /** The buyer's choice in PayPal's window for the next click. */
  async buyer(outcome: PayPalOutcome) {
    await this.page.evaluate((o) => {
      (window as unknown as { __paypalOutcome: string }).__paypalOutcome = o;
    }, outcome);
  }

  async pay(name: 'PayPal' | 'Pay Later', outcome: PayPalOutcome = 'approve') {
    await expect(this.sheet).toHaveAttribute('data-status', 'ready', { timeout: 20_000 });
    const button = this.paypalButton(name);
    await expect(button).toBeVisible({ timeout: 20_000 });
    await this.buyer(outcome);
    await button.click();
  }
}
