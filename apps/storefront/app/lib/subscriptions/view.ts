/**
 * The account subscriptions page's data (issue 21, spec 000 §2 "Subscriptions", spec 001 §7
 * getUpcomingOrder): the service's subscriptions as the page shows them, the upcoming order
 * parsed from its JSON string, and the page's form posts checked with one schema. Pure, shared
 * by the route and its components.
 */
import * as z from 'zod/mini';
import { ADDRESS_FIELDS, type AddressField } from '../checkout/fields.ts';
import { cardBrandName, maskedCardNumber } from '../payments/card-brands.ts';
import { FREQUENCIES, isFrequency, monthsOf, type Frequency } from './frequency.ts';

export type SubscriptionStatus = 'active' | 'paused' | 'canceled';

/** A subscription as the service answers it (docs/decisions/subscriptions.md). */
export interface WireSubscription {
  id: string;
  productId: string;
  productName: string;
  image?: string;
  quantity: number;
  frequency: string;
  status: SubscriptionStatus;
  nextOrderDate: string;
  /** Absent while the product has no price in the currency. */
  price?: number;
  currency: string;
  shippingAddress?: WireAddress | null;
  paymentInstrument?: {
    id: string;
    cardType?: string;
    maskedNumber?: string;
    expirationMonth?: number;
    expirationYear?: number;
  } | null;
  skippedDates?: string[];
  lastOrderNo?: string;
  failure?: { reason: string; nextRetryAt: string } | null;
}

export interface WireAddress {
  firstName?: string;
  lastName?: string;
  address1?: string;
  address2?: string;
  city?: string;
  stateCode?: string;
  postalCode?: string;
  countryCode?: string;
}

/** One subscription as the page shows it. */
export interface SubscriptionView {
  id: string;
  productId: string;
  productName: string;
  image?: string;
  quantity: number;
  frequency: Frequency;
  /** Months between orders (1, 2 or 3). */
  months: number;
  status: SubscriptionStatus;
  /** YYYY-MM-DD; the page formats it in the shopper's language. */
  nextOrderDate: string;
  /** Each unit's price and the price of each order (price × quantity); null without a price. */
  price: number | null;
  total: number | null;
  currency: string;
  /** "Jordan Miles, 12 Pine Rd, Portland, OR 97201, US" */
  address: string | null;
  /** The saved address it ships to, when one matches it (the address select's choice). */
  addressId: string | null;
  /** "Visa ************1111 06/2030" */
  card: string | null;
  cardId: string | null;
  /** The order whose card was declined, and when it is tried again. */
  failure: { nextRetryAt: string } | null;
  /** Skip, pause, resume, cancel and the changes: a canceled subscription takes none. */
  changeable: boolean;
}

const cents = (n: number) => Math.round(n * 100) / 100;

export function addressLine(address: WireAddress | null | undefined): string | null {
  if (!address) return null;
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  const region = [address.stateCode, address.postalCode].filter(Boolean).join(' ');
  const parts = [
    name,
    address.address1,
    address.address2,
    address.city,
    region,
    address.countryCode,
  ];
  const line = parts.filter((part) => part && part.trim()).join(', ');
  return line || null;
}

export function cardLine(card: WireSubscription['paymentInstrument']): string | null {
  if (!card) return null;
  const digits = card.maskedNumber?.replace(/\D/g, '').slice(-4) ?? '';
  const expiry =
    card.expirationMonth && card.expirationYear
      ? ` ${String(card.expirationMonth).padStart(2, '0')}/${card.expirationYear}`
      : '';
  return (
    `${cardBrandName(card.cardType)} ${digits ? maskedCardNumber(digits) : ''}`.trim() + expiry
  );
}

// The checkout's address fields but the phone, which a saved entry may lack or write otherwise.
const MATCHED_FIELDS = ADDRESS_FIELDS.filter(
  (f): f is Exclude<AddressField, 'phone'> => f !== 'phone',
);

const same = (a: string | undefined, b: string | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * The saved address a subscription ships to: the subscription keeps a copy of the address (an
 * address book entry may change or go), so the entry is found by its fields, not by its name.
 */
export function savedAddressIdOf(
  address: WireAddress | null | undefined,
  saved: ReadonlyArray<WireAddress & { addressId: string }>,
): string | null {
  if (!address) return null;
  const match = saved.find((entry) => MATCHED_FIELDS.every((f) => same(entry[f], address[f])));
  return match?.addressId ?? null;
}

/**
 * The page's subscriptions: active first, then paused, then canceled, each by next date; each
 * with the saved address (of `savedAddresses`) it ships to, when one matches.
 */
export function subscriptionsView(
  list: readonly WireSubscription[],
  savedAddresses: ReadonlyArray<WireAddress & { addressId: string }> = [],
): SubscriptionView[] {
  const rank: Record<SubscriptionStatus, number> = { active: 0, paused: 1, canceled: 2 };
  return list
    .filter((s) => isFrequency(s.frequency))
    .map((s) => ({
      id: s.id,
      productId: s.productId,
      productName: s.productName,
      ...(s.image ? { image: s.image } : {}),
      quantity: s.quantity,
      frequency: s.frequency as Frequency,
      months: monthsOf(s.frequency as Frequency),
      status: s.status,
      nextOrderDate: s.nextOrderDate,
      price: s.price ?? null,
      total: typeof s.price === 'number' ? cents(s.price * s.quantity) : null,
      currency: s.currency,
      address: addressLine(s.shippingAddress),
      addressId: savedAddressIdOf(s.shippingAddress, savedAddresses),
      card: cardLine(s.paymentInstrument),
      cardId: s.paymentInstrument?.id ?? null,
      failure: s.failure ? { nextRetryAt: s.failure.nextRetryAt } : null,
      changeable: s.status !== 'canceled',
    }))
    .sort(
      (a, b) => rank[a.status] - rank[b.status] || a.nextOrderDate.localeCompare(b.nextOrderDate),
    );
}

/** The upcoming order (spec 001 §7 getUpcomingOrder): its date, lines and total. */
export interface UpcomingOrderView {
  date: string;
  /** `price` is null while the product has no price in the currency. */
  items: Array<{
    subscriptionId: string;
    productName: string;
    quantity: number;
    price: number | null;
  }>;
  total: number;
  currency: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const asText = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Spec 001 §7: `ogUpcomingOrder` is a JSON string that is parsed; one that does not parse or has
 * not the shape is no upcoming order (the caller logs it, as the spec says errors are logged).
 */
export function parseUpcomingOrder(
  text: string | null | undefined,
): { ok: true; order: UpcomingOrderView | null } | { ok: false } {
  if (text === null || text === undefined) return { ok: true, order: null };
  try {
    const value = JSON.parse(text) as Record<string, unknown> | null;
    const { date, total, currency, items } = value ?? {};
    if (
      typeof date !== 'string' ||
      !DATE.test(date) ||
      typeof total !== 'number' ||
      typeof currency !== 'string' ||
      !Array.isArray(items)
    )
      return { ok: false };
    return {
      ok: true,
      order: {
        date,
        total,
        currency,
        items: (items as Array<Record<string, unknown> | null>).map((item) => ({
          subscriptionId: asText(item?.subscriptionId),
          productName: asText(item?.productName),
          quantity: Number(item?.quantity),
          price: typeof item?.price === 'number' ? item.price : null,
        })),
      },
    };
  } catch {
    return { ok: false };
  }
}

const id = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));
const subscriptionId = { subscriptionId: id };

/** The most units one subscription order may hold (the basket's line limit). */
export const MAX_SUBSCRIPTION_QUANTITY = 99;

/** The frequency select's options, for the page (its code then carries no frequency rules). */
export const FREQUENCY_CHOICES = FREQUENCIES.map((value) => ({ value, months: monthsOf(value) }));

/**
 * The page's posts, one form each (they work without scripts): change the frequency, quantity,
 * card or address; skip the next order, pause, resume, cancel (after its confirmation).
 */
export const subscriptionActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('frequency'), ...subscriptionId, frequency: z.enum(FREQUENCIES) }),
  z.object({
    intent: z.literal('quantity'),
    ...subscriptionId,
    quantity: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_SUBSCRIPTION_QUANTITY)),
  }),
  z.object({ intent: z.literal('card'), ...subscriptionId, paymentInstrumentId: id }),
  z.object({ intent: z.literal('address'), ...subscriptionId, shippingAddressId: id }),
  z.object({ intent: z.literal('skip'), ...subscriptionId }),
  z.object({ intent: z.literal('pause'), ...subscriptionId }),
  z.object({ intent: z.literal('resume'), ...subscriptionId }),
  z.object({ intent: z.literal('cancel'), ...subscriptionId }),
]);

export type SubscriptionAction = z.infer<typeof subscriptionActionSchema>;
export type SubscriptionIntent = SubscriptionAction['intent'];

export const SUBSCRIPTION_INTENTS = [
  'frequency',
  'quantity',
  'card',
  'address',
  'skip',
  'pause',
  'resume',
  'cancel',
] as const satisfies readonly SubscriptionIntent[];

/** The confirmation after a redirect (`?done=<intent>`). */
export const doneOf = (value: string | null): SubscriptionIntent | null =>
  (SUBSCRIPTION_INTENTS as readonly string[]).includes(value ?? '')
    ? (value as SubscriptionIntent)
    : null;

/** What a post that did not succeed answers; the page stays as it was. */
export type SubscriptionActionData =
  /** The form was not one of the page's posts, or a value the service refused (400). */
  | { failure: 'invalid'; subscriptionId?: string; fields?: string[] }
  /** A canceled subscription takes no change (409). */
  | { failure: 'canceled'; subscriptionId: string }
  /** Not this customer's subscription (404). */
  | { failure: 'notFound' }
  /** The service did not answer as expected (spec 000 §8 default message). */
  | { failure: 'failed' };

/** The service's answer to a write, as the page's answer. */
export function writeFailure(
  status: number,
  subscriptionId: string,
  problem?: Record<string, unknown>,
): SubscriptionActionData {
  if (status === 404) return { failure: 'notFound' };
  if (status === 409) return { failure: 'canceled', subscriptionId };
  if (status === 400) {
    const invalid = Array.isArray(problem?.invalidFields) ? problem.invalidFields : [];
    const fields = invalid.flatMap((f) =>
      typeof (f as { name?: unknown })?.name === 'string' ? [(f as { name: string }).name] : [],
    );
    return { failure: 'invalid', subscriptionId, ...(fields.length ? { fields } : {}) };
  }
  return { failure: 'failed' };
}

/** The confirmation step of Cancel (`?cancel=<id>`): one of the listed, changeable subscriptions. */
export function cancelling(
  subscriptions: readonly SubscriptionView[],
  requested: string | null,
): SubscriptionView | null {
  return subscriptions.find((s) => s.id === requested && s.changeable) ?? null;
}
