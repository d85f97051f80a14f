/**
 * braintree-web 3.144.0's visa-checkout module as this storefront calls it (the package ships no
 * types; these follow its JSDoc: visa-checkout/index.js, visa-checkout/visa-checkout.js).
 */
declare module 'braintree-web/visa-checkout' {
  import type { Client } from 'braintree-web/client';
  /** Visa Checkout's address, as braintree-web's tokenize answers it (VisaCheckout~Address). */
  export interface VisaCheckoutAddress {
    firstName?: string;
    lastName?: string;
    streetAddress?: string;
    extendedAddress?: string;
    locality?: string;
    region?: string;
    postalCode?: string;
    countryCode?: string;
    phoneNumber?: string;
  }
  /** What braintree-web's tokenize answers (VisaCheckout~tokenizePayload). */
  export interface VisaCheckoutTokenizePayload {
    nonce: string;
    type?: string;
    description?: string;
    details?: { cardType?: string; lastFour?: string; lastTwo?: string };
    billingAddress?: VisaCheckoutAddress;
    shippingAddress?: VisaCheckoutAddress;
    userData?: {
      userEmail?: string;
      userFirstName?: string;
      userLastName?: string;
      userFullName?: string;
      userName?: string;
    };
  }
  /** What Visa's SDK hands `payment.success`: braintree-web needs these three. */
  export interface VisaCheckoutPayment {
    callid: string;
    encKey: string;
    encPaymentData: string;
  }
  export interface VisaCheckout {
    createInitOptions(options: Record<string, unknown>): Record<string, unknown>;
    tokenize(payment: VisaCheckoutPayment): Promise<VisaCheckoutTokenizePayload>;
    teardown(): Promise<void>;
  }
  export function create(options: { client: Client }): Promise<VisaCheckout>;
}
