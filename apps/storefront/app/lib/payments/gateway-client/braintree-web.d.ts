/**
 * The parts of braintree-web 3.144.0 this storefront calls (the package ships no types; these
 * follow its JSDoc: client/index.js, hosted-fields/index.js, data-collector/index.js,
 * paypal-checkout/index.js, apple-pay/index.js, google-payment/index.js, venmo/index.js).
 */
declare module 'braintree-web/client' {
  export interface Client {
    getConfiguration(): { gatewayConfiguration: Record<string, unknown> };
    teardown(): Promise<void>;
  }
  export function create(options: { authorization: string }): Promise<Client>;
}

declare module 'braintree-web/hosted-fields' {
  import type { Client } from 'braintree-web/client';
  export interface HostedFieldsFieldState {
    isEmpty: boolean;
    isValid: boolean;
    isPotentiallyValid: boolean;
    isFocused: boolean;
  }
  export interface HostedFieldsState {
    fields: Record<string, HostedFieldsFieldState | undefined>;
  }
  export interface HostedFieldsPayload {
    nonce: string;
    details: {
      cardType: string;
      lastFour: string;
      expirationMonth: string;
      expirationYear: string;
      cardholderName?: string;
    };
  }
  export interface HostedFields {
    tokenize(options?: { vault?: boolean }): Promise<HostedFieldsPayload>;
    getState(): HostedFieldsState;
    focus(field: string): void;
    on(event: string, handler: (state: HostedFieldsState) => void): void;
    teardown(): Promise<void>;
  }
  export function create(options: {
    client: Client;
    fields: Record<string, { container: string | HTMLElement; internalLabel?: string }>;
    styles?: Record<string, Record<string, string>>;
  }): Promise<HostedFields>;
}

declare module 'braintree-web/data-collector' {
  import type { Client } from 'braintree-web/client';
  export interface DataCollector {
    deviceData: string;
    teardown(): Promise<void>;
  }
  export function create(options: { client: Client }): Promise<DataCollector>;
}

declare module 'braintree-web/paypal-checkout' {
  import type { Client } from 'braintree-web/client';
  export interface PayPalCheckout {
    loadPayPalSDK(options: Record<string, string | boolean>): Promise<PayPalCheckout>;
    createPayment(options: Record<string, unknown>): Promise<string>;
    tokenizePayment(data: Record<string, unknown>): Promise<{ nonce: string }>;
    teardown(): Promise<void>;
  }
  export function create(options: { client: Client }): Promise<PayPalCheckout>;
}

declare module 'braintree-web/apple-pay' {
  import type { Client } from 'braintree-web/client';
  export interface ApplePay {
    performValidation(options: { validationURL: string; displayName?: string }): Promise<unknown>;
    tokenize(options: { token: unknown }): Promise<{ nonce: string }>;
  }
  export function create(options: { client: Client }): Promise<ApplePay>;
}

declare module 'braintree-web/google-payment' {
  import type { Client } from 'braintree-web/client';
  export interface GooglePayment {
    createPaymentDataRequest(options: Record<string, unknown>): Record<string, unknown>;
    parseResponse(response: unknown): Promise<{ nonce: string }>;
  }
  export function create(options: {
    client: Client;
    googlePayVersion: 2;
    googleMerchantId?: string;
  }): Promise<GooglePayment>;
}

declare module 'braintree-web/venmo' {
  import type { Client } from 'braintree-web/client';
  export interface Venmo {
    isBrowserSupported(): boolean;
    tokenize(): Promise<{ nonce: string; details: { username: string } }>;
  }
  export function create(options: { client: Client; allowDesktop?: boolean }): Promise<Venmo>;
}
