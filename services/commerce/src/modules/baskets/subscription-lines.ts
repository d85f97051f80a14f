/**
 * Subscription lines (spec 001 §3–§4; docs/decisions/subscriptions.md): a line of a subscription
 * product may carry `c_subscriptionFrequency` ('1_3', '2_3', '3_3'; '0_0' is a one-time purchase
 * and removes it). Such a line is priced at the subscription price and placing the order creates
 * a subscription from it.
 */
import type { SubscriptionFrequency } from '@solo/db/schema';
import type { ItemRow } from './wire.ts';
import type { LineProduct } from './products.ts';
import type { CustomChanges } from './service.ts';

export const SUBSCRIPTION_FREQUENCIES = [
  '1_3',
  '2_3',
  '3_3',
] as const satisfies readonly SubscriptionFrequency[];
/** A one-time purchase, as the storefront sends it (OG_STATE's default). */
export const NO_FREQUENCY = '0_0';
/** The custom attribute of a line (stored without `c_`). */
export const FREQUENCY_KEY = 'subscriptionFrequency';

export const isFrequency = (value: unknown): value is SubscriptionFrequency =>
  (SUBSCRIPTION_FREQUENCIES as readonly unknown[]).includes(value);

/** The line's frequency, when it is a subscription line. */
export const lineFrequency = (
  custom: Record<string, unknown>,
): SubscriptionFrequency | undefined => {
  const value = custom[FREQUENCY_KEY];
  return isFrequency(value) ? value : undefined;
};

/** '0_0' asks for a one-time purchase: the attribute is removed. */
export const normalizeFrequency = (
  changes: CustomChanges | undefined,
): CustomChanges | undefined =>
  changes && changes[FREQUENCY_KEY] === NO_FREQUENCY
    ? { ...changes, [FREQUENCY_KEY]: null }
    : changes;

export const isSubscriptionProduct = (p: LineProduct | undefined): boolean =>
  p?.record.custom.isSubscriptionProduct === true;

/** Whether a basket holds a subscription line (`c_isSubscriptionProductInBasket`). */
export const holdsSubscription = (items: readonly ItemRow[]): boolean =>
  items.some((i) => lineFrequency(i.custom) !== undefined);
