import { createHash, randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Another shopper buying through the store's own APIs (the ones a checkout uses): a guest signs
 * in through the login service, fills a basket, pays with a sandbox test card and places the
 * order. Journeys use it to change what the browser's shopper sees (stock, orders to track).
 */
const ORG = 'f_ecom_solo_001';
const API = '/mobify/proxy/api';
const BASKETS = `${API}/checkout/shopper-baskets/v2/organizations/${ORG}/baskets`;

export const BUYER_ADDRESS = {
  firstName: 'Robin',
  lastName: 'Alder',
  address1: '400 Pine Street',
  city: 'Seattle',
  postalCode: '98101',
  stateCode: 'WA',
  countryCode: 'US',
  phone: '(206) 555-0134',
};

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function guestToken(request: APIRequestContext, siteId: string): Promise<string> {
  const verifier = randomBytes(48).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = 'http://127.0.0.1/callback';
  const authorize = await request.get(
    `${API}/shopper/auth/v1/organizations/${ORG}/oauth2/authorize`,
    {
      params: {
        client_id: 'storefront',
        redirect_uri: redirectUri,
        response_type: 'code',
        hint: 'guest',
        channel_id: siteId,
        code_challenge: challenge,
      },
      maxRedirects: 0,
    },
  );
  const code = new URL(authorize.headers().location ?? '', 'http://x').searchParams.get('code');
  expect(code, `guest authorize: ${authorize.status()}`).toBeTruthy();
  const tokens = await json<{ access_token: string }>(
    await request.post(`${API}/shopper/auth/v1/organizations/${ORG}/oauth2/token`, {
      form: {
        grant_type: 'authorization_code_pkce',
        code: code!,
        code_verifier: verifier,
        client_id: 'storefront',
        redirect_uri: redirectUri,
      },
    }),
    'token',
  );
  return tokens.access_token;
}

/** Places a guest order of `items` on SoloUS; answers its number and email. */
export async function buyAsAnotherShopper(
  request: APIRequestContext,
  items: Array<{ productId: string; quantity: number }>,
  email = 'robin.buyer@example.com',
): Promise<{ orderNo: string; email: string; orderToken: string }> {
  return placeOrderAs(request, await guestToken(request, 'SoloUS'), items, email);
}

/**
 * Places an order of `items` on SoloUS for the shopper of `token` (a guest's or a registered
 * customer's access token, e.g. the browser's own `cc-at_SoloUS` cookie): a basket with the
 * email, an address, a sandbox Visa card, then the order.
 */
export async function placeOrderAs(
  request: APIRequestContext,
  token: string,
  items: Array<{ productId: string; quantity: number }>,
  email: string,
): Promise<{ orderNo: string; email: string; orderToken: string }> {
  const siteId = 'SoloUS';
  const headers = { authorization: `Bearer ${token}` };
  const call = async <T>(method: 'post' | 'put', path: string, data: unknown) =>
    json<T>(
      await request[method](path, { headers, data, params: { siteId } }),
      `${method} ${path}`,
    );
  const { basketId } = await call<{ basketId: string }>('post', BASKETS, {});
  const at = `${BASKETS}/${basketId}`;
  await call('post', `${at}/items`, items);
  await call('put', `${at}/customer`, { email });
  await call('put', `${at}/shipments/me/shipping-address?useAsBilling=true`, BUYER_ADDRESS);
  const { nonce } = await json<{ nonce: string }>(
    await request.post(`${API}/custom/payments/v1/organizations/${ORG}/tokenize`, {
      headers,
      params: { siteId },
      data: {
        number: '4111 1111 1111 1111',
        expiration: '12/30',
        cvv: '123',
        owner: 'Robin Alder',
      },
    }),
    'tokenize',
  );
  await call('post', `${at}/payment-instruments`, {
    paymentMethodId: 'CREDIT_CARD',
    paymentCard: {
      cardType: 'Visa',
      maskedNumber: '************1111',
      expirationMonth: 12,
      expirationYear: 2030,
      holder: 'Robin Alder',
    },
    c_paymentNonce: nonce,
  });
  const order = await call<{ orderNo: string; orderToken: string }>(
    'post',
    `${API}/checkout/shopper-orders/v1/organizations/${ORG}/orders`,
    { basketId },
  );
  return { orderNo: order.orderNo, email, orderToken: order.orderToken };
}

/**
 * Gives the shopper of `token` (e.g. the browser's own `cc-at_SoloUS` cookie) a SoloUS basket of
 * `items` paid by a PayPal instrument whose shipping address has no state: the express estimate
 * address (spec 002 §7 `set-shipping-address`) takes one without it, as a wallet may send.
 */
export async function paypalBasketWithoutState(
  request: APIRequestContext,
  token: string,
  items: Array<{ productId: string; quantity: number }>,
  email: string,
): Promise<void> {
  const siteId = 'SoloUS';
  const headers = { authorization: `Bearer ${token}` };
  const params = { siteId };
  const call = async <T>(method: 'post' | 'put' | 'get', path: string, data?: unknown) =>
    json<T>(
      await request[method](path, { headers, params, ...(data ? { data } : {}) }),
      `${method} ${path}`,
    );
  const { basketId } = await call<{ basketId: string }>('post', BASKETS, {});
  const at = `${BASKETS}/${basketId}`;
  await call('post', `${at}/items`, items);
  await call('put', `${at}/customer`, { email });
  const express = `${API}/custom/express-payments/v1/organizations/${ORG}`;
  const config = await call<{ c_expressButtons?: { csrf?: { token?: string } } }>(
    'get',
    `${express}/get-express-buttons-configs`,
  );
  const { stateCode: _state, ...withoutState } = BUYER_ADDRESS;
  await call('post', `${express}/set-shipping-address`, {
    ...withoutState,
    setFirstMethod: true,
    isExpreesPayPal: true,
    csrf_token: config.c_expressButtons?.csrf?.token ?? '',
  });
  await call('post', `${at}/payment-instruments`, { paymentMethodId: 'PayPal' });
}
