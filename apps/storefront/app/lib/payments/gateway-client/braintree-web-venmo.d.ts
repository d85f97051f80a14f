/**
 * braintree-web 3.144.0's Venmo component, the parts the Venmo driver calls (venmo/index.js,
 * venmo/venmo.js JSDoc and `formatTokenizePayload`).
 */
declare module 'braintree-web/venmo' {
  import type { Client } from 'braintree-web/client';
  export interface VenmoAddress {
    fullName?: string | null;
    addressLine1?: string | null;
    addressLine2?: string | null;
    /** State or province. */
    adminArea1?: string | null;
    /** City. */
    adminArea2?: string | null;
    postalCode?: string | null;
    countryCode?: string | null;
  }
  export interface VenmoPayerInfo {
    firstName?: string | null;
    lastName?: string | null;
    phoneNumber?: string | null;
    email?: string | null;
    externalId?: string | null;
    userName?: string | null;
    billingAddress?: VenmoAddress | null;
    shippingAddress?: VenmoAddress | null;
  }
  export interface VenmoTokenizePayload {
    nonce: string;
    type: 'VenmoAccount';
    details: { username: string; paymentContextId?: string; payerInfo?: VenmoPayerInfo };
  }
  export interface VenmoCreateOptions {
    client: Client;
    allowDesktop?: boolean;
    allowDesktopWebLogin?: boolean;
    mobileWebFallBack?: boolean;
    paymentMethodUsage?: 'multi_use' | 'single_use';
    totalAmount?: string;
    collectCustomerBillingAddress?: boolean;
    collectCustomerShippingAddress?: boolean;
    allowNewBrowserTab?: boolean;
  }
  export interface Venmo {
    isBrowserSupported(): boolean;
    tokenize(): Promise<VenmoTokenizePayload>;
    cancelTokenization(): Promise<unknown>;
    teardown(): Promise<void>;
  }
  export function create(options: VenmoCreateOptions): Promise<Venmo>;
  export function isBrowserSupported(options?: {
    allowDesktop?: boolean;
    allowDesktopWebLogin?: boolean;
    allowNewBrowserTab?: boolean;
  }): boolean;
}
