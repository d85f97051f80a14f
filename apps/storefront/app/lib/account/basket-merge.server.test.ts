import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '@solo/commerce';
import { DEMO_SHOPPERS, openSeededCommerce } from '../../../server/testing-commerce.ts';
import { sdk } from '../api/shopper.server.ts';
import {
  getShopperSession,
  shopperApiConfig,
  signInShopper,
  type SessionArgs,
  type ShopperSession,
} from '../session/session.server.ts';
import { cookieHeader, sessionHarness } from '../session/session-testing.server.ts';
import { mergeGuestBasket } from './basket-merge.server.ts';

/** Spec 000 §4: sign-in merges a non-empty guest basket; an empty one is left alone. */
let commerce: Commerce;
const run = sessionHarness(() => commerce);
const US = 'http://127.0.0.1:3000/us';
const { jordan: JORDAN, lena: LENA } = DEMO_SHOPPERS;

beforeAll(async () => {
  commerce = await openSeededCommerce('merge');
}, 180_000);

afterAll(async () => {
  await commerce.close();
});

const basketsOf = (args: SessionArgs, session: ShopperSession) =>
  new sdk.ShopperCustomers(shopperApiConfig(args, session))
    .getCustomerBaskets({ parameters: { customerId: session.customerId } })
    .then((result) => result.baskets ?? []);

/** A guest session on the US site, with a basket holding `items` when given. */
async function guestWith(items: Array<{ productId: string; quantity: number }>) {
  const { response } = await run(`${US}/p/pizza-stone`, async (args) => {
    const guest = await getShopperSession(args);
    if (items.length === 0) return guest;
    const baskets = new sdk.ShopperBasketsV2(shopperApiConfig(args, guest));
    const basket = await baskets.createBasket({ body: {} });
    await baskets.addItemToBasket({
      parameters: { basketId: basket.basketId! },
      body: items,
    });
    return guest;
  });
  return cookieHeader(response);
}

describe('mergeGuestBasket', () => {
  it("moves a guest's items into the customer's basket, created for them", async () => {
    const cookie = await guestWith([
      { productId: 'pizza-stone', quantity: 2 },
      { productId: 'kiln-dried-logs', quantity: 1 },
    ]);
    const { result } = await run(
      `${US}/login`,
      async (args) => {
        const outcome = await signInShopper(args, JORDAN);
        if (!outcome.ok) throw new Error(outcome.failure.kind);
        const merged = await mergeGuestBasket(args, outcome);
        return { merged, baskets: await basketsOf(args, outcome.session) };
      },
      { cookie },
    );
    expect(result.merged).toBe('merged');
    expect(result.baskets).toHaveLength(1);
    const items = result.baskets[0]?.productItems?.map((i) => [i.productId, i.quantity]);
    expect(items).toEqual(
      expect.arrayContaining([
        ['pizza-stone', 2],
        ['kiln-dried-logs', 1],
      ]),
    );
  });

  it('merges nothing for an empty guest basket or a shopper who was no guest', async () => {
    const cookie = await guestWith([]);
    const { result } = await run(
      `${US}/login`,
      async (args) => {
        const outcome = await signInShopper(args, LENA);
        if (!outcome.ok) throw new Error(outcome.failure.kind);
        const merged = await mergeGuestBasket(args, outcome);
        const direct = await mergeGuestBasket(args, { session: outcome.session, guest: null });
        return { merged, direct, baskets: await basketsOf(args, outcome.session) };
      },
      { cookie },
    );
    expect(result).toEqual({ merged: 'empty', direct: 'no-guest', baskets: [] });
  });
});
