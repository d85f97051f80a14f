/**
 * Gateway and express errors shown to the shopper (spec 002 §8 "Provider errors map by code to
 * configured messages, falling back to the raw message, then to a client gateway network
 * message"). Codes are the problem types' last segments (`…/errors/zero-amount`).
 */
import type { ExpressPlace, WalletType } from './buttons.ts';

/** An error as a value: its code when the service named one, and its raw message. */
export interface WalletError {
  code?: string;
  message?: string;
  /** Spec 002 §8: a failed call with a redirect URL sends the shopper there. */
  redirectUrl?: string;
}

/** Keys of the configured messages (components/wallets/messages.ts). */
export type ConfiguredMessage =
  | 'zeroAmount'
  | 'googlePayZeroAmount'
  | 'mobileWalletZeroAmount'
  | 'mobileWalletNotSupported'
  | 'billingAddressNotSupported'
  | 'countryNotAllowed'
  | 'addressNotSupported'
  | 'shippingMethodsFailed'
  | 'shippingMethodFailed'
  | 'addToCartFailed'
  | 'network'
  | 'expressFailed'
  | 'googlePayFailed'
  | 'noApplePayConfiguration'
  | 'noGooglePayConfiguration';

/** Which configured message a code maps to, per wallet (spec 002 §5, §8). */
export function configuredMessage(
  code: string | undefined,
  walletType: WalletType,
): ConfiguredMessage | undefined {
  switch (code) {
    case 'zero-amount':
      if (walletType === 'google_pay') return 'googlePayZeroAmount';
      if (walletType === 'mobile_wallet') return 'mobileWalletZeroAmount';
      return 'zeroAmount';
    case 'browser-not-supported':
      return 'mobileWalletNotSupported';
    case 'billing-address-not-supported':
      return 'billingAddressNotSupported';
    case 'shipping-country-not-allowed':
      // Google Pay's SHIPPING_ADDRESS_INVALID in its sheet; the other wallets end the flow with
      // it (countryRefusal), in the shopper's language rather than the service's serverErrors.
      return walletType === 'google_pay' ? 'addressNotSupported' : 'countryNotAllowed';
    case 'shipping-address-invalid':
      // Google Pay's SHIPPING_ADDRESS_INVALID; the other wallets show the service's reason.
      return walletType === 'google_pay' ? 'addressNotSupported' : undefined;
    case 'shipping-methods-failed':
      return 'shippingMethodsFailed';
    case 'shipping-method-failed':
      return 'shippingMethodFailed';
    case 'add-to-cart-failed':
      return 'addToCartFailed';
    case 'network':
      return 'network';
    // Spec 002 §8 "Missing gateway configuration": the wallets that name it; the others show
    // the express flow's default error.
    case 'no-configuration':
      if (walletType === 'apple_pay') return 'noApplePayConfiguration';
      if (walletType === 'google_pay') return 'noGooglePayConfiguration';
      return undefined;
    default:
      return undefined;
  }
}

/**
 * The text to show: a configured message, else the raw message, else `fallback` (the gateway
 * network message in the sheet; the express flow's default error after it).
 */
export function walletErrorText(
  error: WalletError,
  walletType: WalletType,
  text: (key: ConfiguredMessage) => string,
  fallback: ConfiguredMessage = 'network',
): string {
  const key = configuredMessage(error.code, walletType);
  if (key) return text(key);
  const raw = error.message?.trim();
  return raw ? raw : text(fallback);
}

/**
 * Spec 002 §8: the express flow's default error ("Payment via PayPal is unavailable…", 7 s);
 * Google Pay's own "An error occurred while processing your request".
 */
export const expressFallback = (walletType: WalletType): ConfiguredMessage =>
  walletType === 'google_pay' ? 'googlePayFailed' : 'expressFailed';

/** The code of a problem+json body: the last segment of its `type`. */
export function problemCode(problem: unknown): string | undefined {
  const type = (problem as { type?: unknown } | null)?.type;
  return typeof type === 'string' ? type.split('/').pop() || undefined : undefined;
}

/**
 * A problem+json body (or nothing, for a network failure) as a WalletError: spec 002 §8 order
 * responses join fieldErrors and serverErrors into sentences; else errorMessage, detail, title.
 */
export function walletErrorOf(problem: unknown): WalletError {
  if (!problem || typeof problem !== 'object') return { code: 'network' };
  const body = problem as Record<string, unknown>;
  const strings = (value: unknown) =>
    Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  const fieldErrors =
    body.fieldErrors && typeof body.fieldErrors === 'object'
      ? Object.values(body.fieldErrors as Record<string, unknown>).filter(
          (v): v is string => typeof v === 'string',
        )
      : [];
  const joined = [...fieldErrors, ...strings(body.serverErrors)]
    .map((s) => s.trim().replace(/([^.!?])$/, '$1.'))
    .join(' ');
  const pick = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  const message =
    joined || pick(body.errorMessage) || pick(body.detail) || pick(body.title) || undefined;
  const code = problemCode(problem);
  const redirectUrl = pick(body.redirectUrl) ?? pick(body.redirectURL);
  return {
    ...(code ? { code } : {}),
    ...(message ? { message } : {}),
    ...(redirectUrl ? { redirectUrl } : {}),
  };
}

/**
 * Spec 002 §5 "A disallowed shipping country gives a redirect", §8 "in the PayPal flow its
 * serverErrors are shown as a toast": a country the site's express orders do not ship to ends the
 * express flow instead of staying in the sheet. The PayPal flow (PayPal and Pay Later) shows it as
 * a toast where the shopper is; the other wallets send the shopper to the checkout's shipping
 * step with the same toast, except from the product page, whose product was taken out of the
 * basket again (§4), so the shopper stays there. Google Pay keeps its own in-sheet answer
 * (SHIPPING_ADDRESS_INVALID, §8). docs/decisions/express-country-refusals.md.
 */
export function countryRefusal(
  error: WalletError,
  walletType: WalletType,
  place: ExpressPlace,
): WalletError | null {
  if (error.code !== 'shipping-country-not-allowed' || walletType === 'google_pay') return null;
  if (walletType === 'paypal' || place === 'pdp') return { code: error.code };
  return { code: error.code, redirectUrl: COUNTRY_REDIRECT };
}

/** Where a refused express country sends the shopper: the checkout's shipping address. */
export const COUNTRY_REDIRECT = '/checkout#shipping';

/** Spec 002 §8: a redirect says why only for a refused country; cart errors redirect silently. */
export const announcesRedirect = (error: WalletError): boolean =>
  error.code === 'shipping-country-not-allowed';
