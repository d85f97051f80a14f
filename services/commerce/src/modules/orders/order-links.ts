/**
 * Where an order email sends the shopper (issue 20): a registered shopper to the order's page in
 * the account; a guest to Track an Order, prefilled, where the site offers it (US, Canada), and
 * elsewhere (EU, Australia: spec 000 §2 hides it) to a signed, expiring order-status link
 * (docs/decisions/order-emails-and-the-outbox.md).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  DEFAULT_SITE_PREFERENCES,
  findLocale,
  defaultLocale,
  sitePrefix,
  type Site,
} from '@solo/sites';
import type { OrderLink } from '../mail/index.ts';

/** How long an order-status link works: a season of shipping, returns and refunds. */
export const ORDER_STATUS_LINK_DAYS = 90;

const DAY_MS = 86_400_000;

/**
 * The signature binds the order number and the expiry to the order's own secret (its
 * `orderToken`, never shown), so a link cannot be made for another order or stretched in time
 * without that secret, and no further key needs keeping.
 */
const signature = (orderNo: string, expires: number, orderToken: string) =>
  createHmac('sha256', orderToken)
    .update(`order-status\n${orderNo}\n${expires}`)
    .digest('base64url');

/** `<orderNo>.<expiry, seconds since 1970>.<signature>` */
export function orderStatusToken(
  order: { orderNo: string; orderToken: string },
  expires: Date,
): string {
  const seconds = Math.floor(expires.getTime() / 1000);
  return `${order.orderNo}.${seconds}.${signature(order.orderNo, seconds, order.orderToken)}`;
}

const TOKEN = /^(\d{1,32})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** The parts of a well-formed token, for the lookup of its order; null for anything else. */
export function parseOrderStatusToken(
  token: string,
): { orderNo: string; expires: Date; seconds: number; mac: string } | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const seconds = Number(match[2]);
  return { orderNo: match[1]!, seconds, expires: new Date(seconds * 1000), mac: match[3]! };
}

export type StatusTokenCheck = 'valid' | 'forged' | 'expired';

/** Checks the signature first (a forged expiry says nothing), then the expiry. */
export function checkOrderStatusToken(
  parsed: NonNullable<ReturnType<typeof parseOrderStatusToken>>,
  orderToken: string,
  now: Date,
): StatusTokenCheck {
  const expected = Buffer.from(signature(parsed.orderNo, parsed.seconds, orderToken));
  const given = Buffer.from(parsed.mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'forged';
  return parsed.expires.getTime() > now.getTime() ? 'valid' : 'expired';
}

export interface LinkInput {
  site: Site;
  /** The shopper's locale id (the order's). */
  locale: string;
  ownerKind: 'guest' | 'registered';
  order: { orderNo: string; orderToken: string; email: string };
  origin: string;
  now: Date;
}

export function orderLink({ site, locale, ownerKind, order, origin, now }: LinkInput): OrderLink {
  const prefix = sitePrefix(site, findLocale(site, locale) ?? defaultLocale(site));
  const base = `${origin}${prefix}`;
  if (ownerKind === 'registered')
    return { kind: 'order', url: `${base}/account/orders/${encodeURIComponent(order.orderNo)}` };
  if (DEFAULT_SITE_PREFERENCES[site.id].enableTrackOrder) {
    const query = new URLSearchParams({ orderNo: order.orderNo, email: order.email });
    return { kind: 'track', url: `${base}/track-order?${query}` };
  }
  const expires = new Date(now.getTime() + ORDER_STATUS_LINK_DAYS * DAY_MS);
  const query = new URLSearchParams({ token: orderStatusToken(order, expires) });
  return { kind: 'status', url: `${base}/order-status?${query}`, expires };
}
