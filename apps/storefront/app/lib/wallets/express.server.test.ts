import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '@solo/commerce';
import { browserShopperToken } from '../../../server/shopper-token.ts';
import { DEMO_SHOPPERS, openSeededCommerce } from '../../../server/testing-commerce.ts';
import { addItems, findBasket } from '../basket/basket.server.ts';
import { submitContact } from '../checkout/actions.server.ts';
import { readOwnOrder } from '../orders/orders.server.ts';
import { getShopperSession, type SessionArgs } from '../session/session.server.ts';
import { cookieHeader, sessionHarness, signedInCookie } from '../session/session-testing.server.ts';
import type { ExpressAction, SheetAddress } from './actions.ts';
import {
  expressBuyer,
  paypalCreateOrder,
  placeExpressOrder,
  setExpressShipping,
} from './express.server.ts';

/**
 * `{prefix}/express` against the real service: the sandbox sheet's start is never another
 * customer's data (issue 22: a guest's order landed under a demo customer); the order's billing
 * address and email (spec 002 §5, §6); the product page's `isExpreesPayPal` (spec 002 §7).
 */
let commerce: Commerce;
/** The bodies the storefront sent to `set-shipping-address`, in order. */
const estimates: Array<Promise<Record<string, unknown>>> = [];
const run = sessionHarness(
  () => commerce,
  (request) => {
    if (new URL(request.url).pathname.endsWith('/set-shipping-address'))
      estimates.push(request.clone().json() as Promise<Record<string, unknown>>);
  },
);
const EXPRESS = 'http://127.0.0.1:3000/express?buyer';

beforeAll(async () => {
  commerce = await openSeededCommerce('express-buyer');
}, 180_000);

afterAll(async () => {
  await commerce.close();
});

describe('the sandbox sheet’s buyer', () => {
  it('is nobody for a guest, with or without a session', async () => {
    expect((await run(EXPRESS, (args) => expressBuyer(args))).result).toEqual({ buyer: null });
    const { response } = await run(EXPRESS, (args) => getShopperSession(args));
    const { result } = await run(EXPRESS, (args) => expressBuyer(args), {
      cookie: cookieHeader(response),
    });
    expect(result).toEqual({ buyer: null });
  });

  it("is a signed-in shopper's own name and email, an address only where express ships", async () => {
    const cookie = await signedInCookie(run, DEMO_SHOPPERS.jordan);
    const { result } = await run(EXPRESS, (args) => expressBuyer(args), { cookie });
    expect(result).toMatchObject({
      buyer: { email: 'jordan.miller@example.com', firstName: 'Jordan', lastName: 'Miller' },
    });
    const address = 'buyer' in result ? result.buyer?.address : undefined;
    expect(address).toBeDefined();
    if (address?.countryCode) expect(address.countryCode).toBe('US');
  });
});

const PAGE = 'http://127.0.0.1:3000/cart';

/** The address the sheet's shipping change sets on the basket. */
const ESTIMATE: SheetAddress = {
  firstName: 'Robin',
  lastName: 'Alder',
  line1: '400 Pine Street',
  city: 'Seattle',
  state: 'WA',
  postalCode: '98101',
  countryCode: 'US',
  phone: '(206) 555-0134',
};
/** The shipping address the wallet approves: another street, so the billing address shows which. */
const WALLET_SHIPPING: SheetAddress = { ...ESTIMATE, line1: '12 Harbor Road', postalCode: '98104' };
const WALLET_BILLING: SheetAddress = { ...ESTIMATE, line1: '77 Lake Avenue', postalCode: '98109' };

/** Runs `body` as `{prefix}/express` would, for the shopper of `cookie`. */
async function asExpress<T>(cookie: string, body: (args: SessionArgs) => Promise<T>) {
  return (await run(PAGE, body, { cookie })).result;
}

/** A guest with a basket (a pizza stone) shipped to ESTIMATE, its email `email` if given. */
async function guestBasket(email?: string): Promise<string> {
  const { response } = await run(PAGE, async (args) => {
    await getShopperSession(args);
    await addItems(args, [{ productId: 'pizza-stone', quantity: 1 }]);
  });
  const cookie = cookieHeader(response);
  await asExpress(cookie, async (args) => {
    const quote = await setExpressShipping(args, {
      intent: 'shipping',
      walletType: 'paypal',
      place: 'cart',
      address: ESTIMATE,
    });
    expect(quote).toMatchObject({ currency: 'USD' });
    if (email)
      expect(await submitContact({ ...args, url: new URL(PAGE) }, email)).toMatchObject({
        ok: true,
      });
  });
  return cookie;
}

/** The PayPal sheet approved by `buyer` for the basket of `cookie` (paypal-create-order): the nonce. */
async function paypalNonce(
  cookie: string,
  buyer: { email: string; shippingAddress?: SheetAddress; billingAddress?: SheetAddress },
): Promise<string> {
  const order = await asExpress(cookie, (args) =>
    paypalCreateOrder(args, { intent: 'paypal-create-order', fundingSource: 'paypal' }),
  );
  if ('error' in order) throw new Error(JSON.stringify(order.error));
  const authorization = browserShopperToken(
    'http://127.0.0.1:3000/mobify/proxy/api/custom/payments/v1/x?siteId=SoloUS',
    new Headers({ cookie }),
  );
  if (!authorization) throw new Error('no access token cookie for SoloUS');
  const res = await commerce.app.fetch(
    new Request(
      `http://127.0.0.1:3000/mobify/proxy/api/custom/payments/v1/organizations/${commerce.config.orgId}/wallet-contexts/${order.orderID}/approve?siteId=SoloUS`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify({ firstName: 'Robin', lastName: 'Alder', ...buyer }),
      },
    ),
  );
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { nonce: string }).nonce;
}

type Place = Extract<ExpressAction, { intent: 'place' }>;

/** Places the express order and reads it back (billing address, email), or the refusal. */
async function place(cookie: string, action: Omit<Place, 'intent'>) {
  return asExpress(cookie, async (args) => {
    const placed = await placeExpressOrder(args, { intent: 'place', ...action });
    if ('error' in placed) return { error: placed.error, basket: await findBasket(args) };
    const own = await readOwnOrder(args, placed.orderNo);
    return {
      billing: own?.order.billingAddress,
      email: own?.order.customerInfo?.email,
    };
  });
}

describe('placing an express order', () => {
  it('bills a PayPal approval without a billing address to its shipping address (spec 002 §5)', async () => {
    const cookie = await guestBasket();
    const email = 'robin.wallet@example.com';
    const nonce = await paypalNonce(cookie, { email, shippingAddress: WALLET_SHIPPING });
    const result = await place(cookie, {
      walletType: 'paypal',
      nonce,
      email,
      shippingAddress: WALLET_SHIPPING,
    });
    expect(result).toMatchObject({
      billing: {
        firstName: 'Robin',
        lastName: 'Alder',
        address1: '12 Harbor Road',
        city: 'Seattle',
        postalCode: '98104',
        stateCode: 'WA',
        countryCode: 'US',
      },
    });
  });

  it('bills a billing address the wallet gave to that address, not the shipping one', async () => {
    const cookie = await guestBasket();
    const email = 'robin.wallet@example.com';
    const buyer = { email, shippingAddress: WALLET_SHIPPING, billingAddress: WALLET_BILLING };
    const nonce = await paypalNonce(cookie, buyer);
    const result = await place(cookie, { walletType: 'paypal', nonce, ...buyer });
    expect(result).toMatchObject({ billing: { address1: '77 Lake Avenue', postalCode: '98109' } });
  });

  it('answers billing-address-not-supported for PayPal only, when no address is given or it is refused (spec 002 §5)', async () => {
    const cookie = await guestBasket();
    const email = 'robin.wallet@example.com';
    // The billing step comes before the nonce is used: an unused one is enough.
    const nonce = 'token_paypal_unused';
    // A country the store has no address rules for: the basket refuses it as a billing address.
    const refused: SheetAddress = { ...WALLET_SHIPPING, countryCode: 'ZZ', state: '' };
    const answers = {
      paypalNone: await place(cookie, { walletType: 'paypal', nonce, email }),
      paypalRefused: await place(cookie, {
        walletType: 'paypal',
        nonce,
        email,
        shippingAddress: refused,
      }),
      googleNone: await place(cookie, { walletType: 'google_pay', nonce, email }),
      googleRefused: await place(cookie, {
        walletType: 'google_pay',
        nonce,
        email,
        billingAddress: refused,
      }),
    };
    expect(answers.paypalNone).toMatchObject({ error: { code: 'billing-address-not-supported' } });
    expect(answers.paypalRefused).toMatchObject({
      error: { code: 'billing-address-not-supported' },
    });
    expect(answers.googleNone).toMatchObject({ error: { code: 'billing-address-invalid' } });
    expect(answers.googleRefused).toHaveProperty('error');
    expect(answers.googleRefused).not.toMatchObject({
      error: { code: 'billing-address-not-supported' },
    });
    // Nothing was placed: the basket is still there, unbilled.
    const { basket } = answers.googleRefused as {
      basket?: { basketId?: string; billingAddress?: unknown };
    };
    expect(basket?.basketId).toBeTruthy();
    expect(basket?.billingAddress).toBeUndefined();
  });

  it("keeps the basket's email and sends the wallet's only when the basket has none (spec 002 §6)", async () => {
    const withEmail = await guestBasket('robin@example.com');
    const kept = await place(withEmail, {
      walletType: 'paypal',
      email: 'robin.wallet@example.com',
      nonce: await paypalNonce(withEmail, {
        email: 'robin.wallet@example.com',
        shippingAddress: WALLET_SHIPPING,
      }),
      shippingAddress: WALLET_SHIPPING,
    });
    expect(kept).toMatchObject({ email: 'robin@example.com' });

    const without = await guestBasket();
    const given = await place(without, {
      walletType: 'paypal',
      email: 'robin.wallet@example.com',
      nonce: await paypalNonce(without, {
        email: 'robin.wallet@example.com',
        shippingAddress: WALLET_SHIPPING,
      }),
      shippingAddress: WALLET_SHIPPING,
    });
    expect(given).toMatchObject({ email: 'robin.wallet@example.com' });
  });
});

describe('the express shipping change', () => {
  it('sends isExpreesPayPal for PayPal on the product page only (spec 002 §7)', async () => {
    const cookie = await guestBasket();
    estimates.length = 0;
    const places = [
      ['paypal', 'pdp'],
      ['paypal', 'minicart'],
      ['paypal', 'cart'],
      ['paypal', undefined],
      ['google_pay', 'pdp'],
    ] as const;
    for (const [walletType, where] of places) {
      const quote = await asExpress(cookie, (args) =>
        setExpressShipping(args, {
          intent: 'shipping',
          walletType,
          ...(where ? { place: where } : {}),
          address: ESTIMATE,
        }),
      );
      expect(quote).not.toHaveProperty('error');
    }
    const bodies = await Promise.all(estimates);
    expect(bodies.map((body) => body.isExpreesPayPal)).toEqual([
      true,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(bodies[0]).toMatchObject({ setFirstMethod: true, city: 'Seattle', countryCode: 'US' });
  });

  it('quotes a wallet’s redacted address on the estimate without putting it on the shipment', async () => {
    const cookie = await guestBasket();
    // What Google Pay and Apple Pay reveal before approval: town, region, postal code, country.
    const redacted: SheetAddress = {
      firstName: '-',
      lastName: '-',
      line1: '-',
      city: 'Portland',
      state: 'OR',
      postalCode: '97201',
      countryCode: 'US',
    };
    const quote = await asExpress(cookie, (args) =>
      setExpressShipping(args, {
        intent: 'shipping',
        walletType: 'google_pay',
        place: 'cart',
        address: redacted,
        estimate: true,
      }),
    );
    expect(quote).toMatchObject({ currency: 'USD' });
    if ('error' in quote) throw new Error(JSON.stringify(quote.error));
    expect(quote.options.length).toBeGreaterThan(0);
    expect(quote.amount).toBeGreaterThan(0);
    // As a full address it is refused (no phone): the estimate is what lets the wallet quote.
    const full = await asExpress(cookie, (args) =>
      setExpressShipping(args, {
        intent: 'shipping',
        walletType: 'google_pay',
        place: 'cart',
        address: redacted,
      }),
    );
    expect(full).toHaveProperty('error');
  });
});
