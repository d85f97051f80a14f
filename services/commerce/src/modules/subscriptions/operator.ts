/**
 * The operator's side of subscriptions (operator.routes.ts): every customer's subscriptions,
 * searched; one with its runs and trail; pause, resume and cancel by the shopper's own rules
 * (manage.ts), each written to `subscription_events` with who acted.
 */
import { and, asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { type Database, schema } from '@solo/db';
import type { SubscriptionStatus } from '@solo/db/schema';
import type { PaymentProvider } from '../payments/index.ts';
import { actOnSubscription, ownerScopeOf, wireSubscription } from './manage.ts';
import type { SubscriptionRow } from './store.ts';

const { subscriptions, subscriptionEvents, subscriptionRuns } = schema;

type Deps = { db: Database; payments: PaymentProvider };

export interface SubscriptionQuery {
  /** A customer id, or part of the email the subscription's mail goes to. */
  customer?: string | undefined;
  status?: SubscriptionStatus | undefined;
  siteId?: string | undefined;
  limit: number;
  offset: number;
}

/** LIKE's wildcards taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Subscriptions matching the query, newest first. */
export async function searchSubscriptions(
  db: Database,
  query: SubscriptionQuery,
): Promise<SubscriptionRow[]> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(subscriptions.status, query.status));
  if (query.siteId) filters.push(eq(subscriptions.siteId, query.siteId));
  const customer = query.customer?.trim();
  if (customer)
    filters.push(
      or(
        eq(subscriptions.customerId, customer),
        ilike(subscriptions.email, `%${literal(customer.toLowerCase())}%`),
      )!,
    );
  return db
    .select()
    .from(subscriptions)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(query.limit)
    .offset(query.offset);
}

/** What the list answers for each subscription (no product or vault reads: a page is cheap). */
export function operatorSummary(row: SubscriptionRow) {
  return {
    id: row.id,
    customerId: row.customerId,
    email: row.email,
    siteId: row.siteId,
    productId: row.productId,
    quantity: row.quantity,
    frequency: row.frequency,
    status: row.status,
    nextOrderDate: row.nextOrderDate,
    currency: row.currency,
    ...(row.lastOrderNo ? { lastOrderNo: row.lastOrderNo } : {}),
    ...(row.createdFromOrderNo ? { createdFromOrderNo: row.createdFromOrderNo } : {}),
    createdAt: row.createdAt.toISOString(),
    modifiedAt: row.modifiedAt.toISOString(),
  };
}

const rowById = async (db: Database, id: string) =>
  (await db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0];

/** One subscription: what its customer sees, who it is, its runs (newest first) and its trail. */
export async function subscriptionDetail(deps: Deps, id: string, now: Date) {
  const row = await rowById(deps.db, id);
  if (!row) return undefined;
  const [wire, runs, events] = await Promise.all([
    wireSubscription(deps, row, now),
    deps.db
      .select()
      .from(subscriptionRuns)
      .where(eq(subscriptionRuns.subscriptionId, id))
      .orderBy(desc(subscriptionRuns.dueDate)),
    deps.db
      .select()
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.subscriptionId, id))
      .orderBy(asc(subscriptionEvents.id)),
  ]);
  return {
    ...operatorSummary(row),
    ...wire,
    locale: row.locale,
    runs: runs.map((r) => ({
      dueDate: r.dueDate,
      state: r.state,
      attempts: r.attempts,
      ...(r.orderNo ? { orderNo: r.orderNo } : {}),
      ...(r.lastError ? { lastError: r.lastError } : {}),
      ...(r.nextAttemptAt ? { nextAttemptAt: r.nextAttemptAt.toISOString() } : {}),
    })),
    events: events.map((e) => ({
      kind: e.kind,
      from: e.fromStatus,
      to: e.toStatus,
      actor: e.actor,
      at: e.createdAt.toISOString(),
      data: e.data,
    })),
  };
}

export type OperatorSubscription = NonNullable<Awaited<ReturnType<typeof subscriptionDetail>>>;

export type OperatorAction = 'pause' | 'resume' | 'cancel';

export type OperatorActOutcome =
  | { ok: true; subscription: OperatorSubscription }
  | { ok: false; reason: 'not-found' | 'canceled' };

/** Pause, resume or cancel any customer's subscription, as that customer would, audited. */
export async function operatorAct(
  deps: Deps,
  request: { id: string; action: OperatorAction; actor: string; now: Date },
): Promise<OperatorActOutcome> {
  const row = await rowById(deps.db, request.id);
  if (!row) return { ok: false, reason: 'not-found' };
  const outcome = await actOnSubscription(
    deps,
    ownerScopeOf(row, request.now),
    request.id,
    request.action,
    { actor: request.actor },
  );
  // An action names no field, so a refusal is one of these two.
  if (!outcome.ok)
    return { ok: false, reason: outcome.reason === 'canceled' ? 'canceled' : 'not-found' };
  const subscription = await subscriptionDetail(deps, request.id, request.now);
  return subscription ? { ok: true, subscription } : { ok: false, reason: 'not-found' };
}
