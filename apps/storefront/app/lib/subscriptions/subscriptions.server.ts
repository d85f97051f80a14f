/**
 * The signed-in customer's subscriptions (the commerce service's custom `subscriptions` API,
 * docs/api.md), server only: the list, the upcoming order and the writes, each answering an
 * outcome the route maps to the page. A session the service no longer accepts signs in again.
 */
import { redirect } from 'react-router';
import { getServices } from '../api/context.ts';
import type { CustomApiOptions, CustomApiResult } from '../api/types.ts';
import type { AccountContext, PageArgs } from '../account/account.server.ts';
import { loginRedirectPath } from '../account/login-redirect.ts';
import {
  parseUpcomingOrder,
  writeFailure,
  type SubscriptionAction,
  type SubscriptionActionData,
  type UpcomingOrderView,
  type WireSubscription,
} from './view.ts';

const NAMESPACE = 'subscriptions';

async function call<T>(
  account: AccountContext,
  args: PageArgs,
  path: string,
  options: Omit<CustomApiOptions, 'siteId' | 'token'> = {},
): Promise<CustomApiResult<T>> {
  const { session, customerId } = account;
  const result = await getServices(args.context).api.customApi<T>(
    NAMESPACE,
    `customers/${encodeURIComponent(customerId)}/${path}`,
    { ...options, siteId: session.siteId, token: session.accessToken },
  );
  if (!result.ok && result.status === 401) throw redirect(loginRedirectPath(args.url));
  return result;
}

/** The customer's subscriptions, in the page's language (product names). */
export async function listSubscriptions(
  account: AccountContext,
  args: PageArgs,
  locale: string,
): Promise<WireSubscription[]> {
  const result = await call<{ data: WireSubscription[] }>(account, args, 'subscriptions', {
    locale,
  });
  if (!result.ok) throw new Error(`subscriptions: list unavailable (${result.status})`);
  return result.data.data;
}

/**
 * Spec 001 §7 getUpcomingOrder: the next order of the active subscriptions, or null. Its errors
 * are logged and the page goes without it (the spec: "errors logged").
 */
export async function readUpcomingOrder(
  account: AccountContext,
  args: PageArgs,
  locale: string,
): Promise<UpcomingOrderView | null> {
  const { log } = getServices(args.context);
  const result = await call<{ ogUpcomingOrder: string | null }>(account, args, 'upcoming-order', {
    locale,
  });
  if (!result.ok) {
    log.warn({ status: result.status }, 'upcoming order unavailable');
    return null;
  }
  const parsed = parseUpcomingOrder(result.data.ogUpcomingOrder);
  if (!parsed.ok) {
    log.warn({ ogUpcomingOrder: result.data.ogUpcomingOrder }, 'upcoming order unreadable');
    return null;
  }
  return parsed.order;
}

export type SubscriptionWriteOutcome =
  { ok: true } | { ok: false; status: number; answer: SubscriptionActionData };

/** A change (frequency, quantity, card, address) or an action (skip, pause, resume, cancel). */
export async function changeSubscription(
  account: AccountContext,
  args: PageArgs,
  action: SubscriptionAction,
): Promise<SubscriptionWriteOutcome> {
  const path = `subscriptions/${encodeURIComponent(action.subscriptionId)}`;
  const result = await (() => {
    switch (action.intent) {
      case 'frequency':
        return call(account, args, path, {
          method: 'PATCH',
          body: { frequency: action.frequency },
        });
      case 'quantity':
        return call(account, args, path, { method: 'PATCH', body: { quantity: action.quantity } });
      case 'card':
        return call(account, args, path, {
          method: 'PATCH',
          body: { paymentInstrumentId: action.paymentInstrumentId },
        });
      case 'address':
        return call(account, args, path, {
          method: 'PATCH',
          body: { shippingAddressId: action.shippingAddressId },
        });
      default:
        return call(account, args, `${path}/actions/${action.intent}`, { method: 'POST' });
    }
  })();
  if (result.ok) return { ok: true };
  const answer = writeFailure(result.status, action.subscriptionId, result.problem);
  if (answer.failure === 'failed')
    getServices(args.context).log.error({ status: result.status }, 'subscription change failed');
  const status = answer.failure === 'failed' ? 502 : result.status;
  return { ok: false, status, answer };
}
