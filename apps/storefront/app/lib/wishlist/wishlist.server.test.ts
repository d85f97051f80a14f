import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '@solo/commerce';
import { DEMO_SHOPPERS, openSeededCommerce } from '../../../server/testing-commerce.ts';
import { sdk } from '../api/shopper.server.ts';
import {
  getShopperSession,
  shopperApiConfig,
  signInShopper,
  type SessionArgs,
} from '../session/session.server.ts';
import { cookieHeader, sessionHarness } from '../session/session-testing.server.ts';
import { saveForLater } from './save-for-later.server.ts';
import {
  addToWishList,
  findWishlist,
  readPublicList,
  readWishList,
  removeFromWishList,
  setWishListPublic,
  type Wishlist,
} from './wishlist.server.ts';

/** Spec 000 §6, spec 001 §3, §9: the registered customer's wish list, against the real service. */
let commerce: Commerce;
const run = sessionHarness(() => commerce);
const US = 'http://127.0.0.1:3000/us';
const { jordan: JORDAN, lena: LENA } = DEMO_SHOPPERS;

beforeAll(async () => {
  commerce = await openSeededCommerce('wishlist');
}, 180_000);

afterAll(async () => {
  await commerce.close();
});

/** The Cookie header of a signed-in customer. */
async function signedIn(credentials: { username: string; password: string }) {
  const { response } = await run(`${US}/login`, async (args) => {
    const outcome = await signInShopper(args, credentials);
    if (!outcome.ok) throw new Error(outcome.failure.kind);
  });
  return cookieHeader(response);
}

/** Runs `body` with the signed-in customer's wish list. */
async function asCustomer<T>(cookie: string, body: (w: Wishlist, args: SessionArgs) => Promise<T>) {
  const { result, response } = await run(
    `${US}/wishlist-data`,
    async (args) => {
      const wishlist = await findWishlist(args);
      if (!wishlist) throw new Error('not signed in');
      return body(wishlist, args);
    },
    { cookie },
  );
  return { result, response };
}

describe('wishlist', () => {
  it('gives a guest no wish list, and marks the answer personal', async () => {
    const { result, response } = await run(`${US}/wishlist-data`, async (args) => {
      await getShopperSession(args);
      return findWishlist(args);
    });
    expect(result).toBeNull();
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('adds once, tells a product already saved, lists newest first, removes', async () => {
    const cookie = await signedIn(JORDAN);
    const { result, response } = await asCustomer(cookie, async (w) => {
      const empty = await readWishList(w);
      const first = await addToWishList(w, 'pizza-stone', { public: false });
      const second = await addToWishList(w, 'kiln-dried-logs', { public: true });
      const again = await addToWishList(w, 'pizza-stone', { public: false });
      const full = await readWishList(w);
      const removed = await removeFromWishList(w, 'pizza-stone');
      const removedAgain = await removeFromWishList(w, 'pizza-stone');
      return {
        empty,
        first,
        second,
        again,
        full,
        removed,
        removedAgain,
        after: await readWishList(w),
      };
    });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(result.empty.items).toEqual([]);
    expect([result.first, result.second, result.again]).toEqual(['added', 'added', 'exists']);
    expect(result.full.items.map((i) => [i.productId, i.public])).toEqual([
      ['kiln-dried-logs', true],
      ['pizza-stone', false],
    ]);
    expect([result.removed, result.removedAgain]).toEqual([true, false]);
    expect(result.after.items.map((i) => i.productId)).toEqual(['kiln-dried-logs']);
    expect(result.after.listId).toBe(result.empty.listId);
  });

  it('rejects a product the catalog does not have', async () => {
    const cookie = await signedIn(JORDAN);
    await expect(
      asCustomer(cookie, (w) => addToWishList(w, 'no-such-product', { public: false })),
    ).rejects.toBeInstanceOf(sdk.ResponseError);
  });

  it('shows a shared list with its public items only, to a guest too', async () => {
    const cookie = await signedIn(LENA);
    const { result: listId } = await asCustomer(cookie, async (w) => {
      await addToWishList(w, 'pizza-stone', { public: true });
      await addToWishList(w, 'kiln-dried-logs', { public: false });
      return (await readWishList(w)).listId;
    });
    const readAsGuest = async () =>
      (
        await run(`${US}/saved-for-later/${listId}`, async (args) =>
          readPublicList(args, await getShopperSession(args), listId),
        )
      ).result;
    expect(await readAsGuest()).toBeNull();
    await asCustomer(cookie, (w) => setWishListPublic(w, true));
    expect((await readAsGuest())?.items.map((i) => i.productId)).toEqual(['pizza-stone']);
  });

  it('saves a basket line for later: in the wish list, out of the basket', async () => {
    const cookie = await signedIn(LENA);
    const { result } = await asCustomer(cookie, async (w, args) => {
      await removeFromWishList(w, 'pizza-stone');
      const baskets = new sdk.ShopperBasketsV2(shopperApiConfig(args, w.session));
      const basket = await baskets.createBasket({ body: {} });
      const filled = await baskets.addItemToBasket({
        parameters: { basketId: basket.basketId! },
        body: [{ productId: 'pizza-stone', quantity: 2 }],
      });
      const line = { basketId: basket.basketId!, itemId: filled.productItems![0]!.itemId! };
      const saved = await saveForLater(args, w, line);
      const missing = await saveForLater(args, w, line);
      const after = await baskets.getBasket({ parameters: { basketId: line.basketId } });
      return { saved, missing, lines: after.productItems ?? [], list: await readWishList(w) };
    });
    expect(result.saved).toEqual({ ok: true, productId: 'pizza-stone', saved: 'added' });
    expect(result.missing).toEqual({ ok: false, reason: 'item-not-found' });
    expect(result.lines).toEqual([]);
    expect(result.list.items[0]?.productId).toBe('pizza-stone');
  });
});
