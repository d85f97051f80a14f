/**
 * Spec 002 §5 "Card fields (owner, number, cvv, expiration) are marked invalid per field when
 * empty or invalid", for the gateway's hosted fields: their state (per iframe field: empty, valid)
 * and their tokenize refusals become the same per-field errors the sandbox card fields show.
 */
import type { CardField, FieldErrors } from '../../checkout/fields.ts';

/** The hosted field of each of our card fields (braintree-web's field keys). */
export const HOSTED_FIELD = {
  owner: 'cardholderName',
  number: 'number',
  expiration: 'expirationDate',
  cvv: 'cvv',
} as const satisfies Record<CardField, string>;

export type HostedFieldKey = (typeof HOSTED_FIELD)[CardField];

const ERROR_KEY = {
  owner: 'cardOwnerInvalid',
  number: 'cardNumberInvalid',
  expiration: 'cardExpiryInvalid',
  cvv: 'cardCvvInvalid',
} as const satisfies Record<CardField, string>;

const CARD_FIELDS = Object.keys(HOSTED_FIELD) as CardField[];

interface FieldState {
  isEmpty: boolean;
  isValid: boolean;
}

/**
 * The per-field errors of the hosted fields' state (`hostedFields.getState().fields`): a field
 * that is empty, not valid or missing from the state is marked. None: the card may be tokenized.
 */
export function fieldErrorsOf(
  fields: Partial<Record<string, FieldState | undefined>>,
): FieldErrors<CardField> {
  const errors: FieldErrors<CardField> = {};
  for (const field of CARD_FIELDS) {
    const state = fields[HOSTED_FIELD[field]];
    if (!state || state.isEmpty || !state.isValid) errors[field] = { key: ERROR_KEY[field] };
  }
  return errors;
}

/**
 * The fields a refused `tokenize()` names (braintree-web's BraintreeError): every field when all
 * are empty, the `details.invalidFieldKeys` when some are invalid, and for the gateway's own
 * refusal of a card (`HOSTED_FIELDS_FAILED_TOKENIZATION`, e.g. a CVV it rejects) nothing: the
 * caller shows the general failure. Unknown errors are null.
 */
export function tokenizeErrorFields(error: unknown): FieldErrors<CardField> | null {
  const e = (error ?? {}) as { code?: unknown; details?: { invalidFieldKeys?: unknown } };
  if (e.code === 'HOSTED_FIELDS_FIELDS_EMPTY')
    return Object.fromEntries(CARD_FIELDS.map((f) => [f, { key: ERROR_KEY[f] }]));
  if (e.code === 'HOSTED_FIELDS_FIELDS_INVALID' && Array.isArray(e.details?.invalidFieldKeys)) {
    const keys = e.details.invalidFieldKeys as unknown[];
    const errors: FieldErrors<CardField> = {};
    for (const field of CARD_FIELDS)
      if (keys.includes(HOSTED_FIELD[field])) errors[field] = { key: ERROR_KEY[field] };
    return Object.keys(errors).length ? errors : null;
  }
  return null;
}
