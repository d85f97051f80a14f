import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createThrowAwayPostgresDatabase } from '@solo/db/testing';

/**
 * kill -9 during writes: the real service process (`npm run start:commerce`) takes add-to-cart
 * and order placements from concurrent guests, is killed without warning mid-stream, and is
 * started again on the same data (the PGlite data directory, or with TEST_DB=postgres the same
 * PostgreSQL database). Every write it acknowledged must be there afterwards.
 */
const MAIN = resolve(import.meta.dirname, 'main.ts');
const ORG = 'f_ecom_solo_001';
const API = '/mobify/proxy/api';
const BASKETS = `${API}/checkout/shopper-baskets/v2/organizations/${ORG}/baskets`;
const ORDERS = `${API}/checkout/shopper-orders/v1/organizations/${ORG}/orders`;
const SITE = '?siteId=SoloUS';
const PRODUCTS = ['pizza-stone', 'pizza-rocker-cutter', 'fire-gloves-l'];
const onPostgres = process.env.TEST_DB === 'postgres';
// Ports of their own per database, so both projects of the run may go at once.
const PORT = Number(process.env.CRASH_TEST_PORT ?? 3624) + (onPostgres ? 1 : 0);
const ORIGIN = `http://127.0.0.1:${PORT}`;

function start(env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [MAIN], {
    env: { ...process.env, ...env, COMMERCE_PORT: String(PORT), LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function ready(child: ChildProcess): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`service exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${ORIGIN}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 150_000) throw new Error('service did not start within 150 s');
    await new Promise((r) => setTimeout(r, 200));
  }
}

const killed = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGKILL');
  });

async function call<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(`${ORIGIN}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function guestToken(): Promise<string> {
  const verifier = randomBytes(48).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = 'http://127.0.0.1/callback';
  const auth = `${ORIGIN}${API}/shopper/auth/v1/organizations/${ORG}/oauth2`;
  const params = new URLSearchParams({
    client_id: 'storefront',
    redirect_uri: redirectUri,
    response_type: 'code',
    hint: 'guest',
    channel_id: 'SoloUS',
    code_challenge: challenge,
  });
  const authorize = await fetch(`${auth}/authorize?${params}`, { redirect: 'manual' });
  const code = new URL(authorize.headers.get('location') ?? '', 'http://x').searchParams.get(
    'code',
  );
  if (!code) throw new Error(`authorize: ${authorize.status}`);
  const token = await fetch(`${auth}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code_pkce',
      code,
      code_verifier: verifier,
      client_id: 'storefront',
      redirect_uri: redirectUri,
    }),
  });
  if (!token.ok) throw new Error(`token: ${token.status}`);
  return ((await token.json()) as { access_token: string }).access_token;
}

interface Acknowledged {
  token: string;
  basketId: string;
  /** Quantity per product, as the last acknowledged write left it. */
  items: Map<string, number>;
  /** The order was asked for; the kill may have cut off its answer. */
  ordering?: boolean;
  orderNo?: string;
}

/** One guest writing until `stop()`: add-to-cart after add-to-cart, every third one an order. */
async function shopper(acked: Acknowledged[], stopped: () => boolean): Promise<void> {
  try {
    while (!stopped()) {
      const token = await guestToken();
      const { basketId } = await call<{ basketId: string }>('POST', `${BASKETS}${SITE}`, token, {});
      const record: Acknowledged = { token, basketId, items: new Map() };
      acked.push(record);
      for (const productId of PRODUCTS) {
        if (stopped()) return;
        await call('POST', `${BASKETS}/${basketId}/items${SITE}`, token, [
          { productId, quantity: 1 },
        ]);
        record.items.set(productId, 1);
      }
      if (acked.length % 3 !== 0) continue;
      const at = `${BASKETS}/${basketId}`;
      await call('PUT', `${at}/customer${SITE}`, token, { email: 'crash@example.com' });
      await call('PUT', `${at}/shipments/me/shipping-address${SITE}&useAsBilling=true`, token, {
        firstName: 'Robin',
        lastName: 'Alder',
        address1: '400 Pine Street',
        city: 'Seattle',
        postalCode: '98101',
        stateCode: 'WA',
        countryCode: 'US',
        phone: '(206) 555-0134',
      });
      const { nonce } = await call<{ nonce: string }>(
        'POST',
        `${API}/custom/payments/v1/organizations/${ORG}/tokenize${SITE}`,
        token,
        { number: '4111 1111 1111 1111', expiration: '12/30', cvv: '123', owner: 'Robin Alder' },
      );
      await call('POST', `${at}/payment-instruments${SITE}`, token, {
        paymentMethodId: 'CREDIT_CARD',
        paymentCard: {
          cardType: 'Visa',
          maskedNumber: '************1111',
          expirationMonth: 12,
          expirationYear: 2030,
          holder: 'Robin Alder',
        },
        c_paymentNonce: nonce,
      });
      record.ordering = true;
      const order = await call<{ orderNo: string }>('POST', `${ORDERS}${SITE}`, token, {
        basketId,
      });
      record.orderNo = order.orderNo;
    }
  } catch (err) {
    // The kill cuts requests off mid-flight; those were never acknowledged. Before it, any
    // failure is a real one.
    if (!stopped()) throw err;
  }
}

describe('kill -9 during writes', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(`keeps every acknowledged add-to-cart and order (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, async () => {
    let env: NodeJS.ProcessEnv;
    if (onPostgres) {
      const database = await createThrowAwayPostgresDatabase(
        process.env.DATABASE_URL!,
        'solo_crash',
      );
      cleanups.push(() => database.drop());
      env = { DATABASE_URL: database.url };
    } else {
      const dataDir = mkdtempSync(join(tmpdir(), 'solo-crash-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      env = { DATABASE_URL: '', DATA_DIR: dataDir };
    }

    const first = start(env);
    cleanups.push(() => killed(first));
    await ready(first);

    const acked: Acknowledged[] = [];
    let stop = false;
    const failures: unknown[] = [];
    const shoppers = Array.from({ length: 4 }, () =>
      shopper(acked, () => stop).catch((err: unknown) => void failures.push(err)),
    );
    // Kill once enough writes are acknowledged that some orders are among them, while the
    // shoppers are still writing.
    const started = Date.now();
    while (
      acked.filter((a) => a.orderNo).length < 3 &&
      failures.length === 0 &&
      Date.now() - started < 60_000
    )
      await new Promise((r) => setTimeout(r, 50));
    stop = true;
    await killed(first);
    await Promise.all(shoppers);
    expect(failures).toEqual([]);

    const second = start(env);
    cleanups.push(() => killed(second));
    await ready(second);

    type Order = { orderNo: string; productItems: Array<{ productId: string }> };
    const expectEveryProduct = (order: Order) =>
      expect(order.productItems.map((p) => p.productId).sort()).toEqual([...PRODUCTS].sort());
    let items = 0;
    for (const a of acked) {
      if (a.orderNo) {
        expectEveryProduct(await call<Order>('GET', `${ORDERS}/${a.orderNo}${SITE}`, a.token));
        continue;
      }
      if (a.ordering) {
        // An order asked for when the kill came may have been placed without its answer arriving.
        // Placing writes the order and removes the basket in one transaction (orders/place.ts),
        // so a basket that is gone went into an order: the retry a client would send (the basket
        // is its key) answers that order, lines and all.
        const res = await fetch(`${ORIGIN}${BASKETS}/${a.basketId}${SITE}`, {
          headers: { authorization: `Bearer ${a.token}` },
        });
        if (res.status === 404) {
          const body = { basketId: a.basketId };
          expectEveryProduct(await call<Order>('POST', `${ORDERS}${SITE}`, a.token, body));
          continue;
        }
      }
      const basket = await call<{ productItems?: Array<{ productId: string; quantity: number }> }>(
        'GET',
        `${BASKETS}/${a.basketId}${SITE}`,
        a.token,
      );
      for (const [productId, quantity] of a.items) {
        const line = basket.productItems?.find((p) => p.productId === productId);
        expect(line?.quantity, `${a.basketId} ${productId}`).toBeGreaterThanOrEqual(quantity);
        items += 1;
      }
    }
    const orders = acked.filter((a) => a.orderNo).length;
    console.log(
      `crash test (${onPostgres ? 'PostgreSQL' : 'PGlite'}): killed with ${acked.length} baskets, ${orders} orders and ${items} further basket lines acknowledged; all present after restart`,
    );
    expect(orders).toBeGreaterThanOrEqual(3);
  }, 300_000);
});
