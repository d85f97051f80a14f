/**
 * The sign-in form's rules (spec 000 §5), one zod schema for the route action and the browser,
 * which loads this module only once a shopper starts using a form. Issue messages are message
 * keys of components/account/sign-in/messages.ts, so both sides show the spec's exact, translated
 * text.
 */
import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '@solo/accounts';

export type SignInField = 'email' | 'password';
export type SignInFieldError = 'emailRequired' | 'emailInvalid' | 'passwordRequired';

export const signInSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'emailRequired')
    .max(EMAIL_MAX_LENGTH, 'emailInvalid')
    .pipe(z.email('emailInvalid')),
  password: z.string().min(1, 'passwordRequired'),
});

export type SignInValues = z.output<typeof signInSchema>;

export type FieldErrors<F extends string, E extends string> = Partial<Record<F, E>>;

export type SignInCheck =
  | { ok: true; values: SignInValues }
  | { ok: false; errors: FieldErrors<SignInField, SignInFieldError> };

/** Checks the form's fields; each field reports its first fault. */
export function checkSignIn(input: { email?: unknown; password?: unknown }): SignInCheck {
  const result = signInSchema.safeParse({
    email: typeof input.email === 'string' ? input.email : '',
    password: typeof input.password === 'string' ? input.password : '',
  });
  if (result.success) return { ok: true, values: result.data };
  const errors: FieldErrors<SignInField, SignInFieldError> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as SignInField;
    errors[field] ??= issue.message as SignInFieldError;
  }
  return { ok: false, errors };
}

/** Form-level failures of a sign-in (spec 000 §4, §8; docs/api.md "Login service"). */
export type SignInFormError =
  | { kind: 'invalid-credentials' }
  | { kind: 'password-reset-required' }
  | { kind: 'too-many-attempts'; retryAfterSeconds: number }
  | { kind: 'generic' };

/** What the sign-in action answers when it does not redirect. The password is never sent back. */
export interface SignInActionData {
  values: { email: string };
  errors: FieldErrors<SignInField, SignInFieldError>;
  formError?: SignInFormError;
}
