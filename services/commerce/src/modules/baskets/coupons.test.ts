/** Coupons, promotions, shipping and tax of baskets, on the demo data (promotion rows as seeded). */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@solo/db';
import { DEMO_DATA } from '@solo/fixtures/testing';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import {
  BASKETS,
  fieldNames,
  guest,
  guestOn,
  ok,
  problemOf,
  registered,
  type TestShopper,
} from './basket-testing.ts';
import type { WireBasket } from './wire.ts';

let t: TestCommerce;
let g: TestShopper;
let other: TestShopper;
/** A variant of a Pi oven (pizza ovens), and of a fire pit (FIREPIT20's category). */
let oven: string;
let pit: string;

const variantOf = async (masterId: string) => {
  const [row] = await t.db.db
    .select({ id: schema.products.id })
    .from(schema.products)
    .where(and(eq(schema.products.masterId, masterId), eq(schema.products.online, true)))
    .limit(1);
  return row!.id;
};

beforeAll(async () => {
  t = await createTestCommerce({ template: DEMO_DATA });
  g = await guest(t);
  other = await guest(t);
  oven = await variantOf('pi-pizza-oven');
  pit = await variantOf('ranger-fire-pit');
});
afterAll(() => t.close());

/** A request on `site` (the shared `call` helper is for SoloUS). */
const at = (site: string, method: string, path: string, s: TestShopper, body?: unknown) =>
  t.app.request(`${path}?siteId=${site}`, {
    method,
    headers: {
      authorization: `Bearer ${s.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** A new basket on `site` holding `items`; earlier baskets of the guest there are deleted. */
async function basketWith(items: unknown[], site = 'SoloUS', s = g): Promise<WireBasket> {
  const listed = await ok<{ baskets: WireBasket[] }>(
    at(
      site,
      'GET',
      `/mobify/proxy/api/customer/shopper-customers/v1/organizations/f_ecom_solo_001/customers/${s.customerId}/baskets`,
      s,
    ),
  );
  for (const b of listed.baskets) await at(site, 'DELETE', `${BASKETS}/${b.basketId}`, s);
  const b = await ok(at(site, 'POST', BASKETS, s, {}));
  return items.length ? ok(at(site, 'POST', `${BASKETS}/${b.basketId}/items`, s, items)) : b;
}

const addCoupon = (b: WireBasket, code: unknown, site = 'SoloUS', s = g) =>
  at(site, 'POST', `${BASKETS}/${b.basketId}/coupons`, s, { code });

const cents = (n: number | undefined) => Math.round((n ?? NaN) * 100);

describe('coupons', () => {
  it('FIREPIT20 (any case) takes 20 % off a fire pit line, applied', async () => {
    const b = await basketWith([{ productId: pit, quantity: 1 }]);
    const after = await ok(addCoupon(b, 'firepit20'));
    expect(after.couponItems).toEqual([
      {
        couponItemId: expect.stringMatching(/^[0-9a-f]{24}$/) as unknown,
        code: 'FIREPIT20',
        statusCode: 'applied',
        valid: true,
      },
    ]);
    const line = after.productItems![0]!;
    expect(line.priceAdjustments).toEqual([
      expect.objectContaining({ promotionId: 'firepit20', couponCode: 'FIREPIT20' }),
    ]);
    expect(cents(line.priceAfterItemDiscount)).toBe(Math.round(cents(line.price) * 0.8));
    expect(after.productSubTotal).toBe(line.priceAfterItemDiscount);
  });

  it('SAVE10 on an empty basket is kept as no_applicable_promotion, then applies once it can', async () => {
    const b = await basketWith([]);
    const kept = await ok(addCoupon(b, 'SAVE10'));
    expect(kept.couponItems).toEqual([
      expect.objectContaining({
        code: 'SAVE10',
        statusCode: 'no_applicable_promotion',
        valid: true,
      }),
    ]);
    const filled = await ok(
      at('SoloUS', 'POST', `${BASKETS}/${b.basketId}/items`, g, [
        { productId: 'pizza-peel', quantity: 2 },
      ]),
    );
    expect(filled.couponItems?.[0]?.statusCode).toBe('applied');
    const off = Math.round(cents(filled.productSubTotal) * 0.1);
    expect(filled.orderPriceAdjustments).toEqual([
      expect.objectContaining({
        promotionId: 'save10-order',
        couponCode: 'SAVE10',
        price: -off / 100,
      }),
    ]);
    expect(cents(filled.productTotal)).toBe(cents(filled.productSubTotal) - off);
    expect(cents(filled.productItems![0]!.priceAfterOrderDiscount)).toBe(
      cents(filled.productTotal),
    );
  });

  it('refuses an unknown, an expired and a repeated code with the coupon title; a blank code names the field', async () => {
    const b = await basketWith([{ productId: 'pizza-peel', quantity: 1 }]);
    for (const [code, statusCode] of [
      ['NOPE', 'coupon_code_unknown'],
      ['SUMMER25', 'no_active_promotion'],
    ]) {
      const res = await addCoupon(b, code);
      expect(res.status).toBe(400);
      expect(await problemOf(res)).toMatchObject({
        title: 'Invalid Coupon Code',
        statusCode,
        code,
      });
    }
    await ok(addCoupon(b, 'SAVE10'));
    const again = await addCoupon(b, 'save10');
    expect(await problemOf(again)).toMatchObject({ statusCode: 'coupon_code_already_in_basket' });
    for (const code of ['', '   ', 42, 'x'.repeat(257)]) {
      const res = await addCoupon(b, code);
      expect(res.status).toBe(400);
      expect(fieldNames(await problemOf(res))).toEqual(['code']);
    }
    const current = await ok(at('SoloUS', 'GET', `${BASKETS}/${b.basketId}`, g));
    expect(current.couponItems?.map((c) => c.code)).toEqual(['SAVE10']);
  });

  it('removes a coupon, then 404; another shopper gets 404 for both calls and changes nothing', async () => {
    const b = await ok(addCoupon(await basketWith([{ productId: pit, quantity: 1 }]), 'FIREPIT20'));
    const couponItemId = b.couponItems![0]!.couponItemId!;
    const path = `${BASKETS}/${b.basketId}/coupons/${couponItemId}`;
    expect((await addCoupon(b, 'SAVE10', 'SoloUS', other)).status).toBe(404);
    expect((await at('SoloUS', 'DELETE', path, other)).status).toBe(404);
    expect((await at('SoloUS', 'DELETE', path, g)).status).toBe(200);
    const after = await ok(at('SoloUS', 'GET', `${BASKETS}/${b.basketId}`, g));
    expect(after.couponItems).toEqual([]);
    expect(after.productItems![0]!.priceAdjustments).toEqual([]);
    const gone = await at('SoloUS', 'DELETE', path, g);
    expect(gone.status).toBe(404);
    expect(await problemOf(gone)).toMatchObject({ title: 'Coupon Item Not Found' });
    const tokenless = await t.app.request(`${path}?siteId=SoloUS`, { method: 'DELETE' });
    expect(tokenless.status).toBe(401);
  });
});

describe('shipping, approach data and free shipping', () => {
  it('under the threshold: standard shipping is charged and c_approach says what is left', async () => {
    const b = await basketWith([{ productId: 'pizza-peel', quantity: 1 }]);
    const sub = cents(b.productSubTotal);
    expect(sub).toBeLessThan(10000);
    expect(b).toMatchObject({
      shipments: [
        {
          shipmentId: 'me',
          shippingMethod: { id: 'standard', price: 9.99 },
          shippingTotal: 9.99,
        },
      ],
      shippingTotal: 9.99,
      c_freeShippingTreshold: 100,
      c_approach: {
        currentShippingApproach: {
          currentShippingMessage: 'Add {x} more for free shipping',
          buyAmount: (10000 - sub) / 100,
          conditionTreshold: 100,
        },
        appliedShippingApproach: null,
        approachSuccessMessage: null,
      },
    });
    const free = await ok(addCoupon(b, 'FREESHIP'));
    expect(free.shippingTotal).toBe(0);
    expect(free.shippingItems?.[0]?.priceAdjustments).toEqual([
      expect.objectContaining({ promotionId: 'freeship-coupon', price: -9.99 }),
    ]);
    expect(free.couponItems?.[0]?.statusCode).toBe('applied');
  });

  it('over the site threshold shipping is free by the threshold promotion', async () => {
    const b = await basketWith([{ productId: oven, quantity: 1 }]);
    expect(b.shippingTotal).toBe(0);
    expect(b.shippingItems?.[0]?.priceAdjustments).toEqual([
      expect.objectContaining({ promotionId: 'free-shipping-threshold', price: -9.99 }),
    ]);
    expect(b.c_approach).toMatchObject({
      currentShippingApproach: null,
      appliedShippingApproach: { successStatus: true },
      approachSuccessMessage: 'You got free shipping',
    });
  });
});

describe('tax and totals per site', () => {
  const check = async (site: string, rate: number, included: boolean) => {
    // A token is good on its own site only: a guest of that site.
    const shopper = site === 'SoloUS' ? g : await guestOn(t, site);
    const b = await basketWith([{ productId: 'pizza-peel', quantity: 3 }], site, shopper);
    const line = b.productItems![0]!;
    const gross = cents(line.priceAfterOrderDiscount);
    const ship = cents(b.shippingTotal);
    const tax = (n: number) => Math.round(included ? (n * rate) / (1 + rate) : n * rate);
    expect(cents(line.tax)).toBe(tax(gross));
    expect(cents(b.taxTotal)).toBe(tax(gross) + tax(ship));
    expect(cents(b.orderTotal)).toBe(
      cents(b.productTotal) + ship + (included ? 0 : cents(b.taxTotal)),
    );
    expect(b.taxation).toBe(included ? 'gross' : 'net');
    return b;
  };
  it('US: 8 % estimated sales tax added', async () => {
    expect((await check('SoloUS', 0.08, false)).currency).toBe('USD');
  });
  it('CA: 13 % estimated tax added, in CAD', async () => {
    expect((await check('SoloCA', 0.13, false)).currency).toBe('CAD');
  });
  it('EU: 20 % VAT included, reported, not added, in EUR', async () => {
    expect((await check('SoloEU', 0.2, true)).currency).toBe('EUR');
  });
  it('AUS: 10 % GST included, in AUD', async () => {
    expect((await check('SoloAUS', 0.1, true)).currency).toBe('AUD');
  });
});

describe('bonus products', () => {
  it('a Pi oven offers the free peel; the chosen peel is free; removing the oven removes it', async () => {
    const b = await basketWith([{ productId: oven, quantity: 1 }]);
    expect(b.bonusDiscountLineItems).toEqual([
      {
        id: 'bonus-pi-oven-free-peel',
        promotionId: 'pi-oven-free-peel',
        maxBonusItems: 1,
        bonusProducts: [{ productId: 'pizza-peel' }],
      },
    ]);
    const items = `${BASKETS}/${b.basketId}/items`;
    const gift = {
      productId: 'pizza-peel',
      quantity: 1,
      bonusDiscountLineItemId: 'bonus-pi-oven-free-peel',
    };
    const withGift = await ok(at('SoloUS', 'POST', items, g, [gift]));
    const peel = withGift.productItems!.find((i) => i.bonusProductLineItem)!;
    expect(peel).toMatchObject({
      productId: 'pizza-peel',
      bonusDiscountLineItemId: 'bonus-pi-oven-free-peel',
      priceAfterItemDiscount: 0,
    });
    expect(withGift.productSubTotal).toBe(b.productSubTotal);
    // A second gift is past maxBonusItems; an unknown entry or product is refused too.
    for (const wrong of [
      gift,
      { ...gift, bonusDiscountLineItemId: 'bonus-nothing' },
      { ...gift, productId: oven },
    ]) {
      const res = await at('SoloUS', 'POST', items, g, [wrong]);
      expect(res.status).toBe(400);
      expect(fieldNames(await problemOf(res))).toEqual(['0.bonusDiscountLineItemId']);
    }
    // A bought peel is a line of its own, at its price.
    const bought = await ok(
      at('SoloUS', 'POST', items, g, [{ productId: 'pizza-peel', quantity: 1 }]),
    );
    expect(bought.productItems).toHaveLength(3);
    const ovenLine = bought.productItems!.find((i) => i.productId === oven)!;
    const left = await ok(at('SoloUS', 'DELETE', `${items}/${ovenLine.itemId}`, g));
    expect(left.productItems?.map((i) => [i.productId, i.bonusProductLineItem])).toEqual([
      ['pizza-peel', false],
    ]);
    expect(left.bonusDiscountLineItems).toEqual([]);
  });
});

describe('a code that ends while on a basket', () => {
  it('stays listed as no_active_promotion, valid false, giving nothing', async () => {
    const b = await ok(
      addCoupon(await basketWith([{ productId: 'pizza-peel', quantity: 1 }]), 'SAVE10'),
    );
    expect(b.orderPriceAdjustments).toHaveLength(1);
    const ended = new Date(Date.now() - 60_000);
    await t.db.db
      .update(schema.promotions)
      .set({ endsAt: ended })
      .where(eq(schema.promotions.id, 'save10-order'));
    try {
      const read = await ok(at('SoloUS', 'GET', `${BASKETS}/${b.basketId}`, g));
      expect(read.couponItems).toEqual([
        expect.objectContaining({
          code: 'SAVE10',
          statusCode: 'no_active_promotion',
          valid: false,
        }),
      ]);
      expect(read.orderPriceAdjustments).toEqual([]);
      expect(read.productTotal).toBe(read.productSubTotal);
    } finally {
      await t.db.db
        .update(schema.promotions)
        .set({ endsAt: null })
        .where(eq(schema.promotions.id, 'save10-order'));
    }
  });
});

describe('merge on sign-in', () => {
  it('carries the guest basket’s coupon codes and free gift into the customer’s basket', async () => {
    const shopper = await guest(t);
    const b = await basketWith([{ productId: oven, quantity: 1 }], 'SoloUS', shopper);
    await ok(
      at('SoloUS', 'POST', `${BASKETS}/${b.basketId}/items`, shopper, [
        {
          productId: 'pizza-peel',
          quantity: 1,
          bonusDiscountLineItemId: 'bonus-pi-oven-free-peel',
        },
      ]),
    );
    await ok(addCoupon(b, 'SAVE10', 'SoloUS', shopper));
    const customer = await registered(t, 'coupon.merge@example.com', shopper);
    const merged = await ok(
      t.app.request(`${BASKETS}/actions/merge?siteId=SoloUS&createDestinationBasket=true`, {
        method: 'POST',
        headers: { authorization: `Bearer ${customer.token}` },
      }),
    );
    expect(merged.couponItems).toEqual([
      expect.objectContaining({ code: 'SAVE10', statusCode: 'applied' }),
    ]);
    expect(merged.productItems?.map((i) => [i.productId, i.bonusProductLineItem])).toEqual([
      [oven, false],
      ['pizza-peel', true],
    ]);
  });
});
