/**
 * A stand-in of Google's pay.js for browser journeys (docs/decisions/braintree-wallets.md): the
 * documented `google.payments.api.PaymentsClient` the Google Pay driver uses (isReadyToPay,
 * createButton, loadPaymentData, paymentDataCallbacks.onPaymentDataChanged), played as Google's
 * sheet plays it for a shopper whose Google account holds `GooglePayBuyer`. Like Google it opens
 * only within a user gesture, ships only to `allowedCountryCodes`, calls onPaymentDataChanged with
 * INITIALIZE and then SHIPPING_OPTION when the shopper picks another option, and answers
 * PaymentData whose tokenizationData.token is what Braintree's gateway puts there
 * (`{"androidPayCards":[…]}`, read by braintree-web's google-payment parseResponse). What the
 * sheet saw is kept in `window.__googlePay` for the journey to read.
 */
import type { BrowserContext } from '@playwright/test';

export const GOOGLE_PAY_JS = 'https://pay.google.com/gp/p/js/pay.js';

export interface GooglePayAddress {
  name: string;
  address1: string;
  locality: string;
  administrativeArea: string;
  postalCode: string;
  countryCode: string;
  phoneNumber: string;
}

export interface GooglePayBuyer {
  email: string;
  address: GooglePayAddress;
  /** The shipping option the shopper picks, by its position in Google's list (none: keep). */
  optionIndex?: number;
  /** The shopper closes Google's sheet after it showed the options. */
  cancel?: boolean;
  /** isReadyToPay answers false (no Google Pay in this browser). */
  notReady?: boolean;
}

/** What the stand-in recorded (window.__googlePay). */
export interface GooglePaySeen {
  environment?: string;
  readyChecks: number;
  request?: Record<string, unknown>;
  triggers: string[];
  totals: string[];
  options: Array<{ id: string; label: string; description: string }>;
  nonce?: string;
  cancelled: number;
  /** Why Google's sheet ended without a payment (its statusCode and message). */
  failure?: string;
}

/** pay.js's stand-in, run in the page as Google's script would be. */
function payJs() {
  type Update = {
    newTransactionInfo?: { totalPrice?: string };
    newShippingOptionParameters?: {
      defaultSelectedOptionId?: string;
      shippingOptions: Array<{ id: string; label: string; description: string }>;
    };
    error?: { reason: string; message: string };
  };
  type Options = {
    environment: string;
    paymentDataCallbacks?: { onPaymentDataChanged?: (data: unknown) => Promise<Update> };
  };
  const w = window as unknown as {
    __googlePay: GooglePaySeen;
    __googlePayBuyer?: GooglePayBuyer;
    google?: unknown;
  };
  const seen: GooglePaySeen = (w.__googlePay ??= {
    readyChecks: 0,
    triggers: [],
    totals: [],
    options: [],
    cancelled: 0,
  });
  const fail = (statusCode: string, statusMessage: string) => {
    seen.failure = `${statusCode}: ${statusMessage}`;
    return Object.assign(new Error(statusMessage), { statusCode, statusMessage });
  };
  let sequence = 0;

  class PaymentsClient {
    private options: Options;
    constructor(options: Options) {
      if (options.environment !== 'TEST' && options.environment !== 'PRODUCTION')
        throw fail('DEVELOPER_ERROR', 'environment');
      this.options = options;
      seen.environment = options.environment;
    }

    isReadyToPay(request: { apiVersion?: number; allowedPaymentMethods?: unknown[] }) {
      seen.readyChecks += 1;
      if (request.apiVersion !== 2 || !request.allowedPaymentMethods?.length)
        return Promise.reject(fail('DEVELOPER_ERROR', 'isReadyToPay request'));
      return Promise.resolve({ result: w.__googlePayBuyer?.notReady !== true });
    }

    createButton(options: { onClick: () => void; buttonType?: string }) {
      const wrapper = document.createElement('div');
      const button = document.createElement('button');
      button.type = 'button';
      button.setAttribute(
        'aria-label',
        options.buttonType === 'plain' ? 'Google Pay' : 'Buy with GPay',
      );
      button.className = 'gpay-card-info-container black long';
      button.style.cssText =
        'width:100%;min-height:48px;border-radius:4px;background:#000;color:#fff;font:500 16px sans-serif';
      button.textContent = options.buttonType === 'plain' ? 'G Pay' : 'Buy with G Pay';
      button.addEventListener('click', () => options.onClick());
      wrapper.append(button);
      return wrapper;
    }

    async loadPaymentData(request: Record<string, unknown>) {
      // Google opens its sheet only within a user gesture.
      if (!navigator.userActivation.isActive)
        throw fail('DEVELOPER_ERROR', 'loadPaymentData must be called in a user gesture');
      const methods = request.allowedPaymentMethods as Array<{
        type: string;
        parameters: Record<string, unknown>;
        tokenizationSpecification: { type: string; parameters: Record<string, string> };
      }>;
      const card = methods?.find((m) => m.type === 'CARD');
      const tokenization = card?.tokenizationSpecification.parameters ?? {};
      if (
        request.apiVersion !== 2 ||
        card?.tokenizationSpecification.type !== 'PAYMENT_GATEWAY' ||
        tokenization.gateway !== 'braintree' ||
        !tokenization['braintree:merchantId']
      )
        throw fail('DEVELOPER_ERROR', 'PaymentDataRequest');
      seen.request = request;
      const buyer = w.__googlePayBuyer;
      if (!buyer) throw fail('CANCELED', 'no account');
      await new Promise((resolve) => setTimeout(resolve, 50));
      const shipping = request.shippingAddressRequired === true;
      const intents = (request.callbackIntents as string[] | undefined) ?? [];
      const changed = this.options.paymentDataCallbacks?.onPaymentDataChanged;
      const allowed = (request.shippingAddressParameters as { allowedCountryCodes?: string[] })
        ?.allowedCountryCodes;
      if (shipping && allowed && !allowed.includes(buyer.address.countryCode))
        throw fail('CANCELED', 'no address the merchant ships to');
      const redacted = {
        locality: buyer.address.locality,
        administrativeArea: buyer.address.administrativeArea,
        postalCode: buyer.address.postalCode,
        countryCode: buyer.address.countryCode,
      };
      let optionId: string | undefined;
      const apply = (trigger: string, update: Update) => {
        seen.triggers.push(trigger);
        if (update.error) throw fail('CANCELED', `${update.error.reason}: ${update.error.message}`);
        if (update.newTransactionInfo?.totalPrice)
          seen.totals.push(update.newTransactionInfo.totalPrice);
        if (update.newShippingOptionParameters) {
          seen.options = update.newShippingOptionParameters.shippingOptions;
          optionId =
            update.newShippingOptionParameters.defaultSelectedOptionId ?? seen.options[0]?.id;
        }
      };
      if (shipping && changed && intents.includes('SHIPPING_ADDRESS')) {
        apply(
          'INITIALIZE',
          await changed({ callbackTrigger: 'INITIALIZE', shippingAddress: redacted }),
        );
        const picked =
          buyer.optionIndex !== undefined ? seen.options[buyer.optionIndex] : undefined;
        if (picked && picked.id !== optionId && intents.includes('SHIPPING_OPTION')) {
          optionId = picked.id;
          apply(
            'SHIPPING_OPTION',
            await changed({
              callbackTrigger: 'SHIPPING_OPTION',
              shippingAddress: redacted,
              shippingOptionData: { id: picked.id },
            }),
          );
        }
      }
      if (buyer.cancel) {
        seen.cancelled += 1;
        throw fail('CANCELED', 'User closed the Payment Request UI.');
      }
      sequence += 1;
      const nonce = `fake-android-pay-visa-nonce-${Date.now().toString(36)}-${sequence}`;
      seen.nonce = nonce;
      const token = {
        androidPayCards: [
          {
            type: 'AndroidPayCard',
            nonce,
            description: 'Android Pay',
            consumed: false,
            details: {
              cardType: 'Visa',
              lastTwo: '11',
              lastFour: '1111',
              isNetworkTokenized: false,
              bin: '401288',
            },
            binData: {
              prepaid: 'Unknown',
              healthcare: 'Unknown',
              debit: 'Unknown',
              durbinRegulated: 'Unknown',
              commercial: 'Unknown',
              payroll: 'Unknown',
              issuingBank: 'Unknown',
              countryOfIssuance: 'Unknown',
              productId: 'Unknown',
            },
          },
        ],
      };
      const billingParameters = card?.parameters as { billingAddressRequired?: boolean };
      return {
        apiVersion: 2,
        apiVersionMinor: 0,
        ...(request.emailRequired ? { email: buyer.email } : {}),
        ...(shipping ? { shippingAddress: buyer.address } : {}),
        ...(optionId ? { shippingOptionData: { id: optionId } } : {}),
        paymentMethodData: {
          type: 'CARD',
          description: 'Visa •••• 1111',
          info: {
            cardNetwork: 'VISA',
            cardDetails: '1111',
            ...(billingParameters?.billingAddressRequired ? { billingAddress: buyer.address } : {}),
          },
          tokenizationData: { type: 'PAYMENT_GATEWAY', token: JSON.stringify(token) },
        },
      };
    }
  }
  w.google = { payments: { api: { PaymentsClient } } };
}

/**
 * Serves the stand-in at pay.js's address in `context` (`fail`: Google's script cannot be
 * loaded); the shopper's Google account is set with `setGooglePayBuyer`.
 */
export async function standInGooglePay(context: BrowserContext, { fail = false } = {}) {
  await context.route(GOOGLE_PAY_JS, (route) =>
    fail
      ? route.abort('connectionrefused')
      : route.fulfill({
          status: 200,
          headers: { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' },
          body: `(${payJs.toString()})();`,
        }),
  );
}
