/**
 * Subscription scheduler throughput (issue 21): due subscriptions placed per second by one
 * scheduler run and by two runners at once over one database, beside a plain place-order of the
 * same basket (the same product, customer and saved card, without the subscription) in the same
 * run. In process, through the checkout's placement (stock, prices, promotions, the sandbox
 * gateway, the confirmation email in the outbox). BENCH_SUBSCRIPTIONS (default 100) orders per
 * measure. On PGlite, and on PostgreSQL too (a throw-away database) when DATABASE_URL is set.
 * `node bench/subscriptions.ts` runs it alone; `npm run bench` runs it (BENCH_SUBSCRIPTIONS=0
 * skips).
 */
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import {
  createLogger,
  createSandboxGateway,
  openReorderBasket,
  outboxMailer,
  placeOrder,
  runSubscriptions,
  type SchedulerDeps,
} from '@solo/commerce';
import { schema, type Database } from '@solo/db';
import { DEMO_CARDHOLDER_HOME, seedDemoData } from '@solo/fixtures';
import { findSite } from '@solo/sites';
import { openBenchDatabase } from './lib/bench-database.ts';
import { benchDatabaseKinds } from './lib/commerce-server.ts';
import { round } from './lib/stats.ts';

const CUSTOMER = 'demo-us-cardholder';
const CARD = 'pm_demo_casey_amex';
const PRODUCT = 'hardwood-pellets-8lb';
const ORIGIN = 'http://127.0.0.1:3000';
const ADDRESS = DEMO_CARDHOLDER_HOME;

export interface SubscriptionBenchRow {
  database: string;
  measure: string;
  orders: number;
  seconds: number;
  'orders/s': number;
}

const site = findSite('SoloUS')!;

/** `n` active subscriptions of the demo cardholder, due yesterday. */
async function dueSubscriptions(db: Database, n: number, now: Date): Promise<string[]> {
  const due = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  const rows = Array.from({ length: n }, () => ({
    id: randomBytes(12).toString('hex'),
    customerId: CUSTOMER,
    siteId: 'SoloUS',
    locale: 'en-US',
    currency: 'USD',
    productId: PRODUCT,
    quantity: 1,
    frequency: '1_3' as const,
    nextOrderDate: due,
    anchorDay: Number(due.slice(8)),
    shippingAddress: ADDRESS,
    billingAddress: ADDRESS,
    shippingMethodId: 'standard',
    paymentInstrumentId: CARD,
    email: 'casey.park@example.com',
    status: 'active' as const,
    skippedDates: [],
    createdAt: now,
    modifiedAt: now,
  }));
  await db.insert(schema.subscriptions).values(rows);
  return rows.map((r) => r.id);
}

async function measureKind(kind: 'pglite' | 'postgres', n: number) {
  const { handle, drop } = await openBenchDatabase(kind, 10);
  try {
    const db = handle.db;
    await seedDemoData(db);
    await db
      .update(schema.inventory)
      .set({ stockLevel: 1_000_000 })
      .where(eq(schema.inventory.productId, PRODUCT));
    const payments = createSandboxGateway(db);
    const mailer = outboxMailer(db);
    const orderDeps = {
      db,
      payments,
      mail: { mailer, origin: ORIGIN, storeInbox: 'store@example.com' },
    };
    const deps: SchedulerDeps = {
      db,
      payments,
      mailer,
      log: createLogger('silent'),
      place: (scope, request) => placeOrder(orderDeps, scope, request),
      publicOrigin: ORIGIN,
      storeInbox: 'store@example.com',
    };
    const rows: SubscriptionBenchRow[] = [];
    const row = (measure: string, orders: number, ms: number) =>
      rows.push({
        database: kind,
        measure,
        orders,
        seconds: round(ms / 1000, 2),
        'orders/s': round(orders / (ms / 1000), 1),
      });

    // Plain place-order: the same one-line basket without the subscription, written untimed.
    const timedPlainOrders = async (count: number) => {
      const scope = () => ({
        owner: { kind: 'registered' as const, id: CUSTOMER, customerId: CUSTOMER, usid: CUSTOMER },
        site,
        locale: 'en-US',
        now: new Date(),
      });
      let plainMs = 0;
      let plain = 0;
      for (let i = 0; i < count; i++) {
        const basketId = randomBytes(12).toString('hex');
        await openReorderBasket(
          db,
          {
            basketId,
            siteId: 'SoloUS',
            customerId: CUSTOMER,
            currency: 'USD',
            email: 'casey.park@example.com',
            productId: PRODUCT,
            quantity: 1,
            frequency: '1_3',
            shippingAddress: ADDRESS,
            billingAddress: ADDRESS,
            shippingMethodId: 'standard',
            customerPaymentInstrumentId: CARD,
            card: null,
          },
          new Date(),
        );
        // A one-time line: the order subscribes to nothing.
        await db
          .update(schema.basketItems)
          .set({ custom: {} })
          .where(eq(schema.basketItems.basketId, basketId));
        const started = performance.now();
        const placed = await placeOrder(orderDeps, scope(), { basketId, idempotencyKey: basketId });
        plainMs += performance.now() - started;
        if (placed.ok) plain++;
      }

      return { placed: plain, ms: plainMs };
    };
    // Warm-up: the first placements of a process pay for compiling and caches.
    await timedPlainOrders(10);

    const now = new Date();
    const one = await dueSubscriptions(db, n, now);
    let started = performance.now();
    const run = await runSubscriptions(deps, now);
    row('scheduler, one runner', run.placed, performance.now() - started);

    const two = await dueSubscriptions(db, n, now);
    started = performance.now();
    const runs = await Promise.all([runSubscriptions(deps, now), runSubscriptions(deps, now)]);
    const placed = runs[0].placed + runs[1].placed;
    row('scheduler, two runners at once', placed, performance.now() - started);
    // The figure is only worth reading if no date was ordered twice.
    const ordered = await db
      .select({ orderNo: schema.subscriptionRuns.orderNo })
      .from(schema.subscriptionRuns)
      .where(inArray(schema.subscriptionRuns.subscriptionId, [...one, ...two]));
    const orderNos = new Set(ordered.map((o) => o.orderNo));
    if (ordered.length !== 2 * n || orderNos.size !== 2 * n)
      throw new Error(
        `expected ${2 * n} runs with distinct orders, got ${ordered.length} / ${orderNos.size}`,
      );
    const plainOrders = await timedPlainOrders(n);
    row('place-order (plain, in process)', plainOrders.placed, plainOrders.ms);
    return rows;
  } finally {
    await handle.close();
    await drop();
  }
}

export async function benchSubscriptions(n: number): Promise<SubscriptionBenchRow[]> {
  const rows: SubscriptionBenchRow[] = [];
  for (const kind of benchDatabaseKinds()) rows.push(...(await measureKind(kind, n)));
  return rows;
}

export const subscriptionsOptions = () => ({
  subscriptions: Number(process.env.BENCH_SUBSCRIPTIONS ?? 100),
});

if (import.meta.main) console.table(await benchSubscriptions(subscriptionsOptions().subscriptions));
