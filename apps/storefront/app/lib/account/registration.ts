/**
 * The registration form's rules: @solo/accounts' registrationSchema (the service checks the same
 * one), plus a required first name, which the account drawer's greeting uses (docs/decisions.md
 * "Registration form"). Shared by the route action and the browser, which loads this module only
 * once a shopper starts using the form. Errors are message keys of components/account.
 */
import { z } from 'zod';
import {
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  registrationSchema,
  type PasswordRuleId,
  type Registration,
} from '@solo/accounts';

export type RegistrationField = 'firstName' | 'lastName' | 'email' | 'password';

export interface RegistrationErrors {
  firstName?: 'firstNameRequired' | 'nameTooLong';
  lastName?: 'lastNameRequired' | 'nameTooLong';
  email?: 'emailRequired' | 'emailInvalid' | 'emailInUse';
  /** Every password rule broken, in the order the form lists them. */
  password?: PasswordRuleId[];
}

const formSchema = registrationSchema.extend({
  customer: registrationSchema.shape.customer.extend({
    firstName: z.string().trim().min(1, 'Required').max(NAME_MAX_LENGTH),
  }),
});

export interface RegistrationInput {
  firstName?: unknown;
  lastName?: unknown;
  email?: unknown;
  password?: unknown;
}

export type RegistrationCheck =
  { ok: true; body: Registration } | { ok: false; errors: RegistrationErrors };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Checks the form; the body is the registerCustomer body (the email is the login). */
export function checkRegistration(input: RegistrationInput): RegistrationCheck {
  const email = text(input.email);
  const result = formSchema.safeParse({
    customer: {
      login: email,
      email,
      firstName: text(input.firstName),
      lastName: text(input.lastName),
    },
    password: text(input.password),
  });
  if (result.success) return { ok: true, body: result.data };
  const errors: RegistrationErrors = {};
  for (const issue of result.error.issues) {
    const [first, second] = issue.path;
    const field = first === 'customer' ? second : first;
    const tooLong = issue.code === 'too_big';
    if (field === 'firstName') errors.firstName ??= tooLong ? 'nameTooLong' : 'firstNameRequired';
    else if (field === 'lastName') errors.lastName ??= tooLong ? 'nameTooLong' : 'lastNameRequired';
    else if (field === 'login' || field === 'email')
      errors.email ??= email.trim() ? 'emailInvalid' : 'emailRequired';
    else if (field === 'password') {
      const rule = (issue as { params?: { rule?: PasswordRuleId } }).params?.rule;
      if (rule) (errors.password ??= []).push(rule);
    }
  }
  return { ok: false, errors };
}

/** What the registration action answers when it does not redirect; never the password. */
export interface RegistrationActionData {
  values: { firstName: string; lastName: string; email: string };
  errors: RegistrationErrors;
  /**
   * Spec 000 §8: any other failure shows the generic API error message; a refusal for too many
   * requests says how long to wait (`retryAfterSeconds`).
   */
  formError?: 'generic' | 'too-many-requests';
  retryAfterSeconds?: number;
}

/** The limits the form's hint and messages name (docs/decisions.md "Password rules"). */
export interface RegistrationLimits {
  passwordMin: number;
  passwordMax: number;
  nameMax: number;
}

export const REGISTRATION_LIMITS: RegistrationLimits = {
  passwordMin: PASSWORD_MIN_LENGTH,
  passwordMax: PASSWORD_MAX_LENGTH,
  nameMax: NAME_MAX_LENGTH,
};
