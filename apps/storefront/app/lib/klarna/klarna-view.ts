/**
 * What the storefront shows of Klarna (docs/decisions/klarna.md): the offer on a product page
 * and the schedule of the checkout tab, from the same terms the gateway enforces
 * (@solo/sites/klarna), so what the shopper reads is what Klarna is asked to approve.
 */
import type { CurrencyCode } from '@solo/sites';
import {
  KLARNA_LIMITS,
  KLARNA_SITES,
  klarnaAmountRefusal,
  klarnaMinor,
  klarnaSchedule,
  type KlarnaPlan,
} from '@solo/sites/klarna';

/** One payment as shown: a decimal amount and its due day, or "today". */
export interface ShownInstalment {
  amount: number;
  dueDate: string;
  today: boolean;
}

const offered = (siteId: string) => (KLARNA_SITES as readonly string[]).includes(siteId);

/**
 * The product page's message: the first of three payments of `price` (the larger one, holding the
 * remainder) on a site that offers Klarna and within its limits; null otherwise.
 */
export function klarnaOffer(siteId: string, price: number, currency: string): number | null {
  if (!offered(siteId) || !(price > 0)) return null;
  const minor = klarnaMinor(price);
  if (klarnaAmountRefusal(minor, currency as CurrencyCode)) return null;
  return klarnaSchedule('pay_in_3', minor, new Date()).instalments[0]!.amount / 100;
}

/** The plan's payments for `amount` placed today. */
export function shownSchedule(
  plan: KlarnaPlan,
  amount: number,
  now = new Date(),
): ShownInstalment[] {
  const today = now.toISOString().slice(0, 10);
  return klarnaSchedule(plan, klarnaMinor(amount), now).instalments.map((i) => ({
    amount: i.amount / 100,
    dueDate: i.dueDate,
    today: i.dueDate === today,
  }));
}

/** The limits of a currency as decimals, when `amount` is outside them (null: within). */
export function outOfRange(amount: number, currency: string): { min: number; max: number } | null {
  const limits = KLARNA_LIMITS[currency as CurrencyCode];
  if (!limits) return null;
  return klarnaAmountRefusal(klarnaMinor(amount), currency as CurrencyCode)
    ? { min: limits.min / 100, max: limits.max / 100 }
    : null;
}
