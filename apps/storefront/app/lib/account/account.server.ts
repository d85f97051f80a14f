/**
 * What every account page's loader and action start with (server only): the registered
 * shopper's session, or a redirect to sign in (spec 000 §6: only registered customers get a
 * customer record), and the Shopper Customers client acting for them.
 */
import { redirect } from 'react-router';
import type { ShopperCustomersTypes } from 'commerce-sdk-isomorphic';
import { sdk } from '../api/shopper.server.ts';
import {
  findShopperSession,
  markPersonal,
  shopperApiConfig,
  type SessionArgs,
  type ShopperSession,
} from '../session/session.server.ts';
import type { ServiceProblem } from './form-errors.ts';
import { loginRedirectPath } from './login-redirect.ts';

/** A loader's or action's arguments; `url` is the page's URL (without a data request's suffix). */
export type PageArgs = SessionArgs & { url: URL };

export interface AccountContext {
  session: ShopperSession;
  customers: InstanceType<typeof sdk.ShopperCustomers>;
  /** The path parameters every Shopper Customers call of this shopper needs. */
  customerId: string;
}

/** The signed-in shopper's account; a guest (or no session) is sent to /login?returnUrl=…. */
export async function requireAccount(args: PageArgs): Promise<AccountContext> {
  // Account pages are personal even when they only redirect (Cache-Control: private, no-store).
  markPersonal(args);
  const session = await findShopperSession(args);
  if (!session?.isRegistered) throw redirect(loginRedirectPath(args.url));
  return {
    session,
    customers: new sdk.ShopperCustomers(shopperApiConfig(args, session)),
    customerId: session.customerId,
  };
}

/** The signed-in customer; a session the service no longer accepts is sent to sign in again. */
export async function loadCustomer(
  account: AccountContext,
  args: PageArgs,
): Promise<ShopperCustomersTypes.Customer> {
  try {
    return await account.customers.getCustomer({ parameters: { customerId: account.customerId } });
  } catch (error) {
    if (isSignedOut(await problemOf(error))) throw redirect(loginRedirectPath(args.url));
    throw error;
  }
}

/**
 * The problem+json of a failed Shopper API call; null when the call did not get an answer (the
 * caller then shows the default failure, spec 000 §8).
 */
export async function problemOf(error: unknown): Promise<ServiceProblem | null> {
  if (!(error instanceof sdk.ResponseError)) return null;
  const body = (await error.response
    .clone()
    .json()
    .catch(() => ({}))) as { title?: unknown; invalidFields?: unknown };
  const invalidFields = Array.isArray(body.invalidFields)
    ? body.invalidFields.filter(
        (f): f is { name: string; reason: string } =>
          typeof f === 'object' &&
          f !== null &&
          typeof (f as { name?: unknown }).name === 'string' &&
          typeof (f as { reason?: unknown }).reason === 'string',
      )
    : [];
  return {
    status: error.response.status,
    ...(typeof body.title === 'string' ? { title: body.title } : {}),
    invalidFields,
  };
}

/** A signed-out or expired shopper mid-action is sent to sign in again, like the loaders. */
export function isSignedOut(problem: ServiceProblem | null): boolean {
  return problem?.status === 401 && problem.title !== 'Invalid Customer Credentials';
}
