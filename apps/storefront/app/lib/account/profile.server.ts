/**
 * The customer record's writes from the account pages (server only): the profile and password
 * (spec 000 §2 "Profile & Password") and the email opt-in (§2 "Communications Preferences").
 * Each answers an outcome the route maps to the page's answer; refusals keep what was typed,
 * never a password (the shopper types it again, docs/decisions.md).
 */
import { getServices } from '../api/context.ts';
import { problemOf, type AccountContext, type PageArgs } from './account.server.ts';
import type { FormValues } from './form-errors.ts';
import {
  checkPasswordChange,
  checkProfile,
  passwordProblemErrors,
  profileProblemErrors,
  type PasswordField,
  type ProfileActionData,
  type ProfileField,
} from './profile-form.ts';

export type ProfileOutcome =
  | { ok: true; answer: ProfileActionData }
  | { ok: false; status: number; answer: ProfileActionData };

/** updateCustomer with the checked profile; the service's 400s are shown on their field. */
export async function updateProfile(
  account: AccountContext,
  args: PageArgs,
  values: FormValues<ProfileField>,
): Promise<ProfileOutcome> {
  const check = checkProfile(values);
  if (!check.ok)
    return {
      ok: false,
      status: 400,
      answer: { intent: 'profile', ok: false, values, errors: check.errors },
    };
  try {
    await account.customers.updateCustomer({
      parameters: { customerId: account.customerId },
      body: check.update,
    });
    return { ok: true, answer: { intent: 'profile', ok: true } };
  } catch (error) {
    const problem = await problemOf(error);
    const errors = problem && profileProblemErrors(problem);
    if (!errors) getServices(args.context).log.error({ err: error }, 'profile update failed');
    return {
      ok: false,
      status: problem?.status ?? 502,
      answer: {
        intent: 'profile',
        ok: false,
        values,
        errors: errors ?? {},
        ...(errors ? {} : { failed: true }),
      },
    };
  }
}

/** updateCustomerPassword; a wrong current password or too many attempts show on that field. */
export async function changePassword(
  account: AccountContext,
  args: PageArgs,
  values: FormValues<PasswordField>,
): Promise<ProfileOutcome> {
  const check = checkPasswordChange(values);
  if (!check.ok)
    return {
      ok: false,
      status: 400,
      answer: { intent: 'password', ok: false, errors: check.errors },
    };
  try {
    await account.customers.updateCustomerPassword({
      parameters: { customerId: account.customerId },
      body: check.change,
    });
    return { ok: true, answer: { intent: 'password', ok: true } };
  } catch (error) {
    const problem = await problemOf(error);
    const errors = problem && passwordProblemErrors(problem);
    if (!errors) getServices(args.context).log.error({ err: error }, 'password change failed');
    return {
      ok: false,
      status: problem?.status ?? 502,
      answer: {
        intent: 'password',
        ok: false,
        errors: errors ?? {},
        ...(errors ? {} : { failed: true }),
      },
    };
  }
}

/** The email opt-in (`c_emailOptIn`) through updateCustomer; any refusal is the default failure. */
export async function setEmailOptIn(
  account: AccountContext,
  args: PageArgs,
  emailOptIn: boolean,
): Promise<{ ok: true } | { ok: false; status: 502 }> {
  try {
    await account.customers.updateCustomer({
      parameters: { customerId: account.customerId },
      body: { c_emailOptIn: emailOptIn },
    });
    return { ok: true };
  } catch (error) {
    getServices(args.context).log.error({ err: error }, 'preferences update failed');
    return { ok: false, status: 502 };
  }
}
