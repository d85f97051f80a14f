/**
 * Registration (registerCustomer with the shopper's guest token), then sign-in. Service errors
 * are mapped onto the form: a taken login on the email field, anything else the generic message.
 */
import { data } from 'react-router';
import type { Registration } from '@solo/accounts';
import { sdk } from '../api/shopper.server.ts';
import {
  getShopperSession,
  shopperApiConfig,
  signInShopper,
  signOutShopper,
  type SessionArgs,
  type SignInOutcome,
} from '../session/session.server.ts';
import { retryAfterSeconds } from '../too-many-requests.ts';
import type { RegistrationActionData } from './registration.ts';

/** Shopper Customers' title for a login that exists (docs/api.md). */
const LOGIN_IN_USE = 'Login Already In Use';

export type RegistrationResult =
  | { ok: true; outcome: Extract<SignInOutcome, { ok: true }> }
  | { ok: false; response: ReturnType<typeof data<RegistrationActionData>> };

export async function registerAndSignIn(
  args: SessionArgs,
  body: Registration,
  values: RegistrationActionData['values'],
): Promise<RegistrationResult> {
  const refuse = (errors: RegistrationActionData['errors'], status: number, generic = false) => ({
    ok: false as const,
    response: data<RegistrationActionData>(
      { values, errors, ...(generic ? { formError: 'generic' as const } : {}) },
      { status },
    ),
  });
  let session = await getShopperSession(args);
  // Only a guest may register (docs/api.md): a signed-in shopper creating another account is
  // signed out of the first one.
  if (session.isRegistered) {
    await signOutShopper(args);
    session = await getShopperSession(args);
  }
  try {
    await new sdk.ShopperCustomers(shopperApiConfig(args, session)).registerCustomer({ body });
  } catch (error) {
    if (!(error instanceof sdk.ResponseError)) throw error;
    const problem = (await error.response.json().catch(() => ({}))) as { title?: unknown };
    if (error.response.status === 400 && problem.title === LOGIN_IN_USE)
      return refuse({ email: 'emailInUse' }, 400);
    if (error.response.status === 429) {
      const wait = retryAfterSeconds(error.response.headers.get('retry-after'), problem);
      return {
        ok: false as const,
        response: data<RegistrationActionData>(
          { values, errors: {}, formError: 'too-many-requests', retryAfterSeconds: wait },
          { status: 429, headers: { 'retry-after': String(wait) } },
        ),
      };
    }
    return refuse({}, error.response.status >= 500 ? 502 : error.response.status, true);
  }
  const outcome = await signInShopper(args, {
    username: body.customer.login,
    password: body.password,
  });
  if (!outcome.ok) return refuse({}, 502, true);
  return { ok: true, outcome };
}
