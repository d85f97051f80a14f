/**
 * What the browser sends to `POST {prefix}/express` (JSON), checked on the server; the browser
 * imports the types only, so none of zod reaches a page (docs/decisions.md "Express checkout
 * through the storefront").
 */
import { z } from 'zod';
import { EXPRESS_PLACES, type ExpressButtonId, type ExpressPlace } from './buttons.ts';
import type { WalletError } from './errors.ts';
import type { SandboxBuyer } from './sandbox-buyer.ts';

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional();

/** An address as the wallet sheet approves it (docs/api.md wallet-contexts approve). */
export const sheetAddressSchema = z.object({
  firstName: text(100),
  lastName: text(100),
  line1: text(200),
  line2: optionalText(200),
  city: text(100),
  state: optionalText(20),
  postalCode: text(20),
  countryCode: z.string().trim().length(2),
  phone: optionalText(32),
});

export type SheetAddress = z.infer<typeof sheetAddressSchema>;

export const expressActionSchema = z.discriminatedUnion('intent', [
  // Spec 002 §4 Google Pay callbacks: set the address, the first method, answer the totals.
  z.object({
    intent: z.literal('shipping'),
    walletType: z.string().max(40),
    /** Where the express button was (spec 002 §7: `isExpreesPayPal` is the product page's). */
    place: z.enum(EXPRESS_PLACES as [ExpressPlace, ...ExpressPlace[]]).optional(),
    address: sheetAddressSchema,
    /**
     * The wallet revealed only the town, region, postal code and country (Google Pay, Apple Pay
     * before approval): quote on them; the full address is set once the approval gives it.
     */
    estimate: z.boolean().optional(),
  }),
  // Spec 002 §4 Google Pay callbacks: a shipping option change sets the method, answers totals.
  z.object({
    intent: z.literal('shippingMethod'),
    methodId: text(100),
  }),
  // Spec 002 §7 paypal create-order: the PayPal order of the basket total.
  z.object({
    intent: z.literal('paypal-create-order'),
    fundingSource: z.enum(['paypal', 'paylater']),
  }),
  // Billing, email, the nonce as payment instrument and the order (spec 002 §4 wallet flow).
  z.object({
    intent: z.literal('place'),
    walletType: z.enum([
      'paypal',
      'apple_pay',
      'google_pay',
      'amazon_pay',
      'stored_card_scheme',
      'mobile_wallet',
    ]),
    nonce: text(200),
    email: z.string().trim().email().max(254),
    /** Spec 002 §4: fraud data attached to the approval (lib/wallets/device-data.ts). */
    deviceData: z.string().max(4000).optional(),
    billingAddress: sheetAddressSchema.optional(),
    shippingAddress: sheetAddressSchema.optional(),
  }),
]);

export type ExpressAction = z.infer<typeof expressActionSchema>;

/** The answers of `{prefix}/express`; errors are values with the spec 002 §8 fields. */
export interface ExpressConfigAnswer {
  buttons: ExpressButtonId[];
  /** Allowed but without a provider configuration (spec 002 §8 "No Apple Pay … Configurations"). */
  unconfigured: ExpressButtonId[];
  /** Spec 002 §3 `isFraudToolsEnabled`: device data goes with the order. */
  fraudToolsEnabled: boolean;
  /** Spec 002 §3: each allowed button's provider configuration (a gateway's wallet options). */
  providerConfigs?: Partial<Record<ExpressButtonId, Record<string, unknown>>>;
  amount: number;
  currency: string;
}
/** `GET {prefix}/express?buyer`: the signed-in shopper's own data for the sheet; null for a guest. */
export type ExpressBuyerAnswer = { buyer: SandboxBuyer | null } | { error: WalletError };
export interface ExpressTotals {
  amount: number;
  currency: string;
}
/** A shipping option the sheet offers (spec 002 §3 shipping method). */
export interface ExpressShippingOption {
  id: string;
  name: string;
  cost: number;
  arrival?: string;
  selected: boolean;
}
/** The basket's totals and shipping options after an address or method change (spec 002 §4). */
export interface ExpressQuote extends ExpressTotals {
  shippingTotal: number;
  taxTotal: number;
  options: ExpressShippingOption[];
}
export interface ExpressPaypalOrder {
  orderID: string;
  amount: number;
  currency: string;
}
export interface ExpressPlaced {
  orderNo: string;
}
export type ExpressAnswer<T> = T | { error: WalletError };
