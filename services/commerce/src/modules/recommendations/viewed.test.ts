import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@solo/db';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import {
  call,
  guest,
  guestOn,
  ok,
  problemOf,
  registered,
  seedBasketCatalog,
  signIn,
  type TestShopper,
} from '../baskets/basket-testing.ts';
import { ORG } from '../customers/customers-testing.ts';
import { BUDGETS } from '../abuse/index.ts';
import { VIEWED_PRODUCTS_KEPT } from './viewed.ts';

const VIEWED = `/mobify/proxy/api/custom/personalization/v1/organizations/${ORG}/viewed-products`;
const RECOMMENDATIONS = `/mobify/proxy/api/custom/personalization/v1/organizations/${ORG}/recommendations`;
const RECENT = `${RECOMMENDATIONS}?recommender=viewed-recently-einstein`;

let t: TestCommerce;
beforeAll(async () => {
  t = await createTestCommerce();
  await seedBasketCatalog(t.db.db);
  // More products than a list keeps.
  await t.db.db.insert(schema.products).values(
    Array.from({ length: VIEWED_PRODUCTS_KEPT + 5 }, (_, i) => ({
      id: `viewed-${String(i).padStart(2, '0')}`,
      type: 'item' as const,
      name: `Viewed ${i}`,
    })),
  );
});
afterAll(() => t.close());

// Each shopper's views from a client address of its own, so no test meets another's IP budget.
let peers = 0;
const view = (s: TestShopper, productId: string, peer = `203.0.113.${++peers % 250}`) =>
  call(t, 'POST', VIEWED, s.token, { productId }, peer);
async function viewAll(s: TestShopper, ids: string[]) {
  for (const id of ids) expect((await view(s, id)).status).toBe(204);
}
const listOf = async (s: TestShopper) =>
  (await ok<{ productIds: string[] }>(call(t, 'GET', VIEWED, s.token))).productIds;
const recentOf = async (s: TestShopper | null, query = '') =>
  (
    await ok<{ slots: Array<{ item: { sku: string } }> }>(
      call(t, 'GET', `${RECENT}${query}`, s?.token ?? null),
    )
  ).slots.map((slot) => slot.item.sku);

describe('recording product views', () => {
  it('keeps each product once, newest first, a variant as its master', async () => {
    const g = await guest(t);
    await viewAll(g, ['log-rack', 'ember-kit', 'pit-small', 'log-rack', 'pit-large']);
    expect(await listOf(g)).toEqual(['pit-master', 'log-rack', 'ember-kit']);
  });

  it(`keeps only the newest ${VIEWED_PRODUCTS_KEPT}, however many are viewed`, async () => {
    const g = await guest(t);
    const ids = Array.from(
      { length: VIEWED_PRODUCTS_KEPT + 5 },
      (_, i) => `viewed-${String(i).padStart(2, '0')}`,
    );
    await viewAll(g, ids);
    const kept = await listOf(g);
    expect(kept).toHaveLength(VIEWED_PRODUCTS_KEPT);
    expect(kept).toEqual(ids.slice(-VIEWED_PRODUCTS_KEPT).reverse());
    const rows = await t.db.db.select().from(schema.viewedProducts);
    expect(rows.filter((r) => r.ownerId === g.usid)).toHaveLength(VIEWED_PRODUCTS_KEPT);
  });

  it('stores no unknown product and refuses a malformed id, naming the field', async () => {
    const g = await guest(t);
    const unknown = await view(g, 'no-such-product');
    expect(unknown.status).toBe(400);
    expect(await problemOf(unknown)).toMatchObject({
      detail: 'productId: no product "no-such-product"',
    });
    const malformed = await view(g, '<script>');
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(await problemOf(malformed))).toContain('productId');
    expect(await listOf(g)).toEqual([]);
  });

  it('refuses calls without a token, and a token of another site', async () => {
    expect((await call(t, 'POST', VIEWED, null, { productId: 'log-rack' })).status).toBe(401);
    expect((await call(t, 'GET', VIEWED, null)).status).toBe(401);
    const ca = await guestOn(t, 'SoloCA');
    expect((await view(ca, 'log-rack')).status).toBe(403);
  });

  it('refuses a flood of views from one shopper over its budget', async () => {
    const g = await guest(t);
    const statuses: number[] = [];
    for (let i = 0; i <= BUDGETS.viewsShopper.limit; i++)
      statuses.push((await view(g, i % 2 ? 'log-rack' : 'ember-kit')).status);
    expect(statuses.slice(0, BUDGETS.viewsShopper.limit).every((s) => s === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(await listOf(g)).toHaveLength(2);
  });

  it('forgets every view of the shopper when asked (personalisation declined)', async () => {
    const g = await guest(t);
    await viewAll(g, ['log-rack', 'ember-kit']);
    expect((await call(t, 'DELETE', VIEWED, g.token)).status).toBe(204);
    expect(await listOf(g)).toEqual([]);
    expect(await recentOf(g)).toEqual([]);
  });
});

describe('signing in', () => {
  it("merges the guest's views into the customer's list and deletes the guest's", async () => {
    // The customer browsed on another device before.
    const earlier = await registered(t, 'cat.viewed@example.com');
    await viewAll(earlier, ['few-left', 'ember-kit']);
    const g = await guest(t);
    await viewAll(g, ['log-rack', 'ember-kit', 'fuel-pack']);
    const cat = await signIn(t, 'cat.viewed@example.com', g);
    expect(cat.usid).toBe(g.usid);
    expect(await listOf(cat)).toEqual(['fuel-pack', 'ember-kit', 'log-rack', 'few-left']);
    const guestRows = (await t.db.db.select().from(schema.viewedProducts)).filter(
      (r) => r.ownerKind === 'guest' && r.ownerId === g.usid,
    );
    expect(guestRows).toEqual([]);
    // The customer's other session sees the merged list too.
    expect(await listOf(earlier)).toEqual(['fuel-pack', 'ember-kit', 'log-rack', 'few-left']);
  });

  it('keeps the merged list within its bound', async () => {
    const earlier = await registered(t, 'dan.viewed@example.com');
    const ids = Array.from(
      { length: VIEWED_PRODUCTS_KEPT + 5 },
      (_, i) => `viewed-${String(i).padStart(2, '0')}`,
    );
    await viewAll(earlier, ids.slice(0, 15));
    const g = await guest(t);
    await viewAll(g, ids.slice(15));
    const dan = await signIn(t, 'dan.viewed@example.com', g);
    const merged = await listOf(dan);
    expect(merged).toHaveLength(VIEWED_PRODUCTS_KEPT);
    expect(merged).toEqual(ids.slice(-VIEWED_PRODUCTS_KEPT).reverse());
  });
});

describe('the viewed-recently-einstein recommender', () => {
  it("answers the token's shopper's sellable views, newest first, without the context product", async () => {
    const g = await guest(t);
    await viewAll(g, ['log-rack', 'sold-out', 'ember-kit', 'retired', 'pit-large']);
    expect(await recentOf(g)).toEqual(['pit-master', 'ember-kit', 'log-rack']);
    expect(await recentOf(g, '&productIds=ember-kit')).toEqual(['pit-master', 'log-rack']);
    const res = await call(t, 'GET', RECENT, g.token);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it("never answers another shopper's views", async () => {
    const ann = await guest(t);
    await viewAll(ann, ['log-rack', 'ember-kit']);
    const ben = await guest(t);
    expect(await recentOf(ben)).toEqual([]);
    const eve = await registered(t, 'eve.viewed@example.com');
    expect(await recentOf(eve)).toEqual([]);
    expect(await listOf(eve)).toEqual([]);
  });

  it('refuses a request without a valid token, and a token of another site', async () => {
    const anonymous = await call(t, 'GET', RECENT, null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toContain('invalid_token');
    expect((await call(t, 'GET', RECENT, 'not.a.token')).status).toBe(401);
    const ca = await guestOn(t, 'SoloCA');
    expect((await call(t, 'GET', RECENT, ca.token)).status).toBe(403);
  });
});
