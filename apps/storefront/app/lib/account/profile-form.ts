/**
 * The Profile & Password page's forms (spec 000 §2 "Profile & Password"): the profile fields
 * checked with @solo/accounts' profileSchema and the password change with its PASSWORD_RULES,
 * the same rules the commerce service applies.
 */
import {
  failedPasswordRules,
  NAME_MAX_LENGTH,
  profileSchema,
  type PasswordRuleId,
} from '@solo/accounts';
import type { FieldError, FieldErrors, FormValues, ServiceProblem } from './form-errors.ts';
import type { PasswordField, ProfileField } from './form-fields.ts';

/** For the browser's live rule list, which loads this module on first use. */
export { failedPasswordRules };

export { PASSWORD_FIELDS, PROFILE_FIELDS } from './form-fields.ts';
export type { PasswordField, ProfileField } from './form-fields.ts';

/** The body of ShopperCustomers.updateCustomer. */
export type ProfileUpdate = {
  firstName: string;
  lastName: string;
  email: string;
  /** '' clears it. */
  phoneHome: string;
};

export type ProfileCheck =
  { ok: true; update: ProfileUpdate } | { ok: false; errors: FieldErrors<ProfileField> };

const FIELD_OF: Record<string, ProfileField> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  login: 'email',
  phoneHome: 'phone',
};

/** The message of one issue of profileSchema (or the service's same reason) on a field. */
function profileError(field: ProfileField, reason: string): FieldError {
  if (field === 'email')
    // Spec 000 §5: the sign-in form's email messages, reused for every email field.
    return { key: reason === 'Required' ? 'emailRequired' : 'emailInvalid' };
  if (field === 'phone') return { key: 'phoneInvalid' };
  if (reason === 'Required') return { key: 'required' };
  return { key: 'tooLong', values: { max: NAME_MAX_LENGTH } };
}

export function checkProfile(values: FormValues<ProfileField>): ProfileCheck {
  const result = profileSchema.safeParse({
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phoneHome: values.phone.trim(),
  });
  if (!result.success) {
    const errors: FieldErrors<ProfileField> = {};
    for (const issue of result.error.issues) {
      const field = FIELD_OF[String(issue.path[0])];
      if (field) errors[field] ??= profileError(field, issue.message);
    }
    return { ok: false, errors };
  }
  const { firstName = '', lastName = '', email = '', phoneHome = '' } = result.data;
  return { ok: true, update: { firstName, lastName, email, phoneHome } };
}

/** updateCustomer's 400s on the fields the shopper can fix; null for anything else. */
export function profileProblemErrors(problem: ServiceProblem): FieldErrors<ProfileField> | null {
  if (problem.status !== 400 || problem.invalidFields.length === 0) return null;
  const errors: FieldErrors<ProfileField> = {};
  for (const { name, reason } of problem.invalidFields) {
    const field = FIELD_OF[name];
    if (!field) return null;
    errors[field] ??=
      reason === 'is already in use' ? { key: 'emailInUse' } : profileError(field, reason);
  }
  return errors;
}

export interface PasswordCheckErrors {
  currentPassword?: FieldError;
  /** Every rule of PASSWORD_RULES the new password breaks, in order; each has its message. */
  password?: PasswordRuleId[];
}

export type PasswordCheck =
  | { ok: true; change: { currentPassword: string; password: string } }
  | { ok: false; errors: PasswordCheckErrors };

export function checkPasswordChange(values: FormValues<PasswordField>): PasswordCheck {
  const errors: PasswordCheckErrors = {};
  if (!values.currentPassword) errors.currentPassword = { key: 'currentPasswordRequired' };
  const failed = failedPasswordRules(values.password);
  if (failed.length) errors.password = failed;
  if (errors.currentPassword || errors.password) return { ok: false, errors };
  return {
    ok: true,
    change: { currentPassword: values.currentPassword, password: values.password },
  };
}

/** updateCustomerPassword's failures (docs/api.md): shown on the field they concern. */
export function passwordProblemErrors(problem: ServiceProblem): PasswordCheckErrors | null {
  if (problem.status === 401 && problem.title === 'Invalid Customer Credentials')
    return { currentPassword: { key: 'currentPasswordWrong' } };
  if (problem.status === 429) return { currentPassword: { key: 'tooManyAttempts' } };
  return null;
}

/** What the Profile & Password action answers, per form (`intent`). */
export type ProfileActionData =
  | { intent: 'profile'; ok: true }
  | {
      intent: 'profile';
      ok: false;
      values: FormValues<ProfileField>;
      errors: FieldErrors<ProfileField>;
      /** The service failed for a reason the fields do not explain. */
      failed?: true;
    }
  | { intent: 'password'; ok: true }
  | { intent: 'password'; ok: false; errors: PasswordCheckErrors; failed?: true };
