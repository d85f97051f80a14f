/**
 * The password-reset forms: /reset-password asks only for the email (spec 000 §5: "A second
 * email-only variant requires only the email", with the sign-in form's messages), /setpassword
 * for a new password under @solo/accounts' PASSWORD_RULES.
 */
import { emailSchema, failedPasswordRules, type PasswordRuleId } from '@solo/accounts';
import type { FieldError } from './form-errors.ts';

export type EmailCheck = { ok: true; email: string } | { ok: false; error: FieldError };

export function checkResetEmail(email: string): EmailCheck {
  if (!email.trim()) return { ok: false, error: { key: 'emailRequired' } };
  const result = emailSchema.safeParse(email);
  return result.success
    ? { ok: true, email: result.data }
    : { ok: false, error: { key: 'emailInvalid' } };
}

export type NewPasswordCheck =
  { ok: true; password: string } | { ok: false; failedRules: PasswordRuleId[] };

export function checkNewPassword(password: string): NewPasswordCheck {
  const failedRules = failedPasswordRules(password);
  return failedRules.length ? { ok: false, failedRules } : { ok: true, password };
}

/** `retryAfterSeconds`: the request was refused for too many requests (HTTP 429). */
export type ResetActionData =
  | { sent: true; email: string }
  | {
      sent: false;
      email: string;
      error?: FieldError;
      failed?: true;
      retryAfterSeconds?: number;
    };

export type SetPasswordActionData =
  { linkInvalid: true } | { linkInvalid: false; failedRules?: PasswordRuleId[]; failed?: true };

/** The set-password custom API's refusals of the link itself (docs/api.md). */
export const isLinkRefusal = (status: number): boolean => status === 400;
