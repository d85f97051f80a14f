/**
 * The official Braintree server SDK (`braintree`), set up from our configuration, and the parts
 * of its answers the adapter reads. Amounts cross to the SDK as decimal strings with the
 * currency's own number of places (spec 002 and Braintree's `amount` field).
 */
import braintree from 'braintree';
import type { CurrencyCode } from '@solo/sites';
import { EXPONENT } from '../../pricing/index.ts';

export interface BraintreeCredentials {
  environment: 'sandbox' | 'production';
  merchantId: string;
  publicKey: string;
  privateKey: string;
  /**
   * The merchant account of each currency (BRAINTREE_MERCHANT_ACCOUNTS): a sale goes to the
   * account settling in its currency. Unset, every sale goes to the default account, which
   * settles in one currency only; set, a currency without an account is refused.
   */
  merchantAccounts?: Partial<Record<CurrencyCode, string>>;
  /**
   * A local server speaking the gateway's wire format instead of Braintree's hosts
   * (BRAINTREE_SERVER, sandbox only: the tests and the browser journeys' store).
   */
  server?: { host: string; port: number };
}

export interface SdkOptions extends BraintreeCredentials {
  /** How long one call may take before it counts as a gateway timeout (the SDK's `timeout`). */
  timeoutMs: number;
}

/** Minor units → the decimal string Braintree's `amount` takes ("12.99"; "1299" at 0 places). */
export function amountString(minor: number, currency: CurrencyCode): string {
  const places = EXPONENT[currency];
  return (minor / 10 ** places).toFixed(places);
}

/** Braintree's decimal string → minor units of the currency. */
export function minorOf(amount: string, currency: CurrencyCode): number {
  return Math.round(Number(amount) * 10 ** EXPONENT[currency]);
}

export function createSdk(options: SdkOptions): braintree.BraintreeGateway {
  const environment = options.server
    ? // host, port, auth URL (unused by these calls), ssl off: the test's local server.
      new braintree.Environment(
        options.server.host,
        String(options.server.port),
        `http://${options.server.host}:${options.server.port}`,
        false,
        options.server.host,
        String(options.server.port),
      )
    : options.environment === 'production'
      ? braintree.Environment.Production
      : braintree.Environment.Sandbox;
  const gateway = new braintree.BraintreeGateway({
    environment,
    merchantId: options.merchantId,
    publicKey: options.publicKey,
    privateKey: options.privateKey,
  });
  // The SDK's Config reads no timeout from its argument; its requests read `config.timeout`.
  (gateway.config as { timeout: number }).timeout = options.timeoutMs;
  return gateway;
}

/** What the adapter reads of a Braintree transaction (the SDK's Transaction has more). */
export interface BtTransaction {
  id: string;
  status: string;
  type?: string;
  amount: string;
  currencyIsoCode?: string;
  orderId?: string | null;
  processorResponseCode?: string | null;
  processorResponseText?: string | null;
  gatewayRejectionReason?: string | null;
  paymentInstrumentType?: string | null;
  creditCard?: BtCardDetails | null;
  applePayCard?: BtCardDetails | null;
  androidPayCard?: BtCardDetails | null;
  visaCheckoutCard?: BtCardDetails | null;
  paypalAccount?: { payerEmail?: string | null; token?: string | null } | null;
  venmoAccount?: { username?: string | null; token?: string | null } | null;
  customer?: { id?: string | null } | null;
  createdAt?: string;
}

export interface BtCardDetails {
  token?: string | null;
  cardType?: string | null;
  last4?: string | null;
  expirationMonth?: string | null;
  expirationYear?: string | null;
  cardholderName?: string | null;
  /** Apple Pay / Google Pay name the card's brand and digits differently. */
  sourceCardType?: string | null;
  sourceCardLast4?: string | null;
  virtualCardType?: string | null;
  virtualCardLast4?: string | null;
}

export interface BtErrorResponse {
  success: false;
  message: string;
  errors: { deepErrors(): Array<{ attribute: string; code: string; message: string }> };
  transaction?: BtTransaction;
}

export type BtResult<K extends string, T> = ({ success: true } & Record<K, T>) | BtErrorResponse;
