/**
 * Klarna's terms on the EU and Australian sites (docs/decisions/klarna.md): its two plans, the
 * amounts it takes per currency and the schedule a plan makes of an amount. The payments module
 * refuses what these refuse; the storefront shows the same schedule and messaging from them.
 */
import type { CurrencyCode, SiteId } from './sites.ts';

/** Issue 22: the sites that offer Klarna (the payments module's methods list agrees). */
export const KLARNA_SITES: readonly SiteId[] = ['SoloEU', 'SoloAUS'];

/** Pay the whole amount in 30 days, or in three interest-free payments 30 days apart. */
export const KLARNA_PLANS = ['pay_later', 'pay_in_3'] as const;
export type KlarnaPlan = (typeof KLARNA_PLANS)[number];

export const isKlarnaPlan = (value: unknown): value is KlarnaPlan =>
  typeof value === 'string' && (KLARNA_PLANS as readonly string[]).includes(value);

/** Days after the order each payment of a plan is due (0: taken with the order). */
export const KLARNA_DUE_DAYS: Record<KlarnaPlan, readonly number[]> = {
  pay_later: [30],
  pay_in_3: [0, 30, 60],
};

/**
 * The smallest and largest amount Klarna finances, in minor units of each currency it takes:
 * the EU site's currencies and the Australian dollar. Any other currency (USD, CAD) is refused.
 */
export const KLARNA_LIMITS: Readonly<Partial<Record<CurrencyCode, { min: number; max: number }>>> =
  {
    EUR: { min: 10_00, max: 2_000_00 },
    GBP: { min: 10_00, max: 1_500_00 },
    CHF: { min: 10_00, max: 2_000_00 },
    SEK: { min: 100_00, max: 20_000_00 },
    DKK: { min: 75_00, max: 15_000_00 },
    NOK: { min: 100_00, max: 20_000_00 },
    PLN: { min: 50_00, max: 8_000_00 },
    AUD: { min: 15_00, max: 3_000_00 },
  };

export const KLARNA_CURRENCIES = Object.keys(KLARNA_LIMITS) as CurrencyCode[];

/** A decimal amount in minor units: every currency Klarna takes here has two decimals. */
export const klarnaMinor = (amount: number): number => Math.round(amount * 100);

/** One payment of a plan: its due date (UTC day) and amount in minor units. */
export interface KlarnaInstalment {
  dueDate: string;
  amount: number;
}

export interface KlarnaSchedule {
  plan: KlarnaPlan;
  instalments: KlarnaInstalment[];
}

/**
 * Splits `amount` (minor units) evenly over the plan's payments; what does not divide goes on
 * the first payment, so the payments always add up to the amount exactly.
 */
export function splitAmount(amount: number, parts: number): number[] {
  const each = Math.floor(amount / parts);
  return Array.from({ length: parts }, (_, i) => (i === 0 ? amount - each * (parts - 1) : each));
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function klarnaSchedule(plan: KlarnaPlan, amount: number, from: Date): KlarnaSchedule {
  const days = KLARNA_DUE_DAYS[plan];
  const amounts = splitAmount(amount, days.length);
  return {
    plan,
    instalments: days.map((d, i) => ({
      dueDate: new Date(from.getTime() + d * DAY_MS).toISOString().slice(0, 10),
      amount: amounts[i]!,
    })),
  };
}

/** Why Klarna cannot finance this amount, as the field's reason; undefined when it can. */
export function klarnaAmountRefusal(amount: number, currency: CurrencyCode): string | undefined {
  const limits = KLARNA_LIMITS[currency];
  if (!limits) return `Klarna takes ${KLARNA_CURRENCIES.join(', ')} only, not ${currency}`;
  if (amount < limits.min || amount > limits.max)
    return `Klarna finances ${currency} amounts from ${limits.min} to ${limits.max} minor units`;
  return undefined;
}
