import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@solo/db';
import { createTestCommerce, memoryLogger, type TestCommerce } from '../../testing.ts';
import { outboxMailer } from '../mail/index.ts';
import { placeOrder } from '../orders/index.ts';
import { createSandboxGateway } from '../payments/index.ts';
import { LEASE_MS, runSubscriptions, type PlaceOrder, type SchedulerDeps } from './scheduler.ts';
import {
  registered,
  savedCard,
  seedBasketCatalog,
  seedSubscriptionProduct,
  subscribe,
} from './subscriptions-testing.ts';

const { orders, subscriptions, subscriptionRuns, mailOutbox, inventory } = schema;
const ORIGIN = 'http://localhost:3000';
const OPS_TOKEN = 'ops-token-for-the-subscription-tests-0123';
const MANAGE = '/mobify/proxy/api/custom/orders/v1/organizations/f_ecom_solo_001/manage';

let t: TestCommerce;
beforeAll(async () => {
  t = await createTestCommerce({ env: { OPS_TOKEN } });
  await seedBasketCatalog(t.db.db);
  await seedSubscriptionProduct(t.db.db);
});
afterAll(() => t.close());

/** The scheduler over the test database, placing through the checkout's placement. */
function schedulerDeps(place?: (real: PlaceOrder) => PlaceOrder): SchedulerDeps {
  const db = t.db.db;
  const payments = createSandboxGateway(db);
  const mailer = outboxMailer(db);
  const real: PlaceOrder = (scope, request) =>
    placeOrder(
      { db, payments, mail: { mailer, origin: ORIGIN, storeInbox: 'store@example.com' } },
      scope,
      request,
    );
  return {
    db,
    payments,
    mailer,
    log: memoryLogger().logger,
    place: place ? place(real) : real,
    publicOrigin: ORIGIN,
    storeInbox: 'store@example.com',
  };
}

/** A subscription of a new customer, due on `due`; noon UTC that day is well inside it in the US. */
async function dueSubscription(login: string, due: string, card?: string) {
  const me = await registered(t, login);
  const { subscription } = await subscribe(t, me);
  const set: Partial<typeof subscriptions.$inferInsert> = {
    nextOrderDate: due,
    anchorDay: Number(due.slice(8)),
  };
  if (card) set.paymentInstrumentId = await savedCard(t, me.customerId, card);
  await t.db.db.update(subscriptions).set(set).where(eq(subscriptions.id, subscription.id));
  return { me, id: subscription.id, noon: new Date(`${due}T17:00:00Z`) };
}

const subscriptionOrders = async (id: string) =>
  (await t.db.db.select().from(orders)).filter(
    (o) =>
      (o.document.c_subscriptionOrigin as { subscriptionId?: string } | undefined)
        ?.subscriptionId === id,
  );

const mailsOf = (id: string) =>
  t.db.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.eventKey, `subscription-%:${id}:%`));

const rowOf = async (id: string) =>
  (await t.db.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;

describe('the subscription scheduler', () => {
  it('places a due subscription once at the subscription price and moves its date on', async () => {
    const { id, noon } = await dueSubscription('sched-once@example.com', '2027-01-31');
    const first = await runSubscriptions(schedulerDeps(), noon);
    expect(first.placed).toBeGreaterThanOrEqual(1);
    const placed = await subscriptionOrders(id);
    expect(placed).toHaveLength(1);
    const doc = placed[0]!.document;
    expect(doc.c_subscriptionOrigin).toEqual({ subscriptionId: id, dueDate: '2027-01-31' });
    expect((doc.productItems as Array<Record<string, unknown>>)[0]).toMatchObject({
      productId: 'pellets',
      quantity: 2,
      price: 36,
      c_subscriptionFrequency: '1_3',
    });
    // Month end: Jan 31 → Feb 28, and the confirmation goes out as for any order.
    expect(await rowOf(id)).toMatchObject({
      nextOrderDate: '2027-02-28',
      lastOrderNo: placed[0]!.orderNo,
    });
    const confirmation = await t.db.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.eventKey, `order-confirmation:${placed[0]!.orderNo}`));
    expect(confirmation).toHaveLength(1);
    // The operator's order read says which subscription and date placed it.
    const operator = await t.app.request(`${MANAGE}/${placed[0]!.orderNo}`, {
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
    });
    expect(await operator.json()).toMatchObject({
      subscriptionOrigin: { subscriptionId: id, dueDate: '2027-01-31' },
    });
    // Running again the same day orders nothing more; no basket is left behind.
    await runSubscriptions(schedulerDeps(), new Date(noon.getTime() + 60_000));
    expect(await subscriptionOrders(id)).toHaveLength(1);
    const left = await t.db.db
      .select()
      .from(schema.baskets)
      .where(eq(schema.baskets.ownerId, placed[0]!.ownerId));
    expect(left).toEqual([]);
  });

  it('places one order per subscription and date with two runners at once', async () => {
    const due = '2027-03-15';
    const subs = await Promise.all(
      [1, 2, 3, 4].map((n) => dueSubscription(`sched-two-${n}@example.com`, due)),
    );
    const now = subs[0]!.noon;
    const before = (await t.db.db.select().from(orders)).length;
    const runs = await Promise.all([
      runSubscriptions(schedulerDeps(), now),
      runSubscriptions(schedulerDeps(), now),
    ]);
    // Earlier tests' subscriptions fall due too; every order placed is counted once.
    const placed = runs[0].placed + runs[1].placed;
    expect(placed).toBeGreaterThanOrEqual(4);
    expect((await t.db.db.select().from(orders)).length - before).toBe(placed);
    for (const { id } of subs) {
      expect(await subscriptionOrders(id)).toHaveLength(1);
      expect((await rowOf(id)).nextOrderDate).toBe('2027-04-15');
    }
  });

  it('places no second order when a runner dies after placing and another takes over', async () => {
    const { id, noon } = await dueSubscription('sched-crash@example.com', '2027-05-10');
    // The placement commits, then the process dies before the run records it.
    const crashing = schedulerDeps((real) => async (scope, request) => {
      const placed = await real(scope, request);
      if (request.subscriptionRun.subscriptionId === id) throw new Error('process killed');
      return placed;
    });
    await expect(runSubscriptions(crashing, noon)).rejects.toThrow('process killed');
    expect(await subscriptionOrders(id)).toHaveLength(1);
    // Within the lease nobody takes the run over; after it, the same try replays its order.
    await runSubscriptions(schedulerDeps(), new Date(noon.getTime() + 60_000));
    expect((await rowOf(id)).nextOrderDate).toBe('2027-05-10');
    await runSubscriptions(schedulerDeps(), new Date(noon.getTime() + LEASE_MS + 60_000));
    const placed = await subscriptionOrders(id);
    expect(placed).toHaveLength(1);
    const [run] = await t.db.db
      .select()
      .from(subscriptionRuns)
      .where(eq(subscriptionRuns.subscriptionId, id));
    expect(run).toMatchObject({ state: 'placed', orderNo: placed[0]!.orderNo, attempts: 1 });
    expect((await rowOf(id)).nextOrderDate).toBe('2027-06-10');
  });

  it('tries a declined card again after 1, 3 and 7 days, tells the shopper each time, then pauses', async () => {
    const { id, noon } = await dueSubscription(
      'sched-decline@example.com',
      '2027-07-01',
      '4000 0000 0000 0002',
    );
    const at = (days: number) => new Date(noon.getTime() + days * 86_400_000 + 60_000);
    expect((await runSubscriptions(schedulerDeps(), noon)).declined).toBe(1);
    const [run] = await t.db.db
      .select()
      .from(subscriptionRuns)
      .where(eq(subscriptionRuns.subscriptionId, id));
    expect(run).toMatchObject({ state: 'declined', attempts: 1 });
    expect(run!.nextAttemptAt?.toISOString()).toBe(
      new Date(noon.getTime() + 86_400_000).toISOString(),
    );
    // Not before its time.
    await runSubscriptions(schedulerDeps(), at(0.5));
    expect((await mailsOf(id)).filter((m) => m.kind === 'subscription-declined')).toHaveLength(1);
    await runSubscriptions(schedulerDeps(), at(1));
    await runSubscriptions(schedulerDeps(), at(3));
    expect((await rowOf(id)).status).toBe('active');
    await runSubscriptions(schedulerDeps(), at(7));
    expect(await subscriptionOrders(id)).toEqual([]);
    expect((await rowOf(id)).status).toBe('paused');
    const mails = await mailsOf(id);
    expect(mails.map((m) => m.kind).sort()).toEqual([
      'subscription-declined',
      'subscription-declined',
      'subscription-declined',
      'subscription-paused',
    ]);
    const first = mails.find((m) => m.eventKey === `subscription-declined:${id}:2027-07-01:1`)!;
    expect(first.subject).toBe('Your card was declined for Pellets');
    expect(first.text).toContain('We will try again on July 2, 2027');
    expect(first.text).toMatch(new RegExp(`${ORIGIN}/\\S*account/subscriptions`));
    // Nothing is held: no basket, no authorisation standing.
    const txs = await t.db.db.select().from(schema.paymentTransactions);
    expect(
      txs.filter((x) => x.status === 'authorized' && x.customerId === run!.subscriptionId),
    ).toEqual([]);
  });

  it('skips a date whose product is out of stock and tells the shopper', async () => {
    const { id, noon } = await dueSubscription('sched-stock@example.com', '2027-08-20');
    await t.db.db
      .update(inventory)
      .set({ stockLevel: 1 })
      .where(eq(inventory.productId, 'pellets'));
    try {
      const run = await runSubscriptions(schedulerDeps(), noon);
      expect(run.skipped).toBeGreaterThanOrEqual(1);
    } finally {
      await t.db.db
        .update(inventory)
        .set({ stockLevel: 500 })
        .where(eq(inventory.productId, 'pellets'));
    }
    expect(await subscriptionOrders(id)).toEqual([]);
    expect(await rowOf(id)).toMatchObject({
      nextOrderDate: '2027-09-20',
      skippedDates: ['2027-08-20'],
    });
    const [mail] = await mailsOf(id);
    expect(mail).toMatchObject({ kind: 'subscription-out-of-stock' });
    expect(mail!.text).toContain('Your next order is planned for September 20, 2027');
  });

  it('sends one reminder three days before each order date, in the shopper’s language', async () => {
    const { id } = await dueSubscription('sched-remind@example.com', '2027-10-10');
    await t.db.db.update(subscriptions).set({ locale: 'de-DE' }).where(eq(subscriptions.id, id));
    const before = new Date('2027-10-06T17:00:00Z');
    await runSubscriptions(schedulerDeps(), before);
    expect(await mailsOf(id)).toEqual([]);
    const threeDays = new Date('2027-10-07T17:00:00Z');
    await runSubscriptions(schedulerDeps(), threeDays);
    await runSubscriptions(schedulerDeps(), new Date('2027-10-08T17:00:00Z'));
    const mails = await mailsOf(id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'subscription-reminder',
      eventKey: `subscription-reminder:${id}:2027-10-10`,
    });
    expect(mails[0]!.subject).toBe('Ihr Pellets-Abo bestellt am 10. Oktober 2027');
    // The next date gets its own reminder.
    await runSubscriptions(schedulerDeps(), new Date('2027-10-10T17:00:00Z'));
    await runSubscriptions(schedulerDeps(), new Date('2027-11-07T17:00:00Z'));
    expect((await mailsOf(id)).filter((m) => m.kind === 'subscription-reminder')).toHaveLength(2);
  });

  it('orders no paused, canceled or skipped date', async () => {
    const { id, noon } = await dueSubscription('sched-paused@example.com', '2027-12-01');
    await t.db.db.update(subscriptions).set({ status: 'paused' }).where(eq(subscriptions.id, id));
    await runSubscriptions(schedulerDeps(), noon);
    expect(await subscriptionOrders(id)).toEqual([]);
    expect(
      await t.db.db.select().from(subscriptionRuns).where(eq(subscriptionRuns.subscriptionId, id)),
    ).toEqual([]);
  });
});
