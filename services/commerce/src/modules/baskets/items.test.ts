import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@solo/db';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import {
  BASKETS,
  add,
  call,
  guest,
  linesOf,
  newBasket,
  ok,
  problemOf,
  seedBasketCatalog,
  type TestShopper,
} from './basket-testing.ts';
import { MAX_BASKET_LINES } from './constants.ts';
import type { WireBasket } from './wire.ts';

let t: TestCommerce;
let g: TestShopper;
beforeAll(async () => {
  t = await createTestCommerce();
  await seedBasketCatalog(t.db.db);
  g = await guest(t);
});
afterAll(() => t.close());

/** A fresh basket of the guest, emptied of earlier tests' baskets (the quota). */
async function basket(): Promise<string> {
  const listed = await ok<{ baskets: WireBasket[] }>(
    call(
      t,
      'GET',
      `/mobify/proxy/api/customer/shopper-customers/v1/organizations/f_ecom_solo_001/customers/${g.customerId}/baskets`,
      g.token,
    ),
  );
  for (const b of listed.baskets) await call(t, 'DELETE', `${BASKETS}/${b.basketId}`, g.token);
  return (await newBasket(t, g)).basketId ?? '';
}

const invalid = async (res: Response) => {
  const body = await problemOf(res);
  expect(res.status).toBe(400);
  return (body.invalidFields as Array<{ name: string; reason: string }>).map((f) => [
    f.name,
    f.reason,
  ]);
};

describe('basket items', () => {
  it('adds items priced like the product API, in minor units summed exactly', async () => {
    const id = await basket();
    const b = await ok(
      add(t, g, id, [
        { productId: 'log-rack', quantity: 3, c_giftWrap: true },
        { productId: 'ember-kit', quantity: 1 },
      ]),
    );
    expect(b.productItems).toMatchObject([
      {
        productId: 'log-rack',
        productName: 'Log Rack',
        itemText: 'Log Rack',
        quantity: 3,
        basePrice: 49.99,
        price: 149.97,
        priceAfterItemDiscount: 149.97,
        priceAfterOrderDiscount: 149.97,
        optionItems: [],
        c_giftWrap: true,
      },
      // The sale price book undercuts the list price, as on the product page.
      { productId: 'ember-kit', quantity: 1, basePrice: 15, price: 15 },
    ]);
    expect(b.productSubTotal).toBe(164.97);
    expect(b.productTotal).toBe(164.97);
    expect(b.productItems?.[0]?.itemId).toMatch(/^[0-9a-f]{24}$/);
    // No promotion in this catalog: SoloUS standard shipping 9.99 and 8 % estimated tax per line
    // and on shipping (12.00 + 1.20 + 0.80) are added.
    expect(b).toMatchObject({ shippingTotal: 9.99, taxTotal: 14, orderTotal: 188.96 });
  });

  it('grows the line of a product added again with the same options', async () => {
    const id = await basket();
    await ok(add(t, g, id, [{ productId: 'log-rack', quantity: 1 }]));
    const again = await ok(add(t, g, id, [{ productId: 'log-rack', quantity: 2 }]));
    expect(linesOf(again)).toEqual([['log-rack', 3]]);
    const twice = await ok(
      add(t, g, id, [
        { productId: 'ember-kit', quantity: 1 },
        { productId: 'ember-kit', quantity: 1 },
      ]),
    );
    expect(linesOf(twice)).toEqual([
      ['log-rack', 3],
      ['ember-kit', 2],
    ]);
  });

  it('keeps option choices apart, prices them and fills defaults', async () => {
    const id = await basket();
    const b = await ok(
      add(t, g, id, [
        { productId: 'pit-small', quantity: 1 },
        {
          productId: 'pit-small',
          quantity: 2,
          optionItems: [{ optionId: 'etchingType', optionValueId: 'customText' }],
          c_etchingText: 'Camp Sam',
        },
      ]),
    );
    expect(b.productItems).toMatchObject([
      {
        productId: 'pit-small',
        quantity: 1,
        price: 100,
        optionItems: [{ optionId: 'etchingType', optionValueId: 'noEtching', price: 0 }],
      },
      {
        productId: 'pit-small',
        quantity: 2,
        price: 200,
        c_etchingText: 'Camp Sam',
        optionItems: [
          {
            optionId: 'etchingType',
            optionValueId: 'customText',
            itemText: 'Custom Text',
            basePrice: 15,
            price: 30,
          },
        ],
      },
    ]);
    expect(b.productSubTotal).toBe(330);
  });

  it('uses the tiered price for the line quantity', async () => {
    const id = await basket();
    const small = await ok(add(t, g, id, [{ productId: 'fuel-pack', quantity: 8 }]));
    expect(small.productItems?.[0]).toMatchObject({ basePrice: 10, price: 80 });
    const tiered = await ok(add(t, g, id, [{ productId: 'fuel-pack', quantity: 2 }]));
    expect(tiered.productItems?.[0]).toMatchObject({ quantity: 10, basePrice: 8, price: 80 });
  });

  it('names the product and locale text by the locale asked for', async () => {
    const id = await basket();
    await ok(add(t, g, id, [{ productId: 'log-rack', quantity: 1 }]));
    const es = await ok(call(t, 'GET', `${BASKETS}/${id}?locale=es-US`, g.token));
    expect(es.productItems?.[0]?.productName).toBe('Leñero');
  });

  it('refuses products that cannot be ordered, naming the field', async () => {
    const id = await basket();
    const res = await add(t, g, id, [
      { productId: 'unknown', quantity: 1 },
      { productId: 'offline-pit', quantity: 1 },
      { productId: 'pit-master', quantity: 1 },
      { productId: 'sold-out', quantity: 1 },
      { productId: 'retired', quantity: 1 },
      { productId: 'no-price', quantity: 1 },
      {
        productId: 'pit-small',
        quantity: 1,
        optionItems: [{ optionId: 'color', optionValueId: 'x' }],
      },
      {
        productId: 'pit-small',
        quantity: 1,
        optionItems: [{ optionId: 'etchingType', optionValueId: 'gold' }],
      },
    ]);
    expect(await invalid(res)).toEqual([
      ['0.productId', 'is not a product of the catalog'],
      ['1.productId', 'is not a product of the catalog'],
      ['2.productId', 'is a master product; choose one of its variants'],
      ['3.productId', 'is out of stock'],
      ['4.productId', 'is discontinued'],
      ['5.productId', 'has no price in USD'],
      ['6.optionItems.0', 'is not an option of pit-small'],
      ['7.optionItems.0', 'is not a value of option etchingType'],
    ]);
    expect(linesOf(await ok(call(t, 'GET', `${BASKETS}/${id}`, g.token)))).toEqual([]);
  });

  it('refuses quantities outside min, step, maximum and stock, and adds nothing of the request', async () => {
    const id = await basket();
    await ok(add(t, g, id, [{ productId: 'log-rack', quantity: 4 }]));
    const res = await add(t, g, id, [
      { productId: 'ember-kit', quantity: 1 },
      { productId: 'log-rack', quantity: 2 },
      { productId: 'fuel-pack', quantity: 3 },
      { productId: 'few-left', quantity: 4 },
    ]);
    expect(await invalid(res)).toEqual([
      ['1.quantity', 'must be at most 5'],
      ['2.quantity', 'must be 2 plus a multiple of 2'],
      ['3.quantity', 'must be at most 3'],
    ]);
    expect(linesOf(await ok(call(t, 'GET', `${BASKETS}/${id}`, g.token)))).toEqual([
      ['log-rack', 4],
    ]);
    const low = await add(t, g, id, [{ productId: 'fuel-pack', quantity: 1 }]);
    expect(await invalid(low)).toEqual([['0.quantity', 'must be at least 2']]);
  });

  it('refuses malformed bodies, naming the field', async () => {
    const id = await basket();
    expect(await invalid(await add(t, g, id, []))).toEqual([
      ['body', 'must hold at least one item'],
    ]);
    expect(await invalid(await add(t, g, id, { productId: 'log-rack', quantity: 1 }))).toEqual([
      ['body', 'Invalid input: expected array, received object'],
    ]);
    const fields = await invalid(
      await add(t, g, id, [
        { quantity: 1 },
        { productId: 'log-rack', quantity: 1.5 },
        { productId: 'log-rack', quantity: 0 },
        { productId: 'log-rack' },
        { productId: 'log-rack', quantity: 1, optionItems: [{ optionId: 'etchingType' }] },
      ]),
    );
    expect(fields).toEqual([
      ['0.productId', 'Required'],
      ['1.quantity', 'must be a whole number'],
      ['2.quantity', 'must be at least 1'],
      ['3.quantity', 'Required'],
      ['4.optionItems.0.optionValueId', 'Required'],
    ]);
  });

  it('updates a line: quantity, variant (merging into an equal line), and 0 removes it', async () => {
    const id = await basket();
    const b = await ok(
      add(t, g, id, [
        { productId: 'pit-small', quantity: 1 },
        { productId: 'pit-large', quantity: 2 },
      ]),
    );
    const [small, large] = b.productItems ?? [];
    const path = (itemId = '') => `${BASKETS}/${id}/items/${itemId}`;
    const more = await ok(call(t, 'PATCH', path(small?.itemId), g.token, { quantity: 3 }));
    expect(linesOf(more)).toEqual([
      ['pit-small', 3],
      ['pit-large', 2],
    ]);
    expect(more.productSubTotal).toBe(600);
    const merged = await ok(
      call(t, 'PATCH', path(small?.itemId), g.token, { productId: 'pit-large' }),
    );
    expect(linesOf(merged)).toEqual([['pit-large', 5]]);
    expect(merged.productItems?.[0]?.itemId).toBe(large?.itemId);
    const gone = await ok(call(t, 'PATCH', path(large?.itemId), g.token, { quantity: 0 }));
    expect(linesOf(gone)).toEqual([]);
  });

  it('refuses a line update past the limits, for an unknown item, and with a bad body', async () => {
    const id = await basket();
    const b = await ok(add(t, g, id, [{ productId: 'log-rack', quantity: 2 }]));
    const itemId = b.productItems?.[0]?.itemId ?? '';
    const path = `${BASKETS}/${id}/items/${itemId}`;
    expect(await invalid(await call(t, 'PATCH', path, g.token, { quantity: 6 }))).toEqual([
      ['quantity', 'must be at most 5'],
    ]);
    expect(await invalid(await call(t, 'PATCH', path, g.token, { quantity: -1 }))).toEqual([
      ['quantity', 'must be at least 0'],
    ]);
    expect(
      await invalid(await call(t, 'PATCH', path, g.token, { productId: 'pit-master' })),
    ).toEqual([['productId', 'is a master product; choose one of its variants']]);
    const unknown = await call(t, 'PATCH', `${BASKETS}/${id}/items/nope`, g.token, { quantity: 1 });
    expect(unknown.status).toBe(404);
    expect(await problemOf(unknown)).toMatchObject({ title: 'Product Item Not Found' });
    expect(linesOf(await ok(call(t, 'GET', `${BASKETS}/${id}`, g.token)))).toEqual([
      ['log-rack', 2],
    ]);
  });

  it('updates several lines at once, refusing the batch whole when one is wrong', async () => {
    const id = await basket();
    const b = await ok(
      add(t, g, id, [
        { productId: 'log-rack', quantity: 1 },
        { productId: 'ember-kit', quantity: 1 },
      ]),
    );
    const [rack, kit] = b.productItems ?? [];
    const path = `${BASKETS}/${id}/items`;
    const wrong = await call(t, 'PATCH', path, g.token, [
      { itemId: rack?.itemId, quantity: 2 },
      { itemId: 'nope', quantity: 1 },
      { itemId: kit?.itemId, quantity: 51 },
      { quantity: 1 },
    ]);
    expect(await invalid(wrong)).toEqual([['3.itemId', 'Required']]);
    const unknown = await call(t, 'PATCH', path, g.token, [
      { itemId: rack?.itemId, quantity: 2 },
      { itemId: 'nope', quantity: 1 },
      { itemId: kit?.itemId, quantity: 51 },
    ]);
    expect(await invalid(unknown)).toEqual([
      ['1.itemId', 'is not an item of this basket'],
      ['2.quantity', 'must be at most 50'],
    ]);
    const done = await ok(
      call(t, 'PATCH', path, g.token, [
        { itemId: rack?.itemId, quantity: 2 },
        { itemId: kit?.itemId, quantity: 0 },
      ]),
    );
    expect(linesOf(done)).toEqual([['log-rack', 2]]);
  });

  it('lowers a line of a product that sold out since, but does not raise it', async () => {
    const id = await basket();
    const b = await ok(add(t, g, id, [{ productId: 'few-left', quantity: 3 }]));
    const itemId = b.productItems?.[0]?.itemId ?? '';
    const path = `${BASKETS}/${id}/items/${itemId}`;
    await t.db.db
      .update(schema.inventory)
      .set({ stockLevel: 2 })
      .where(eq(schema.inventory.productId, 'few-left'));
    expect(linesOf(await ok(call(t, 'PATCH', path, g.token, { quantity: 2 })))).toEqual([
      ['few-left', 2],
    ]);
    expect(await invalid(await call(t, 'PATCH', path, g.token, { quantity: 3 }))).toEqual([
      ['quantity', 'the product is out of stock'],
    ]);
  });

  it(`holds at most ${MAX_BASKET_LINES} lines`, async () => {
    const ids = Array.from({ length: MAX_BASKET_LINES + 1 }, (_, i) => `bulk-${i}`);
    await t.db.db
      .insert(schema.products)
      .values(ids.map((id) => ({ id, type: 'item' as const, name: id })));
    await t.db.db
      .insert(schema.prices)
      .values(ids.map((productId) => ({ priceBookId: 'usd-list', productId, amount: 100 })));
    await t.db.db
      .insert(schema.inventory)
      .values(
        ids.map((productId) => ({ inventoryListId: 'inventory_us', productId, stockLevel: 9 })),
      );
    const id = await basket();
    const items = ids.map((productId) => ({ productId, quantity: 1 }));
    await ok(add(t, g, id, items.slice(0, 50)));
    await ok(add(t, g, id, items.slice(50, MAX_BASKET_LINES)));
    const full = await add(t, g, id, [{ productId: 'bulk-0', quantity: 1 }, items.at(-1)]);
    expect(await invalid(full)).toEqual([
      ['1.productId', `a basket holds at most ${MAX_BASKET_LINES} lines`],
    ]);
  });

  it('removes a line, and answers 404 for a line that is not there', async () => {
    const id = await basket();
    const b = await ok(add(t, g, id, [{ productId: 'log-rack', quantity: 1 }]));
    const path = `${BASKETS}/${id}/items/${b.productItems?.[0]?.itemId}`;
    const after = await ok(call(t, 'DELETE', path, g.token));
    expect(after).toMatchObject({ productItems: [], productSubTotal: 0 });
    const again = await call(t, 'DELETE', path, g.token);
    expect(again.status).toBe(404);
    expect(await problemOf(again)).toMatchObject({ title: 'Product Item Not Found' });
  });
});
