/**
 * The subscription scheduler (docs/decisions/subscriptions.md). Each run at `now`:
 * 1. reminds: an active subscription whose order date is within REMINDER_DAYS_BEFORE days gets
 *    one reminder email per date;
 * 2. schedules: every active subscription due (its date reached in its site's time zone) gets a
 *    run row keyed (subscription, due date), so a date is ordered once;
 * 3. claims runs with FOR UPDATE SKIP LOCKED and a lease, so concurrent runners take disjoint
 *    runs, and places each through the checkout's own placement from a basket whose id and
 *    idempotency key are the run's and try's: a second runner or a restart after a crash replays
 *    the same placement and finds its order instead of placing another.
 * A declined card is tried again RETRY_AFTER_DAYS after the first try and the shopper told each
 * time; after the last, the subscription is paused and the shopper told. Out of stock skips the
 * date and tells the shopper.
 */
import { startPeriodicJob } from '../../periodic-job.ts';
import { createHash } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { type Database, schema, type Transaction } from '@solo/db';
import { findSite, type Site, type SiteId } from '@solo/sites';
import { discardReorderBasket, openReorderBasket, type BasketScope } from '../baskets/index.ts';
import type { Mailer } from '../mail/index.ts';
import type { PaymentProvider } from '../payments/index.ts';
import { productFacts } from './manage.ts';
import { subscriptionMail, type SubscriptionMailKind } from './mail.ts';
import { addDays, nextOnSchedule, SITE_TIME_ZONES, todayOn } from './schedule.ts';
import type { SubscriptionRow } from './store.ts';

const { subscriptions, subscriptionRuns } = schema;

/** The reminder goes this many days before each order date. */
export const REMINDER_DAYS_BEFORE = 3;
/** A declined card is tried again this many days after the first try; then the pause. */
export const RETRY_AFTER_DAYS = [1, 3, 7] as const;
/** How long a runner's claim on a run holds: longer than a placement with a slow gateway. */
export const LEASE_MS = 10 * 60_000;
/** Runs one claim takes. */
export const CLAIM_BATCH = 20;
/** How often the store process runs the scheduler. */
export const SCHEDULER_INTERVAL_MS = 5 * 60_000;

/** What the checkout's placement answers, as far as a run needs to know (orders module). */
export type PlaceResult =
  | { ok: true; order: { orderNo?: string | undefined } }
  | { ok: false; reason: string; failure?: { message: string } };

/** The checkout's order placement, given by the composition (orders imports this module). */
export type PlaceOrder = (
  scope: BasketScope,
  request: {
    basketId: string;
    idempotencyKey: string;
    subscriptionRun: { subscriptionId: string; dueDate: string };
  },
) => Promise<PlaceResult>;

export interface SchedulerDeps {
  db: Database;
  payments: PaymentProvider;
  mailer: Mailer;
  log: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
  place: PlaceOrder;
  /** PUBLIC_ORIGIN: the emails link to the account's subscriptions when the store knows it. */
  publicOrigin: string | undefined;
  /** STORE_MAIL_TO: the address the emails give for questions. */
  storeInbox: string;
}

export interface SchedulerRun {
  reminded: number;
  placed: number;
  declined: number;
  paused: number;
  skipped: number;
  failed: number;
}

type RunRow = typeof subscriptionRuns.$inferSelect;
type Outcome = Exclude<keyof SchedulerRun, 'reminded'> | 'busy';

const SITES = Object.keys(SITE_TIME_ZONES) as SiteId[];

/** One run of the scheduler at `now` (a test clock passes its own). */
export async function runSubscriptions(deps: SchedulerDeps, now: Date): Promise<SchedulerRun> {
  const run: SchedulerRun = {
    reminded: 0,
    placed: 0,
    declined: 0,
    paused: 0,
    skipped: 0,
    failed: 0,
  };
  run.reminded = await remind(deps, now);
  await scheduleDue(deps.db, now);
  for (;;) {
    const claimed = await claimRuns(deps.db, now);
    if (claimed.length === 0) break;
    for (const r of claimed) {
      const outcome = await processRun(deps, r, now);
      if (outcome !== 'busy') run[outcome]++;
    }
  }
  if (run.reminded || run.declined || run.paused || run.skipped) deps.mailer.deliverSoon();
  return run;
}

/** Writes the reminder of each order date coming within REMINDER_DAYS_BEFORE days, once. */
async function remind(deps: SchedulerDeps, now: Date): Promise<number> {
  const { db } = deps;
  let count = 0;
  for (const siteId of SITES) {
    const today = todayOn(siteId, now);
    const rows = await db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.siteId, siteId),
          eq(subscriptions.status, 'active'),
          gt(subscriptions.nextOrderDate, today),
          lte(subscriptions.nextOrderDate, addDays(today, REMINDER_DAYS_BEFORE)),
          or(
            isNull(subscriptions.remindedDate),
            sql`${subscriptions.remindedDate} <> ${subscriptions.nextOrderDate}`,
          ),
        ),
      );
    for (const sub of rows) {
      const facts = await productFacts(db, [sub], sub.locale);
      await db.transaction(async (tx) => {
        await deps.mailer.enqueue(
          subscriptionMail('reminder', sub, {
            productName: facts.name(sub.productId),
            date: sub.nextOrderDate,
            publicOrigin: deps.publicOrigin,
            storeInbox: deps.storeInbox,
          }),
          tx,
          now,
        );
        await tx
          .update(subscriptions)
          .set({ remindedDate: sub.nextOrderDate })
          .where(eq(subscriptions.id, sub.id));
      });
      count++;
    }
  }
  return count;
}

/** A run row for each active subscription whose date has come; an existing one is kept. */
async function scheduleDue(db: Database, now: Date): Promise<void> {
  for (const siteId of SITES) {
    const due = await db
      .select({ id: subscriptions.id, dueDate: subscriptions.nextOrderDate })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.siteId, siteId),
          eq(subscriptions.status, 'active'),
          lte(subscriptions.nextOrderDate, todayOn(siteId, now)),
        ),
      );
    if (due.length === 0) continue;
    await db
      .insert(subscriptionRuns)
      .values(
        due.map((d) => ({
          subscriptionId: d.id,
          dueDate: d.dueDate,
          state: 'pending' as const,
          createdAt: now,
          modifiedAt: now,
        })),
      )
      .onConflictDoNothing();
  }
}

/**
 * Claims up to `limit` runs to place now: pending ones, and declined ones whose next try has
 * come, not leased by another runner. Locked rows are skipped, so runners claim disjoint sets.
 */
export async function claimRuns(db: Database, now: Date, limit = CLAIM_BATCH): Promise<RunRow[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(subscriptionRuns)
      .where(
        and(
          inArray(subscriptionRuns.state, ['pending', 'declined']),
          or(isNull(subscriptionRuns.nextAttemptAt), lte(subscriptionRuns.nextAttemptAt, now)),
          or(isNull(subscriptionRuns.leaseUntil), lt(subscriptionRuns.leaseUntil, now)),
        ),
      )
      .orderBy(asc(subscriptionRuns.dueDate), asc(subscriptionRuns.subscriptionId))
      .limit(limit)
      .for('update', { skipLocked: true });
    const leaseUntil = new Date(now.getTime() + LEASE_MS);
    for (const r of rows) await tx.update(subscriptionRuns).set({ leaseUntil }).where(runKey(r));
    return rows;
  });
}

const runKey = (r: { subscriptionId: string; dueDate: string }) =>
  and(
    eq(subscriptionRuns.subscriptionId, r.subscriptionId),
    eq(subscriptionRuns.dueDate, r.dueDate),
  );

/** The basket id of one try of a run: the same for every runner of that try. */
export const reorderBasketId = (subscriptionId: string, dueDate: string, attempt: number) =>
  createHash('sha256')
    .update(`${subscriptionId}\n${dueDate}\n${attempt}`)
    .digest('hex')
    .slice(0, 24);

/** Places one claimed run, and records what came of it with the subscription's next date. */
async function processRun(deps: SchedulerDeps, r: RunRow, now: Date): Promise<Outcome> {
  const { db, log } = deps;
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, r.subscriptionId));
  const site = sub ? findSite(sub.siteId) : undefined;
  // Paused, canceled or skipped since the run was written: this date is not ordered.
  if (!sub || !site || sub.status !== 'active' || sub.nextOrderDate !== r.dueDate) {
    await finish(
      db,
      r,
      { state: 'failed', lastError: 'the subscription changed before its order' },
      now,
    );
    return 'failed';
  }
  const attempt = r.attempts + 1;
  const basketId = reorderBasketId(sub.id, r.dueDate, attempt);
  const card = (await deps.payments.listPaymentMethods(sub.customerId)).find(
    (m) => m.token === sub.paymentInstrumentId,
  );
  await openReorderBasket(
    db,
    {
      basketId,
      siteId: sub.siteId,
      customerId: sub.customerId,
      currency: sub.currency,
      email: sub.email,
      productId: sub.productId,
      quantity: sub.quantity,
      frequency: sub.frequency,
      shippingAddress: sub.shippingAddress,
      billingAddress: sub.billingAddress,
      shippingMethodId: sub.shippingMethodId,
      customerPaymentInstrumentId: sub.paymentInstrumentId,
      card:
        card?.cardType && card.lastFour && card.expirationMonth && card.expirationYear
          ? {
              cardType: card.cardType,
              numberLastDigits: card.lastFour,
              expirationMonth: card.expirationMonth,
              expirationYear: card.expirationYear,
              holder: card.owner ?? '',
            }
          : null,
    },
    now,
  );
  const outcome = await deps.place(scopeOf(sub, site, now), {
    basketId,
    idempotencyKey: `subscription:${sub.id}:${r.dueDate}:${attempt}`,
    subscriptionRun: { subscriptionId: sub.id, dueDate: r.dueDate },
  });
  const next = nextOnSchedule(r.dueDate, sub.frequency, sub.anchorDay);
  if (outcome.ok) {
    await db.transaction(async (tx) => {
      await tx
        .update(subscriptionRuns)
        .set({
          state: 'placed',
          orderNo: outcome.order.orderNo ?? null,
          attempts: attempt,
          nextAttemptAt: null,
          leaseUntil: null,
          modifiedAt: now,
        })
        .where(runKey(r));
      await tx
        .update(subscriptions)
        .set({ nextOrderDate: next, lastOrderNo: outcome.order.orderNo ?? null, modifiedAt: now })
        .where(and(eq(subscriptions.id, sub.id), eq(subscriptions.nextOrderDate, r.dueDate)));
    });
    log.info(
      { subscriptionId: sub.id, dueDate: r.dueDate, orderNo: outcome.order.orderNo },
      'subscription order placed',
    );
    return 'placed';
  }
  // Another runner holds this try's basket: its lease stands, the run is its.
  if (outcome.reason === 'busy') return 'busy';
  await discardReorderBasket(db, basketId);
  const facts = await productFacts(db, [sub], sub.locale);
  const mailOf = (
    kind: SubscriptionMailKind,
    extra: { retryDate?: string; next?: string; attempt?: number },
  ) =>
    subscriptionMail(kind, sub, {
      productName: facts.name(sub.productId),
      date: r.dueDate,
      publicOrigin: deps.publicOrigin,
      storeInbox: deps.storeInbox,
      ...extra,
    });
  if (outcome.reason === 'payment') {
    const reason = outcome.failure?.message ?? 'declined';
    const wait = RETRY_AFTER_DAYS[attempt - 1];
    if (wait !== undefined) {
      const retryAt = new Date(r.createdAt.getTime() + wait * 86_400_000);
      await db.transaction(async (tx) => {
        await finish(
          tx,
          r,
          { state: 'declined', attempts: attempt, lastError: reason, nextAttemptAt: retryAt },
          now,
        );
        await deps.mailer.enqueue(
          mailOf('declined', { retryDate: todayOn(site.id, retryAt), attempt }),
          tx,
          now,
        );
      });
      log.warn(
        { subscriptionId: sub.id, dueDate: r.dueDate, attempt, retryAt },
        'subscription card declined',
      );
      return 'declined';
    }
    await db.transaction(async (tx) => {
      await finish(tx, r, { state: 'failed', attempts: attempt, lastError: reason }, now);
      await tx
        .update(subscriptions)
        .set({ status: 'paused', modifiedAt: now })
        .where(eq(subscriptions.id, sub.id));
      await deps.mailer.enqueue(mailOf('paused', {}), tx, now);
    });
    log.warn(
      { subscriptionId: sub.id, dueDate: r.dueDate, attempt },
      'subscription paused after its last try',
    );
    return 'paused';
  }
  if (outcome.reason === 'out-of-stock') {
    await db.transaction(async (tx) => {
      await finish(tx, r, { state: 'out-of-stock', attempts: attempt }, now);
      await tx
        .update(subscriptions)
        .set({
          nextOrderDate: next,
          skippedDates: [...sub.skippedDates, r.dueDate].slice(-12),
          modifiedAt: now,
        })
        .where(and(eq(subscriptions.id, sub.id), eq(subscriptions.nextOrderDate, r.dueDate)));
      await deps.mailer.enqueue(mailOf('out-of-stock', { next }), tx, now);
    });
    return 'skipped';
  }
  // Not orderable as it stands (no price any more, an address the method no longer reaches):
  // this date is not ordered, the schedule goes on, and the operator reads why in the log.
  await db.transaction(async (tx) => {
    await finish(tx, r, { state: 'failed', attempts: attempt, lastError: outcome.reason }, now);
    await tx
      .update(subscriptions)
      .set({ nextOrderDate: next, modifiedAt: now })
      .where(and(eq(subscriptions.id, sub.id), eq(subscriptions.nextOrderDate, r.dueDate)));
  });
  log.error(
    { subscriptionId: sub.id, dueDate: r.dueDate, reason: outcome.reason },
    'subscription order could not be placed',
  );
  return 'failed';
}

function scopeOf(sub: SubscriptionRow, site: Site, now: Date): BasketScope {
  return {
    owner: {
      kind: 'registered',
      id: sub.customerId,
      customerId: sub.customerId,
      usid: sub.customerId,
    },
    site,
    locale: sub.locale,
    now,
  };
}

/** Ends a try: its state, and the lease given up. */
const finish = (
  db: Database | Transaction,
  r: RunRow,
  set: Partial<typeof subscriptionRuns.$inferInsert>,
  now: Date,
) =>
  db
    .update(subscriptionRuns)
    .set({ ...set, leaseUntil: null, modifiedAt: now })
    .where(runKey(r));

/** The scheduler in the store process: a run now and every `intervalMs`, one at a time. */
export function startSubscriptionScheduler(
  deps: SchedulerDeps,
  intervalMs = SCHEDULER_INTERVAL_MS,
): { stop(): Promise<void> } {
  return startPeriodicJob({
    name: 'subscription scheduler',
    run: (now) => runSubscriptions(deps, now),
    didWork: (run) => Object.values(run).some((n) => n > 0),
    intervalMs,
    log: deps.log,
  });
}
