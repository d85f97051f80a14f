/**
 * Spec 002 §5: the card fields are marked invalid per field when empty or invalid. A zod/mini
 * schema, loaded by the card tab when the shopper first reaches a card field (lib/checkout/card.ts
 * holds what the page needs up front).
 */
import * as z from 'zod/mini';
import type { CardField, FieldErrors, FormValues } from './fields.ts';

const luhn = (digits: string): boolean => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
};

/** "MM/YY" as month and four-digit year, or null. */
export function parseExpiration(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

const cardSchema = (now: Date) =>
  z.object({
    owner: z
      .string()
      .check(z.trim(), z.minLength(1, 'cardOwnerInvalid'), z.maxLength(200, 'cardOwnerInvalid')),
    number: z.string().check(
      z.refine((n) => /^[\d ]+$/.test(n) && n.replace(/\D/g, '').length >= 12, 'cardNumberInvalid'),
      z.refine(
        (n) => n.replace(/\D/g, '').length <= 19 && luhn(n.replace(/\D/g, '')),
        'cardNumberInvalid',
      ),
    ),
    expiration: z.string().check(
      z.refine((e) => parseExpiration(e) !== null, 'cardExpiryInvalid'),
      z.refine((e) => {
        const parsed = parseExpiration(e);
        return (
          !parsed || parsed.year * 12 + parsed.month - 1 >= now.getFullYear() * 12 + now.getMonth()
        );
      }, 'cardExpired'),
    ),
    cvv: z.string().check(z.trim(), z.regex(/^\d{3,4}$/, 'cardCvvInvalid')),
  });

/** Spec 002 §5: each card field is marked invalid when empty or invalid; null when all pass. */
export function checkCard(
  values: FormValues<CardField>,
  now = new Date(),
): FieldErrors<CardField> | null {
  const result = cardSchema(now).safeParse(values);
  if (result.success) return null;
  const errors: FieldErrors<CardField> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]) as CardField;
    errors[field] ??= { key: issue.message as 'cardNumberInvalid' };
  }
  return errors;
}
