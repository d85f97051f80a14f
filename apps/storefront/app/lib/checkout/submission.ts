/**
 * Reading the checkout forms in the action: the payment the shopper chose (a card the gateway
 * tokenized in the browser, or a saved card) and the service's refusals of an address as the
 * form's field errors.
 */
import { findAddressCountry } from '@solo/accounts/countries';
import type { PaymentChoice } from './place-order.server.ts';
import { isWalletType } from '../wallets/methods.ts';
import {
  ADDRESS_FIELDS,
  textOf,
  type AddressField,
  type FieldError,
  type FieldErrors,
} from './fields.ts';

/** The form fields the card tab fills from the gateway's answer (never the number or CVV). */
export const TOKEN_FIELDS = [
  'nonce',
  'cardType',
  'lastFour',
  'expirationMonth',
  'expirationYear',
  'holder',
] as const;

/**
 * The card tab's choice (`paymentSource` "card"): a saved card (`savedCardId`), else the card the
 * gateway tokenized; a wallet tab's (`paymentSource` "wallet"): the wallet type and a stored
 * account (`walletAccountId`) or the nonce its sheet approved, `saveAccount` to vault it; null when nothing is complete.
 */
export function paymentOf(form: FormData): PaymentChoice | null {
  const source = textOf(form.get('paymentSource'));
  if (source === 'wallet') {
    const walletType = textOf(form.get('walletType')).trim();
    const nonce = textOf(form.get('nonce')).trim();
    const accountId = textOf(form.get('walletAccountId')).trim();
    if (!isWalletType(walletType)) return null;
    if (accountId) return { kind: 'walletAccount', walletType, id: accountId };
    if (!nonce) return null;
    return { kind: 'wallet', walletType, nonce, save: form.get('saveAccount') === 'true' };
  }
  if (source !== 'card') return null;
  const savedId = textOf(form.get('savedCardId'));
  if (savedId) return { kind: 'saved', id: savedId };
  const [nonce, cardType, lastFour, month, year, holder] = TOKEN_FIELDS.map((f) =>
    textOf(form.get(f)).trim(),
  ) as [string, string, string, string, string, string];
  const expirationMonth = Number(month);
  const expirationYear = Number(year);
  if (
    !nonce ||
    !/^\d{4}$/.test(lastFour) ||
    !Number.isInteger(expirationMonth) ||
    !Number.isInteger(expirationYear)
  )
    return null;
  return {
    kind: 'card',
    card: { nonce, cardType, lastFour, expirationMonth, expirationYear, holder },
    save: form.get('saveCard') === 'true',
  };
}

/** The service's 400 on an address (`invalidFields`) as the form's errors. */
export function serviceFieldErrors(
  outcome: { fields?: Array<{ name: string; reason: string }> },
  countryCode: string,
): FieldErrors<AddressField> {
  const errors: FieldErrors<AddressField> = {};
  for (const { name, reason } of outcome.fields ?? []) {
    const field = name.split('.').pop() as AddressField;
    if (!(ADDRESS_FIELDS as readonly string[]).includes(field)) continue;
    errors[field] ??= errorFor(field, reason, countryCode);
  }
  return errors;
}

function errorFor(field: AddressField, reason: string, countryCode: string): FieldError {
  if (/^required$/i.test(reason)) return { key: 'required' };
  switch (field) {
    case 'countryCode':
      return { key: 'countryNotShipped' };
    case 'postalCode':
      return {
        key: 'postalCodeInvalid',
        values: { example: findAddressCountry(countryCode)?.postalCodeExample ?? '' },
      };
    case 'stateCode':
      return { key: 'stateInvalid' };
    case 'phone':
      return { key: reason.includes('(xxx)') ? 'phoneNanp' : 'phoneInvalid' };
    default:
      return { key: 'required' };
  }
}
