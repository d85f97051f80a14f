/**
 * The wallet sheet's fields (components/wallets/WalletSheet.tsx): which are required for each
 * step, and the addresses and buyer read from what the shopper typed.
 */
import type { SheetAddress } from './actions.ts';
import { ADDRESS_FIELDS, type AddressField } from './address-fields.ts';
import type { WalletType } from './buttons.ts';
import { CARD_WALLETS, type SheetBuyer } from './sheet.ts';

export { ADDRESS_FIELDS, type AddressField };

const OPTIONAL = new Set(['line2', 'state', 'cardNumber', 'phone']);

export type AddressPrefix = 'ship' | 'bill';

/** The address typed under `prefix`, with the contact's name and phone. */
export function sheetAddress(values: Record<string, string>, prefix: AddressPrefix): SheetAddress {
  const v = (f: string) => values[`${prefix}.${f}`]?.trim() ?? '';
  return {
    firstName: values.firstName!.trim(),
    lastName: values.lastName!.trim(),
    line1: v('line1'),
    ...(v('line2') ? { line2: v('line2') } : {}),
    city: v('city'),
    ...(v('state') ? { state: v('state') } : {}),
    postalCode: v('postalCode'),
    countryCode: v('countryCode').toUpperCase(),
    ...(values.phone?.trim() ? { phone: values.phone.trim() } : {}),
  };
}

const addressFieldNames = (prefix: AddressPrefix) => ADDRESS_FIELDS.map((f) => `${prefix}.${f}`);

/** What "Update shipping" needs filled in. */
export const shippingFields = () => ['firstName', 'lastName', ...addressFieldNames('ship')];

/** What Approve needs filled in: the contact, and the addresses the flow asks for. */
export const approvalFields = (checkout: boolean, sameBilling: boolean) => [
  'email',
  'firstName',
  'lastName',
  'phone',
  ...(checkout ? addressFieldNames('ship') : []),
  ...(sameBilling ? [] : addressFieldNames('bill')),
];

/**
 * The required ones of `fields` left empty (spec 002 §5): Google Pay needs a phone; Apple Pay
 * needs one when it ships (express: the fields hold a shipping address).
 */
export function missingFields(
  values: Record<string, string>,
  fields: readonly string[],
  walletType: WalletType,
): string[] {
  const ships = fields.some((f) => f.startsWith('ship.'));
  const phoneRequired = walletType === 'google_pay' || (walletType === 'apple_pay' && ships);
  const required = (f: string) =>
    !OPTIONAL.has(f.split('.').pop()!) || (f === 'phone' && phoneRequired);
  return fields.filter((f) => required(f) && !values[f]?.trim());
}

/** The buyer the approval sends; a test card only for the wallets that hold cards. */
export function sheetBuyer(
  values: Record<string, string>,
  walletType: WalletType,
  shipping: SheetAddress | undefined,
  billing: SheetAddress | undefined,
): SheetBuyer {
  const card = values.cardNumber?.trim();
  return {
    email: values.email!.trim(),
    firstName: values.firstName!.trim(),
    lastName: values.lastName!.trim(),
    ...(values.phone?.trim() ? { phone: values.phone.trim() } : {}),
    ...(shipping ? { shippingAddress: shipping } : {}),
    ...(billing ? { billingAddress: billing } : {}),
    ...(card && CARD_WALLETS.includes(walletType) ? { cardNumber: card } : {}),
  };
}
