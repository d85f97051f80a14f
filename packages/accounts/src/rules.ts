/**
 * Account form rules shared by the storefront's forms and the commerce service, so a shopper is
 * told the same thing before and after submitting (DESIGN.md: zod schemas shared by client and
 * server). Browser-safe: no Node imports here (hashing lives in ./password-hash.ts).
 *
 * Messages are English for API clients; each password issue also carries `params.rule`, the
 * rule id the storefront translates.
 */
import { z } from 'zod';

/** Shopper Customers limits: 256 characters for email and names, 4096 for passwords. */
export const EMAIL_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 256;
export const PASSWORD_MAX_LENGTH = 4096;
/** docs/decisions.md "Password rules". */
export const PASSWORD_MIN_LENGTH = 8;

export type PasswordRuleId =
  'minLength' | 'maxLength' | 'uppercase' | 'lowercase' | 'digit' | 'special';

export interface PasswordRule {
  id: PasswordRuleId;
  message: string;
  test(password: string): boolean;
}

/** In the order a form lists them; any Unicode letter, digit or symbol counts. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'minLength',
    message: `must be at least ${PASSWORD_MIN_LENGTH} characters`,
    test: (p) => p.length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'maxLength',
    message: `must be at most ${PASSWORD_MAX_LENGTH} characters`,
    test: (p) => p.length <= PASSWORD_MAX_LENGTH,
  },
  { id: 'uppercase', message: 'must contain an uppercase letter', test: (p) => /\p{Lu}/u.test(p) },
  { id: 'lowercase', message: 'must contain a lowercase letter', test: (p) => /\p{Ll}/u.test(p) },
  { id: 'digit', message: 'must contain a number', test: (p) => /\p{Nd}/u.test(p) },
  {
    id: 'special',
    message: 'must contain a special character',
    test: (p) => /[^\p{L}\p{N}\s]/u.test(p),
  },
];

/** The ids of the rules `password` breaks, in PASSWORD_RULES order; empty when it is valid. */
export const failedPasswordRules = (password: string): PasswordRuleId[] =>
  PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.id);

export const passwordSchema = z.string().superRefine((password, ctx) => {
  for (const rule of PASSWORD_RULES) {
    if (!rule.test(password)) {
      ctx.addIssue({ code: 'custom', message: rule.message, params: { rule: rule.id } });
    }
  }
});

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(EMAIL_MAX_LENGTH, `must be at most ${EMAIL_MAX_LENGTH} characters`)
  .pipe(z.email('must be a valid email address'));

const nameSchema = z.string().trim().max(NAME_MAX_LENGTH);

/**
 * Shopper Customers registerCustomer body: `{customer: {login, email, firstName, lastName}, password}`.
 * The login is an email address, since the sign-in form only accepts one (spec 000 §5).
 */
export const registrationSchema = z.object({
  customer: z.object({
    login: emailSchema,
    email: emailSchema,
    firstName: nameSchema.optional(),
    lastName: nameSchema.min(1, 'Required'),
  }),
  password: passwordSchema,
});

export type Registration = z.output<typeof registrationSchema>;

/** The key logins are unique and looked up by: case and surrounding spaces do not matter. */
export const normalizeLogin = (login: string): string => login.trim().toLowerCase();
