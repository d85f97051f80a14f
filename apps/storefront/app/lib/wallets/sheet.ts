/**
 * The sandbox wallet sheet's contract and its gateway calls (docs/decisions.md "Wallet approval
 * sheet in the sandbox"). The browser calls the `payments/wallet-contexts` custom API through the
 * proxy like a gateway's client script; the storefront server adds the shopper's token from the
 * session cookie of the site the `siteId` query names.
 */
import type { ExpressQuote, ExpressTotals, SheetAddress } from './actions.ts';
import type { KlarnaPlan } from '@solo/sites/klarna';
import type { FundingSource, WalletType } from './buttons.ts';
import { walletErrorOf, type WalletError } from './errors.ts';
import type { SandboxBuyer } from './sandbox-buyer.ts';

export interface SheetBuyer {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string;
  shippingAddress?: SheetAddress;
  billingAddress?: SheetAddress;
  cardNumber?: string;
}

export interface SheetRequest {
  walletType: WalletType;
  flow: 'checkout' | 'vault';
  /** Checkout flow: the amount to approve and its currency (decimal, as on the wire). */
  amount?: number;
  currency?: string;
  /** PayPal's funding source, or the Klarna plan the shopper chose. */
  fundingSource?: FundingSource | KlarnaPlan;
  /**
   * Spec 002 §4 shipping callback: runs with the shipping address ("Update shipping", or on
   * Approve when no options were fetched for it) and answers the shipping options and totals,
   * or an error the sheet shows; with `close`, an error that ends the sheet (the flow shows it).
   */
  onShippingAddress?: (
    address: SheetAddress,
    /** `estimate`: the wallet revealed only town, region, postal code and country (redacted). */
    options?: { estimate?: boolean },
  ) => Promise<ExpressQuote | { error: WalletError; close?: boolean }>;
  /** Spec 002 §4 shipping option change: sets the method, answers the new totals. */
  onShippingMethod?: (methodId: string) => Promise<ExpressQuote | { error: WalletError }>;
  /** Spec 002 §4 Amazon Pay: the estimated order amount, polled while the sheet is open. */
  readAmount?: () => Promise<ExpressTotals | { error: WalletError }>;
  /**
   * What the sheet starts with (a checkout tab: what the shopper gave the checkout); without it
   * the sheet asks the storefront for the signed-in shopper's own data, and a guest starts from
   * empty fields (lib/wallets/sandbox-buyer.ts).
   */
  buyer?: SandboxBuyer;
  /** A context the caller creates itself (PayPal's create-order); else the sheet creates one. */
  createContext?: () => Promise<{ id: string } | { error: WalletError }>;
  /**
   * The button's provider configuration (spec 002 §3 `cardProviderConfig`) where the caller has
   * it: a gateway's wallet components take their options from it (gateway-client/options.ts).
   */
  providerConfig?: Record<string, unknown>;
  /**
   * A checkout tab whose shopper may save the account after paying: a gateway's wallet must then
   * issue a nonce its vault takes (PayPal's checkout with a billing agreement, Venmo's multi_use).
   */
  saveAccount?: boolean;
}

export interface SheetApproval {
  nonce: string;
  details: Record<string, unknown> & {
    email?: string;
    phone?: string;
    shippingAddress?: SheetAddress;
    billingAddress?: SheetAddress;
  };
}

export type SheetResult = SheetApproval | { cancelled: true } | { error: WalletError };

/** The wallets' names in a sheet's title (brand names: not translated). */
export const WALLET_NAMES: Record<WalletType, string> = {
  paypal: 'PayPal',
  apple_pay: 'Apple Pay',
  google_pay: 'Google Pay',
  amazon_pay: 'Amazon Pay',
  stored_card_scheme: 'Stored Card Scheme',
  mobile_wallet: 'Mobile Wallet',
  klarna: 'Klarna',
};

/** Card-holding wallets may name a test card (apple_pay, google_pay, stored_card_scheme). */
export const CARD_WALLETS: readonly WalletType[] = [
  'apple_pay',
  'google_pay',
  'stored_card_scheme',
];

const ORG = 'f_ecom_solo_001';
const base = (siteId: string, path = '') =>
  `/mobify/proxy/api/custom/payments/v1/organizations/${ORG}/wallet-contexts${path}?siteId=${encodeURIComponent(siteId)}`;

async function send<T>(
  url: string,
  body: unknown,
): Promise<{ ok: true; data: T } | { ok: false; error: WalletError }> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    const data = (await response.json().catch(() => null)) as unknown;
    return response.ok ? { ok: true, data: data as T } : { ok: false, error: walletErrorOf(data) };
  } catch {
    return { ok: false, error: { code: 'network' } };
  }
}

export const createWalletContext = (siteId: string, request: SheetRequest) =>
  send<{ id: string }>(base(siteId), {
    walletType: request.walletType,
    flow: request.flow,
    ...(request.amount !== undefined ? { amount: request.amount, currency: request.currency } : {}),
    ...(request.fundingSource ? { fundingSource: request.fundingSource } : {}),
  });

export const approveWalletContext = (siteId: string, id: string, buyer: SheetBuyer) =>
  send<SheetApproval>(base(siteId, `/${encodeURIComponent(id)}/approve`), buyer);

export const cancelWalletContext = (siteId: string, id: string) =>
  send<unknown>(base(siteId, `/${encodeURIComponent(id)}/cancel`), {});
