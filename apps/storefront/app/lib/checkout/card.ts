/**
 * The hosted-style card fields (spec 002 §2, §5): checked in the browser, then sent only to the
 * payment gateway's tokenize API, which answers a single-use nonce and the card's masked details.
 * The storefront server never sees the number or the security code.
 */
import type { CardField, FieldErrors, FormValues } from './fields.ts';

/**
 * The gateway's browser API (docs/api.md "payments tokenize"). It needs the shopper's token: the
 * storefront server adds it from the site's session cookie, which `siteId` names.
 */
export const tokenizePath = (siteId: string) =>
  `/mobify/proxy/api/custom/payments/v1/organizations/f_ecom_solo_001/tokenize?siteId=${encodeURIComponent(siteId)}`;

const FIELD_ERROR: Record<
  CardField,
  'cardOwnerInvalid' | 'cardNumberInvalid' | 'cardExpiryInvalid' | 'cardCvvInvalid'
> = {
  owner: 'cardOwnerInvalid',
  number: 'cardNumberInvalid',
  expiration: 'cardExpiryInvalid',
  cvv: 'cardCvvInvalid',
};

/** The card the gateway tokenized, as the payment form carries it to the checkout action. */
export interface TokenizedCard {
  nonce: string;
  cardType: string;
  lastFour: string;
  expirationMonth: number;
  expirationYear: number;
  holder: string;
}

export type TokenizeOutcome =
  | { ok: true; card: TokenizedCard }
  | { ok: false; errors: FieldErrors<CardField> }
  | { ok: false; failed: true };

/** The tokenize API's answer as an outcome: its 400 names the bad fields (`invalidFields`). */
export function tokenizeOutcome(status: number, body: unknown): TokenizeOutcome {
  const b = (body ?? {}) as {
    nonce?: unknown;
    details?: Record<string, unknown>;
    invalidFields?: Array<{ name?: unknown }>;
  };
  if (status >= 200 && status < 300 && typeof b.nonce === 'string' && b.details) {
    const d = b.details;
    const str = (value: unknown) => (typeof value === 'string' ? value : '');
    return {
      ok: true,
      card: {
        nonce: b.nonce,
        cardType: str(d.cardType),
        lastFour: str(d.lastFour),
        expirationMonth: Number(d.expirationMonth),
        expirationYear: Number(d.expirationYear),
        holder: str(d.owner),
      },
    };
  }
  if (status === 400 && Array.isArray(b.invalidFields)) {
    const errors: FieldErrors<CardField> = {};
    for (const { name } of b.invalidFields) {
      const field = String(name) as CardField;
      if (field in FIELD_ERROR) errors[field] ??= { key: FIELD_ERROR[field] };
    }
    if (Object.keys(errors).length) return { ok: false, errors };
  }
  return { ok: false, failed: true };
}

/** Sends the card fields to the gateway (browser only). */
export async function tokenizeCard(
  siteId: string,
  values: FormValues<CardField>,
): Promise<TokenizeOutcome> {
  try {
    const response = await fetch(tokenizePath(siteId), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        number: values.number.replace(/\s/g, ''),
        expiration: values.expiration.replace(/\s/g, ''),
        cvv: values.cvv.trim(),
        owner: values.owner.trim(),
      }),
    });
    return tokenizeOutcome(response.status, await response.json().catch(() => null));
  } catch {
    return { ok: false, failed: true };
  }
}
