/**
 * The browser components' client token route (POST …/payments/…/client-token) of the service
 * composed with the Braintree adapter, which runs the official SDK against the local gateway
 * stand-in; and its refusals: no shopper token, the sandbox gateway, a spent budget, no answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCommerce, type TestCommerce } from '../../../testing.ts';
import { guestToken, signedInShopper } from '../../customers/customers-testing.ts';
import { clientTokenFor, FakeBraintree, MERCHANT_ID } from './braintree-testing.ts';

const API = '/mobify/proxy/api/custom/payments/v1/organizations/f_ecom_solo_001/client-token';

let fake: FakeBraintree;
let braintree: TestCommerce;
let slow: TestCommerce;
let sandbox: TestCommerce;
beforeAll(async () => {
  fake = new FakeBraintree();
  braintree = await createTestCommerce({ payments: (db) => fake.gateway(db.db) });
  slow = await createTestCommerce({ payments: (db) => fake.gateway(db.db, { timeoutMs: 200 }) });
  sandbox = await createTestCommerce();
});
afterAll(async () => {
  await Promise.all([braintree.close(), slow.close(), sandbox.close()]);
  await fake.close();
});

const clientToken = (t: TestCommerce, token?: string) =>
  t.app.request(`${API}?siteId=SoloUS`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('client-token', () => {
  it("answers a guest shopper the gateway's client token, never cached", async () => {
    const res = await clientToken(braintree, await guestToken(braintree));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      clientToken: clientTokenFor(MERCHANT_ID, 'fake-fingerprint-2'),
    });
    expect(fake.last('POST', '/client_token')?.body).toEqual({ client_token: { version: 2 } });
  });

  it("makes a registered shopper's token without their customer id (no vault access)", async () => {
    const shopper = await signedInShopper(braintree, 'token-buyer@example.com');
    const res = await clientToken(braintree, shopper.token);
    expect(res.status).toBe(200);
    expect(fake.last('POST', '/client_token')?.body).toEqual({ client_token: { version: 2 } });
  });

  it('refuses a call without a shopper token, before any gateway call', async () => {
    const before = fake.requests.length;
    const res = await clientToken(braintree);
    expect(res.status).toBe(401);
    expect(fake.requests.length).toBe(before);
  });

  it('does not exist with the sandbox gateway (404)', async () => {
    const res = await clientToken(sandbox, await guestToken(sandbox));
    expect(res.status).toBe(404);
  });

  it("spends the shopper's payment budget: the 31st token in ten minutes is refused", async () => {
    const token = await guestToken(braintree);
    for (let i = 0; i < 30; i++) expect((await clientToken(braintree, token)).status).toBe(200);
    const before = fake.requests.length;
    const res = await clientToken(braintree, token);
    expect(res.status).toBe(429);
    expect(fake.requests.length).toBe(before);
  });

  it('answers 504 when the gateway does not answer in time', async () => {
    fake.hang = true;
    try {
      const res = await clientToken(slow, await guestToken(slow));
      expect(res.status).toBe(504);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
    } finally {
      fake.hang = false;
    }
  });
});
