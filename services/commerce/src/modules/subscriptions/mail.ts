/**
 * The emails of a subscription (docs/decisions/subscriptions.md): the reminder before an order,
 * a declined card (with the next try), the pause after the last try, and a date skipped for want
 * of stock. In the store's one layout and mail catalogue, in the subscription's language; each
 * has an event key, so one event is one message however often a run repeats.
 */
import { defaultLocale, findLocale, findSite, sitePrefix } from '@solo/sites';
import {
  renderLayout,
  storeContact,
  translator,
  type Block,
  type EventMail,
} from '../mail/index.ts';
import type { SubscriptionRow } from './store.ts';

export type SubscriptionMailKind = 'reminder' | 'declined' | 'paused' | 'out-of-stock';

export interface SubscriptionMailContext {
  productName: string;
  /** The due date the email is about (YYYY-MM-DD). */
  date: string;
  /** The next try of a declined card (declined). */
  retryDate?: string;
  /** The next order date after a skipped one (out-of-stock). */
  next?: string;
  /** Which try this is (declined): each try's email is its own event. */
  attempt?: number;
  publicOrigin: string | undefined;
  storeInbox: string;
}

/** A calendar date as the shopper's language writes it ("June 3, 2027", "3. Juni 2027"). */
export const longDate = (date: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

const SUBJECTS = {
  reminder: 'subscription.reminderSubject',
  declined: 'subscription.declinedSubject',
  paused: 'subscription.pausedSubject',
  'out-of-stock': 'subscription.outOfStockSubject',
} as const;

const INTROS = {
  reminder: 'subscription.reminderIntro',
  declined: 'subscription.declinedIntro',
  paused: 'subscription.pausedIntro',
  'out-of-stock': 'subscription.outOfStockIntro',
} as const;

/** The event of one email: once per subscription, date (and try, for a declined card). */
export const subscriptionMailKey = (
  kind: SubscriptionMailKind,
  subscriptionId: string,
  date: string,
  attempt?: number,
) => `subscription-${kind}:${subscriptionId}:${date}${attempt ? `:${attempt}` : ''}`;

export function subscriptionMail(
  kind: SubscriptionMailKind,
  sub: SubscriptionRow,
  ctx: SubscriptionMailContext,
): EventMail {
  const site = findSite(sub.siteId);
  if (!site) throw new Error(`subscription ${sub.id} names no known site (${sub.siteId})`);
  const locale = findLocale(site, sub.locale) ?? defaultLocale(site);
  const t = translator(sub.locale);
  const values = {
    product: ctx.productName,
    quantity: sub.quantity,
    date: longDate(ctx.date, sub.locale),
    retryDate: ctx.retryDate ? longDate(ctx.retryDate, sub.locale) : '',
    next: ctx.next ? longDate(ctx.next, sub.locale) : '',
  };
  const subject = t(SUBJECTS[kind], values);
  const manage = ctx.publicOrigin
    ? `${ctx.publicOrigin}${sitePrefix(site, locale)}/account/subscriptions`
    : undefined;
  const blocks: Block[] = [
    { type: 'paragraph', text: t(INTROS[kind], values) },
    ...(manage
      ? [{ type: 'paragraph', text: t('subscription.manage'), link: manage } as const]
      : []),
  ];
  const { html, text } = renderLayout({
    locale: sub.locale,
    title: subject,
    blocks,
    contact: storeContact(site.id, sub.locale, ctx.storeInbox),
    origin: ctx.publicOrigin,
    to: sub.email,
    t,
  });
  return {
    to: sub.email,
    subject,
    text,
    html,
    kind: `subscription-${kind}`,
    eventKey: subscriptionMailKey(kind, sub.id, ctx.date, ctx.attempt),
  };
}
