import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '@solo/commerce';
import { openSeededCommerce } from '../../server/testing-commerce.ts';
import { sdk } from '../lib/api/shopper.server.ts';
import {
  getShopperSession,
  shopperApiConfig,
  signInShopper,
  type SessionArgs,
} from '../lib/session/session.server.ts';
import { cookieHeader, sessionHarness } from '../lib/session/session-testing.server.ts';
import type { WishlistPanelData } from '../lib/wishlist/wishlist-data.ts';
import { action, loader } from './wishlist-data.ts';

/** The hearts' and the saved items panel's resource route, against the real service. */
let commerce: Commerce;
const run = sessionHarness(() => commerce);
const URL_US = 'http://127.0.0.1:3000/us/wishlist-data';
const params = { site: 'us' };

beforeAll(async () => {
  commerce = await openSeededCommerce('wishlist-route');
}, 180_000);

afterAll(async () => {
  await commerce.close();
});

type LoaderArgs = Parameters<typeof loader>[0];

const get = (args: SessionArgs, query = '') => {
  const url = new URL(URL_US + query);
  return loader({ ...args, url, params } as unknown as LoaderArgs);
};

const post = (args: SessionArgs, fields: Record<string, string>, cookie: string) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  const url = new URL(URL_US);
  const request = new Request(url, { method: 'POST', body, headers: { cookie } });
  return action({ ...args, request, url, params } as unknown as Parameters<typeof action>[0]);
};

async function signedIn() {
  const { response } = await run(`${URL_US}`, async (args) => {
    const outcome = await signInShopper(args, {
      username: 'jordan.miller@example.com',
      password: 'Campfire#2024',
    });
    if (!outcome.ok) throw new Error(outcome.failure.kind);
  });
  return cookieHeader(response);
}

describe('wishlist-data', () => {
  it('answers a guest that it has no wish list and refuses its writes (401)', async () => {
    const { result, response } = await run(URL_US, async (args) => {
      await getShopperSession(args);
      const state = (await (await get(args)).json()) as unknown;
      const write = await post(args, { intent: 'add', productId: 'pizza-stone' }, '');
      return { state, status: write.status, answer: (await write.json()) as unknown };
    });
    expect(result).toEqual({
      state: { registered: false },
      status: 401,
      answer: { result: 'guest' },
    });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('names a bad field (400)', async () => {
    const cookie = await signedIn();
    const { result } = await run(
      URL_US,
      async (args) => {
        const res = await post(args, { intent: 'add' }, cookie);
        return { status: res.status, body: (await res.json()) as unknown };
      },
      { cookie },
    );
    expect(result).toEqual({ status: 400, body: { error: 'productId: is missing or not valid' } });
  });

  it('adds, tells an item already saved, lists the panel entries, saves a basket line, removes', async () => {
    const cookie = await signedIn();
    const { result, response } = await run(
      URL_US,
      async (args) => {
        const json = async (res: Response | Promise<Response>) =>
          (await (await res).json()) as unknown;
        const added = await json(
          post(args, { intent: 'add', productId: 'pizza-stone', public: 'true' }, cookie),
        );
        const again = await json(post(args, { intent: 'add', productId: 'pizza-stone' }, cookie));
        const session = await getShopperSession(args);
        const baskets = new sdk.ShopperBasketsV2(shopperApiConfig(args, session));
        const basket = await baskets.createBasket({ body: {} });
        const filled = await baskets.addItemToBasket({
          parameters: { basketId: basket.basketId! },
          body: [{ productId: 'kiln-dried-logs', quantity: 1 }],
        });
        const saved = await json(
          post(
            args,
            {
              intent: 'saveForLater',
              basketId: basket.basketId!,
              itemId: filled.productItems![0]!.itemId!,
            },
            cookie,
          ),
        );
        const panel = await json(get(args, '?entries=1'));
        const removed = await json(
          post(args, { intent: 'remove', productId: 'pizza-stone' }, cookie),
        );
        return { added, again, saved, panel, removed };
      },
      { cookie },
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(result.added).toMatchObject({ result: 'added', state: { productIds: ['pizza-stone'] } });
    expect(result.again).toMatchObject({ result: 'exists' });
    expect(result.saved).toMatchObject({
      result: 'added',
      state: { productIds: ['kiln-dried-logs', 'pizza-stone'] },
    });
    expect(result.panel).toMatchObject({
      registered: true,
      entries: [
        { productId: 'kiln-dried-logs', available: true, href: '/p/kiln-dried-logs' },
        { productId: 'pizza-stone', name: 'Cordierite Pizza Stone', available: true },
      ],
    });
    expect(result.removed).toMatchObject({
      result: 'removed',
      state: { productIds: ['kiln-dried-logs'] },
    });
  });

  it("saves the etching modal's design and shows its text on the panel entry", async () => {
    const cookie = await signedIn();
    const { result } = await run(
      URL_US,
      async (args) => {
        const res = await post(
          args,
          {
            intent: 'add',
            productId: 'mesa-tabletop-fire-pit-black',
            public: 'true',
            etchingText: 'The Millers\nEst. 1987',
            etchingImage: '/images/products/mesa-tabletop-fire-pit/black-etching.svg',
          },
          cookie,
        );
        const added = (await res.json()) as unknown;
        const panel = (await (await get(args, '?entries=1')).json()) as unknown;
        return { added, panel };
      },
      { cookie },
    );
    expect(result.added).toMatchObject({ result: 'added' });
    // Newest first; the shopper's earlier saves follow, without etching.
    const [entry, ...older] = (result.panel as WishlistPanelData).entries!;
    expect(entry).toMatchObject({
      productId: 'mesa-tabletop-fire-pit-black',
      name: 'Mesa Tabletop Fire Pit',
      etchingText: 'The Millers\nEst. 1987',
    });
    expect(older.filter((e) => e.etchingText)).toEqual([]);
  });
});
