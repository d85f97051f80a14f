/**
 * Contract tests of the Braintree adapter's vault and client token: the official SDK against the
 * local gateway stand-in (braintree-testing.ts), on PGlite or PostgreSQL.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@solo/db';
import { createTestDatabase } from '@solo/db/testing';
import { addCustomer } from '../payments-testing.ts';
import { clientTokenFor, FakeBraintree, MERCHANT_ID, NONCES } from './braintree-testing.ts';
import type { BraintreeGateway } from './gateway.ts';

let db: DatabaseHandle;
let fake: FakeBraintree;
let gateway: BraintreeGateway;
beforeAll(async () => {
  db = await createTestDatabase();
  fake = new FakeBraintree();
  gateway = await fake.gateway(db.db);
});
afterAll(async () => {
  await fake.close();
  await db.close();
});
beforeEach(() => {
  fake.violations.length = 0;
  return () => expect(fake.violations).toEqual([]);
});

let nonces = 0;
const nonce = (kind = 'valid') => `fake-${kind}-nonce-v${++nonces}`;

async function vault(customerId: string, n = nonce(), makeDefault?: boolean) {
  const result = await gateway.vaultPaymentMethod({
    customerId,
    nonce: n,
    ...(makeDefault === undefined ? {} : { makeDefault }),
  });
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

describe('vault (paymentMethod.create)', () => {
  it('creates the Braintree customer with our id on the first method, then stores it', async () => {
    const customer = await addCustomer(db, 'first');
    const n = nonce();
    const stored = await vault(customer, n);
    const paths = fake.requests.slice(-3).map((r) => `${r.method} ${r.path}`);
    expect(paths).toEqual([
      'POST /merchants/solo_merchant/payment_methods',
      'POST /merchants/solo_merchant/customers',
      'POST /merchants/solo_merchant/payment_methods',
    ]);
    expect(fake.requests.at(-2)?.body).toEqual({ customer: { id: customer } });
    expect(fake.requests.at(-1)?.body).toEqual({
      payment_method: {
        customer_id: customer,
        payment_method_nonce: n,
        options: { make_default: false },
      },
    });
    expect(stored).toMatchObject({
      customerId: customer,
      isDefault: true,
      removable: true,
      methodType: 'card',
      cardType: 'visa',
      lastFour: '1111',
      expirationMonth: 12,
      expirationYear: 2030,
      owner: 'Jordan Miller',
    });
    const paypal = await vault(customer, `${NONCES.paypal}-1`, true);
    expect(fake.requests.at(-1)?.body).toMatchObject({
      payment_method: { options: { make_default: true } },
    });
    expect(paypal).toMatchObject({
      methodType: 'paypal',
      email: 'buyer@example.com',
      isDefault: true,
    });
  });

  it('vaults a Venmo account nonce as the mobile wallet, with its username, and lists it', async () => {
    const customer = await addCustomer(db, 'venmo');
    const venmo = await vault(customer, 'fake-venmo-account-nonce-vault-1');
    expect(fake.requests.at(-1)?.body).toMatchObject({
      payment_method: { payment_method_nonce: 'fake-venmo-account-nonce-vault-1' },
    });
    expect(venmo).toMatchObject({
      methodType: 'mobile_wallet',
      owner: 'venmojoe',
      isDefault: true,
    });
    const card = await vault(customer);
    const list = await gateway.listPaymentMethods(customer);
    expect(list.map((m) => [m.token, m.methodType, m.owner])).toEqual([
      [venmo.token, 'mobile_wallet', 'venmojoe'],
      [card.token, 'card', 'Jordan Miller'],
    ]);
  });

  it('refuses a used or unknown nonce and an unknown customer', async () => {
    const customer = await addCustomer(db, 'nonces');
    const n = nonce();
    await vault(customer, n);
    expect(await gateway.vaultPaymentMethod({ customerId: customer, nonce: n })).toMatchObject({
      reason: 'nonce_used',
    });
    expect(
      await gateway.vaultPaymentMethod({ customerId: customer, nonce: 'tokencc_unknown' }),
    ).toMatchObject({ reason: 'invalid_nonce' });
    const before = fake.requests.length;
    expect(
      await gateway.vaultPaymentMethod({ customerId: 'nobody', nonce: nonce() }),
    ).toMatchObject({
      reason: 'customer_not_found',
    });
    expect(fake.requests.length).toBe(before);
  });

  it("refuses a one-time PayPal payment's nonce (82902): only a billing agreement is vaulted", async () => {
    const customer = await addCustomer(db, 'one-time-paypal');
    expect(
      await gateway.vaultPaymentMethod({ customerId: customer, nonce: nonce('paypal-one-time') }),
    ).toMatchObject({ ok: false, reason: 'invalid_nonce', message: /one-time PayPal payment/ });
    const agreement = await gateway.vaultPaymentMethod({
      customerId: customer,
      nonce: `${NONCES.paypal}-${Date.now()}`,
    });
    expect(agreement).toMatchObject({ ok: true, value: { methodType: 'paypal' } });
  });
});

describe('list, default, remove', () => {
  it('lists with customer.find, oldest first, with our removable flags', async () => {
    const customer = await addCustomer(db, 'list');
    expect(await gateway.listPaymentMethods(customer)).toEqual([]);
    const a = await vault(customer);
    const b = await vault(customer, `${NONCES.paypal}-2`);
    await gateway.setPaymentMethodRemovable(customer, b.token, false);
    const list = await gateway.listPaymentMethods(customer);
    expect(fake.last('GET', `/customers/${customer}`)).toBeDefined();
    expect(list.map((m) => [m.token, m.methodType, m.isDefault, m.removable])).toEqual([
      [a.token, 'card', true, true],
      [b.token, 'paypal', false, false],
    ]);
  });

  it('makes a method the default with paymentMethod.update', async () => {
    const customer = await addCustomer(db, 'default');
    await vault(customer);
    const b = await vault(customer);
    const result = await gateway.setDefaultPaymentMethod(customer, b.token);
    expect(result).toMatchObject({ ok: true, value: { token: b.token, isDefault: true } });
    expect(fake.last('PUT', `/payment_methods/any/${b.token}`)?.body).toEqual({
      payment_method: { options: { make_default: true } },
    });
  });

  it('removes with paymentMethod.delete only when removable', async () => {
    const customer = await addCustomer(db, 'remove');
    const a = await vault(customer);
    await gateway.setPaymentMethodRemovable(customer, a.token, false);
    const before = fake.requests.length;
    expect(await gateway.removePaymentMethod(customer, a.token)).toMatchObject({
      reason: 'not_removable',
    });
    expect(fake.requests.length).toBe(before);
    await gateway.setPaymentMethodRemovable(customer, a.token, true);
    expect(await gateway.removePaymentMethod(customer, a.token)).toMatchObject({
      ok: true,
      value: { token: a.token },
    });
    expect(fake.last('DELETE', `/payment_methods/any/${a.token}`)).toBeDefined();
    expect(fake.methods.has(a.token)).toBe(false);
    expect(await gateway.removePaymentMethod(customer, a.token)).toMatchObject({
      reason: 'not_found',
    });
  });

  it("answers another customer's token exactly as an unknown one, without calling the gateway", async () => {
    const owner = await addCustomer(db, 'owner');
    const thief = await addCustomer(db, 'thief');
    const { token } = await vault(owner);
    const before = fake.requests.length;
    const calls = [
      () => gateway.removePaymentMethod(thief, token),
      () => gateway.setDefaultPaymentMethod(thief, token),
      () => gateway.setPaymentMethodRemovable(thief, token, false),
    ];
    for (const call of calls) {
      const theirs = await call();
      const unknown = await (call === calls[0]
        ? gateway.removePaymentMethod(thief, 'tok-unknown')
        : call === calls[1]
          ? gateway.setDefaultPaymentMethod(thief, 'tok-unknown')
          : gateway.setPaymentMethodRemovable(thief, 'tok-unknown', false));
      expect(theirs).toEqual(unknown);
      expect(theirs).toMatchObject({ ok: false, reason: 'not_found' });
    }
    expect(fake.requests.length).toBe(before);
    expect(fake.methods.has(token)).toBe(true);
  });
});

describe('client token and card data', () => {
  it('generates a client token, for a customer or none', async () => {
    const customer = await addCustomer(db, 'token');
    expect(await gateway.clientToken()).toEqual({
      ok: true,
      value: clientTokenFor(MERCHANT_ID, 'fake-fingerprint-2'),
    });
    expect(fake.last('POST', '/client_token')?.body).toEqual({ client_token: { version: 2 } });
    expect(await gateway.clientToken(customer)).toMatchObject({
      ok: false,
      reason: 'customer_not_found',
    });
    await vault(customer);
    expect(await gateway.clientToken(customer)).toMatchObject({ ok: true });
    expect(fake.last('POST', '/client_token')?.body).toEqual({
      client_token: { customer_id: customer, version: 2 },
    });
  });

  it('never tokenizes card data on the server', async () => {
    const before = fake.requests.length;
    const result = await gateway.tokenizeCard({
      number: '4111111111111111',
      expiration: '12/30',
      cvv: '123',
      owner: 'Jordan Miller',
    });
    expect(result).toMatchObject({ ok: false, reason: 'invalid_card' });
    expect(gateway.browserTokenization).toBe(true);
    expect(fake.requests.length).toBe(before);
  });
});
