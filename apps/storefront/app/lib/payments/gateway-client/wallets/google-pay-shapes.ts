/**
 * Google Pay's shapes (Google Pay API for the web, v2: PaymentDataRequest, IntermediatePaymentData,
 * PaymentDataRequestUpdate, PaymentData) ↔ the wallet sheet's (lib/wallets/sheet.ts): pure, so
 * the driver's callbacks are tested without Google's script.
 */
import type { ExpressQuote, SheetAddress } from '../../../wallets/actions.ts';
import type { WalletError } from '../../../wallets/errors.ts';
import { optionDetail, redactedAddress, splitName, walletAmount } from './shapes.ts';

/** Google's Address (format FULL, with phone number). */
export interface GoogleAddress {
  name?: string;
  address1?: string;
  address2?: string;
  address3?: string;
  locality?: string;
  administrativeArea?: string;
  countryCode?: string;
  postalCode?: string;
  phoneNumber?: string;
}

export interface GoogleTransactionInfo {
  totalPriceStatus: 'FINAL' | 'NOT_CURRENTLY_KNOWN';
  totalPrice?: string;
  currencyCode: string;
}

export interface GoogleShippingOptionParameters {
  defaultSelectedOptionId?: string;
  shippingOptions: Array<{ id: string; label: string; description: string }>;
}

export interface GoogleIntermediatePaymentData {
  /** INITIALIZE, SHIPPING_ADDRESS or SHIPPING_OPTION (Google may add triggers). */
  callbackTrigger: string;
  shippingAddress?: Pick<
    GoogleAddress,
    'locality' | 'administrativeArea' | 'countryCode' | 'postalCode'
  >;
  shippingOptionData?: { id: string };
}

export interface GooglePaymentDataError {
  reason:
    | 'SHIPPING_ADDRESS_INVALID'
    | 'SHIPPING_ADDRESS_UNSERVICEABLE'
    | 'SHIPPING_OPTION_INVALID'
    | 'OTHER_ERROR';
  message: string;
  intent: 'SHIPPING_ADDRESS' | 'SHIPPING_OPTION';
}

export interface GooglePaymentDataRequestUpdate {
  newTransactionInfo?: GoogleTransactionInfo;
  newShippingOptionParameters?: GoogleShippingOptionParameters;
  error?: GooglePaymentDataError;
}

export interface GooglePaymentData {
  email?: string;
  shippingAddress?: GoogleAddress;
  shippingOptionData?: { id: string };
  paymentMethodData: {
    info?: { billingAddress?: GoogleAddress };
    tokenizationData: { type: string; token: string };
  };
}

/** The amount Google shows: final in checkout, unknown when saving the account (vault). */
export function transactionInfo(
  amount: number | undefined,
  currency: string,
): GoogleTransactionInfo {
  return amount === undefined
    ? { totalPriceStatus: 'NOT_CURRENTLY_KNOWN', currencyCode: currency }
    : {
        totalPriceStatus: 'FINAL',
        totalPrice: walletAmount(amount, currency),
        currencyCode: currency,
      };
}

/** Spec 002 §4: the service's options, its selected one (else the first) preselected. */
export function shippingOptionParameters(
  quote: ExpressQuote,
  localeId: string,
): GoogleShippingOptionParameters {
  const selected = quote.options.find((o) => o.selected) ?? quote.options[0];
  return {
    ...(selected ? { defaultSelectedOptionId: selected.id } : {}),
    shippingOptions: quote.options.map((o) => ({
      id: o.id,
      label: o.name,
      description: optionDetail(o.cost, quote.currency, localeId, o.arrival),
    })),
  };
}

/** What the shipping callbacks answer Google: new options (on an address) and the new total. */
export function quoteUpdate(
  quote: ExpressQuote,
  localeId: string,
  withOptions: boolean,
): GooglePaymentDataRequestUpdate {
  return {
    newTransactionInfo: transactionInfo(quote.amount, quote.currency),
    ...(withOptions
      ? { newShippingOptionParameters: shippingOptionParameters(quote, localeId) }
      : {}),
  };
}

/**
 * A refused callback as Google's in-sheet error (spec 002 §8: Google Pay keeps the shopper in its
 * sheet): an address the site does not ship to is unserviceable, a bad one invalid; a refused
 * option is SHIPPING_OPTION_INVALID. The message is the service's, in the shopper's language.
 */
export function paymentDataError(
  error: WalletError,
  intent: GooglePaymentDataError['intent'],
): GooglePaymentDataError {
  const message = error.message?.trim() ?? '';
  if (intent === 'SHIPPING_OPTION') return { reason: 'SHIPPING_OPTION_INVALID', message, intent };
  if (error.code === 'shipping-country-not-allowed')
    return { reason: 'SHIPPING_ADDRESS_UNSERVICEABLE', message, intent };
  if (error.code === 'shipping-address-invalid')
    return { reason: 'SHIPPING_ADDRESS_INVALID', message, intent };
  return { reason: 'OTHER_ERROR', message, intent };
}

/** The redacted address of a callback as the shipping callback takes it. */
export const intermediateAddress = (address: GoogleIntermediatePaymentData['shippingAddress']) =>
  redactedAddress(address ?? {});

/** Google's full address (after approval) as the sheet's address; its phone with it. */
export function sheetAddressOf(address: GoogleAddress): SheetAddress {
  const { firstName, lastName } = splitName(address.name);
  const line2 = [address.address2, address.address3]
    .map((l) => l?.trim())
    .filter(Boolean)
    .join(', ');
  const state = address.administrativeArea?.trim();
  const phone = address.phoneNumber?.trim();
  return {
    firstName,
    lastName,
    line1: address.address1?.trim() ?? '',
    ...(line2 ? { line2 } : {}),
    city: address.locality?.trim() ?? '',
    ...(state ? { state } : {}),
    postalCode: address.postalCode?.trim() ?? '',
    countryCode: (address.countryCode ?? '').trim().toUpperCase(),
    ...(phone ? { phone } : {}),
  };
}

/** The buyer's details from Google's PaymentData (spec 002 §5: email and phone required). */
export function buyerOf(data: GooglePaymentData) {
  const shipping = data.shippingAddress ? sheetAddressOf(data.shippingAddress) : undefined;
  const billingSource = data.paymentMethodData.info?.billingAddress;
  const billing = billingSource ? sheetAddressOf(billingSource) : undefined;
  const named = shipping ?? billing;
  const phone = shipping?.phone ?? billing?.phone;
  return {
    ...(data.email ? { email: data.email } : {}),
    ...(phone ? { phone } : {}),
    firstName: named?.firstName ?? '',
    lastName: named?.lastName ?? '',
    ...(shipping ? { shippingAddress: shipping } : {}),
    ...(billing ? { billingAddress: billing } : {}),
  };
}
