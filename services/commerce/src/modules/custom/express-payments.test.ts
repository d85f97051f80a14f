/** Custom API express-payments (spec 002 §7) on the demo data, for guests and customers. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@solo/db';
import { DEMO_DATA } from '@solo/fixtures/testing';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import {
  BASKETS,
  CUSTOMERS,
  fieldNames,
  guest,
  guestOn,
  ok,
  problemOf,
  registered,
  type TestShopper,
} from '../baskets/basket-testing.ts';
import type { WireBasket } from '../baskets/index.ts';

const EXPRESS = '/mobify/proxy/api/custom/express-payments/v1/organizations/f_ecom_solo_001';

let t: TestCommerce;
let g: TestShopper;

beforeAll(async () => {
  t = await createTestCommerce({ template: DEMO_DATA });
  g = await guest(t);
});
afterAll(() => t.close());

const request = (
  s: TestShopper | null,
  method: string,
  path: string,
  body?: unknown,
  site = 'SoloUS',
  headers: Record<string, string> = {},
) =>
  t.app.request(`${path}${path.includes('?') ? '&' : '?'}siteId=${site}`, {
    method,
    headers: {
      ...(s ? { authorization: `Bearer ${s.token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

interface Config {
  c_expressButtons: {
    expressPaymentMethods: { allowedPaymentMethods: string[]; allowedPaymentMethods_OG: string[] };
    shippingCountries: string[];
    cardProviderConfig: Record<string, Record<string, unknown>>;
    amazonConfig: Record<string, unknown> | null;
    checkoutProviderConfig: Record<string, unknown>;
    csrf: { tokenName: string; token: string };
  };
}

const config = (s: TestShopper, site = 'SoloUS') =>
  ok<Config>(request(s, 'GET', `${EXPRESS}/get-express-buttons-configs`, undefined, site));

/** A shopper with a basket on `site` (a pizza stone in it where it is stocked), and their CSRF token. */
async function shopperWithBasket(site = 'SoloUS') {
  const s = await guestOn(t, site);
  const b = await ok<WireBasket>(request(s, 'POST', BASKETS, {}, site));
  if (site !== 'SoloEU')
    await ok(
      request(
        s,
        'POST',
        `${BASKETS}/${b.basketId}/items`,
        [{ productId: 'pizza-stone', quantity: 1 }],
        site,
      ),
    );
  const csrf = (await config(s, site)).c_expressButtons.csrf.token;
  return { s, b, csrf };
}

const post = (
  who: { s: TestShopper; csrf: string },
  action: string,
  body: Record<string, unknown>,
  site = 'SoloUS',
) => request(who.s, 'POST', `${EXPRESS}/${action}`, body, site, { 'x-csrf-token': who.csrf });

const NYC = { city: 'New York', stateCode: 'NY', postalCode: '10001', countryCode: 'US' };

describe('get-express-buttons-configs', () => {
  it('US: Apple Pay, Amazon Pay, Google Pay, PayPal, Pay Later, with every provider configuration', async () => {
    const { c_expressButtons: c } = await config(g);
    expect(c.expressPaymentMethods).toEqual({
      allowedPaymentMethods: ['ApplePay', 'AmazonPay', 'GooglePay', 'PayPal', 'PayLater'],
      allowedPaymentMethods_OG: ['PayPal'],
    });
    expect(c.shippingCountries).toEqual(['US']);
    expect(Object.keys(c.cardProviderConfig)).toEqual(
      c.expressPaymentMethods.allowedPaymentMethods,
    );
    expect(c.cardProviderConfig.PayPal).toMatchObject({
      enabled: true,
      displayName: 'PayPal',
      currency: 'USD',
      locale: 'en_US',
      flow: 'checkout',
      changePMButtonEnabled: true,
      disableFundingList: ['card'],
      sdk: { commit: false, components: ['buttons', 'messages'] },
    });
    expect(c.cardProviderConfig.PayLater).toMatchObject({
      enableFundingList: ['paylater'],
      messages: { offerType: 'short_term' },
    });
    expect(c.amazonConfig).toMatchObject({ currency: 'USD', language: 'en_US', sandbox: true });
    expect(c.checkoutProviderConfig).toHaveProperty('paypalExpressClientId');
    expect(c.checkoutProviderConfig).toHaveProperty('merchantId');
    expect(c.csrf).toEqual({
      tokenName: 'csrf_token',
      token: expect.stringMatching(/^[\w-]{43}$/) as string,
    });
  });

  it('other sites: PayPal, Apple Pay, Google Pay, shipping to the site’s own countries', async () => {
    const ca = (await config(await guestOn(t, 'SoloCA'), 'SoloCA')).c_expressButtons;
    expect(ca.expressPaymentMethods.allowedPaymentMethods).toEqual([
      'PayPal',
      'ApplePay',
      'GooglePay',
    ]);
    expect(ca.shippingCountries).toEqual(['CA']);
    expect(ca.cardProviderConfig.PayPal).toMatchObject({ currency: 'CAD', enabled: true });
    expect(ca.amazonConfig).toBeNull();
    // The EU and Australian sites: the same three buttons (no Pay Later, no Amazon Pay), shipping
    // to the countries the site ships to (docs/decisions/express-payments.md).
    for (const [site, currency, countries] of [
      ['SoloEU', 'EUR', ['IE', 'DE', 'FR', 'SE', 'GB', 'CH']],
      ['SoloAUS', 'AUD', ['AU', 'NZ']],
    ] as const) {
      const c = (await config(await guestOn(t, site), site)).c_expressButtons;
      expect(c.expressPaymentMethods).toEqual({
        allowedPaymentMethods: ['PayPal', 'ApplePay', 'GooglePay'],
        allowedPaymentMethods_OG: ['PayPal'],
      });
      expect(Object.keys(c.cardProviderConfig)).toEqual(['PayPal', 'ApplePay', 'GooglePay']);
      expect(c.shippingCountries).toEqual(expect.arrayContaining([...countries]));
      expect(c.shippingCountries).not.toContain('US');
      expect(c.shippingCountries).not.toContain('CA');
      for (const b of ['PayPal', 'ApplePay', 'GooglePay'])
        expect(c.cardProviderConfig[b]).toMatchObject({ currency, enabled: true });
      expect(c.cardProviderConfig.PayPal).not.toHaveProperty('messages.offerType');
      expect(c.amazonConfig).toBeNull();
    }
    // Without a basket, a locale's buttons are configured in its currency (spec 000 §3).
    const gb = await ok<Config>(
      request(
        await guestOn(t, 'SoloEU'),
        'GET',
        `${EXPRESS}/get-express-buttons-configs?locale=en-GB`,
        undefined,
        'SoloEU',
      ),
    );
    expect(gb.c_expressButtons.cardProviderConfig.PayPal).toMatchObject({ currency: 'GBP' });
  });

  it("puts a customer's saved preference (c_expressButtons) first", async () => {
    const jo = await registered(t, 'express.jo@example.com');
    await t.db.db
      .update(schema.customers)
      .set({ expressButtons: ['paypal', 'googlepay', 'venmo'] })
      .where(eq(schema.customers.id, jo.customerId));
    const c = (await config(jo)).c_expressButtons.expressPaymentMethods;
    expect(c.allowedPaymentMethods).toEqual([
      'PayPal',
      'GooglePay',
      'ApplePay',
      'AmazonPay',
      'PayLater',
    ]);
    expect(c.allowedPaymentMethods_OG).toEqual(['PayPal']);
  });

  it('a basket holding a subscription offers only the savable methods, to a signed-in shopper only', async () => {
    const subscribeTo = async (s: TestShopper) => {
      const b = await ok<WireBasket>(request(s, 'POST', BASKETS, {}));
      await ok(
        request(s, 'POST', `${BASKETS}/${b.basketId}/items`, [
          { productId: 'hardwood-pellets-8lb', quantity: 1, c_subscriptionFrequency: '1_3' },
        ]),
      );
      return (await config(s)).c_expressButtons;
    };
    const member = await subscribeTo(await registered(t, 'express.og@example.com'));
    expect(member.expressPaymentMethods).toEqual({
      allowedPaymentMethods: ['PayPal'],
      allowedPaymentMethods_OG: ['PayPal'],
    });
    expect(member.cardProviderConfig.PayPal).toMatchObject({
      enabled: true,
      requestBillingAgreement: true,
    });
    expect(member.cardProviderConfig.ApplePay).toMatchObject({ enabled: false });
    const visitor = await subscribeTo(await guest(t));
    expect(visitor.expressPaymentMethods.allowedPaymentMethods).toEqual([]);
    expect(visitor.cardProviderConfig.PayPal).toMatchObject({ enabled: false });
  });

  it('needs a shopper token, a known site and our organization', async () => {
    expect((await request(null, 'GET', `${EXPRESS}/get-express-buttons-configs`)).status).toBe(401);
    const site = await request(
      g,
      'GET',
      `${EXPRESS}/get-express-buttons-configs`,
      undefined,
      'SoloMars',
    );
    expect(fieldNames(await problemOf(site))).toEqual(['siteId']);
    const org = await t.app.request(
      '/mobify/proxy/api/custom/express-payments/v1/organizations/other/get-order-info?siteId=SoloUS',
      { headers: { authorization: `Bearer ${g.token}` } },
    );
    expect(org.status).toBe(404);
  });
});

describe('get-order-info', () => {
  it("answers the current basket's amounts", async () => {
    const { s, b } = await shopperWithBasket();
    const info = await ok<Record<string, unknown>>(request(s, 'GET', `${EXPRESS}/get-order-info`));
    expect(info).toEqual({
      expressPayment: {
        amount: expect.any(Number) as number,
        taxTotal: expect.any(Number) as number,
        shippingTotal: 9.99,
        amazonData: {
          estimatedOrderAmount: {
            amount: expect.stringMatching(/^\d+\.\d\d$/) as string,
            currencyCode: 'USD',
          },
        },
      },
      currencyCode: 'USD',
      totalAmount: (info.expressPayment as { amount: number }).amount,
      shippingTotal: 9.99,
      shippingAddress: null,
      matchingBillingAddressId: null,
    });
    const basket = await ok<WireBasket>(request(s, 'GET', `${BASKETS}/${b.basketId}`));
    expect(info.totalAmount).toBe(basket.orderTotal);
  });

  it("names the customer's saved address that is the billing address, and the shipping address", async () => {
    const jo = await registered(t, 'express.billing@example.com');
    const home = {
      firstName: 'Jo',
      lastName: 'Miles',
      address1: '1 Market St',
      city: 'Seattle',
      postalCode: '98101',
      stateCode: 'WA',
      countryCode: 'US',
      phone: '2065550100',
    };
    await ok(
      request(jo, 'POST', `${CUSTOMERS}/${jo.customerId}/addresses`, {
        ...home,
        addressId: 'Home',
      }),
    );
    const b = await ok<WireBasket>(request(jo, 'POST', BASKETS, {}));
    const path = `${BASKETS}/${b.basketId}/shipments/me/shipping-address?useAsBilling=true`;
    await ok(request(jo, 'PUT', path, { ...home, address1: '1 market st ' }));
    const info = await ok<Record<string, unknown>>(request(jo, 'GET', `${EXPRESS}/get-order-info`));
    expect(info.matchingBillingAddressId).toBe('Home');
    expect(info.shippingAddress).toMatchObject({ city: 'Seattle', phone: '(206) 555-0100' });
    await ok(
      request(jo, 'PUT', `${BASKETS}/${b.basketId}/billing-address`, {
        ...home,
        city: 'Tacoma',
        postalCode: '98402',
      }),
    );
    const other = await ok<Record<string, unknown>>(
      request(jo, 'GET', `${EXPRESS}/get-order-info`),
    );
    expect(other.matchingBillingAddressId).toBeNull();
  });

  it('404 for a shopper without a basket', async () => {
    const none = await guest(t);
    const res = await request(none, 'GET', `${EXPRESS}/get-order-info`);
    expect(res.status).toBe(404);
    expect(await problemOf(res)).toMatchObject({ title: 'Basket Not Found' });
    expect((await request(none, 'GET', `${EXPRESS}/get-shipping-methods`)).status).toBe(404);
  });
});

describe('set-shipping-address, get-shipping-methods, set-shipping-method', () => {
  it('sets the estimate address and the first method; answers methods and totals', async () => {
    const who = await shopperWithBasket();
    const answer = await ok<Record<string, unknown>>(
      post(who, 'set-shipping-address', { ...NYC, setFirstMethod: true }),
    );
    expect(answer).toMatchObject({
      shippingMethods: [
        {
          ID: 'standard',
          displayName: 'Standard',
          shippingCost: 9.99,
          estimatedArrivalTime: '5-7 business days',
          selected: true,
        },
        { ID: 'express', shippingCost: 19.99, selected: false },
        { ID: 'overnight', shippingCost: 34.99, selected: false },
      ],
      currencyCode: 'USD',
      shippingTotal: 9.99,
    });
    const basket = await ok<WireBasket>(request(who.s, 'GET', `${BASKETS}/${who.b.basketId}`));
    expect(basket.shipments?.[0]?.shippingAddress).toEqual(NYC);
    expect(answer.totalAmount).toBe(basket.orderTotal);
    expect(answer.taxTotal).toBe(basket.taxTotal);
    const methods = await ok(request(who.s, 'GET', `${EXPRESS}/get-shipping-methods`));
    expect(methods).toEqual(answer);
  });

  it('keeps a chosen method on a new address unless setFirstMethod is sent', async () => {
    const who = await shopperWithBasket();
    await ok(post(who, 'set-shipping-method', { methodId: 'overnight' }));
    const kept = await ok<{ shippingTotal: number }>(
      post(who, 'set-shipping-address', { ...NYC, setFirstMethod: false }),
    );
    expect(kept.shippingTotal).toBe(34.99);
    const first = await ok<{ shippingTotal: number }>(
      post(who, 'set-shipping-address', { ...NYC, setFirstMethod: true }),
    );
    expect(first.shippingTotal).toBe(9.99);
  });

  it('set-shipping-method changes the totals; an unknown method is named', async () => {
    const who = await shopperWithBasket();
    await ok(
      post(who, 'set-shipping-address', { city: 'Austin', postalCode: '73301', countryCode: 'us' }),
    );
    const chosen = await ok<{
      shippingTotal: number;
      totalAmount: number;
      shippingMethods: Array<{ ID: string; selected: boolean }>;
    }>(post(who, 'set-shipping-method', { methodId: 'overnight' }));
    expect(chosen.shippingTotal).toBe(34.99);
    expect(chosen.shippingMethods.find((m) => m.selected)?.ID).toBe('overnight');
    const refused = await post(who, 'set-shipping-method', { methodId: 'drone' });
    expect(fieldNames(await problemOf(refused))).toEqual(['methodId']);
    expect(fieldNames(await problemOf(await post(who, 'set-shipping-method', {})))).toEqual([
      'methodId',
    ]);
  });

  it('refuses a country other than the site’s supported one, clearly', async () => {
    const who = await shopperWithBasket();
    const res = await post(who, 'set-shipping-address', {
      city: 'Toronto',
      stateCode: 'ON',
      countryCode: 'CA',
      isExpreesPayPal: true,
    });
    expect(res.status).toBe(400);
    expect(await problemOf(res)).toMatchObject({
      title: 'Shipping Country Not Allowed',
      detail: 'Express orders on SoloUS ship to US only, not "CA"',
      isNotAllowedCountryCode: true,
      serverErrors: ['Express orders on SoloUS ship to US only, not "CA"'],
      invalidFields: [{ name: 'countryCode' }],
    });
    const fr = await problemOf(
      await post(who, 'set-shipping-address', {
        city: 'Paris',
        postalCode: '75001',
        countryCode: 'FR',
      }),
    );
    expect(fr).not.toHaveProperty('serverErrors');
    const eu = await shopperWithBasket('SoloEU');
    const us = await problemOf(await post(eu, 'set-shipping-address', NYC, 'SoloEU'));
    expect(us).toMatchObject({
      title: 'Shipping Country Not Allowed',
      isNotAllowedCountryCode: true,
    });
    expect(us.detail).toMatch(/^Express orders on SoloEU ship to IE, DE, .*, GB only, not "US"$/);
    const au = await shopperWithBasket('SoloAUS');
    const gb = await problemOf(
      await post(
        au,
        'set-shipping-address',
        { city: 'London', postalCode: 'SW1A 1AA', countryCode: 'GB' },
        'SoloAUS',
      ),
    );
    expect(gb.detail).toBe(
      'Express orders on SoloAUS ship to AU, NZ, JP, KR, CN, TW only, not "GB"',
    );
  });

  it('EU and Australia: their own addresses, in the basket’s currency (a local one too)', async () => {
    const withLine = async (site: string, productId: string, path = BASKETS) => {
      const s = await guestOn(t, site);
      const b = await ok<WireBasket>(request(s, 'POST', path, {}, site));
      await ok(
        request(s, 'POST', `${BASKETS}/${b.basketId}/items`, [{ productId, quantity: 1 }], site),
      );
      return { s, b, csrf: (await config(s, site)).c_expressButtons.csrf.token };
    };
    // Germany has no states: city and postal code are the estimate address.
    const de = await withLine('SoloEU', 'fire-pit-tool-kit');
    const berlin = await ok<{
      currencyCode: string;
      shippingMethods: unknown[];
      totalAmount: number;
    }>(
      post(
        de,
        'set-shipping-address',
        { city: 'Berlin', postalCode: '10117', countryCode: 'DE', setFirstMethod: true },
        'SoloEU',
      ),
    );
    expect(berlin.currencyCode).toBe('EUR');
    expect(berlin.shippingMethods.length).toBeGreaterThan(0);
    const deBasket = await ok<WireBasket>(
      request(de.s, 'GET', `${BASKETS}/${de.b.basketId}`, undefined, 'SoloEU'),
    );
    expect(deBasket.shipments?.[0]?.shippingAddress).toMatchObject({
      countryCode: 'DE',
      city: 'Berlin',
    });
    expect(berlin.totalAmount).toBe(deBasket.orderTotal);
    // A malformed German postal code is named.
    expect(
      fieldNames(
        await problemOf(
          await post(
            de,
            'set-shipping-address',
            { city: 'Berlin', postalCode: '1011', countryCode: 'DE' },
            'SoloEU',
          ),
        ),
      ),
    ).toEqual(['postalCode']);

    // A Swedish shopper's basket in kronor: the answer is in SEK.
    const se = await withLine('SoloEU', 'fire-pit-tool-kit', `${BASKETS}?locale=sv-SE`);
    await ok(
      request(
        se.s,
        'PATCH',
        `${BASKETS}/${se.b.basketId}?locale=sv-SE`,
        { currency: 'SEK' },
        'SoloEU',
      ),
    );
    const stockholm = await ok<{ currencyCode: string; shippingMethods: unknown[] }>(
      post(
        se,
        'set-shipping-address',
        { city: 'Stockholm', postalCode: '111 51', countryCode: 'SE', setFirstMethod: true },
        'SoloEU',
      ),
    );
    expect(stockholm.currencyCode).toBe('SEK');
    expect(stockholm.shippingMethods.length).toBeGreaterThan(0);

    // Australia: a state (or a postal code) with the city; an unknown state is named.
    const au = await withLine('SoloAUS', 'fire-pit-tool-kit');
    const sydney = await ok<{ currencyCode: string; shippingMethods: unknown[] }>(
      post(
        au,
        'set-shipping-address',
        {
          city: 'Sydney',
          stateCode: 'NSW',
          postalCode: '2000',
          countryCode: 'AU',
          setFirstMethod: true,
        },
        'SoloAUS',
      ),
    );
    expect(sydney.currencyCode).toBe('AUD');
    expect(sydney.shippingMethods.length).toBeGreaterThan(0);
    expect(
      fieldNames(
        await problemOf(
          await post(
            au,
            'set-shipping-address',
            { city: 'Sydney', stateCode: 'XX', countryCode: 'AU' },
            'SoloAUS',
          ),
        ),
      ),
    ).toEqual(['stateCode']);
  });

  it('names missing and malformed fields', async () => {
    const who = await shopperWithBasket();
    const names = async (body: Record<string, unknown>) =>
      fieldNames(await problemOf(await post(who, 'set-shipping-address', body)));
    expect(await names({})).toEqual(['city', 'countryCode', 'stateCode']);
    expect(await names({ city: 'Austin', countryCode: 'US' })).toEqual(['stateCode']);
    expect(await names({ ...NYC, postalCode: '1000' })).toEqual(['postalCode']);
    expect(await names({ ...NYC, stateCode: 'ZZ' })).toEqual(['stateCode']);
    expect(await names({ ...NYC, setFirstMethod: 'maybe' })).toEqual(['setFirstMethod']);
    const ca = await shopperWithBasket('SoloCA');
    const toronto = await ok<{ currencyCode: string; shippingMethods: unknown[] }>(
      post(
        ca,
        'set-shipping-address',
        { city: 'Toronto', postalCode: 'M5V 2T6', countryCode: 'CA', setFirstMethod: 'true' },
        'SoloCA',
      ),
    );
    expect(toronto.currencyCode).toBe('CAD');
    expect(toronto.shippingMethods).toHaveLength(2);
  });

  it('the writes need the CSRF token of the shopper’s own configuration', async () => {
    const who = await shopperWithBasket();
    const other = await shopperWithBasket();
    const missing = await request(who.s, 'POST', `${EXPRESS}/set-shipping-method`, {
      methodId: 'express',
    });
    expect(missing.status).toBe(403);
    const theirs = await post({ s: who.s, csrf: other.csrf }, 'set-shipping-method', {
      methodId: 'express',
    });
    expect(theirs.status).toBe(403);
    const inBody = await request(who.s, 'POST', `${EXPRESS}/set-shipping-method`, {
      methodId: 'express',
      csrf_token: who.csrf,
    });
    expect(inBody.status).toBe(200);
  });

  it("acts on the caller's own basket only", async () => {
    const who = await shopperWithBasket();
    const other = await shopperWithBasket();
    await ok(post(other, 'set-shipping-method', { methodId: 'express' }));
    const mine = await ok<WireBasket>(request(who.s, 'GET', `${BASKETS}/${who.b.basketId}`));
    expect(mine.shipments?.[0]?.shippingMethod?.id).toBe('standard');
    const theirs = await ok<WireBasket>(request(other.s, 'GET', `${BASKETS}/${other.b.basketId}`));
    expect(theirs.shipments?.[0]?.shippingMethod?.id).toBe('express');
  });
});
