/**
 * The signed-in customer's stored cards and wallet accounts (Shopper Customers
 * `…/customers/{customerId}/payment-instruments`, docs/api.md), for the account payments page
 * (spec 002 §2, §4, §5). Writes answer errors as values; the route maps them to the page.
 */
import { redirect } from 'react-router';
import type { ShopperCustomersTypes } from 'commerce-sdk-isomorphic';
import { getServices } from '../api/context.ts';
import { isSignedOut, problemOf, type AccountContext, type PageArgs } from './account.server.ts';
import { loginRedirectPath } from './login-redirect.ts';

type Instrument = ShopperCustomersTypes.CustomerPaymentInstrument;

export type InstrumentWriteResult<T = undefined> =
  | { ok: true; value: T }
  | { ok: false; reason: 'not_removable' | 'not_found' | 'nonce_refused' | 'failed' };

/**
 * The customer's stored methods, oldest first. The SDK has no call for the list (only for one
 * instrument), so it is read here with the same token and path the SDK would use.
 */
export async function listPaymentInstruments(
  account: AccountContext,
  args: PageArgs,
): Promise<Instrument[]> {
  const { api } = getServices(args.context);
  const { customerId, session } = account;
  const url =
    `${api.shopperApiBase}/customer/shopper-customers/v1/organizations/${api.orgId}` +
    `/customers/${encodeURIComponent(customerId)}/payment-instruments` +
    `?siteId=${encodeURIComponent(session.siteId)}`;
  const res = await api.fetch(url, {
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${session.accessToken}`,
      'x-request-id': api.requestId,
    },
  });
  // A session the service no longer accepts signs in again, as loadCustomer does.
  if (res.status === 401) throw redirect(loginRedirectPath(args.url));
  if (!res.ok) throw new Error(`payment instruments: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { data?: Instrument[] };
  return body.data ?? [];
}

/** Why a write failed; a signed-out shopper is sent to sign in again. */
async function failureOf(
  error: unknown,
  args: PageArgs,
  when: Partial<Record<number, 'not_removable' | 'not_found' | 'nonce_refused'>>,
): Promise<InstrumentWriteResult<never>> {
  const problem = await problemOf(error);
  if (isSignedOut(problem)) throw redirect(loginRedirectPath(args.url));
  const reason = problem ? when[problem.status] : undefined;
  if (!reason)
    getServices(args.context).log.error({ err: error }, 'payment instrument change failed');
  return { ok: false, reason: reason ?? 'failed' };
}

/** Spec 002 §4, §5: removed only when the server marks it removable, else `not_removable`. */
export async function removePaymentInstrument(
  account: AccountContext,
  args: PageArgs,
  paymentInstrumentId: string,
): Promise<InstrumentWriteResult> {
  try {
    await account.customers.deleteCustomerPaymentInstrument({
      parameters: { customerId: account.customerId, paymentInstrumentId },
    });
    return { ok: true, value: undefined };
  } catch (error) {
    // 403 /errors/payment-instrument-not-removable: the gateway keeps it (docs/api.md).
    return failureOf(error, args, { 403: 'not_removable', 404: 'not_found' });
  }
}

/** Spec 002 §4: make a stored method the default (the previous default stops being it). */
export async function makeDefaultPaymentInstrument(
  account: AccountContext,
  args: PageArgs,
  paymentInstrumentId: string,
): Promise<InstrumentWriteResult> {
  try {
    await account.customers.updateCustomerPaymentInstrument({
      parameters: { customerId: account.customerId, paymentInstrumentId },
      body: { default: true },
    });
    return { ok: true, value: undefined };
  } catch (error) {
    return failureOf(error, args, { 404: 'not_found' });
  }
}

/** Saves the account a wallet approved in vault flow, from the sheet's single-use nonce. */
export async function addPaymentInstrument(
  account: AccountContext,
  args: PageArgs,
  nonce: string,
): Promise<InstrumentWriteResult<Instrument>> {
  try {
    const value = await account.customers.createCustomerPaymentInstrument({
      parameters: { customerId: account.customerId },
      body: { c_paymentNonce: nonce },
    });
    return { ok: true, value };
  } catch (error) {
    // 400 names c_paymentNonce: used, expired or unknown.
    return failureOf(error, args, { 400: 'nonce_refused' });
  }
}
