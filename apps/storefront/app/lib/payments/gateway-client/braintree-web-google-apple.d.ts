/**
 * The parts of braintree-web 3.144.0's google-payment and apple-pay modules the wallet drivers
 * call (the package ships no types; these follow google-payment/google-payment.js and
 * apple-pay/apple-pay.js).
 */
declare module 'braintree-web/google-payment' {
  import type { Client } from 'braintree-web/client';
  export interface GooglePaymentPayload {
    nonce: string;
    type: string;
    description?: string;
    details?: { cardType?: string; lastFour?: string; lastTwo?: string; bin?: string };
  }
  export interface GooglePayment {
    /** Google Pay's PaymentDataRequest (v2): the gateway's defaults with `overrides` over them. */
    createPaymentDataRequest(overrides: Record<string, unknown>): Record<string, unknown> & {
      allowedPaymentMethods: Array<
        Record<string, unknown> & { parameters: Record<string, unknown> }
      >;
    };
    parseResponse(paymentData: unknown): Promise<GooglePaymentPayload>;
    teardown(): Promise<void>;
  }
  export function create(options: {
    client: Client;
    googlePayVersion: 2;
    googleMerchantId?: string;
  }): Promise<GooglePayment>;
}

declare module 'braintree-web/apple-pay' {
  import type { Client } from 'braintree-web/client';
  export interface ApplePayPayload {
    nonce: string;
    type: string;
    description?: string;
    details?: { cardType?: string; cardholderName?: string; dpanLastTwo?: string };
  }
  export interface ApplePay {
    merchantIdentifier?: string;
    /** Apple's payment request: the gateway's country, currency and networks with `request`. */
    createPaymentRequest(request: Record<string, unknown>): Record<string, unknown>;
    /** The merchant session Apple's `completeMerchantValidation` takes. */
    performValidation(options: { validationURL: string; displayName?: string }): Promise<unknown>;
    tokenize(options: { token: unknown }): Promise<ApplePayPayload>;
    teardown(): Promise<void>;
  }
  export function create(options: { client: Client }): Promise<ApplePay>;
}
