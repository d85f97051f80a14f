/**
 * braintree-web 3.144.0's paypal-checkout, as the PayPal driver calls it (the package ships no
 * types; these follow paypal-checkout/paypal-checkout.js's JSDoc), and the parts of PayPal's JS
 * SDK (`window.paypal`, which `loadPayPalSDK` loads) the driver uses, as PayPal documents them.
 */
declare module 'braintree-web/paypal-checkout' {
  import type { Client } from 'braintree-web/client';
  export interface PayPalAccountAddress {
    recipientName?: string;
    line1?: string;
    line2?: string;
    city?: string;
    state?: string;
    postalCode?: string;
    countryCode?: string;
  }
  export interface PayPalTokenizePayload {
    nonce: string;
    type: string;
    details: {
      email?: string;
      payerId?: string;
      firstName?: string;
      lastName?: string;
      countryCode?: string;
      phone?: string;
      shippingAddress?: PayPalAccountAddress;
      billingAddress?: PayPalAccountAddress;
    };
  }
  export interface PayPalShippingOption {
    id: string;
    type: 'SHIPPING' | 'PICKUP';
    label: string;
    selected: boolean;
    amount: { value: string; currency: string };
  }
  export interface PayPalCheckout {
    loadPayPalSDK(options?: Record<string, unknown>): Promise<PayPalCheckout>;
    createPayment(options: Record<string, unknown>): Promise<string>;
    updatePayment(options: {
      paymentId: string;
      amount: string;
      currency: string;
      shippingOptions?: PayPalShippingOption[];
    }): Promise<unknown>;
    tokenizePayment(data: Record<string, unknown>): Promise<PayPalTokenizePayload>;
    teardown(): Promise<void>;
  }
  export function create(options: { client: Client }): Promise<PayPalCheckout>;
}

/** PayPal's JS SDK as documented (developer.paypal.com/sdk/js/reference). */
interface PayPalButtonsInstance {
  isEligible(): boolean;
  render(container: HTMLElement | string): Promise<void>;
  close(): Promise<void>;
}
interface PayPalSdk {
  Buttons(options: Record<string, unknown>): PayPalButtonsInstance;
  FUNDING: Record<string, string>;
}
interface Window {
  paypal?: PayPalSdk;
}
