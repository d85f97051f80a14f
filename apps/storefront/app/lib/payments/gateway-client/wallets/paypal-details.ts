/**
 * PayPal's tokenized account (braintree-web paypal-checkout `tokenizePayment`) → what the
 * sandbox sheet approves (lib/wallets/sheet.ts SheetApproval): the buyer's email, names and
 * phone, and the addresses in the sheet's shape, which the express flow puts on the basket.
 * Pure, so every rule is tested without PayPal.
 */
import type { SheetAddress } from '../../../wallets/actions.ts';
import type { SheetApproval } from '../../../wallets/sheet.ts';
import { completeAddress } from './shapes.ts';

/** An address as braintree-web reports PayPal's (`details.shippingAddress` / `billingAddress`). */
export interface PayPalAddress {
  recipientName?: string;
  line1?: string;
  line2?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  countryCode?: string;
}

/** The tokenize payload's parts this mapping reads. */
export interface PayPalPayload {
  nonce: string;
  details: {
    email?: string;
    payerId?: string;
    firstName?: string;
    lastName?: string;
    phone?: string;
    shippingAddress?: PayPalAddress;
    billingAddress?: PayPalAddress;
  };
}

const clean = (value: string | undefined) => value?.trim() ?? '';

/** "Jordan Q Miller" → Jordan, Q Miller; one word is the first name with the payer's last. */
export function splitRecipient(
  recipient: string | undefined,
  payer: { firstName: string; lastName: string },
): { firstName: string; lastName: string } {
  const words = clean(recipient).split(/\s+/).filter(Boolean);
  if (words.length === 0) return payer;
  if (words.length === 1) return { firstName: words[0]!, lastName: payer.lastName };
  return { firstName: words[0]!, lastName: words.slice(1).join(' ') };
}

/**
 * One of PayPal's addresses in the sheet's shape, named for its recipient (else the payer), or
 * undefined when PayPal left out a part the store needs (street, city, postal code, country).
 */
export function sheetAddressOf(
  address: PayPalAddress | undefined,
  payer: { firstName: string; lastName: string },
  phone?: string,
): SheetAddress | undefined {
  if (!address) return undefined;
  return completeAddress({
    ...splitRecipient(address.recipientName, payer),
    line1: address.line1,
    line2: address.line2,
    city: address.city,
    state: address.state,
    postalCode: address.postalCode,
    countryCode: address.countryCode,
    phone,
  });
}

/**
 * The approval: PayPal's nonce, the payer's email, names, phone and payer id, the shipping
 * address, and the billing address (PayPal gives it to eligible merchants only; without it the
 * express flow bills the shipping address, as with the sandbox's PayPal).
 */
export function approvalOfPayPal(payload: PayPalPayload): SheetApproval {
  const d = payload.details;
  const payer = { firstName: clean(d.firstName), lastName: clean(d.lastName) };
  const phone = clean(d.phone);
  const shippingAddress = sheetAddressOf(d.shippingAddress, payer, phone);
  const billingAddress = sheetAddressOf(d.billingAddress, payer, phone);
  return {
    nonce: payload.nonce,
    details: {
      ...(clean(d.email) ? { email: clean(d.email) } : {}),
      ...(payer.firstName ? { firstName: payer.firstName } : {}),
      ...(payer.lastName ? { lastName: payer.lastName } : {}),
      ...(phone ? { phone } : {}),
      ...(clean(d.payerId) ? { payerId: clean(d.payerId) } : {}),
      ...(shippingAddress ? { shippingAddress } : {}),
      ...(billingAddress ? { billingAddress } : {}),
    },
  };
}

/** PayPal's button for the request: Pay Later when asked for, else PayPal itself. */
export const paypalFundingSource = (fundingSource: unknown): 'paypal' | 'paylater' =>
  fundingSource === 'paylater' ? 'paylater' : 'paypal';
