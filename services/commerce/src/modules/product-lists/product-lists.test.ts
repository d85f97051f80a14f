import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@solo/db';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import {
  CUSTOMERS,
  call,
  fieldNames,
  guestToken,
  problemOf,
  signedInShopper,
  type SignedIn,
} from '../customers/customers-testing.ts';
import { WISH_LIST_MAX_ITEMS } from './constants.ts';

let t: TestCommerce;
let ada: SignedIn;
let bo: SignedIn;
const PRODUCTS = Array.from({ length: WISH_LIST_MAX_ITEMS + 1 }, (_, i) => `pit-${i}`);
beforeAll(async () => {
  t = await createTestCommerce();
  await t.db.db.insert(schema.products).values([
    ...PRODUCTS.map((id) => ({ id, type: 'item' as const, name: `Fire pit ${id}` })),
    { id: 'retired-pit', type: 'item' as const, name: 'Retired', online: false },
    {
      id: 'etchable-pit',
      type: 'item' as const,
      name: 'Etchable',
      custom: { enableEtching: true },
    },
  ]);
  ada = await signedInShopper(t, 'ada.lists@example.com');
  bo = await signedInShopper(t, 'bo.lists@example.com');
});
afterAll(() => t.close());

const lists = (s: SignedIn) => `${CUSTOMERS}/${s.customerId}/product-lists`;

interface List {
  id: string;
  type: string;
  customerProductListItems: Array<{ id: string; productId: string; quantity: number }>;
}

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const wishListOf = async (s: SignedIn) =>
  (await json<{ data: List[]; total: number }>(await call(t, 'GET', lists(s), s.token))).data[0]!;

const item = (productId: string) => ({
  productId,
  quantity: 1,
  public: false,
  priority: 1,
  type: 'product',
});

describe('customer product lists', () => {
  it('creates one wish list for a customer who has none, even on parallel first reads', async () => {
    const cy = await signedInShopper(t, 'cy.lists@example.com');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => call(t, 'GET', lists(cy), cy.token)),
    );
    const bodies = await Promise.all(
      answers.map((r) => json<{ data: List[]; total: number; limit: number }>(r)),
    );
    for (const body of bodies) {
      expect(body).toMatchObject({
        total: 1,
        data: [{ type: 'wish_list', customerProductListItems: [] }],
      });
    }
    expect(new Set(bodies.map((b) => b.data[0]?.id)).size).toBe(1);
  });

  it('answers the existing wish list when one is created again', async () => {
    const wish = await wishListOf(ada);
    const again = await call(t, 'POST', lists(ada), ada.token, { type: 'wish_list' });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ id: wish.id, type: 'wish_list' });
    const shopping = await call(t, 'POST', lists(ada), ada.token, { type: 'shopping_list' });
    expect(shopping.status).toBe(201);
    const bad = await call(t, 'POST', lists(ada), ada.token, { type: 'wishes' });
    expect(fieldNames(await problemOf(bad))).toEqual(['type']);
  });

  it('adds, reads, changes and removes items', async () => {
    const wish = await wishListOf(ada);
    const added = await call(t, 'POST', `${lists(ada)}/${wish.id}/items`, ada.token, item('pit-1'));
    expect(added.status).toBe(201);
    const created = (await added.json()) as { id: string };
    expect(created).toMatchObject({
      productId: 'pit-1',
      quantity: 1,
      public: false,
      priority: 1,
      type: 'product',
    });
    // The same product again answers the item it already has.
    const twice = await call(t, 'POST', `${lists(ada)}/${wish.id}/items`, ada.token, item('pit-1'));
    expect(twice.status).toBe(200);
    expect(await twice.json()).toMatchObject({ id: created.id });

    const changed = await json(
      await call(t, 'PATCH', `${lists(ada)}/${wish.id}/items/${created.id}`, ada.token, {
        quantity: 2,
        public: true,
      }),
    );
    expect(changed).toMatchObject({ id: created.id, quantity: 2, public: true });
    const list = await json<List>(await call(t, 'GET', `${lists(ada)}/${wish.id}`, ada.token));
    expect(list.customerProductListItems).toMatchObject([{ productId: 'pit-1', quantity: 2 }]);

    const del = await call(t, 'DELETE', `${lists(ada)}/${wish.id}/items/${created.id}`, ada.token);
    expect(del.status).toBe(204);
    expect((await wishListOf(ada)).customerProductListItems).toEqual([]);
    const gone = await call(t, 'DELETE', `${lists(ada)}/${wish.id}/items/${created.id}`, ada.token);
    expect(gone.status).toBe(404);
  });

  it('names bad input: unknown or offline products, quantities, item types', async () => {
    const wish = await wishListOf(ada);
    const path = `${lists(ada)}/${wish.id}/items`;
    for (const productId of ['no-such-pit', 'retired-pit']) {
      const res = await call(t, 'POST', path, ada.token, item(productId));
      expect(res.status).toBe(400);
      expect(fieldNames(await problemOf(res))).toEqual(['productId']);
    }
    const res = await call(t, 'POST', path, ada.token, {
      productId: 'pit-2',
      quantity: 0,
      type: 'gift_certificate',
    });
    expect(fieldNames(await problemOf(res))).toEqual(['quantity', 'type']);
  });

  it(`holds at most ${WISH_LIST_MAX_ITEMS} items in a wish list`, async () => {
    const dee = await signedInShopper(t, 'dee.lists@example.com');
    const wish = await wishListOf(dee);
    const path = `${lists(dee)}/${wish.id}/items`;
    for (const productId of PRODUCTS.slice(0, WISH_LIST_MAX_ITEMS))
      await json(await call(t, 'POST', path, dee.token, item(productId)));
    const over = await call(t, 'POST', path, dee.token, item(PRODUCTS[WISH_LIST_MAX_ITEMS]!));
    expect(over.status).toBe(400);
    expect(fieldNames(await problemOf(over))).toEqual(['productId']);
  });

  it("never shows or changes another customer's list", async () => {
    const theirs = await wishListOf(bo);
    const added = await json<{ id: string }>(
      await call(t, 'POST', `${lists(bo)}/${theirs.id}/items`, bo.token, item('pit-3')),
    );
    // Under the caller's own id, another's list is not found; under the other's id, forbidden.
    const own = `${lists(ada)}/${theirs.id}`;
    expect((await call(t, 'GET', own, ada.token)).status).toBe(404);
    expect((await call(t, 'POST', `${own}/items`, ada.token, item('pit-4'))).status).toBe(404);
    expect(
      (await call(t, 'PATCH', `${own}/items/${added.id}`, ada.token, { quantity: 5 })).status,
    ).toBe(404);
    expect((await call(t, 'DELETE', `${own}/items/${added.id}`, ada.token)).status).toBe(404);
    expect((await call(t, 'GET', lists(bo), ada.token)).status).toBe(403);
    expect((await call(t, 'GET', lists(bo), await guestToken(t))).status).toBe(403);
    expect((await wishListOf(bo)).customerProductListItems).toMatchObject([
      { productId: 'pit-3', quantity: 1 },
    ]);
  });
});

describe('public product lists', () => {
  const PUBLIC = CUSTOMERS.replace(/customers$/, 'product-lists');

  it('answers a list its owner made public, with its public items only, to any shopper', async () => {
    const eve = await signedInShopper(t, 'eve.lists@example.com');
    const wish = await wishListOf(eve);
    const path = `${lists(eve)}/${wish.id}/items`;
    await json(await call(t, 'POST', path, eve.token, { ...item('pit-5'), public: true }));
    await json(await call(t, 'POST', path, eve.token, item('pit-6')));
    const guest = await guestToken(t);
    // Private until the owner says otherwise: the same 404 as an unknown id.
    const hidden = await call(t, 'GET', `${PUBLIC}/${wish.id}`, guest);
    expect(hidden.status).toBe(404);
    expect((await call(t, 'GET', `${PUBLIC}/no-such-list`, guest)).status).toBe(404);
    expect(await hidden.text()).not.toContain('pit-5');

    const shared = await json<List & { public: boolean }>(
      await call(t, 'PATCH', `${lists(eve)}/${wish.id}`, eve.token, { public: true }),
    );
    expect(shared.public).toBe(true);
    const read = await call(t, 'GET', `${PUBLIC}/${wish.id}`, guest);
    expect(read.headers.get('cache-control')).toBe('no-store');
    const body = (await read.json()) as List & Record<string, unknown>;
    expect(body.customerProductListItems.map((i) => i.productId)).toEqual(['pit-5']);
    expect(JSON.stringify(body)).not.toMatch(/eve|customerId/i);
    expect((await call(t, 'GET', `${PUBLIC}/${wish.id}`, null)).status).toBe(401);
  });

  it('never lets another customer change whether a list is public', async () => {
    const theirs = await wishListOf(bo);
    expect(
      (await call(t, 'PATCH', `${lists(ada)}/${theirs.id}`, ada.token, { public: true })).status,
    ).toBe(404);
    const bad = await call(t, 'PATCH', `${lists(bo)}/${theirs.id}`, bo.token, { public: 'yes' });
    expect(fieldNames(await problemOf(bad))).toEqual(['public']);
    expect((await wishListOf(bo)) as unknown).toMatchObject({ public: false });
  });
});

describe('a design saved for later from the etching modal (spec 001 §3 Wishlist item)', () => {
  const IMAGE = '/images/products/etchable-pit/black-etching.svg';

  it('keeps the etching text and its preview image on the item', async () => {
    const eve = await signedInShopper(t, 'eve.etching@example.com');
    const wish = await wishListOf(eve);
    const res = await call(t, 'POST', `${lists(eve)}/${wish.id}/items`, eve.token, {
      ...item('etchable-pit'),
      public: true,
      c_etchingText: 'The Millers\nEst. 1987',
      c_etchingImage: IMAGE,
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      productId: 'etchable-pit',
      c_etchingText: 'The Millers\nEst. 1987',
      c_etchingImage: IMAGE,
    });
    expect((await wishListOf(eve)).customerProductListItems).toMatchObject([
      { productId: 'etchable-pit', c_etchingText: 'The Millers\nEst. 1987', c_etchingImage: IMAGE },
    ]);
  });

  it('refuses, naming the field, text the basket would refuse and images of other origins', async () => {
    const fay = await signedInShopper(t, 'fay.etching@example.com');
    const path = `${lists(fay)}/${(await wishListOf(fay)).id}/items`;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ c_etchingText: 'x'.repeat(17) }, 'c_etchingText'],
      [{ c_etchingText: 'one\ntwo\nthree' }, 'c_etchingText'],
      [{ c_etchingText: '<b>hi</b>' }, 'c_etchingText'],
      [{ c_etchingText: ' ' }, 'c_etchingText'],
      [{ c_etchingText: 7 }, 'c_etchingText'],
      [{ c_etchingText: 'Sam', c_etchingImage: 'https://evil.example/x.png' }, 'c_etchingImage'],
      [{ c_etchingImage: IMAGE }, 'c_etchingImage'],
    ];
    for (const [fields, name] of cases) {
      const res = await call(t, 'POST', path, fay.token, { ...item('etchable-pit'), ...fields });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(fieldNames(await problemOf(res)), JSON.stringify(fields)).toEqual([name]);
    }
    const plain = await call(t, 'POST', path, fay.token, {
      ...item('pit-0'),
      c_etchingText: 'Sam',
    });
    expect(plain.status).toBe(400);
    expect(fieldNames(await problemOf(plain))).toEqual(['c_etchingText']);
    expect((await wishListOf(fay)).customerProductListItems).toEqual([]);
  });

  it("cannot write into another customer's list (403)", async () => {
    const gus = await signedInShopper(t, 'gus.etching@example.com');
    const theirs = await wishListOf(ada);
    const res = await call(t, 'POST', `${lists(ada)}/${theirs.id}/items`, gus.token, {
      ...item('etchable-pit'),
      c_etchingText: 'Sam',
    });
    expect(res.status).toBe(403);
  });
});
