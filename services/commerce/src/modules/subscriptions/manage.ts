/**
 * The account API of subscriptions (docs/decisions/subscriptions.md): list, change (frequency,
 * quantity, card, address), skip, pause, resume, cancel, and the upcoming order. Every call is
 * the customer's own: another customer's subscription is not found, exactly as an unknown one.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { type Database, schema } from '@solo/db';
import type { BasketAddress, SubscriptionFrequency } from '@solo/db/schema';
import { priceBookIds, type CurrencyCode, type SiteId } from '@solo/sites';
import type { InvalidField } from '../../errors.ts';
import { localize } from '../../localize.ts';
import { MAX_LINE_QUANTITY } from '../baskets/index.ts';
import { loadProductGraph } from '../catalog/index.ts';
import { getAddress } from '../customers/index.ts';
import type { PaymentProvider, StoredPaymentMethod } from '../payments/index.ts';
import { loadPriceRows, subscriptionPriceOf, toDecimal, unitPriceAt } from '../pricing/index.ts';
import { nextFutureDate, nextOnSchedule, todayOn } from './schedule.ts';
import { customerSubscriptions, ownSubscription, type SubscriptionRow } from './store.ts';

const { subscriptions, subscriptionEvents, subscriptionRuns } = schema;

export interface SubscriptionScope {
  customerId: string;
  siteId: SiteId;
  locale: string;
  now: Date;
}

export interface WireSubscription {
  id: string;
  productId: string;
  productName: string;
  quantity: number;
  frequency: SubscriptionFrequency;
  status: SubscriptionRow['status'];
  nextOrderDate: string;
  /** Each, the subscription price; absent while the product has no price in the currency. */
  price?: number;
  currency: string;
  shippingAddress: BasketAddress;
  paymentInstrument?: {
    id: string;
    cardType?: string;
    maskedNumber?: string;
    expirationMonth?: number;
    expirationYear?: number;
  };
  skippedDates: string[];
  lastOrderNo?: string;
  failure?: { reason: string; nextRetryAt: string | null };
}

export type Action = 'skip' | 'pause' | 'resume' | 'cancel';

/** Who acted, when an operator did: the change is written to `subscription_events` with it. */
export interface ActionAudit {
  actor: string;
}

export type SubscriptionOutcome =
  | { ok: true; value: WireSubscription }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'canceled' }
  | { ok: false; reason: 'invalid'; fields: InvalidField[] };

export interface SubscriptionChange {
  frequency?: SubscriptionFrequency | undefined;
  quantity?: number | undefined;
  paymentInstrumentId?: string | undefined;
  shippingAddressId?: string | undefined;
}

/** Names, unit prices (the subscription price) and quantity limits of the subscribed products. */
export async function productFacts(db: Database, rows: SubscriptionRow[], locale: string) {
  const ids = [...new Set(rows.map((r) => r.productId))];
  const graph = await loadProductGraph(db, ids);
  const byCurrency = new Map<string, Awaited<ReturnType<typeof loadPriceRows>>>();
  for (const currency of new Set(rows.map((r) => r.currency)))
    byCurrency.set(currency, await loadPriceRows(db, ids, currency as CurrencyCode));
  return {
    name(id: string) {
      const record = graph.products.get(id);
      return record ? localize({ name: record.name }, record.localized, locale, ['name']).name : id;
    },
    price(row: SubscriptionRow): number | undefined {
      const books = priceBookIds(row.currency as CurrencyCode);
      const unit = unitPriceAt(
        byCurrency.get(row.currency)?.get(row.productId) ?? [],
        books,
        row.quantity,
      );
      return unit === undefined ? undefined : subscriptionPriceOf(unit);
    },
    maxQuantity(id: string): number {
      const max = graph.products.get(id)?.custom.maximumPurchaseQuantity;
      return typeof max === 'number' && Number.isInteger(max) && max > 0 ? max : MAX_LINE_QUANTITY;
    },
  };
}

/** The last declined run of each subscription still waiting for its retry. */
async function failures(db: Database, ids: string[]) {
  const out = new Map<string, { reason: string; nextRetryAt: string | null }>();
  if (ids.length === 0) return out;
  const runs = await db
    .select()
    .from(subscriptionRuns)
    .where(
      and(inArray(subscriptionRuns.subscriptionId, ids), eq(subscriptionRuns.state, 'declined')),
    )
    .orderBy(desc(subscriptionRuns.dueDate));
  for (const run of runs)
    if (!out.has(run.subscriptionId))
      out.set(run.subscriptionId, {
        reason: run.lastError ?? 'declined',
        nextRetryAt: run.nextAttemptAt?.toISOString() ?? null,
      });
  return out;
}

const maskOf = (m: StoredPaymentMethod) => ({
  id: m.token,
  ...(m.cardType ? { cardType: m.cardType } : {}),
  ...(m.maskedNumber ? { maskedNumber: m.maskedNumber } : {}),
  ...(m.expirationMonth ? { expirationMonth: m.expirationMonth } : {}),
  ...(m.expirationYear ? { expirationYear: m.expirationYear } : {}),
});

async function wireAll(
  deps: { db: Database; payments: PaymentProvider },
  scope: SubscriptionScope,
  rows: SubscriptionRow[],
): Promise<WireSubscription[]> {
  if (rows.length === 0) return [];
  const [facts, methods, failed] = await Promise.all([
    productFacts(deps.db, rows, scope.locale),
    deps.payments.listPaymentMethods(scope.customerId),
    failures(
      deps.db,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((row) => {
    const price = facts.price(row);
    const method = methods.find((m) => m.token === row.paymentInstrumentId);
    const failure = row.status === 'active' ? failed.get(row.id) : undefined;
    return {
      id: row.id,
      productId: row.productId,
      productName: facts.name(row.productId),
      quantity: row.quantity,
      frequency: row.frequency,
      status: row.status,
      nextOrderDate: row.nextOrderDate,
      ...(price !== undefined ? { price: toDecimal(price, row.currency as CurrencyCode) } : {}),
      currency: row.currency,
      shippingAddress: row.shippingAddress,
      ...(method ? { paymentInstrument: maskOf(method) } : {}),
      skippedDates: row.skippedDates,
      ...(row.lastOrderNo ? { lastOrderNo: row.lastOrderNo } : {}),
      ...(failure ? { failure } : {}),
    };
  });
}

export async function listSubscriptions(
  deps: { db: Database; payments: PaymentProvider },
  scope: SubscriptionScope,
): Promise<WireSubscription[]> {
  return wireAll(deps, scope, await customerSubscriptions(deps.db, scope.customerId, scope.siteId));
}

const one = async (
  deps: { db: Database; payments: PaymentProvider },
  scope: SubscriptionScope,
  row: SubscriptionRow,
): Promise<SubscriptionOutcome> => ({ ok: true, value: (await wireAll(deps, scope, [row]))[0]! });

const toBasketAddress = (a: Awaited<ReturnType<typeof getAddress>> & object): BasketAddress => ({
  firstName: a.firstName ?? '',
  lastName: a.lastName ?? '',
  address1: a.address1 ?? '',
  ...(a.address2 ? { address2: a.address2 } : {}),
  city: a.city ?? '',
  postalCode: a.postalCode ?? '',
  ...(a.stateCode ? { stateCode: a.stateCode } : {}),
  countryCode: a.countryCode,
  ...(a.phone ? { phone: a.phone } : {}),
});

/** `PATCH …/subscriptions/{id}`: each field checked against the customer's own records. */
export async function changeSubscription(
  deps: { db: Database; payments: PaymentProvider },
  scope: SubscriptionScope,
  id: string,
  change: SubscriptionChange,
): Promise<SubscriptionOutcome> {
  const { db } = deps;
  const current = await ownSubscription(db, scope, id);
  if (!current) return { ok: false, reason: 'not-found' };
  if (current.status === 'canceled') return { ok: false, reason: 'canceled' };
  const fields: InvalidField[] = [];
  const set: Partial<typeof subscriptions.$inferInsert> = {};
  if (change.frequency !== undefined) set.frequency = change.frequency;
  if (change.quantity !== undefined) {
    const max = (await productFacts(db, [current], scope.locale)).maxQuantity(current.productId);
    if (change.quantity > max) fields.push({ name: 'quantity', reason: `must be at most ${max}` });
    else set.quantity = change.quantity;
  }
  if (change.paymentInstrumentId !== undefined) {
    const methods = await deps.payments.listPaymentMethods(scope.customerId);
    if (!methods.some((m) => m.token === change.paymentInstrumentId))
      fields.push({
        name: 'paymentInstrumentId',
        reason: 'is not one of your saved payment methods',
      });
    else set.paymentInstrumentId = change.paymentInstrumentId;
  }
  if (change.shippingAddressId !== undefined) {
    const address = await getAddress(db, scope.customerId, change.shippingAddressId);
    if (!address)
      fields.push({ name: 'shippingAddressId', reason: 'is not one of your saved addresses' });
    else set.shippingAddress = toBasketAddress(address);
  }
  if (fields.length) return { ok: false, reason: 'invalid', fields };
  return update(deps, scope, id, () => set);
}

/** Applies `plan` to the locked row: a canceled subscription changes no more (409). */
async function update(
  deps: { db: Database; payments: PaymentProvider },
  scope: SubscriptionScope,
  id: string,
  plan: (row: SubscriptionRow) => Partial<typeof subscriptions.$inferInsert>,
  audit?: ActionAudit & { kind: string },
): Promise<SubscriptionOutcome> {
  const result = await deps.db.transaction(async (tx) => {
    const row = await ownSubscription(tx, scope, id, true);
    if (!row) return 'not-found' as const;
    if (row.status === 'canceled') return 'canceled' as const;
    const [updated] = await tx
      .update(subscriptions)
      .set({ ...plan(row), modifiedAt: scope.now })
      .where(eq(subscriptions.id, id))
      .returning();
    // In the change's own transaction, so the trail never misses a change nor shows one undone.
    if (audit)
      await tx.insert(subscriptionEvents).values({
        subscriptionId: id,
        kind: audit.kind,
        fromStatus: row.status,
        toStatus: updated!.status,
        actor: audit.actor,
        data:
          row.nextOrderDate === updated!.nextOrderDate
            ? {}
            : { nextOrderDate: updated!.nextOrderDate },
        createdAt: scope.now,
      });
    return updated!;
  });
  if (typeof result === 'string') return { ok: false, reason: result };
  return one(deps, scope, result);
}

/**
 * `POST …/subscriptions/{id}/actions/{action}`: skip moves the next date on by one frequency
 * (and remembers the skipped date); pause stops reorders; resume orders again from the first
 * date of the schedule after today; cancel is final. With `audit` (the operator API) the change
 * is written to the subscription's trail.
 */
export function actOnSubscription(
  deps: { db: Database; payments: PaymentProvider },
  scope: SubscriptionScope,
  id: string,
  action: Action,
  audit?: ActionAudit,
): Promise<SubscriptionOutcome> {
  const plan = (row: SubscriptionRow): Partial<typeof subscriptions.$inferInsert> => {
    switch (action) {
      case 'skip':
        return {
          nextOrderDate: nextOnSchedule(row.nextOrderDate, row.frequency, row.anchorDay),
          skippedDates: [...row.skippedDates, row.nextOrderDate].slice(-12),
        };
      case 'pause':
        return { status: 'paused' };
      case 'resume': {
        if (row.status !== 'paused') return {};
        const today = todayOn(row.siteId as SiteId, scope.now);
        return {
          status: 'active',
          nextOrderDate: nextFutureDate(row.nextOrderDate, row.frequency, row.anchorDay, today),
        };
      }
      case 'cancel':
        return { status: 'canceled' };
    }
  };
  return update(deps, scope, id, plan, audit && { ...audit, kind: action });
}

export interface UpcomingOrder {
  date: string;
  items: Array<{
    subscriptionId: string;
    productId: string;
    productName: string;
    quantity: number;
    price?: number;
  }>;
  /** What the items come to at their subscription prices (before shipping and tax). */
  total: number;
  currency: string;
}

/** The next due date among the active subscriptions, and what it orders (getUpcomingOrder). */
export async function upcomingOrder(
  deps: { db: Database; payments: PaymentProvider },
  scope: SubscriptionScope,
): Promise<UpcomingOrder | null> {
  const rows = (await customerSubscriptions(deps.db, scope.customerId, scope.siteId)).filter(
    (r) => r.status === 'active',
  );
  if (rows.length === 0) return null;
  const date = rows.map((r) => r.nextOrderDate).sort()[0]!;
  const due = rows.filter((r) => r.nextOrderDate === date);
  const currency = due[0]!.currency;
  const facts = await productFacts(deps.db, due, scope.locale);
  const items = due
    .filter((r) => r.currency === currency)
    .map((r) => {
      const price = facts.price(r);
      return {
        subscriptionId: r.id,
        productId: r.productId,
        productName: facts.name(r.productId),
        quantity: r.quantity,
        ...(price !== undefined ? { price: toDecimal(price, currency as CurrencyCode) } : {}),
        minor: (price ?? 0) * r.quantity,
      };
    });
  const total = items.reduce((sum, i) => sum + i.minor, 0);
  return {
    date,
    items: items.map(({ minor: _minor, ...item }) => item),
    total: toDecimal(total, currency as CurrencyCode),
    currency,
  };
}

/** The scope of a subscription's own customer and site (the operator acts in it). */
export const ownerScopeOf = (row: SubscriptionRow, now: Date): SubscriptionScope => ({
  customerId: row.customerId,
  siteId: row.siteId as SiteId,
  locale: row.locale,
  now,
});

/** One subscription as its customer sees it (the operator's read adds to it). */
export async function wireSubscription(
  deps: { db: Database; payments: PaymentProvider },
  row: SubscriptionRow,
  now: Date,
): Promise<WireSubscription> {
  return (await wireAll(deps, ownerScopeOf(row, now), [row]))[0]!;
}
