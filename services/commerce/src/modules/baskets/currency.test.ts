/**
 * Spec 000 §4 basket lifecycle: "If the basket currency differs from the locale currency it is
 * updated." A PATCH of the currency re-prices every line, promotion, shipping cost and total from
 * the new currency's price books and amounts, on the demo data.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@solo/db';
import { DEMO_DATA } from '@solo/fixtures/testing';
import { priceBookIds, type CurrencyCode } from '@solo/sites';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import { BASKETS, fieldNames, guestOn, ok, problemOf, type TestShopper } from './basket-testing.ts';
import type { WireBasket } from './wire.ts';

let t: TestCommerce;
let s: TestShopper;
let oven: string;

beforeAll(async () => {
  t = await createTestCommerce({ template: DEMO_DATA });
  s = await guestOn(t, 'SoloEU');
  const [row] = await t.db.db
    .select({ id: schema.products.id })
    .from(schema.products)
    .where(and(eq(schema.products.masterId, 'pi-pizza-oven'), eq(schema.products.online, true)))
    .limit(1);
  oven = row!.id;
});
afterAll(() => t.close());

const eu = (method: string, path: string, body?: unknown, locale?: string) =>
  t.app.request(`${path}?siteId=SoloEU${locale ? `&locale=${locale}` : ''}`, {
    method,
    headers: {
      authorization: `Bearer ${s.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const cents = (n: number | undefined) => Math.round((n ?? NaN) * 100);

/** The unit price of a product at quantity 1 in `currency`'s books: the sale price where lower. */
async function unitPrice(productId: string, currency: CurrencyCode): Promise<number> {
  const ids = priceBookIds(currency);
  const rows = await t.db.db
    .select()
    .from(schema.prices)
    .where(
      and(
        eq(schema.prices.productId, productId),
        eq(schema.prices.minQuantity, 1),
        inArray(schema.prices.priceBookId, [ids.list, ids.sale]),
      ),
    );
  expect(rows.length, `${productId} ${currency}`).toBeGreaterThan(0);
  return Math.min(...rows.map((r) => r.amount));
}

/** What a basket charges, without ids and dates. */
const money = (b: WireBasket) => ({
  currency: b.currency,
  lines: (b.productItems ?? []).map((i) => ({
    productId: i.productId,
    basePrice: i.basePrice,
    price: i.price,
    adjustments: (i.priceAdjustments ?? []).map((a) => [a.promotionId, a.price]),
  })),
  order: (b.orderPriceAdjustments ?? []).map((a) => [a.promotionId, a.price]),
  productSubTotal: b.productSubTotal,
  productTotal: b.productTotal,
  shippingTotal: b.shippingTotal,
  taxTotal: b.taxTotal,
  orderTotal: b.orderTotal,
  threshold: (b as { c_freeShippingTreshold?: number }).c_freeShippingTreshold,
});

const STOCKHOLM = {
  firstName: 'Astrid',
  lastName: 'Lind',
  address1: 'Drottninggatan 1',
  city: 'Stockholm',
  postalCode: '111 51',
  countryCode: 'SE',
  phone: '+46 8 123 456',
};

describe('PATCH currency re-prices the basket (spec 000 §4)', () => {
  it('prices every line, promotion, shipping cost and total from the SEK books, and back', async () => {
    const created = await ok(eu('POST', BASKETS, {}));
    expect(created.currency).toBe('EUR');
    const id = created.basketId!;
    await ok(
      eu('POST', `${BASKETS}/${id}/items`, [
        { productId: oven, quantity: 1 },
        { productId: 'lite-camp-stove', quantity: 2 },
        { productId: 'pizza-peel', quantity: 1 },
      ]),
    );
    await ok(eu('POST', `${BASKETS}/${id}/coupons`, { code: 'SAVE10' }));
    await ok(eu('PUT', `${BASKETS}/${id}/shipments/me/shipping-address`, STOCKHOLM));
    const euros = await ok(
      eu('PUT', `${BASKETS}/${id}/shipments/me/shipping-method`, { id: 'express' }),
    );

    const kronor = await ok(eu('PATCH', `${BASKETS}/${id}`, { currency: 'SEK' }, 'sv-SE'));
    const sek = money(kronor);
    expect(sek.currency).toBe('SEK');
    for (const line of sek.lines) {
      const unit = await unitPrice(line.productId!, 'SEK');
      expect(cents(line.basePrice), line.productId).toBe(unit);
    }
    const [ovenLine, stoveLine, peelLine] = sek.lines;
    expect(cents(ovenLine?.price)).toBe(await unitPrice(oven, 'SEK'));
    expect(cents(stoveLine?.price)).toBe(2 * (await unitPrice('lite-camp-stove', 'SEK')));
    expect(cents(peelLine?.price)).toBe(await unitPrice('pizza-peel', 'SEK'));
    // Pizza Week takes 550 kr off the oven (its SEK amount); 15 % off the camp stoves.
    expect(ovenLine?.adjustments).toEqual([['pizza-week', -550]]);
    expect(cents(stoveLine?.adjustments[0]?.[1] as number)).toBe(
      -Math.round(0.15 * cents(stoveLine?.price)),
    );
    const afterItems =
      cents(ovenLine?.price) - 55000 + cents(stoveLine?.price) * 0.85 + cents(peelLine?.price);
    expect(cents(sek.productSubTotal)).toBe(Math.round(afterItems));
    // SAVE10 on the kronor subtotal; express shipping 169 kr (the oven passes the 1 300 kr
    // threshold, which frees standard shipping only).
    expect(cents(sek.order[0]?.[1] as number)).toBe(-Math.round(cents(sek.productSubTotal) / 10));
    expect(cents(sek.productTotal)).toBe(
      cents(sek.productSubTotal) + cents(sek.order[0]?.[1] as number),
    );
    expect(sek.shippingTotal).toBe(169);
    // VAT is included in EU prices: the total adds shipping only, and a fifth of it over 120 % is tax.
    expect(cents(sek.orderTotal)).toBe(cents(sek.productTotal) + cents(sek.shippingTotal));
    expect(Math.abs(cents(sek.taxTotal) - cents(sek.orderTotal) / 6)).toBeLessThanOrEqual(2);

    // Nothing of the euro basket is left: every amount differs, and going back restores it.
    expect(sek.lines.map((l) => l.price)).not.toEqual(money(euros).lines.map((l) => l.price));
    const back = await ok(eu('PATCH', `${BASKETS}/${id}`, { currency: 'EUR' }, 'de-DE'));
    expect(money(back)).toEqual(money(euros));
    expect(money(euros)).toMatchObject({ currency: 'EUR', shippingTotal: 14.95 });
    expect(money(euros).lines[0]?.adjustments).toEqual([['pizza-week', -50]]);
  });

  it('quotes no shipping outside EUR until checkout names an address (spec 001 §9)', async () => {
    const b = await ok(eu('POST', BASKETS, {}, 'sv-SE'));
    expect(b.currency).toBe('SEK');
    const filled = await ok(
      eu('POST', `${BASKETS}/${b.basketId}/items`, [{ productId: 'pizza-peel', quantity: 1 }]),
    );
    expect(filled.shippingTotal).toBeUndefined();
    expect(filled.orderTotal).toBe(filled.productTotal);
    const shipped = await ok(
      eu('PUT', `${BASKETS}/${b.basketId}/shipments/me/shipping-address`, STOCKHOLM),
    );
    expect(money(shipped)).toMatchObject({ shippingTotal: 89, threshold: 1300 });
    const euros = await ok(eu('PATCH', `${BASKETS}/${b.basketId}`, { currency: 'EUR' }));
    expect(money(euros)).toMatchObject({ shippingTotal: 7.95, threshold: 120 });
  });

  it('drops an amount a payment instrument named in the old currency', async () => {
    const b = await ok(eu('POST', BASKETS, {}));
    await ok(
      eu('POST', `${BASKETS}/${b.basketId}/items`, [{ productId: 'pizza-peel', quantity: 1 }]),
    );
    await t.db.db.insert(schema.basketPaymentInstruments).values({
      id: `pi-${b.basketId}`,
      basketId: b.basketId!,
      paymentMethodId: 'CREDIT_CARD',
      amount: 3895,
      createdAt: new Date(),
    });
    await ok(eu('PATCH', `${BASKETS}/${b.basketId}`, { currency: 'CHF' }, 'de-CH'));
    const [instrument] = await t.db.db
      .select({ amount: schema.basketPaymentInstruments.amount })
      .from(schema.basketPaymentInstruments)
      .where(eq(schema.basketPaymentInstruments.basketId, b.basketId!));
    expect(instrument?.amount).toBeNull();
  });

  it('takes the currencies of the site locales only', async () => {
    const b = await ok(eu('POST', BASKETS, {}));
    for (const currency of ['SEK', 'DKK', 'NOK', 'PLN', 'CHF', 'GBP', 'EUR'])
      expect((await ok(eu('PATCH', `${BASKETS}/${b.basketId}`, { currency }))).currency).toBe(
        currency,
      );
    const usd = await eu('PATCH', `${BASKETS}/${b.basketId}`, { currency: 'USD' });
    expect(usd.status).toBe(400);
    const problem = await problemOf(usd);
    expect(fieldNames(problem)).toEqual(['currency']);
    expect(problem.detail).toContain('SoloEU sells in EUR, SEK, DKK, PLN, NOK, CHF, GBP only');
  });
});
