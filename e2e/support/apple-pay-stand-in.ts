/**
 * A stand-in of Safari's `window.ApplePaySession` (Apple Pay JS, version 3) for browser journeys
 * (docs/decisions/braintree-wallets.md), put in every page with addInitScript. Like Safari it
 * must be constructed within a user gesture, allows one active session, and after `begin()`
 * plays Apple's sheet in Apple's order, each event waiting for the page's `complete…` call:
 * onvalidatemerchant → onpaymentmethodselected → onshippingcontactselected (a redacted contact)
 * → onshippingmethodselected (when the shopper picks another method) → onpaymentauthorized (the
 * full contacts and an encrypted payment token) → completePayment; or oncancel when the shopper
 * closes the sheet. What the sheet saw is kept in `window.__applePay` for the journey to read.
 */
import type { BrowserContext } from '@playwright/test';

export interface ApplePayBuyer {
  givenName: string;
  familyName: string;
  addressLines: string[];
  locality: string;
  administrativeArea: string;
  postalCode: string;
  countryCode: string;
  phoneNumber: string;
  emailAddress: string;
  /** The shipping method the shopper picks, by its position (none: keep the first). */
  methodIndex?: number;
  /** The shopper closes Apple's sheet once it showed the methods. */
  cancel?: boolean;
}

export interface ApplePaySeen {
  events: string[];
  request?: Record<string, unknown>;
  merchantSession?: unknown;
  totals: string[];
  methods: Array<{ identifier: string; label: string; amount: string }>;
  status?: number;
  errors?: unknown[];
}

function applePaySession(buyer: ApplePayBuyer) {
  type LineItem = { label: string; amount: string };
  type Method = { identifier: string; label: string; amount: string; detail?: string };
  const w = window as unknown as {
    __applePay: ApplePaySeen;
    __applePayBuyer: ApplePayBuyer;
    ApplePaySession?: unknown;
    ApplePayError?: unknown;
  };
  w.__applePayBuyer = buyer;
  const seen: ApplePaySeen = (w.__applePay = { events: [], totals: [], methods: [] });
  /** Safari allows one active session per page. */
  let active = false;
  const later = () => new Promise((resolve) => setTimeout(resolve, 30));

  class ApplePayError {
    code: string;
    contactField?: string;
    message: string;
    constructor(code: string, contactField?: string, message = '') {
      this.code = code;
      this.contactField = contactField;
      this.message = message;
    }
  }

  class ApplePaySession {
    static readonly STATUS_SUCCESS = 0;
    static readonly STATUS_FAILURE = 1;
    static canMakePayments() {
      return true;
    }
    static supportsVersion(version: number) {
      return version >= 1 && version <= 14;
    }

    onvalidatemerchant: ((e: unknown) => void) | null = null;
    onpaymentmethodselected: ((e: unknown) => void) | null = null;
    onshippingcontactselected: ((e: unknown) => void) | null = null;
    onshippingmethodselected: ((e: unknown) => void) | null = null;
    onpaymentauthorized: ((e: unknown) => void) | null = null;
    oncancel: ((e: unknown) => void) | null = null;
    private waiting: ((update: unknown) => void) | null = null;
    private ended = false;
    private begun = false;
    private request: Record<string, unknown>;

    constructor(version: number, request: Record<string, unknown>) {
      if (!navigator.userActivation.isActive)
        throw new DOMException(
          'Must create a new ApplePaySession from a user gesture handler.',
          'InvalidAccessError',
        );
      if (!ApplePaySession.supportsVersion(version))
        throw new TypeError(`"${version}" is not a supported version.`);
      const total = request.total as LineItem | undefined;
      if (
        !total?.label ||
        !/^\d+(\.\d+)?$/.test(total.amount) ||
        !request.countryCode ||
        !request.currencyCode ||
        !(request.supportedNetworks as unknown[] | undefined)?.length ||
        !(request.merchantCapabilities as unknown[] | undefined)?.length
      )
        throw new TypeError('Invalid ApplePayPaymentRequest');
      this.request = request;
      seen.request = request;
      seen.events.push('constructor');
    }

    begin() {
      if (active)
        throw new DOMException('Page already has an active payment session.', 'InvalidAccessError');
      active = true;
      this.begun = true;
      seen.events.push('begin');
      void this.play();
    }

    abort() {
      seen.events.push('abort');
      this.end();
    }

    private end() {
      this.ended = true;
      if (this.begun) active = false;
      this.begun = false;
      this.waiting = null;
    }

    private step(name: string, handler: ((e: unknown) => void) | null, event: unknown) {
      return new Promise<unknown>((resolve) => {
        if (this.ended) return;
        seen.events.push(name);
        this.waiting = resolve;
        if (handler) handler.call(this, event);
        else resolve(undefined);
      });
    }

    private complete(name: string, update: unknown) {
      if (!this.waiting) throw new DOMException(`${name} called out of turn`, 'InvalidStateError');
      seen.events.push(name);
      const resolve = this.waiting;
      this.waiting = null;
      resolve(update);
    }

    completeMerchantValidation(session: unknown) {
      seen.merchantSession = session;
      this.complete('completeMerchantValidation', session);
    }
    completePaymentMethodSelection(update: { newTotal: LineItem }) {
      seen.totals.push(update.newTotal.amount);
      this.complete('completePaymentMethodSelection', update);
    }
    completeShippingContactSelection(update: {
      newTotal: LineItem;
      newShippingMethods?: Method[];
    }) {
      seen.totals.push(update.newTotal.amount);
      if (update.newShippingMethods) seen.methods = update.newShippingMethods;
      this.complete('completeShippingContactSelection', update);
    }
    completeShippingMethodSelection(update: { newTotal: LineItem }) {
      seen.totals.push(update.newTotal.amount);
      this.complete('completeShippingMethodSelection', update);
    }
    completePayment(result: { status: number; errors?: unknown[] }) {
      seen.status = result.status;
      seen.errors = result.errors;
      this.complete('completePayment', result);
      this.end();
    }

    private async play() {
      const b = w.__applePayBuyer;
      await later();
      await this.step('validatemerchant', this.onvalidatemerchant, {
        validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
      });
      if (this.ended) return;
      await later();
      const paymentMethod = { displayName: 'Visa 1111', network: 'Visa', type: 'credit' };
      await this.step('paymentmethodselected', this.onpaymentmethodselected, { paymentMethod });
      const shippingFields = (this.request.requiredShippingContactFields as string[]) ?? [];
      const ships = shippingFields.includes('postalAddress');
      if (ships) {
        await later();
        await this.step('shippingcontactselected', this.onshippingcontactselected, {
          shippingContact: {
            locality: b.locality,
            administrativeArea: b.administrativeArea,
            postalCode: b.postalCode,
            countryCode: b.countryCode,
          },
        });
        const picked = b.methodIndex ? seen.methods[b.methodIndex] : undefined;
        if (picked) {
          await later();
          await this.step('shippingmethodselected', this.onshippingmethodselected, {
            shippingMethod: picked,
          });
        }
      }
      if (this.ended) return;
      if (b.cancel) {
        await later();
        seen.events.push('cancel');
        this.end();
        this.oncancel?.call(this, {});
        return;
      }
      await later();
      const contact = {
        givenName: b.givenName,
        familyName: b.familyName,
        addressLines: b.addressLines,
        locality: b.locality,
        administrativeArea: b.administrativeArea,
        postalCode: b.postalCode,
        countryCode: b.countryCode,
      };
      await this.step('paymentauthorized', this.onpaymentauthorized, {
        payment: {
          token: {
            paymentData: {
              version: 'EC_v1',
              data: btoa(`encrypted payment data ${Date.now()}`),
              signature: btoa('signature'),
              header: {
                ephemeralPublicKey: btoa('ephemeral key'),
                publicKeyHash: btoa('key hash'),
                transactionId: Date.now().toString(16),
              },
            },
            paymentMethod,
            transactionIdentifier: Date.now().toString(16).toUpperCase(),
          },
          billingContact: contact,
          shippingContact: {
            ...(ships ? contact : {}),
            ...(shippingFields.includes('phone') ? { phoneNumber: b.phoneNumber } : {}),
            ...(shippingFields.includes('email') ? { emailAddress: b.emailAddress } : {}),
          },
        },
      });
    }
  }
  w.ApplePaySession = ApplePaySession;
  w.ApplePayError = ApplePayError;
}

/** Puts the ApplePaySession stand-in in every page of `context`, with `buyer`'s Apple Pay. */
export async function standInApplePay(context: BrowserContext, buyer: ApplePayBuyer) {
  await context.addInitScript(applePaySession, buyer);
}
