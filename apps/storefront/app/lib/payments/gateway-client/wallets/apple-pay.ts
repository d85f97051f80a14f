/**
 * Apple Pay with Braintree (docs/decisions/braintree-wallets.md): braintree-web's apple-pay builds
 * the payment request from the gateway's configuration, validates the merchant through the gateway
 * and tokenizes Apple's payment token; Safari's `ApplePaySession` (version 3) is the sheet. The
 * driver renders the Apple Pay button; its click creates and begins the session within the
 * gesture. Without `ApplePaySession` (any browser but Safari) the sheet says Apple Pay is not
 * available here.
 */
import { create as createApplePay, type ApplePay } from 'braintree-web/apple-pay';
import type { ExpressQuote } from '../../../wallets/actions.ts';
import type { WalletError } from '../../../wallets/errors.ts';
import type { SheetResult } from '../../../wallets/sheet.ts';
import {
  appleShippingMethods,
  appleTotal,
  buyerOfPayment,
  missingContactFields,
  selectedContactAddress,
  type ApplePayContact,
  type ApplePayLineItem,
  type ApplePayShippingMethod,
} from './apple-pay-shapes.ts';
import { WalletUnavailableError, type WalletDriver } from './types.ts';
import { collectDeviceData, settleShipping, siteShipping } from './support.ts';

/** Apple Pay JS version 3: shipping contact, method and payment method updates as objects. */
const APPLE_PAY_VERSION = 3;

interface Session {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentmethodselected: ((event: { paymentMethod: unknown }) => void) | null;
  onshippingcontactselected: ((event: { shippingContact: ApplePayContact }) => void) | null;
  onshippingmethodselected: ((event: { shippingMethod: ApplePayShippingMethod }) => void) | null;
  onpaymentauthorized:
    | ((event: {
        payment: {
          token: unknown;
          billingContact?: ApplePayContact;
          shippingContact?: ApplePayContact;
        };
      }) => void)
    | null;
  oncancel: ((event: unknown) => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(session: unknown): void;
  completePaymentMethodSelection(update: { newTotal: ApplePayLineItem }): void;
  completeShippingContactSelection(update: {
    newTotal: ApplePayLineItem;
    newShippingMethods?: ApplePayShippingMethod[];
    errors?: unknown[];
  }): void;
  completeShippingMethodSelection(update: { newTotal: ApplePayLineItem }): void;
  completePayment(result: { status: number; errors?: unknown[] }): void;
}
interface SessionClass {
  new (version: number, request: Record<string, unknown>): Session;
  canMakePayments(): boolean;
  supportsVersion?(version: number): boolean;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
}
type ErrorClass = new (code: string, contactField?: string, message?: string) => unknown;

const applePaySession = () => (window as { ApplePaySession?: SessionClass }).ApplePaySession;

const applePay: WalletDriver = async (request, context) => {
  const { client, container, signal, localeId } = context;
  const Session = applePaySession();
  if (
    !Session ||
    (Session.supportsVersion && !Session.supportsVersion(APPLE_PAY_VERSION)) ||
    !Session.canMakePayments()
  )
    throw new WalletUnavailableError('ApplePaySession is not available');
  const { currency: siteCurrency, title } = siteShipping(context.siteId);
  const currency = request.currency ?? siteCurrency;
  const label =
    typeof request.providerConfig?.displayName === 'string' && request.providerConfig.displayName
      ? request.providerConfig.displayName
      : title;
  const instance: ApplePay = await createApplePay({ client });
  const deviceData = collectDeviceData(client, request);
  const express = request.flow === 'checkout' && request.onShippingAddress !== undefined;
  const ApplePayErrorClass = (window as { ApplePayError?: ErrorClass }).ApplePayError;
  const appleError = (code: string, field?: string, message = '') =>
    ApplePayErrorClass
      ? new ApplePayErrorClass(code, field, message)
      : { code, contactField: field, message };

  return new Promise<SheetResult>((resolve) => {
    let done = false;
    let session: Session | null = null;
    const finish = (result: SheetResult) => {
      if (done) return;
      done = true;
      // Completed or aborted: closing the gateway's sheet leaves Apple's alone.
      session = null;
      button.remove();
      void instance.teardown().catch(() => undefined);
      resolve(result);
    };
    signal.addEventListener(
      'abort',
      () => {
        try {
          session?.abort();
        } catch {
          // The session had ended already.
        }
        finish({ cancelled: true });
      },
      { once: true },
    );

    const begin = () => {
      if (done || session) return;
      let total = appleTotal(
        label,
        request.flow === 'checkout' ? request.amount : undefined,
        currency,
      );
      let chosenMethod: string | undefined;
      const current = new Session(
        APPLE_PAY_VERSION,
        instance.createPaymentRequest({
          total,
          currencyCode: currency,
          // Spec 002 §5: billing name and address; shipping also name, address, phone, email.
          requiredBillingContactFields: ['postalAddress', 'name'],
          requiredShippingContactFields: express
            ? ['postalAddress', 'name', 'phone', 'email']
            : ['email', 'phone'],
          ...(express ? { shippingType: 'shipping', shippingMethods: [] } : {}),
        }),
      );
      session = current;
      /** An error that ends the flow (a refused country): Apple's sheet closes. */
      const end = (error: WalletError) => {
        try {
          current.abort();
        } catch {
          // Already ended.
        }
        finish({ error });
      };
      const quoted = (quote: ExpressQuote) => {
        total = appleTotal(label, quote.amount, quote.currency);
      };

      current.onvalidatemerchant = (event) => {
        instance
          .performValidation({ validationURL: event.validationURL, displayName: label })
          .then((merchantSession) => current.completeMerchantValidation(merchantSession))
          .catch(() => end({}));
      };
      current.onpaymentmethodselected = () =>
        current.completePaymentMethodSelection({ newTotal: total });
      current.onshippingcontactselected = (event) => {
        if (!request.onShippingAddress)
          return current.completeShippingContactSelection({ newTotal: total });
        void request
          .onShippingAddress(selectedContactAddress(event.shippingContact), { estimate: true })
          .then((quote) => {
            if ('error' in quote) {
              if ('close' in quote && quote.close) return end(quote.error);
              const code =
                quote.error.code === 'shipping-country-not-allowed'
                  ? 'addressUnserviceable'
                  : 'shippingContactInvalid';
              return current.completeShippingContactSelection({
                newTotal: total,
                newShippingMethods: [],
                errors: [appleError(code, 'postalAddress', quote.error.message)],
              });
            }
            quoted(quote);
            const methods = appleShippingMethods(quote, localeId);
            chosenMethod = methods[0]?.identifier;
            current.completeShippingContactSelection({
              newTotal: total,
              newShippingMethods: methods,
            });
          });
      };
      current.onshippingmethodselected = (event) => {
        if (!request.onShippingMethod)
          return current.completeShippingMethodSelection({ newTotal: total });
        const id = event.shippingMethod.identifier;
        void request.onShippingMethod(id).then((quote) => {
          if (!('error' in quote)) {
            quoted(quote);
            chosenMethod = id;
          }
          current.completeShippingMethodSelection({ newTotal: total });
        });
      };
      current.onpaymentauthorized = (event) => {
        const { payment } = event;
        const missing = missingContactFields(
          payment.billingContact,
          payment.shippingContact,
          express,
        );
        if (missing.length) {
          // Apple's sheet stays open with the fields to complete.
          current.completePayment({
            status: Session.STATUS_FAILURE,
            errors: missing.map((m) =>
              appleError(
                m.contact === 'billing' ? 'billingContactInvalid' : 'shippingContactInvalid',
                m.field,
              ),
            ),
          });
          return;
        }
        const buyer = buyerOfPayment(payment);
        void (async () => {
          if (express && buyer.shippingAddress) {
            const settled = await settleShipping(request, buyer.shippingAddress, chosenMethod);
            if (settled && 'error' in settled) {
              current.completePayment({ status: Session.STATUS_FAILURE });
              return finish({ error: settled.error });
            }
          }
          try {
            const { nonce } = await instance.tokenize({ token: payment.token });
            current.completePayment({ status: Session.STATUS_SUCCESS });
            const device = await deviceData;
            finish({ nonce, details: { ...buyer, ...(device ? { deviceData: device } : {}) } });
          } catch {
            current.completePayment({ status: Session.STATUS_FAILURE });
            finish({ error: {} });
          }
        })();
      };
      // The shopper closed Apple's sheet: no payment; the button stays for another try.
      current.oncancel = () => {
        session = null;
      };
      current.begin();
    };

    const button = document.createElement('button');
    button.type = 'button';
    button.lang = localeId;
    // Apple's brand name is its label (not translated); Safari draws Apple's own button.
    button.setAttribute('aria-label', 'Apple Pay');
    button.dataset.applePayButton = '';
    button.className =
      'apple-pay-button flex min-h-12 w-full items-center justify-center rounded-md bg-black text-lg font-semibold text-white';
    button.style.setProperty('-webkit-appearance', '-apple-pay-button');
    button.style.setProperty('-apple-pay-button-type', request.flow === 'vault' ? 'set-up' : 'buy');
    button.style.setProperty('-apple-pay-button-style', 'black');
    button.textContent = 'Apple Pay';
    // The session is created and begun within the click: Apple requires the user gesture.
    button.addEventListener('click', begin);
    container.append(button);
  });
};

export default applePay;
