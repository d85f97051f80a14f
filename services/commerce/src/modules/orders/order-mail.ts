/**
 * The order emails of an order's events, through the outbox (issue 20): renders the email in
 * the order's locale with its link and its site's contact details, and enqueues it under the
 * event's key, so each event is mailed once. Callers on an order's transitions (ship, deliver,
 * cancel, refund) pass the transaction that records the transition.
 */
import type { Transaction } from '@solo/db';
import { findSite } from '@solo/sites';
import { orderEmail, storeContact, type Mailer, type OrderEmail } from '../mail/index.ts';
import type { WireOrder } from './document.ts';
import { orderLink } from './order-links.ts';

export interface OrderMailDeps {
  mailer: Mailer;
  /** The storefront origin links point to (http/link-origin.ts). */
  origin: string;
  /** STORE_MAIL_TO: the address the emails give for questions. */
  storeInbox: string;
}

/** What an order email needs of the order row beside its document. */
export interface MailedOrder {
  order: WireOrder;
  ownerKind: 'guest' | 'registered';
}

/** The locale the shopper placed the order in (`c_locale`), else the site's default. */
export function orderLocale(order: WireOrder): string {
  const site = findSite(order.siteId);
  const placedIn = order.c_locale as unknown;
  return typeof placedIn === 'string' ? placedIn : (site?.l10n.defaultLocale ?? 'en-US');
}

export function renderOrderEmail(
  deps: Omit<OrderMailDeps, 'mailer'>,
  { order, ownerKind }: MailedOrder,
  email: OrderEmail,
  now: Date,
) {
  const site = findSite(order.siteId);
  if (!site) throw new Error(`order ${order.orderNo} names no known site (${order.siteId})`);
  const locale = orderLocale(order);
  const link = orderLink({
    site,
    locale,
    ownerKind,
    order: {
      orderNo: order.orderNo!,
      orderToken: order.orderToken!,
      email: order.customerInfo?.email ?? '',
    },
    origin: deps.origin,
    now,
  });
  return orderEmail(email, {
    order,
    locale,
    link,
    contact: storeContact(site.id, locale, deps.storeInbox),
    origin: deps.origin,
  });
}

/** Renders and enqueues the event's email in `tx`; a second call for one event changes nothing. */
export async function enqueueOrderEmail(
  tx: Transaction,
  deps: OrderMailDeps,
  mailed: MailedOrder,
  email: OrderEmail,
  now: Date,
): Promise<{ id: string; created: boolean }> {
  return deps.mailer.enqueue(renderOrderEmail(deps, mailed, email, now), tx, now);
}
