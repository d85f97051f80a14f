/**
 * The Venmo driver's pure parts (docs/decisions/braintree-wallets.md "Venmo"): a sheet request →
 * braintree-web's `venmo.create` options, its tokenize payload → the sheet's approval, its errors →
 * a cancel or a wallet error. No braintree-web here, so each rule is tested without it.
 */
import type { VenmoAddress, VenmoCreateOptions, VenmoTokenizePayload } from 'braintree-web/venmo';
import type { SheetAddress } from '../../../wallets/actions.ts';
import type { WalletError } from '../../../wallets/errors.ts';
import type { SheetApproval, SheetRequest } from '../../../wallets/sheet.ts';
import { completeAddress } from './shapes.ts';

/** What braintree-web's client configuration says of Venmo (`payWithVenmo`). */
export interface PayWithVenmo {
  enrichedCustomerDataEnabled?: boolean;
}

/**
 * The options of `venmo.create` without the client. Desktop browsers pay through Venmo's web
 * login in a popup (`allowDesktopWebLogin`; `allowDesktop` alone would show the QR code to scan
 * with the phone); phones without the app fall back to Venmo's mobile web
 * (`mobileWebFallBack`). The vault flow asks for a reusable account (multi_use), the checkout a
 * single payment of the amount (reusable when the shopper may save it). The buyer's addresses are asked for only where the merchant's
 * gateway has Enriched Customer Data (else braintree-web refuses with ECD_DISABLED) and the
 * caller takes them: a checkout tab has both already; an express flow (a shipping callback)
 * needs them.
 */
export function venmoOptions(
  request: SheetRequest,
  venmo: PayWithVenmo | undefined,
): Omit<VenmoCreateOptions, 'client'> {
  const collect = venmo?.enrichedCustomerDataEnabled === true && !!request.onShippingAddress;
  return {
    allowDesktop: true,
    allowDesktopWebLogin: true,
    mobileWebFallBack: true,
    // A payment the shopper may save needs a reusable account too: the vault refuses single_use.
    paymentMethodUsage:
      request.flow === 'vault' || request.saveAccount ? 'multi_use' : 'single_use',
    ...(request.flow === 'checkout' && request.amount !== undefined
      ? { totalAmount: request.amount.toFixed(2) }
      : {}),
    collectCustomerBillingAddress: collect,
    collectCustomerShippingAddress: collect,
  };
}

const str = (value: string | null | undefined) => (value ?? '').trim();

/** Venmo's address (one full name, admin areas) as the sheet's address; undefined if partial. */
export function sheetAddressOf(address: VenmoAddress | null | undefined): SheetAddress | undefined {
  if (!address) return undefined;
  const [firstName = '', ...rest] = str(address.fullName).split(/\s+/);
  return completeAddress({
    firstName,
    lastName: rest.join(' '),
    line1: address.addressLine1,
    line2: address.addressLine2,
    city: address.adminArea2,
    state: address.adminArea1,
    postalCode: address.postalCode,
    countryCode: address.countryCode,
  });
}

/**
 * The tokenize payload as the sheet's approval: the nonce, the Venmo username (`@name`, shown as
 * the session account's description) and, where Venmo shared them, the payer's name, email, phone
 * and addresses.
 */
export function venmoApproval(payload: VenmoTokenizePayload): SheetApproval {
  const payer = payload.details.payerInfo ?? {};
  const username = str(payload.details.username);
  const shippingAddress = sheetAddressOf(payer.shippingAddress);
  const billingAddress = sheetAddressOf(payer.billingAddress);
  const pairs: Array<[string, string]> = [
    ['username', username],
    ['description', username],
    ['email', str(payer.email)],
    ['phone', str(payer.phoneNumber)],
    ['firstName', str(payer.firstName)],
    ['lastName', str(payer.lastName)],
  ];
  return {
    nonce: payload.nonce,
    details: {
      ...Object.fromEntries(pairs.filter(([, v]) => v !== '')),
      ...(shippingAddress ? { shippingAddress } : {}),
      ...(billingAddress ? { billingAddress } : {}),
    },
  };
}

/** braintree-web's codes for a shopper who ended the flow (Venmo's window, app or backdrop). */
const CANCELLED = new Set([
  'VENMO_CANCELED',
  'VENMO_APP_CANCELED',
  'VENMO_CUSTOMER_CANCELED',
  'VENMO_DESKTOP_CANCELED',
  'VENMO_MOBILE_POLLING_TOKENIZATION_CANCELED',
  'VENMO_TOKENIZATION_CANCELED_BY_MERCHANT',
  // The web login popup closed before Venmo returned (frame-service).
  'FRAME_SERVICE_FRAME_CLOSED',
]);

/** A tokenize failure: a cancel, or an error with braintree-web's message. */
export function venmoFailure(error: unknown): { cancelled: true } | { error: WalletError } {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && CANCELLED.has(code)) return { cancelled: true };
  return {
    error: {
      ...(typeof code === 'string' ? { code } : {}),
      ...(typeof message === 'string' && message ? { message } : {}),
    },
  };
}

/** Spec 002 §5: a browser Venmo cannot run in is the configured "not supported" message. */
export const NOT_SUPPORTED: WalletError = { code: 'browser-not-supported' };
