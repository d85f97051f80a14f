/**
 * Visa's stored-card scheme through braintree-web's visa-checkout (spec 002 §1 "stored card
 * scheme", §3 its `description`; docs/decisions/braintree-wallets.md): the pure parts of the
 * driver — Visa's addresses by the gateway's environment, Visa's init options for a request, and
 * the tokenized card as the sandbox's sheet answers a stored-card-scheme approval.
 */
import type { VisaCheckoutAddress, VisaCheckoutTokenizePayload } from 'braintree-web/visa-checkout';
import type { SheetAddress } from '../../../wallets/actions.ts';
import type { SheetApproval, SheetRequest } from '../../../wallets/sheet.ts';
import { completeAddress } from './shapes.ts';

/**
 * Visa's SDK and its button image, per environment, as Visa documents them for Braintree's
 * sandbox and production (the gateway's configuration names the environment).
 */
export const VISA_ASSETS = {
  sandbox: {
    sdk: 'https://sandbox-assets.secure.checkout.visa.com/checkout-widget/resources/js/integration/v1/sdk.js',
    button: 'https://sandbox.secure.checkout.visa.com/wallet-services-web/xo/button.png',
  },
  production: {
    sdk: 'https://assets.secure.checkout.visa.com/checkout-widget/resources/js/integration/v1/sdk.js',
    button: 'https://secure.checkout.visa.com/wallet-services-web/xo/button.png',
  },
} as const;

export const visaAssetsFor = (environment: unknown) =>
  environment === 'production' ? VISA_ASSETS.production : VISA_ASSETS.sandbox;

/** Visa's locale setting ("en_US") from the site's locale id ("en-US"). */
export const visaLocale = (localeId: string) => localeId.replace('-', '_');

/**
 * The options braintree-web's `createInitOptions` completes (it adds the API key, the encryption
 * key and the card brands): the checkout flow pays the request's amount, the vault flow only
 * saves the card; Visa collects a shipping address only when the caller answers for it.
 */
export function visaInitOptions(request: SheetRequest, localeId: string) {
  const paying = request.flow === 'checkout' && request.amount !== undefined;
  return {
    paymentRequest: {
      ...(request.currency ? { currencyCode: request.currency } : {}),
      ...(paying ? { subtotal: request.amount?.toFixed(2) } : {}),
    },
    settings: {
      locale: visaLocale(localeId),
      shipping: { collectShipping: request.onShippingAddress ? 'true' : 'false' },
      review: { buttonAction: paying ? 'Pay' : 'Continue' },
    },
  };
}

/** A Visa address as the sheet's address; undefined when it lacks what an address needs. */
export function sheetAddressOf(
  address: VisaCheckoutAddress | undefined,
  fallbackName: { firstName?: string; lastName?: string } = {},
): SheetAddress | undefined {
  if (!address) return undefined;
  return completeAddress({
    firstName: address.firstName?.trim() || fallbackName.firstName,
    lastName: address.lastName?.trim() || fallbackName.lastName,
    line1: address.streetAddress,
    line2: address.extendedAddress,
    city: address.locality,
    state: address.region,
    postalCode: address.postalCode,
    countryCode: address.countryCode,
    phone: address.phoneNumber,
  });
}

/** Braintree's card type names as our card types name them ("Visa" → "visa"). */
const CARD_TYPES: Readonly<Record<string, string>> = {
  Visa: 'visa',
  MasterCard: 'mastercard',
  'American Express': 'amex',
  Discover: 'discover',
};

/**
 * The tokenized card as the sandbox's sheet answers a stored-card-scheme approval: the nonce,
 * the card (type, last four) and the scheme's description of it ("Visa ending in 1111", spec 002
 * §3), the buyer Visa returns, and both addresses.
 */
export function visaApproval(
  payload: VisaCheckoutTokenizePayload,
  deviceData?: string,
): SheetApproval {
  const user = payload.userData ?? {};
  const firstName = user.userFirstName?.trim() || payload.billingAddress?.firstName?.trim();
  const lastName = user.userLastName?.trim() || payload.billingAddress?.lastName?.trim();
  const name = { firstName, lastName };
  const shippingAddress = sheetAddressOf(payload.shippingAddress, name);
  const billingAddress = sheetAddressOf(payload.billingAddress, name);
  const brand = payload.details?.cardType;
  const lastFour = payload.details?.lastFour;
  // The scheme's words for its card as the sandbox's sheet gives them (spec 002 §3); the client
  // API's own `description` ("ending in 11") names neither the brand nor four digits.
  const description = brand && lastFour ? `${brand} ending in ${lastFour}` : undefined;
  const phone = payload.billingAddress?.phoneNumber?.trim();
  const owner = [firstName, lastName].filter(Boolean).join(' ');
  return {
    nonce: payload.nonce,
    details: {
      ...(brand ? { cardType: CARD_TYPES[brand] ?? brand.toLowerCase() } : {}),
      ...(lastFour ? { lastFour } : {}),
      ...(description ? { description } : {}),
      ...(user.userEmail?.trim() ? { email: user.userEmail.trim() } : {}),
      ...(firstName ? { firstName } : {}),
      ...(lastName ? { lastName } : {}),
      ...(owner ? { owner } : {}),
      ...(phone ? { phone } : {}),
      ...(shippingAddress ? { shippingAddress } : {}),
      ...(billingAddress ? { billingAddress } : {}),
      ...(deviceData ? { deviceData } : {}),
    },
  };
}
