/**
 * Place-order latency and the race for the last units: the commerce service over HTTP on
 * 127.0.0.1 (BENCH_ORDERS_PORT, default 3902) on the demo data. BENCH_ORDERS_SHOPPERS (default 10)
 * guest shoppers each fill a basket the way checkout does (item, email, shipping and billing
 * address, a sandbox card tokenized into a nonce, the payment instrument), untimed, then place
 * it, timed; over and over for BENCH_ORDERS_SECONDS (default 5). Beside it, in the same run and
 * through the same transport: `GET /health` and get-basket. The place-order rate counts only the
 * time spent in place-order calls. Then 200 shoppers race for 10 units
 * of one product. On PGlite, and on PostgreSQL too (a throw-away database) when DATABASE_URL is
 * set. `node bench/orders.ts` runs it alone; `npm run bench` runs it last (BENCH_ORDERS=0 skips).
 */
import { schema, type Database } from '@solo/db';
import { and, eq, sql } from 'drizzle-orm';
import { expectOk, guestToken } from './basket.ts';
import { benchDatabaseKinds, withCommerceServer } from './lib/commerce-server.ts';
import { round, summarise, type LatencySummary } from './lib/stats.ts';

const ORG = 'f_ecom_solo_001';
const SITE = 'SoloUS';
const API = '/mobify/proxy/api';
const BASKETS = `${API}/checkout/shopper-baskets/v2/organizations/${ORG}/baskets`;
const ORDERS = `${API}/checkout/shopper-orders/v1/organizations/${ORG}/orders`;
const TOKENIZE = `${API}/custom/payments/v1/organizations/${ORG}/tokenize`;
const PRODUCT = 'pizza-stone';
const RACE_PRODUCT = 'roasting-sticks';
/** SoloUS's inventory list. */
const LIST = 'inventory_us';
const ADDRESS = {
  firstName: 'Jordan',
  lastName: 'Miller',
  address1: '12 Ember Lane',
  city: 'Austin',
  postalCode: '78701',
  stateCode: 'TX',
  countryCode: 'US',
  phone: '(512) 555-0100',
};

export interface OrderRow extends LatencySummary {
  database: string;
  'p50 ÷ health': number;
}

async function send(origin: string, token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${origin}${path}${path.includes('?') ? '&' : '?'}siteId=${SITE}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return res;
}

/** A basket checkout would leave before Place Order: what the timed call then places. */
async function readyBasket(
  origin: string,
  db: Database,
  token: string,
  productId: string,
): Promise<string> {
  const call = async (method: string, path: string, body?: unknown) =>
    expectOk(await send(origin, token, method, path, body), `${method} ${path}`);
  const { basketId } = (await call('POST', BASKETS, {})) as { basketId: string };
  const at = `${BASKETS}/${basketId}`;
  await call('POST', `${at}/items`, [{ productId, quantity: 1 }]);
  await call('PUT', `${at}/customer`, { email: 'bench@example.com' });
  await call('PUT', `${at}/shipments/me/shipping-address`, ADDRESS);
  await call('PUT', `${at}/billing-address`, ADDRESS);
  // The bench times placing orders, not the abuse budgets (tested on their own): hundreds of
  // cards from one address and a few shoppers would spend them, so each card starts with none
  // spent, as if it came from another shopper at another address.
  await db.delete(schema.rateLimits);
  const { nonce } = (await expectOk(
    await fetch(`${origin}${TOKENIZE}?siteId=${SITE}`, {
      method: 'POST',
      // The card fields go only to a shopper with a token (spends that shopper's budget).
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        number: '4111 1111 1111 1111',
        expiration: '12/30',
        cvv: '123',
        owner: 'Jordan Miller',
      }),
    }),
    'tokenize',
  )) as { nonce: string };
  await call('POST', `${at}/payment-instruments`, {
    paymentMethodId: 'CREDIT_CARD',
    paymentCard: {
      cardType: 'Visa',
      maskedNumber: '************1111',
      expirationMonth: 12,
      expirationYear: 2030,
      holder: 'Jordan Miller',
    },
    c_paymentNonce: nonce,
  });
  return basketId;
}

/** Closed loop over `shoppers`, timing only `timed` of each round. */
async function loop(
  shoppers: string[],
  seconds: number,
  round: (token: string) => Promise<() => Promise<boolean>>,
) {
  const latencies: number[] = [];
  let errors = 0;
  const began = performance.now();
  const deadline = began + seconds * 1000;
  let timedSeconds = 0;
  await Promise.all(
    shoppers.map(async (token) => {
      while (performance.now() < deadline) {
        const timed = await round(token);
        const started = performance.now();
        const ok = await timed().catch(() => false);
        const spent = performance.now() - started;
        timedSeconds += spent / 1000 / shoppers.length;
        if (ok) latencies.push(spent);
        else errors++;
      }
    }),
  );
  return { latencies, errors, timedSeconds };
}

async function measure(origin: string, db: Database, tokens: string[], seconds: number) {
  const rows: LatencySummary[] = [];
  const basketOf = new Map<string, string>();
  for (const token of tokens) {
    const { basketId } = (await expectOk(
      await send(origin, token, 'POST', BASKETS, {}),
      'basket',
    )) as {
      basketId: string;
    };
    basketOf.set(token, basketId);
  }
  const simple = (label: string, path: (token: string) => string) => async () => {
    const r = await loop(tokens, seconds, (token) =>
      Promise.resolve(async () => {
        const res = await send(origin, token, 'GET', path(token));
        await res.arrayBuffer();
        return res.status === 200;
      }),
    );
    return summarise(label, r.latencies, r.errors, seconds);
  };
  rows.push(await simple('GET /health (baseline)', () => '/health')());
  rows.push(await simple('get-basket', (token) => `${BASKETS}/${basketOf.get(token)}`)());
  // Place order: every round fills a new basket first (untimed), then places it (timed).
  const placed = await loop(tokens, seconds, async (token) => {
    const basketId = await readyBasket(origin, db, token, PRODUCT);
    return async () => {
      const res = await send(origin, token, 'POST', ORDERS, { basketId });
      await res.arrayBuffer();
      return res.status === 201;
    };
  });
  rows.push(summarise('place-order', placed.latencies, placed.errors, placed.timedSeconds));
  return rows;
}

/** 200 shoppers, one basket of one unit each, place at once for 10 units. */
async function race(origin: string, db: Database) {
  await db
    .update(schema.inventory)
    .set({ stockLevel: 10, safetyStock: 0 })
    .where(
      and(eq(schema.inventory.productId, RACE_PRODUCT), eq(schema.inventory.inventoryListId, LIST)),
    );
  const shoppers = await Promise.all(
    Array.from({ length: 200 }, async () => {
      const token = await guestToken(origin);
      return { token, basketId: await readyBasket(origin, db, token, RACE_PRODUCT) };
    }),
  );
  const started = performance.now();
  const answers = await Promise.all(
    shoppers.map(async ({ token, basketId }) => {
      const res = await send(origin, token, 'POST', ORDERS, { basketId });
      await res.arrayBuffer();
      return res.status;
    }),
  );
  const ms = Math.round(performance.now() - started);
  const [stock] = await db
    .select({ n: schema.inventory.stockLevel })
    .from(schema.inventory)
    .where(
      and(eq(schema.inventory.productId, RACE_PRODUCT), eq(schema.inventory.inventoryListId, LIST)),
    );
  const stray = await db.execute(
    sql`select count(*)::int as n from payment_transactions t where t.status = 'authorized' and not exists (select 1 from orders o where o.order_no = t.reference)`,
  );
  const count = (r: unknown) => (r as { rows: Array<{ n: number }> }).rows[0]!.n;
  return {
    calls: answers.length,
    '201 orders': answers.filter((s) => s === 201).length,
    '409 out of stock': answers.filter((s) => s === 409).length,
    other: answers.filter((s) => s !== 201 && s !== 409).length,
    'stock left': stock?.n,
    'charges without an order': count(stray),
    ms,
  };
}

export async function benchOrders(options: { seconds: number; shoppers: number; port: number }) {
  const rows: OrderRow[] = [];
  const races: Array<Record<string, unknown>> = [];
  for (const kind of benchDatabaseKinds()) {
    await withCommerceServer(kind, options.port, async (origin, db) => {
      // The bench buys far more than the demo stock of one product.
      await db
        .update(schema.inventory)
        .set({ stockLevel: 1_000_000 })
        .where(eq(schema.inventory.productId, PRODUCT));
      const tokens = await Promise.all(
        Array.from({ length: options.shoppers }, () => guestToken(origin)),
      );
      const measured = await measure(origin, db, tokens, options.seconds);
      const health = measured[0]!;
      for (const r of measured)
        rows.push({ database: kind, ...r, 'p50 ÷ health': round(r.p50 / health.p50, 1) });
      races.push({ database: kind, ...(await race(origin, db)) });
    });
  }
  return { rows, races };
}

export const ordersOptions = () => ({
  seconds: Number(process.env.BENCH_ORDERS_SECONDS ?? 5),
  shoppers: Number(process.env.BENCH_ORDERS_SHOPPERS ?? 10),
  port: Number(process.env.BENCH_ORDERS_PORT ?? 3902),
});

if (import.meta.main) {
  const { rows, races } = await benchOrders(ordersOptions());
  console.table(rows);
  console.table(races);
}
