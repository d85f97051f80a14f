/**
 * The gift card balance form's rules (spec 000 §2 `/gift-card-balance`): one zod/mini schema for
 * the route action and the browser. Issue messages are keys of components/gift-card/balance-messages.ts.
 */
import * as z from 'zod/mini';

export type BalanceField = 'code' | 'pin';
export type BalanceFieldError = 'codeRequired' | 'pinInvalid';

/** The code's length as typed, hyphens and spaces included (16 characters, in groups). */
const CODE_MAX_LENGTH = 64;

export const balanceSchema = z.object({
  code: z
    .string()
    .check(z.trim(), z.minLength(1, 'codeRequired'), z.maxLength(CODE_MAX_LENGTH, 'codeRequired')),
  pin: z.string().check(z.trim(), z.regex(/^\d{6}$/, 'pinInvalid')),
});

export type BalanceValues = z.output<typeof balanceSchema>;

/** What the action answers: the code as typed (never the PIN), and a balance or one miss. */
export interface BalanceActionData {
  values: { code: string };
  errors: Partial<Record<BalanceField, BalanceFieldError>>;
  notFound?: true;
  retryAfterSeconds?: number;
  balance?: { amount: number; currency: string };
}

export type BalanceCheck =
  | { ok: true; values: BalanceValues }
  | { ok: false; errors: Partial<Record<BalanceField, BalanceFieldError>> };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function checkBalanceForm(input: { code?: unknown; pin?: unknown }): BalanceCheck {
  const result = balanceSchema.safeParse({ code: text(input.code), pin: text(input.pin) });
  if (result.success) return { ok: true, values: result.data };
  const errors: Partial<Record<BalanceField, BalanceFieldError>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as BalanceField;
    errors[field] ??= issue.message as BalanceFieldError;
  }
  return { ok: false, errors };
}
