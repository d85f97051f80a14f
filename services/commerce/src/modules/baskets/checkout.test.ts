/**
 * Checkout calls of Shopper Baskets v2 on the demo data: the shipment's address and method, the
 * methods with their promotions, totals with the address's tax, billing, payment instruments.
 */
import { eq } from 'drizzle-orm';
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

beforeAll(async () => {
  t = await createTestCommerce({ template: DEMO_DATA });
  g = await guest(t);
  other = await registered(t, 'someone.else@example.com');
  for (const site of ['SoloCA', 'SoloEU']) guests.set(site, await guestOn(t, site));
  guests.set('SoloUS', g);
});

/** The guest `g` on each site: a token is good on the site it was issued for only. */
const guests = new Map<string, TestShopper>();
const onSite = (site: string, s: TestShopper) => (s === g ? (guests.get(site) ?? g) : s);
afterAll(() => t.close());

const at = (site: string, method: string, path: string, s: TestShopper, body?: unknown) =>
  t.app.request(`${path}${path.includes('?') ? '&' : '?'}siteId=${site}`, {
    method,
    headers: {
      authorization: `Bearer ${onSite(site, s).token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const us = (method: string, path: string, body?: unknown, s = g) =>
  at('SoloUS', method, path, s, body);

/** A new basket of the guest on `site` holding `items` (earlier ones deleted, within the quota). */
async function basketWith(items: unknown[], site = 'SoloUS'): Promise<WireBasket> {
  const listed = await ok<{ baskets: WireBasket[] }>(
    at(
      site,
      'GET',
      `/mobify/proxy/api/customer/shopper-customers/v1/organizations/f_ecom_solo_001/customers/${onSite(site, g).customerId}/baskets`,
      g,
    ),
  );
  for (const b of listed.baskets) await at(site, 'DELETE', `${BASKETS}/${b.basketId}`, g);
  const b = await ok(at(site, 'POST', BASKETS, g, {}));
  return items.length ? ok(at(site, 'POST', `${BASKETS}/${b.basketId}/items`, g, items)) : b;
}

const cents = (n: number | undefined) => Math.round((n ?? NaN) * 100);
const STONE = [{ productId: 'pizza-stone', quantity: 1 }];

const HOME = {
  firstName: 'Jordan',
  lastName: 'Miles',
  address1: '1 Market St',
  city: 'Portland',
  postalCode: '97205',
  stateCode: 'or',
  countryCode: 'US',
  phone: '503.555.0100',
};

const shipTo = (b: WireBasket, address: unknown, query = '', s = g, site = 'SoloUS') =>
  at(site, 'PUT', `${BASKETS}/${b.basketId}/shipments/me/shipping-address${query}`, s, address);
const shipBy = (b: WireBasket, id: unknown, s = g, site = 'SoloUS') =>
  at(site, 'PUT', `${BASKETS}/${b.basketId}/shipments/me/shipping-method`, s, { id });
const methodsOf = (b: WireBasket, s = g, site = 'SoloUS') =>
  at(site, 'GET', `${BASKETS}/${b.basketId}/shipments/me/shipping-methods`, s);

describe('shipping address', () => {
  it('is kept on shipment me, normalised (phone (xxx) xxx-xxxx, codes upper case)', async () => {
    const b = await basketWith(STONE);
    const after = await ok(shipTo(b, HOME));
    expect(after.shipments?.[0]?.shippingAddress).toEqual({
      ...HOME,
      stateCode: 'OR',
      phone: '(503) 555-0100',
      fullName: 'Jordan Miles',
    });
    expect(after.billingAddress).toBeUndefined();
    const read = await ok(us('GET', `${BASKETS}/${b.basketId}`));
    expect(read.shipments?.[0]?.shippingAddress?.city).toBe('Portland');
  });

  it('useAsBilling=true sets the billing address too', async () => {
    const b = await basketWith(STONE);
    const after = await ok(shipTo(b, { ...HOME, phone: '+1 503 555 0100' }, '?useAsBilling=true'));
    expect(after.billingAddress).toMatchObject({
      address1: '1 Market St',
      phone: '(503) 555-0100',
    });
  });

  it('names every missing field, and a wrong postal code, state and phone', async () => {
    const b = await basketWith(STONE);
    const missing = await shipTo(b, { countryCode: 'US' });
    expect(missing.status).toBe(400);
    expect(fieldNames(await problemOf(missing)).sort()).toEqual(
      ['address1', 'city', 'firstName', 'lastName', 'phone', 'postalCode', 'stateCode'].sort(),
    );
    const wrong = await problemOf(
      await shipTo(b, { ...HOME, postalCode: '9720', stateCode: 'XX', phone: '555-0100' }),
    );
    expect(wrong.invalidFields).toEqual([
      { name: 'postalCode', reason: 'must be a valid postal code for the country' },
      { name: 'stateCode', reason: 'must be a valid state, province or territory for the country' },
      { name: 'phone', reason: 'must be a phone number of 10 digits, (xxx) xxx-xxxx' },
    ]);
    const typed = await problemOf(await shipTo(b, { ...HOME, city: 7 }));
    expect(fieldNames(typed)).toEqual(['city']);
    expect((await shipTo(b, [HOME])).status).toBe(400);
  });

  it('goes only to a country the site ships to', async () => {
    const b = await basketWith(STONE);
    const canada = { ...HOME, postalCode: 'K1A 0B1', stateCode: 'ON', countryCode: 'CA' };
    const problem = await problemOf(await shipTo(b, canada));
    expect(problem.invalidFields).toEqual([{ name: 'countryCode', reason: 'must be one of US' }]);
    const eu = await basketWith([], 'SoloEU');
    const paris = {
      ...HOME,
      postalCode: '75001',
      stateCode: undefined,
      countryCode: 'FR',
      phone: '+33 1 23 45 67 89',
    };
    const toParis = await ok(shipTo(eu, paris, '', g, 'SoloEU'));
    expect(toParis.shipments?.[0]?.shippingAddress).toMatchObject({ countryCode: 'FR' });
  });

  it('answers 404 for another shipment, another shopper, and 415 for a form post', async () => {
    const b = await basketWith(STONE);
    const shipment = await us(
      'PUT',
      `${BASKETS}/${b.basketId}/shipments/gift/shipping-address`,
      HOME,
    );
    expect(shipment.status).toBe(404);
    expect(await problemOf(shipment)).toMatchObject({ title: 'Shipment Not Found' });
    const theirs = await shipTo(b, HOME, '', other);
    expect(theirs.status).toBe(404);
    expect(await problemOf(theirs)).toMatchObject({ title: 'Basket Not Found' });
    const form = await t.app.request(
      `${BASKETS}/${b.basketId}/shipments/me/shipping-address?siteId=SoloUS`,
      { method: 'PUT', headers: { authorization: `Bearer ${g.token}` }, body: 'city=x' },
    );
    expect(form.status).toBe(415);
    expect(
      (
        await us(
          'PUT',
          `${BASKETS}/${b.basketId}/shipments/me/shipping-address?useAsBilling=yes`,
          HOME,
        )
      ).status,
    ).toBe(400);
  });
});

describe('shipping methods', () => {
  it("lists the site's methods with price, description and arrival estimate", async () => {
    const b = await basketWith(STONE);
    const result = await ok<{
      applicableShippingMethods: Array<Record<string, unknown>>;
      defaultShippingMethodId: string;
    }>(methodsOf(b));
    expect(result.defaultShippingMethodId).toBe('standard');
    expect(result.applicableShippingMethods).toEqual([
      {
        id: 'standard',
        name: 'Standard',
        description: 'Ground delivery',
        price: 9.99,
        c_estimatedArrivalTime: '5-7 business days',
        shippingPromotions: [],
        c_priceAfterDiscount: 9.99,
      },
      expect.objectContaining({ id: 'express', price: 19.99, c_priceAfterDiscount: 19.99 }),
      expect.objectContaining({ id: 'overnight', price: 34.99 }),
    ]);
  });

  it('shows free standard shipping over the threshold, and only for standard', async () => {
    const b = await basketWith([{ productId: 'pizza-stone', quantity: 4 }]);
    expect(cents(b.productSubTotal)).toBeGreaterThanOrEqual(10000);
    const { applicableShippingMethods: methods } = await ok<{
      applicableShippingMethods: Array<Record<string, unknown>>;
    }>(methodsOf(b));
    expect(methods[0]).toMatchObject({
      id: 'standard',
      price: 9.99,
      c_priceAfterDiscount: 0,
      shippingPromotions: [expect.objectContaining({ promotionId: 'free-shipping-threshold' })],
    });
    expect(methods[1]).toMatchObject({
      id: 'express',
      shippingPromotions: [],
      c_priceAfterDiscount: 19.99,
    });
  });

  it('leaves overnight out for an address it does not reach', async () => {
    const b = await basketWith(STONE);
    await ok(shipTo(b, { ...HOME, city: 'Juneau', stateCode: 'AK', postalCode: '99801' }));
    const { applicableShippingMethods: methods } = await ok<{
      applicableShippingMethods: Array<{ id: string }>;
    }>(methodsOf(b));
    expect(methods.map((m) => m.id)).toEqual(['standard', 'express']);
  });

  it('on the Canadian site: standard and express in CAD', async () => {
    const b = await basketWith(STONE, 'SoloCA');
    const { applicableShippingMethods: methods } = await ok<{
      applicableShippingMethods: Array<{ id: string; price: number }>;
    }>(methodsOf(b, g, 'SoloCA'));
    expect(methods.map((m) => [m.id, m.price])).toEqual([
      ['standard', 12.99],
      ['express', 24.99],
    ]);
  });

  it('reads names and arrival estimates in the locale', async () => {
    const b = await basketWith(STONE, 'SoloCA');
    const { applicableShippingMethods: methods } = await ok<{
      applicableShippingMethods: Array<{ name: string; c_estimatedArrivalTime: string }>;
    }>(
      t.app.request(
        `${BASKETS}/${b.basketId}/shipments/me/shipping-methods?siteId=SoloCA&locale=fr-CA`,
        { headers: { authorization: `Bearer ${onSite('SoloCA', g).token}` } },
      ),
    );
    expect(methods[0]).toMatchObject({
      name: 'Standard',
      c_estimatedArrivalTime: '5 à 8 jours ouvrables',
    });
  });

  it('answers 404 for another shipment or shopper', async () => {
    const b = await basketWith(STONE);
    expect((await methodsOf(b, other)).status).toBe(404);
    const mars = await methodsOf(b, g, 'SoloMars');
    expect(fieldNames(await problemOf(mars))).toEqual(['siteId']);
    const anonymous = await t.app.request(
      `${BASKETS}/${b.basketId}/shipments/me/shipping-methods?siteId=SoloUS`,
    );
    expect(anonymous.status).toBe(401);
    expect((await us('GET', `${BASKETS}/${b.basketId}/shipments/x/shipping-methods`)).status).toBe(
      404,
    );
    expect((await us('GET', `${BASKETS}/nope/shipments/me/shipping-methods`)).status).toBe(404);
  });
});

describe('chosen shipping method and totals', () => {
  it('express: shippingTotal and its 8 % estimated tax change the order total', async () => {
    const b = await basketWith(STONE);
    const after = await ok(shipBy(b, 'express'));
    expect(after.shipments?.[0]?.shippingMethod).toMatchObject({ id: 'express', price: 19.99 });
    expect(after.shippingTotal).toBe(19.99);
    expect(after.shippingItems?.[0]).toMatchObject({ tax: 1.6, priceAfterItemDiscount: 19.99 });
    const product = cents(after.productTotal);
    expect(cents(after.taxTotal)).toBe(Math.round(product * 0.08) + 160);
    expect(cents(after.orderTotal)).toBe(product + 1999 + cents(after.taxTotal));
  });

  it("the address's tax: none in Oregon; California does not tax shipping", async () => {
    const b = await basketWith(STONE);
    await ok(shipBy(b, 'express'));
    const oregon = await ok(shipTo(b, HOME));
    expect(oregon.taxTotal).toBe(0);
    expect(cents(oregon.orderTotal)).toBe(cents(oregon.productTotal) + 1999);
    const california = await ok(
      shipTo(b, { ...HOME, city: 'San Francisco', stateCode: 'CA', postalCode: '94105' }),
    );
    expect(california.shippingItems?.[0]?.tax).toBe(0);
    expect(cents(california.taxTotal)).toBe(Math.round(cents(california.productTotal) * 0.08));
  });

  it('Ontario on the Canadian site: 13 % HST on goods and shipping', async () => {
    const b = await basketWith(STONE, 'SoloCA');
    const ottawa = {
      ...HOME,
      city: 'Ottawa',
      stateCode: 'ON',
      postalCode: 'k1a 0b1',
      countryCode: 'CA',
      phone: '613-555-0100',
    };
    const after = await ok(shipTo(b, ottawa, '', g, 'SoloCA'));
    expect(after.shipments?.[0]?.shippingAddress).toMatchObject({ postalCode: 'K1A 0B1' });
    expect(after.shippingItems?.[0]).toMatchObject({ tax: 1.69, taxRate: 0.13 });
    const alberta = await ok(
      shipTo(
        b,
        { ...ottawa, city: 'Calgary', stateCode: 'AB', postalCode: 'T2P 1J9' },
        '',
        g,
        'SoloCA',
      ),
    );
    expect(alberta.shippingItems?.[0]).toMatchObject({ tax: 0.65, taxRate: 0.05 });
  });

  it('an address the chosen method does not reach brings back standard', async () => {
    const b = await basketWith(STONE);
    await ok(shipBy(b, 'overnight'));
    const after = await ok(
      shipTo(b, { ...HOME, city: 'Honolulu', stateCode: 'HI', postalCode: '96813' }),
    );
    expect(after.shipments?.[0]?.shippingMethod?.id).toBe('standard');
    const refused = await shipBy(after, 'overnight');
    expect(refused.status).toBe(400);
    expect(await problemOf(refused)).toMatchObject({
      invalidFields: [
        {
          name: 'id',
          reason: 'is not a shipping method of SoloUS for this address; one of standard, express',
        },
      ],
    });
  });

  it('refuses an unknown or missing id, another shipment and another shopper', async () => {
    const b = await basketWith(STONE);
    expect(fieldNames(await problemOf(await shipBy(b, 'teleport')))).toEqual(['id']);
    expect(fieldNames(await problemOf(await shipBy(b, '')))).toEqual(['id']);
    expect(
      fieldNames(
        await problemOf(
          await us('PUT', `${BASKETS}/${b.basketId}/shipments/me/shipping-method`, {}),
        ),
      ),
    ).toEqual(['id']);
    expect(
      (await us('PUT', `${BASKETS}/${b.basketId}/shipments/x/shipping-method`, { id: 'express' }))
        .status,
    ).toBe(404);
    expect((await shipBy(b, 'express', other)).status).toBe(404);
  });
});

describe('billing address', () => {
  const billing = (b: WireBasket, body: unknown, query = '', s = g) =>
    us('PUT', `${BASKETS}/${b.basketId}/billing-address${query}`, body, s);

  it('is kept; its phone is optional and any country with address rules is accepted', async () => {
    const b = await basketWith(STONE);
    const berlin = {
      firstName: 'Jo',
      lastName: 'Miles',
      address1: 'Unter den Linden 1',
      city: 'Berlin',
      postalCode: '10117',
      countryCode: 'de',
    };
    const after = await ok(billing(b, berlin));
    expect(after.billingAddress).toEqual({ ...berlin, countryCode: 'DE', fullName: 'Jo Miles' });
    expect(after.shipments?.[0]?.shippingAddress).toBeUndefined();
  });

  it('useAsShipping=true sets the shipping address, which must be one the site ships to', async () => {
    const b = await basketWith(STONE);
    const after = await ok(billing(b, HOME, '?useAsShipping=true'));
    expect(after.shipments?.[0]?.shippingAddress).toMatchObject({ city: 'Portland' });
    const berlin = {
      ...HOME,
      postalCode: '10117',
      stateCode: undefined,
      countryCode: 'DE',
      phone: undefined,
    };
    const refused = await problemOf(await billing(b, berlin, '?useAsShipping=true'));
    expect(fieldNames(refused).sort()).toEqual(['countryCode', 'phone']);
  });

  it('names bad fields; 404 for another shopper', async () => {
    const b = await basketWith(STONE);
    const refused = await problemOf(await billing(b, { ...HOME, countryCode: 'XX', lastName: '' }));
    expect(fieldNames(refused).sort()).toEqual(['countryCode', 'lastName']);
    expect((await billing(b, HOME, '', other)).status).toBe(404);
  });
});

describe('payment instruments', () => {
  const CARD = {
    cardType: 'Visa',
    maskedNumber: '************1111',
    expirationMonth: 12,
    expirationYear: new Date().getUTCFullYear() + 2,
    holder: 'Jordan Miles',
  };
  const pay = (b: WireBasket, body: unknown, s = g, site = 'SoloUS') =>
    at(site, 'POST', `${BASKETS}/${b.basketId}/payment-instruments`, s, body);

  it('keeps a card as its last four digits and the nonce out of every answer', async () => {
    const b = await basketWith(STONE);
    const after = await ok(
      pay(b, { paymentMethodId: 'CREDIT_CARD', paymentCard: CARD, c_paymentNonce: 'tok_123' }),
    );
    const [pi] = after.paymentInstruments ?? [];
    expect(pi).toEqual({
      paymentInstrumentId: expect.any(String) as string,
      paymentMethodId: 'CREDIT_CARD',
      amount: after.orderTotal,
      paymentCard: {
        cardType: 'Visa',
        maskedNumber: '************1111',
        numberLastDigits: '1111',
        expirationMonth: 12,
        expirationYear: CARD.expirationYear,
        holder: 'Jordan Miles',
      },
      c_paymentNonceSet: true,
    });
    expect(JSON.stringify(after)).not.toContain('tok_123');
    const [row] = await t.db.db
      .select()
      .from(schema.basketPaymentInstruments)
      .where(eq(schema.basketPaymentInstruments.id, pi!.paymentInstrumentId!));
    expect(row).toMatchObject({ paymentNonce: 'tok_123', amount: null });
    expect(JSON.stringify(row)).not.toContain('************');
  });

  it('takes PayPal and the wallets with an amount; a 15-digit card mask too', async () => {
    const b = await basketWith(STONE);
    await ok(pay(b, { paymentMethodId: 'PayPal', amount: 10.5, c_paymentNonce: 'pp-nonce' }));
    const after = await ok(
      pay(b, {
        paymentMethodId: 'CREDIT_CARD',
        paymentCard: { ...CARD, cardType: 'Amex', maskedNumber: '***********0005' },
      }),
    );
    expect(after.paymentInstruments?.map((p) => [p.paymentMethodId, p.amount])).toEqual([
      ['PayPal', 10.5],
      ['CREDIT_CARD', after.orderTotal],
    ]);
    expect(after.paymentInstruments?.[1]?.paymentCard?.maskedNumber).toBe('************0005');
    expect(after.paymentInstruments?.[1]?.c_paymentNonceSet).toBe(false);
    await ok(pay(b, { paymentMethodId: 'ApplePay' }));
    await ok(pay(b, { paymentMethodId: 'GooglePay' }));
    await ok(pay(b, { paymentMethodId: 'AmazonPay' }));
    const sixth = await problemOf(await pay(b, { paymentMethodId: 'MobileWallet' }));
    expect(sixth.invalidFields).toEqual([
      { name: 'paymentMethodId', reason: 'a basket holds at most 5 payment instruments' },
    ]);
  });

  it('refuses a card number, a bad mask, an expired or unknown card, and a card without CREDIT_CARD', async () => {
    const b = await basketWith(STONE);
    const names = async (body: unknown) => fieldNames(await problemOf(await pay(b, body)));
    expect(
      await names({
        paymentMethodId: 'CREDIT_CARD',
        paymentCard: { ...CARD, maskedNumber: '4111111111111111' },
      }),
    ).toEqual(['paymentCard.maskedNumber']);
    expect(
      await names({
        paymentMethodId: 'CREDIT_CARD',
        paymentCard: { ...CARD, number: '4111111111111111' },
      }),
    ).toEqual(['paymentCard.number']);
    expect(
      await names({
        paymentMethodId: 'CREDIT_CARD',
        paymentCard: { ...CARD, maskedNumber: '1111' },
      }),
    ).toEqual(['paymentCard.maskedNumber']);
    expect(
      await names({
        paymentMethodId: 'CREDIT_CARD',
        paymentCard: { ...CARD, expirationYear: 2020 },
      }),
    ).toEqual(['paymentCard.expirationYear']);
    expect(
      await names({
        paymentMethodId: 'CREDIT_CARD',
        paymentCard: { ...CARD, expirationMonth: 13, holder: ' ' },
      }),
    ).toEqual(['paymentCard.expirationMonth', 'paymentCard.holder']);
    const brand = await ok(
      pay(b, { paymentMethodId: 'CREDIT_CARD', paymentCard: { ...CARD, cardType: 'mastercard' } }),
    );
    expect(brand.paymentInstruments?.[0]?.paymentCard?.cardType).toBe('Master Card');
    await us(
      'DELETE',
      `${BASKETS}/${b.basketId}/payment-instruments/${brand.paymentInstruments?.[0]?.paymentInstrumentId}`,
    );
    expect(
      await names({ paymentMethodId: 'CREDIT_CARD', paymentCard: { ...CARD, cardType: 'JCB' } }),
    ).toEqual(['paymentCard.cardType']);
    expect(await names({ paymentMethodId: 'CREDIT_CARD' })).toEqual(['paymentCard']);
    expect(await names({ paymentMethodId: 'PayPal', paymentCard: CARD })).toEqual(['paymentCard']);
    // A gift card is applied by its code and PIN (gift-card-instruments.test.ts).
    expect(await names({ paymentMethodId: 'GIFT_CERTIFICATE', giftCertificateCode: 'X' })).toEqual([
      'c_giftCertificatePin',
    ]);
    expect(await names({ paymentMethodId: 'Klarna' })).toEqual(['paymentMethodId']);
    expect(await names({ paymentMethodId: 'PayPal', amount: 10.001 })).toEqual(['amount']);
    expect(await names({ paymentMethodId: 'PayPal', amount: -1 })).toEqual(['amount']);
    expect(await names({ paymentMethodId: 'PayPal', c_paymentNonce: '' })).toEqual([
      'c_paymentNonce',
    ]);
    expect(await names({})).toEqual(['paymentMethodId']);
    expect(await names([])).toEqual(['body']);
    expect((await pay(b, { paymentMethodId: 'PayPal' }, other)).status).toBe(404);
    const none = await ok(us('GET', `${BASKETS}/${b.basketId}`));
    expect(none.paymentInstruments).toEqual([]);
  });

  it('PATCH changes what is sent; DELETE removes; both 404 for an unknown id or another shopper', async () => {
    const b = await basketWith(STONE);
    const added = await ok(pay(b, { paymentMethodId: 'CREDIT_CARD', paymentCard: CARD }));
    const id = added.paymentInstruments![0]!.paymentInstrumentId!;
    const path = `${BASKETS}/${b.basketId}/payment-instruments/${id}`;
    const patched = await ok(us('PATCH', path, { amount: 5, c_paymentNonce: 'tok_9' }));
    expect(patched.paymentInstruments?.[0]).toMatchObject({
      amount: 5,
      c_paymentNonceSet: true,
      paymentCard: { holder: 'Jordan Miles' },
    });
    const switched = await ok(us('PATCH', path, { paymentMethodId: 'PayPal' }));
    expect(switched.paymentInstruments?.[0]).not.toHaveProperty('paymentCard');
    expect(fieldNames(await problemOf(await us('PATCH', path, { amount: 'x' })))).toEqual([
      'amount',
    ]);
    expect((await us('PATCH', path, { amount: 1 }, other)).status).toBe(404);
    expect((await us('DELETE', path, undefined, other)).status).toBe(404);
    const unknown = await us('PATCH', `${BASKETS}/${b.basketId}/payment-instruments/nope`, {
      amount: 1,
    });
    expect(await problemOf(unknown)).toMatchObject({
      status: 404,
      title: 'Payment Instrument Not Found',
    });
    const removed = await ok(us('DELETE', path));
    expect(removed.paymentInstruments).toEqual([]);
    expect((await us('DELETE', path)).status).toBe(404);
  });
});

describe('payment methods', () => {
  it("lists the site's methods, cards with their number rules", async () => {
    const b = await basketWith(STONE);
    const result = await ok<{ applicablePaymentMethods: Array<Record<string, unknown>> }>(
      us('GET', `${BASKETS}/${b.basketId}/payment-methods`),
    );
    expect(result.applicablePaymentMethods.map((m) => m.id)).toEqual([
      'CREDIT_CARD',
      'PayPal',
      'ApplePay',
      'GooglePay',
      'AmazonPay',
      'SRC',
      'MobileWallet',
    ]);
    expect(result.applicablePaymentMethods[1]).toMatchObject({
      name: 'PayPal',
      c_wallet: 'paypal',
    });
    expect(result.applicablePaymentMethods[0]?.cards).toContainEqual(
      expect.objectContaining({ cardType: 'Amex', numberLengths: ['15'], securityCodeLength: 4 }),
    );
    expect(
      (await us('GET', `${BASKETS}/${b.basketId}/payment-methods`, undefined, other)).status,
    ).toBe(404);
    const eu = await basketWith([], 'SoloEU');
    const euMethods = await ok<{ applicablePaymentMethods: Array<{ id: string }> }>(
      at('SoloEU', 'GET', `${BASKETS}/${eu.basketId}/payment-methods`, g),
    );
    expect(euMethods.applicablePaymentMethods.map((m) => m.id)).toEqual([
      'CREDIT_CARD',
      'PayPal',
      'ApplePay',
      'GooglePay',
      // Issue 22: Klarna on the EU and Australian sites.
      'Klarna',
    ]);
    // A basket of one site is not found on another.
    expect((await at('SoloCA', 'GET', `${BASKETS}/${eu.basketId}/payment-methods`, g)).status).toBe(
      404,
    );
  });
});
