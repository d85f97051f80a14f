import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@solo/db';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import {
  BASKETS,
  add,
  call,
  guest,
  newBasket,
  ok,
  problemOf,
  seedBasketCatalog,
  type TestShopper,
} from './basket-testing.ts';
import type { WireBasket } from './wire.ts';
import { placeOrder, readyBasket, stockOf } from '../orders/orders-testing.ts';

/**
 * The basket test catalog plus camp-bundle: pit-small (a variant of pit-master), 2 log-racks
 * (an item) and a bag (the master bag-master: bag-a-red 10 in stock, bag-b-blue 1, bag-c-grey
 * none). 10 bundles in stock of their own.
 */
async function seedBundle(t: TestCommerce) {
  const db = t.db.db;
  await db.insert(schema.products).values([
    {
      id: 'camp-bundle',
      type: 'bundle',
      name: 'Camp Bundle',
      bundledProducts: [
        { productId: 'pit-small', quantity: 1 },
        { productId: 'log-rack', quantity: 2 },
        { productId: 'bag-master', quantity: 1 },
      ],
    },
    { id: 'bag-master', type: 'master', name: 'Bag' },
    { id: 'bag-a-red', type: 'variant', masterId: 'bag-master', name: 'Bag Red' },
    { id: 'bag-b-blue', type: 'variant', masterId: 'bag-master', name: 'Bag Blue' },
    { id: 'bag-c-grey', type: 'variant', masterId: 'bag-master', name: 'Bag Grey' },
  ]);
  await db.insert(schema.prices).values(
    ['camp-bundle', 'bag-a-red', 'bag-b-blue', 'bag-c-grey'].map((productId) => ({
      priceBookId: 'usd-list',
      productId,
      amount: productId === 'camp-bundle' ? 20000 : 3000,
      minQuantity: 1,
    })),
  );
  await db.insert(schema.inventory).values(
    [
      ['camp-bundle', 10],
      ['bag-a-red', 10],
      ['bag-b-blue', 1],
      ['bag-c-grey', 0],
    ].map(([productId, stockLevel]) => ({
      inventoryListId: 'inventory_us',
      productId: productId as string,
      stockLevel: stockLevel as number,
      safetyStock: 0,
    })),
  );
}

let t: TestCommerce;
let g: TestShopper;
beforeAll(async () => {
  t = await createTestCommerce();
  await seedBasketCatalog(t.db.db);
  await seedBundle(t);
  g = await guest(t);
});
afterAll(() => t.close());

/** A fresh basket of `s`, earlier baskets deleted (the quota). */
async function basket(s = g): Promise<string> {
  const listed = await ok<{ baskets: WireBasket[] }>(
    call(
      t,
      'GET',
      `/mobify/proxy/api/customer/shopper-customers/v1/organizations/f_ecom_solo_001/customers/${s.customerId}/baskets`,
      s.token,
    ),
  );
  for (const b of listed.baskets) await call(t, 'DELETE', `${BASKETS}/${b.basketId}`, s.token);
  return (await newBasket(t, s)).basketId ?? '';
}

const partsOf = (b: WireBasket, line = 0) =>
  (b.productItems?.[line]?.bundledProductItems ?? []).map((p) => [p.productId, p.quantity]);

const patch = (id: string, body: unknown, s = g) =>
  call(t, 'PATCH', `${BASKETS}/${id}/items`, s.token, body);

const refusals = async (res: Response) => {
  const body = await problemOf(res);
  expect(res.status).toBe(400);
  return (body.invalidFields as Array<{ name: string; reason: string }>).map((f) => [
    f.name,
    f.reason,
  ]);
};

describe('bundle lines', () => {
  it('carry their parts: own item ids, quantity × bundle quantity, a master part as its default variant', async () => {
    const id = await basket();
    const b = await ok(add(t, g, id, [{ productId: 'camp-bundle', quantity: 2 }]));
    const line = b.productItems![0]!;
    expect(line).toMatchObject({ productId: 'camp-bundle', quantity: 2, price: 400 });
    expect(partsOf(b)).toEqual([
      ['pit-small', 2],
      ['log-rack', 4],
      ['bag-a-red', 2],
    ]);
    const ids = line.bundledProductItems!.map((p) => p.itemId);
    expect(new Set([...ids, line.itemId]).size).toBe(4);
    expect(line.bundledProductItems![2]).toMatchObject({ productName: 'Bag Red' });
    // The stored choice is not a custom attribute a client sees or can write.
    expect(Object.keys(line).filter((k) => k.startsWith('c_'))).toEqual([]);
    const read = await ok(call(t, 'GET', `${BASKETS}/${id}`, g.token));
    expect(read.productItems![0]!.bundledProductItems).toEqual(line.bundledProductItems);
  });

  it('takes the variants an add names, and refuses one of no part', async () => {
    const id = await basket();
    const b = await ok(
      add(t, g, id, [
        {
          productId: 'camp-bundle',
          quantity: 1,
          bundledProductItems: [{ productId: 'bag-b-blue' }, { productId: 'pit-large' }],
        },
      ]),
    );
    expect(partsOf(b)).toEqual([
      ['pit-large', 1],
      ['log-rack', 2],
      ['bag-b-blue', 1],
    ]);
    // Another choice of parts is another line; the same choice grows the line.
    const more = await ok(add(t, g, id, [{ productId: 'camp-bundle', quantity: 1 }]));
    expect(more.productItems?.map((i) => i.quantity)).toEqual([1, 1]);
    const wrong = await add(t, g, id, [
      { productId: 'camp-bundle', quantity: 1, bundledProductItems: [{ productId: 'ember-kit' }] },
    ]);
    expect(await refusals(wrong)).toEqual([
      ['0.bundledProductItems.0.productId', 'is not a variant of a part of this bundle'],
    ]);
    const notBundle = await add(t, g, id, [
      { productId: 'log-rack', quantity: 1, bundledProductItems: [{ productId: 'pit-large' }] },
    ]);
    expect(await refusals(notBundle)).toEqual([['0.bundledProductItems', 'is only for a bundle']]);
  });

  it('takes each child pid and its units per bundle as the bundle added by its id (spec 002 §5)', async () => {
    const byId = await ok(add(t, g, await basket(), [{ productId: 'camp-bundle', quantity: 2 }]));
    const id = await basket();
    const children = [
      { productId: 'pit-small', quantity: 1 },
      { productId: 'log-rack', quantity: 2 },
      { productId: 'bag-a-red', quantity: 1 },
    ];
    const b = await ok(
      add(t, g, id, [{ productId: 'camp-bundle', quantity: 2, bundledProductItems: children }]),
    );
    expect(partsOf(b)).toEqual(partsOf(byId));
    expect(b.productItems![0]).toMatchObject({ productId: 'camp-bundle', quantity: 2, price: 400 });
    // The same parts: a second add grows the line.
    const again = await ok(
      add(t, g, id, [{ productId: 'camp-bundle', quantity: 1, bundledProductItems: children }]),
    );
    expect(again.productItems?.map((i) => i.quantity)).toEqual([3]);
    // A child's quantity other than its units in one bundle is refused, named.
    const wrong = await add(t, g, id, [
      {
        productId: 'camp-bundle',
        quantity: 1,
        bundledProductItems: [{ productId: 'log-rack', quantity: 4 }],
      },
    ]);
    expect(await refusals(wrong)).toEqual([
      ['0.bundledProductItems.0.quantity', "must be the part's units in one bundle (2)"],
    ]);
  });

  it('changes parts to other variants in one batch update, kept after a new read', async () => {
    const id = await basket();
    const b = await ok(add(t, g, id, [{ productId: 'camp-bundle', quantity: 1 }]));
    const [pit, , bag] = b.productItems![0]!.bundledProductItems!;
    const changed = await ok(
      patch(id, [
        { itemId: pit!.itemId, productId: 'pit-large' },
        { itemId: bag!.itemId, productId: 'bag-b-blue' },
      ]),
    );
    expect(partsOf(changed)).toEqual([
      ['pit-large', 1],
      ['log-rack', 2],
      ['bag-b-blue', 1],
    ]);
    // Same item ids: a part keeps its id when its variant changes.
    expect(changed.productItems![0]!.bundledProductItems![0]!.itemId).toBe(pit!.itemId);
    expect(changed.productItems![0]!.price).toBe(200);
    const read = await ok(call(t, 'GET', `${BASKETS}/${id}`, g.token));
    expect(partsOf(read)).toEqual(partsOf(changed));
  });

  it('applies none of a batch with one refused part, naming it', async () => {
    const id = await basket();
    const b = await ok(add(t, g, id, [{ productId: 'camp-bundle', quantity: 1 }]));
    const [pit, rack, bag] = b.productItems![0]!.bundledProductItems!;
    const res = await patch(id, [
      { itemId: pit!.itemId, productId: 'pit-large' },
      { itemId: bag!.itemId, productId: 'bag-c-grey' },
    ]);
    expect(await refusals(res)).toEqual([['1.productId', 'is out of stock']]);
    // Another master, an item part, a quantity of its own: refused with the field named.
    const wrong = await patch(id, [
      { itemId: pit!.itemId, productId: 'bag-a-red' },
      { itemId: rack!.itemId, productId: 'ember-kit' },
      { itemId: bag!.itemId, quantity: 5 },
    ]);
    expect(await refusals(wrong)).toEqual([
      ['0.productId', 'is not a variant of the same master as this part'],
      ['1.productId', 'is not a variant of the same master as this part'],
      ['2.quantity', "cannot change: a bundled item's quantity follows its bundle"],
    ]);
    const read = await ok(call(t, 'GET', `${BASKETS}/${id}`, g.token));
    expect(partsOf(read)).toEqual(partsOf(b));
  });

  it('never sells a part twice: the bundle and other lines share its stock', async () => {
    const id = await basket();
    const b = await ok(add(t, g, id, [{ productId: 'camp-bundle', quantity: 2 }]));
    const bag = b.productItems![0]!.bundledProductItems![2]!;
    // 2 bundles need 2 blue bags; 1 is in stock.
    expect(
      await refusals(await patch(id, [{ itemId: bag.itemId, productId: 'bag-b-blue' }])),
    ).toEqual([['0.productId', 'is out of stock']]);
    // 20 small pits in stock, 2 in the bundles: 18 more at most on a line of their own.
    expect(await refusals(await add(t, g, id, [{ productId: 'pit-small', quantity: 19 }]))).toEqual(
      [['0.quantity', "must be at most 18 with the product's other lines"]],
    );
    await ok(add(t, g, id, [{ productId: 'pit-small', quantity: 18 }]));
    // Now the bundle cannot grow: its pit would take one more than there is.
    const line = b.productItems![0]!.itemId;
    expect(await refusals(await patch(id, [{ itemId: line, quantity: 3 }]))).toEqual([
      ['0.quantity', 'must be at most 2'],
    ]);
  });

  it("answers 404 for another shopper's basket and for a bundled item of another basket", async () => {
    const id = await basket();
    const b = await ok(add(t, g, id, [{ productId: 'camp-bundle', quantity: 1 }]));
    const part = b.productItems![0]!.bundledProductItems![0]!;
    const other = await guest(t);
    const theirs = await patch(id, [{ itemId: part.itemId, productId: 'pit-large' }], other);
    expect(theirs.status).toBe(404);
    const own = await basket(other);
    const res = await patch(own, [{ itemId: part.itemId, productId: 'pit-large' }], other);
    expect(await refusals(res)).toEqual([['0.itemId', 'is not an item of this basket']]);
    const single = await call(t, 'PATCH', `${BASKETS}/${own}/items/${part.itemId}`, other.token, {
      productId: 'pit-large',
    });
    expect(single.status).toBe(404);
    const read = await ok(call(t, 'GET', `${BASKETS}/${id}`, g.token));
    expect(partsOf(read)[0]).toEqual(['pit-small', 1]);
  });

  it('places an order that takes the stock of the variants the bundle holds', async () => {
    const buyer = await guest(t);
    const before = {
      blue: await stockOf(t, 'bag-b-blue'),
      red: await stockOf(t, 'bag-a-red'),
      racks: await stockOf(t, 'log-rack'),
    };
    const bundle = { productId: 'camp-bundle', quantity: 1 };
    const basketId = await readyBasket(t, buyer, [
      { ...bundle, bundledProductItems: [{ productId: 'bag-b-blue' }] } as typeof bundle,
    ]);
    const res = await placeOrder(t, buyer, basketId);
    expect(res.status).toBe(201);
    expect(await stockOf(t, 'bag-b-blue')).toBe(before.blue! - 1);
    expect(await stockOf(t, 'bag-a-red')).toBe(before.red);
    expect(await stockOf(t, 'log-rack')).toBe(before.racks! - 2);
  });
});
