/**
 * The parts of braintree-web 3.144.0 this storefront calls (the package ships no types; these
 * follow its JSDoc: client/index.js, hosted-fields/index.js, data-collector/index.js). The
 * wallets' modules (paypal-checkout, apple-pay, google-payment, venmo) get theirs when a wallet
 * uses them.
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
