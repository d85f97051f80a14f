/** Helpers for the basket tests: a small priced and stocked catalog, shoppers and calls. */
import { expect } from 'vitest';
import { schema, type Database } from '@solo/db';
import type { TestCommerce } from '../../testing.ts';
import {
  CLIENT,
  REDIRECT,
  addShopper,
  codeRequest,
  authorizeGuest,
  deps,
  exchangeCode,
  guestTokens,
  loginRegistered,
  pkce,
  unwrap,
  type TokenResponse,
} from '../auth/auth-testing.ts';
import { call } from '../customers/customers-testing.ts';
import type { WireBasket } from './wire.ts';

export { call, fieldNames, problemOf } from '../customers/customers-testing.ts';

export const ORG = 'f_ecom_solo_001';
export const BASKETS = `/mobify/proxy/api/checkout/shopper-baskets/v2/organizations/${ORG}/baskets`;
export const CUSTOMERS = `/mobify/proxy/api/customer/shopper-customers/v1/organizations/${ORG}/customers`;

/**
 * The test catalog (USD, inventory_us). Prices in cents:
 * - log-rack 49.99, at most 5 per order (c_maximumPurchaseQuantity), 100 in stock
 * - ember-kit list 20.00, sale 15.00
 * - fuel-pack sold in 2s (min 2, step 2), 10.00, 8.00 from 10 units (tier)
 * - few-left 5 in stock above a safety stock of 2: 3 can be sold
 * - pit-master (master) with variants pit-small 100.00 and pit-large 150.00, option etchingType
 *   noEtching (0) / customText (+15.00), etching enabled
 * - sold-out (no stock), retired (discontinued), no-price, offline-pit (not online)
 */
export async function seedBasketCatalog(db: Database): Promise<void> {
  await db.insert(schema.priceBooks).values([
    { id: 'usd-list', currency: 'USD', kind: 'list', name: 'USD list' },
    { id: 'usd-sale', currency: 'USD', kind: 'sale', name: 'USD sale' },
  ]);
  const etching = [
    {
      id: 'etchingType',
      name: 'Etching',
      values: [
        { id: 'noEtching', name: 'No Etching', price: { USD: 0 } },
        { id: 'customText', name: 'Custom Text', price: { USD: 1500 } },
      ],
    },
  ];
  const item = (id: string, extra: Partial<typeof schema.products.$inferInsert> = {}) => ({
    id,
    type: 'item' as const,
    name: `Name of ${id}`,
    ...extra,
  });
  await db.insert(schema.products).values([
    item('log-rack', {
      name: 'Log Rack',
      localized: { 'es-US': { name: 'Leñero' } },
      custom: { maximumPurchaseQuantity: 5 },
    }),
    item('ember-kit', { name: 'Ember Kit' }),
    item('fuel-pack', { name: 'Fuel Pack', minOrderQuantity: 2, stepQuantity: 2 }),
    item('few-left'),
    { id: 'pit-master', type: 'master', name: 'Fire Pit', options: etching },
    {
      id: 'pit-small',
      type: 'variant',
      masterId: 'pit-master',
      name: 'Fire Pit Small',
      options: etching,
      custom: { enableEtching: true },
    },
    {
      id: 'pit-large',
      type: 'variant',
      masterId: 'pit-master',
      name: 'Fire Pit Large',
      options: etching,
      custom: { enableEtching: true },
    },
    item('sold-out'),
    item('retired', { custom: { isDiscontinued: true } }),
    item('no-price'),
    item('offline-pit', { online: false }),
  ]);
  const list = (productId: string, amount: number, minQuantity = 1) => ({
    priceBookId: 'usd-list',
    productId,
    amount,
    minQuantity,
  });
  await db
    .insert(schema.prices)
    .values([
      list('log-rack', 4999),
      list('ember-kit', 2000),
      { priceBookId: 'usd-sale', productId: 'ember-kit', amount: 1500, minQuantity: 1 },
      list('fuel-pack', 1000),
      list('fuel-pack', 800, 10),
      list('few-left', 500),
      list('pit-small', 10000),
      list('pit-large', 15000),
      list('sold-out', 700),
      list('retired', 700),
      list('offline-pit', 700),
    ]);
  const stock = (productId: string, stockLevel: number, safetyStock = 0) => ({
    inventoryListId: 'inventory_us',
    productId,
    stockLevel,
    safetyStock,
  });
  await db
    .insert(schema.inventory)
    .values([
      stock('log-rack', 100),
      stock('ember-kit', 50),
      stock('fuel-pack', 40),
      stock('few-left', 5, 2),
      stock('pit-small', 20),
      stock('pit-large', 20),
      stock('sold-out', 0),
      stock('retired', 10),
      stock('no-price', 10),
      stock('offline-pit', 10),
    ]);
}

export interface TestShopper {
  token: string;
  customerId: string;
  usid: string;
  /** The session's current refresh token: the proof that resumes its usid. */
  refreshToken: string;
}

const shopperOf = (tokens: TokenResponse): TestShopper => ({
  token: tokens.access_token,
  customerId: tokens.customer_id,
  usid: tokens.usid,
  refreshToken: tokens.refresh_token,
});

/** A new guest, or a new session of `from`'s usid (proved with its refresh token). */
export async function guest(t: TestCommerce, from?: TestShopper): Promise<TestShopper> {
  if (from) return signIn(t, undefined, from);
  return shopperOf(await guestTokens(t.db.db, new Date()));
}

/** A new guest of another site (a token is good on its own site only). */
export const guestOn = async (t: TestCommerce, siteId: string): Promise<TestShopper> =>
  shopperOf(await guestTokens(t.db.db, new Date(), siteId));

/**
 * Signs a registered shopper in (registering `login` first when `password` is not given) with a
 * guest's usid and its refresh token as proof, as the storefront does at sign-in; a guest when no
 * login is given.
 */
export async function signIn(
  t: TestCommerce,
  login: string | undefined,
  from?: TestShopper,
): Promise<TestShopper> {
  const password = 'Campfire#2024';
  const { verifier, challenge } = pkce();
  const now = new Date();
  const request = { ...codeRequest(challenge), usid: from?.usid, usidProof: from?.refreshToken };
  let code: string;
  if (login) {
    code = unwrap(
      await loginRegistered(deps(t.db.db, now), { ...request, username: login, password }),
    ).code;
  } else {
    code = unwrap(
      await authorizeGuest(deps(t.db.db, now), { ...request, hint: 'guest', responseType: 'code' }),
    ).code;
  }
  const tokens = unwrap(
    await exchangeCode(deps(t.db.db, now), {
      clientId: CLIENT,
      code,
      codeVerifier: verifier,
      redirectUri: REDIRECT,
    }),
  );
  return shopperOf(tokens);
}

/** Registers `login` and signs it in. */
export async function registered(t: TestCommerce, login: string, from?: TestShopper) {
  await addShopper(t.db.db, { login, password: 'Campfire#2024' });
  return signIn(t, login, from);
}

export async function ok<T = WireBasket>(res: Response | Promise<Response>): Promise<T> {
  const r = await res;
  if (!r.ok) expect.fail(`${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}

export const newBasket = (t: TestCommerce, s: TestShopper, body: unknown = {}) =>
  ok(call(t, 'POST', BASKETS, s.token, body));

export const add = (t: TestCommerce, s: TestShopper, basketId: string, items: unknown) =>
  call(t, 'POST', `${BASKETS}/${basketId}/items`, s.token, items);

/** `[productId, quantity]` of each line, in order. */
export const linesOf = (b: WireBasket) =>
  (b.productItems ?? []).map((i) => [i.productId, i.quantity] as const);
