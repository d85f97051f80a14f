/**
 * Two instances of the commerce service over one PostgreSQL database, as a store behind a load
 * balancer runs: the shopper's session and basket follow them from one to the other, two
 * concurrent refreshes of one token (one per instance) keep them signed in, and shoppers racing
 * for the last units on both instances never oversell. PostgreSQL only (PGlite is one process's
 * database); CI runs it with DATABASE_URL set.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, schema, type DatabaseHandle } from '@solo/db';
import { createThrowAwayPostgresDatabase } from '@solo/db/testing';
import { loadConfig } from './config.ts';
import { createCommerceApp } from './http/app.ts';
import { BASKETS, guest, ok, type TestShopper } from './modules/baskets/basket-testing.ts';
import { CLIENT, ORG } from './modules/auth/auth-testing.ts';
import {
  placeOrder,
  readyBasket,
  seedBasketCatalog,
  stockOf,
} from './modules/orders/orders-testing.ts';
import { memoryLogger, type TestCommerce } from './testing.ts';

const TOKEN = `/mobify/proxy/api/shopper/auth/v1/organizations/${ORG}/oauth2/token`;

describe.skipIf(process.env.TEST_DB !== 'postgres')('two instances over one PostgreSQL', () => {
  let drop: () => Promise<void>;
  const handles: DatabaseHandle[] = [];
  let a: TestCommerce;
  let b: TestCommerce;

  beforeAll(async () => {
    const database = await createThrowAwayPostgresDatabase(process.env.DATABASE_URL ?? '');
    drop = () => database.drop();
    const instance = async (): Promise<TestCommerce> => {
      const db = await openDatabase({ databaseUrl: database.url, maxConnections: 5 });
      handles.push(db);
      const config = loadConfig({ VITEST: 'true' });
      const { logger, lines } = memoryLogger();
      const app = createCommerceApp({ db, config, logger });
      return { app, db, config, logs: lines, close: () => db.close() };
    };
    // Both start at once: their migrations must not collide either.
    [a, b] = await Promise.all([instance(), instance()]);
    await seedBasketCatalog(a.db.db);
  }, 120_000);

  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await drop?.();
  });

  const on = (t: TestCommerce, s: TestShopper, method: string, path: string, body?: unknown) =>
    t.app.request(`${path}?siteId=SoloUS`, {
      method,
      headers: {
        authorization: `Bearer ${s.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  const refresh = (t: TestCommerce, refreshToken: string) =>
    t.app.request(TOKEN, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: CLIENT,
        refresh_token: refreshToken,
      }).toString(),
    });

  it('the session and basket follow the shopper from one instance to the other', async () => {
    const shopper = await guest(a);
    const basket = await ok<{ basketId: string }>(on(a, shopper, 'POST', BASKETS, {}));
    await ok(
      on(b, shopper, 'POST', `${BASKETS}/${basket.basketId}/items`, [
        { productId: 'log-rack', quantity: 2 },
      ]),
    );
    const renewed = await ok<{ access_token: string; refresh_token: string }>(
      refresh(b, shopper.refreshToken),
    );
    const next = { ...shopper, token: renewed.access_token, refreshToken: renewed.refresh_token };
    const read = await ok<{ productItems: Array<{ productId: string; quantity: number }> }>(
      on(a, next, 'GET', `${BASKETS}/${basket.basketId}`),
    );
    expect(read.productItems.map((i) => [i.productId, i.quantity])).toEqual([['log-rack', 2]]);
  });

  it('two concurrent refreshes of one token, one per instance, keep the shopper signed in', async () => {
    for (let round = 0; round < 5; round++) {
      const shopper = await guest(a);
      const answers = await Promise.all([
        refresh(a, shopper.refreshToken),
        refresh(b, shopper.refreshToken),
      ]);
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      const [first, second] = (await Promise.all(answers.map((r) => r.json()))) as Array<{
        refresh_token: string;
        access_token: string;
      }>;
      expect(second).toEqual(first);
      // The pair both got still works, on either instance.
      const after = await refresh(b, first!.refresh_token);
      expect(after.status).toBe(200);
      const { access_token } = (await after.json()) as { access_token: string };
      expect(
        (await on(a, { ...shopper, token: access_token }, 'POST', BASKETS, {})).status,
      ).toBeLessThan(300);
    }
  });

  it('shoppers racing for the last units on both instances never oversell', async () => {
    const UNITS = 4;
    const SHOPPERS = 16;
    await a.db.db
      .update(schema.inventory)
      .set({ stockLevel: UNITS })
      .where(eq(schema.inventory.productId, 'pit-small'));
    const shoppers = [];
    for (let i = 0; i < SHOPPERS; i++) {
      const t = i % 2 ? b : a;
      const g = await guest(t);
      shoppers.push({
        t,
        g,
        basketId: await readyBasket(t, g, [{ productId: 'pit-small', quantity: 1 }]),
      });
    }
    const answers = await Promise.all(
      shoppers.map(({ t, g, basketId }) => placeOrder(t, g, basketId)),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(UNITS);
    expect(statuses.filter((s) => s === 409)).toHaveLength(SHOPPERS - UNITS);
    expect(await stockOf(b, 'pit-small')).toBe(0);
  }, 120_000);
});
