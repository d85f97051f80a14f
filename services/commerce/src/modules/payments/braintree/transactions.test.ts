/**
 * Contract tests of the Braintree adapter's transactions: the official SDK against a local
 * server answering in the gateway's wire format (braintree-testing.ts), on PGlite or PostgreSQL.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { schema, type DatabaseHandle } from '@solo/db';
import { createTestDatabase } from '@solo/db/testing';
import { addCustomer, key } from '../payments-testing.ts';
import type { AuthorizeRequest } from '../provider.ts';
import { FakeBraintree, NONCES } from './braintree-testing.ts';
import type { BraintreeGateway } from './gateway.ts';
import { amountString } from './sdk.ts';

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
const nonce = (kind = 'valid') => `fake-${kind}-nonce-${++nonces}`;
const usd = (amount: number) => ({ amount, currency: 'USD' as const });

function authorize(more: Partial<AuthorizeRequest> = {}) {
  return gateway.authorize({
    amount: usd(12_999),
    paymentMethod: { nonce: nonce() },
    idempotencyKey: key(),
    reference: 'INV00042',
    ...more,
  });
}

async function authorized(amount = 12_999) {
  const result = await authorize({ amount: usd(amount) });
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

const sales = () =>
  fake.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/transactions')).length;
const rows = async () =>
  (await db.db.select({ n: count() }).from(schema.paymentTransactions))[0]?.n ?? 0;

describe('amounts', () => {
  it('writes minor units as the decimal string of the currency', () => {
    expect(amountString(12_999, 'USD')).toBe('129.99');
    expect(amountString(5, 'EUR')).toBe('0.05');
    expect(amountString(100_000, 'SEK')).toBe('1000.00');
  });
});

describe('authorize (transaction.sale)', () => {
  it('sends the sale as Braintree documents it and records the authorization', async () => {
    const n = nonce();
    const result = await authorize({
      paymentMethod: { nonce: n },
      deviceData: '{"correlation_id":"abc"}',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const sent = fake.last('POST', '/merchants/solo_merchant/transactions');
    expect(sent?.body).toEqual({
      transaction: {
        amount: '129.99',
        payment_method_nonce: n,
        order_id: 'INV00042',
        device_data: '{"correlation_id":"abc"}',
        options: { submit_for_settlement: false },
        type: 'sale',
      },
    });
    expect(result.value).toMatchObject({
      status: 'authorized',
      amount: usd(12_999),
      capturedAmount: 0,
      reference: 'INV00042',
      fraudDataRecorded: true,
      method: {
        methodType: 'card',
        cardType: 'visa',
        lastFour: '1111',
        maskedNumber: '************1111',
      },
    });
    expect(fake.transactions.get(result.value.id)?.status).toBe('authorized');
    expect(await gateway.getTransaction(result.value.id)).toMatchObject({ status: 'authorized' });
  });

  it("authorizes each wallet's nonce as that wallet (the gateway's paymentInstrumentType)", async () => {
    const kinds = {
      'paypal-one-time': { methodType: 'paypal', email: 'buyer@example.com' },
      'apple-pay-visa': { methodType: 'apple_pay', cardType: 'visa', lastFour: '1111' },
      'android-pay-visa': { methodType: 'google_pay', cardType: 'visa', lastFour: '1111' },
      'venmo-account': { methodType: 'mobile_wallet', owner: 'venmojoe' },
      'visa-checkout-visa': {
        methodType: 'stored_card_scheme',
        cardType: 'visa',
        lastFour: '1111',
      },
    };
    for (const [kind, expected] of Object.entries(kinds)) {
      const result = await authorize({ paymentMethod: { nonce: nonce(kind) } });
      if (!result.ok) throw new Error(result.message);
      expect(result.value.method).toMatchObject(expected);
    }
  });

  it('sends no device data while fraud data collection is off', async () => {
    const off = await fake.gateway(db.db, { fraudData: false });
    const result = await off.authorize({
      amount: usd(500),
      paymentMethod: { nonce: nonce() },
      idempotencyKey: key(),
      deviceData: 'collected',
    });
    expect(result.ok && result.value.fraudDataRecorded).toBe(false);
    const body = fake.last('POST', '/transactions')?.body as { transaction: object };
    expect(body.transaction).not.toHaveProperty('device_data');
  });

  it('sends each currency to its merchant account and refuses one without an account', async () => {
    const accounts = await fake.gateway(db.db, { merchantAccounts: { USD: 'solo_usd' } });
    const paid = await accounts.authorize({
      amount: usd(999),
      paymentMethod: { nonce: nonce() },
      idempotencyKey: key(),
    });
    expect(paid.ok).toBe(true);
    expect(fake.last('POST', '/transactions')?.body).toMatchObject({
      transaction: { merchant_account_id: 'solo_usd', amount: '9.99' },
    });
    const before = sales();
    const euro = await accounts.authorize({
      amount: { amount: 999, currency: 'EUR' },
      paymentMethod: { nonce: nonce() },
      idempotencyKey: key(),
    });
    expect(euro).toMatchObject({ ok: false, reason: 'invalid_request' });
    expect(sales()).toBe(before);
  });

  it('answers a processor decline (2000) as declined and 2001 as insufficient funds, recorded', async () => {
    const declined = await authorize({ amount: usd(200_000) });
    expect(declined).toMatchObject({ ok: false, reason: 'declined' });
    const poor = await authorize({ amount: usd(200_100) });
    expect(poor).toMatchObject({ ok: false, reason: 'insufficient_funds' });
    if (poor.ok || !poor.transaction) throw new Error('no declined transaction');
    expect(poor.transaction).toMatchObject({
      status: 'declined',
      declineReason: 'insufficient_funds',
    });
    expect(await gateway.getTransaction(poor.transaction.id)).toMatchObject({ status: 'declined' });
  });

  it('answers gateway rejections (fraud, CVV) as declined', async () => {
    for (const kind of [NONCES.fraud, NONCES.cvv]) {
      const result = await authorize({ paymentMethod: { nonce: kind } });
      expect(result).toMatchObject({ ok: false, reason: 'declined' });
    }
  });

  it('answers a used nonce (91564) as nonce_used and an unknown one (91565) as invalid_nonce', async () => {
    const n = nonce();
    expect((await authorize({ paymentMethod: { nonce: n } })).ok).toBe(true);
    const before = await rows();
    expect(await authorize({ paymentMethod: { nonce: n } })).toMatchObject({
      ok: false,
      reason: 'nonce_used',
    });
    expect(await authorize({ paymentMethod: { nonce: 'tokencc_unknown' } })).toMatchObject({
      ok: false,
      reason: 'invalid_nonce',
    });
    expect(await rows()).toBe(before);
  });

  it('refuses bad input before calling the gateway', async () => {
    const before = sales();
    expect(await authorize({ amount: usd(0) })).toMatchObject({ reason: 'invalid_request' });
    expect(await authorize({ amount: { amount: 100, currency: 'JPY' as 'USD' } })).toMatchObject({
      reason: 'invalid_request',
    });
    expect(await authorize({ idempotencyKey: ' ' })).toMatchObject({ reason: 'invalid_request' });
    expect(sales()).toBe(before);
  });

  it('returns the first transaction for a retried key and never sends a second sale', async () => {
    const request = {
      amount: usd(4_200),
      paymentMethod: { nonce: nonce() },
      idempotencyKey: key(),
    };
    const before = sales();
    const [a, b, c] = await Promise.all([
      gateway.authorize(request),
      gateway.authorize(request),
      gateway.authorize(request),
    ]);
    const again = await gateway.authorize(request);
    expect(sales()).toBe(before + 1);
    const ids = [a, b, c, again].map((r) => (r.ok ? r.value.id : r.reason));
    expect(new Set(ids).size).toBe(1);
    expect(await gateway.authorize({ ...request, amount: usd(4_300) })).toMatchObject({
      reason: 'idempotency_key_reused',
    });
  });

  it('answers gateway_timeout when the gateway does not answer in time, and leaves the key free', async () => {
    const slow = await fake.gateway(db.db, { timeoutMs: 200 });
    const request = { amount: usd(700), paymentMethod: { nonce: nonce() }, idempotencyKey: key() };
    const before = await rows();
    fake.hang = true;
    try {
      expect(await slow.authorize(request)).toMatchObject({ ok: false, reason: 'gateway_timeout' });
    } finally {
      fake.hang = false;
    }
    expect(await rows()).toBe(before);
    const claims = await db.db.select().from(schema.paymentGatewayClaims);
    expect(claims.filter((c) => c.key === request.idempotencyKey)).toEqual([]);
    const retry = await slow.authorize({ ...request, paymentMethod: { nonce: nonce() } });
    expect(retry.ok).toBe(true);
  });

  it('pays with a stored method only for its owner, refusing others before the gateway', async () => {
    const owner = await addCustomer(db, 'owner');
    const other = await addCustomer(db, 'other');
    const stored = await gateway.vaultPaymentMethod({ customerId: owner, nonce: nonce() });
    if (!stored.ok) throw new Error(stored.message);
    const { token } = stored.value;
    const before = sales();
    for (const paymentMethod of [
      { token, customerId: other },
      { token: 'tok-unknown', customerId: owner },
    ])
      expect(await authorize({ paymentMethod })).toMatchObject({
        reason: 'payment_method_not_found',
      });
    expect(
      await authorize({ paymentMethod: { token, customerId: owner }, customerId: other }),
    ).toMatchObject({
      reason: 'payment_method_not_found',
    });
    expect(sales()).toBe(before);
    const paid = await authorize({
      paymentMethod: { token, customerId: owner },
      customerId: owner,
    });
    expect(paid).toMatchObject({ ok: true, value: { customerId: owner, method: { token } } });
    expect(fake.last('POST', '/transactions')?.body).toMatchObject({
      transaction: { payment_method_token: token },
    });
  });

  it("binds a browser's nonce to the first shopper and basket that use it; others are refused before the gateway", async () => {
    const n = nonce();
    const mine = { usid: 'usid-a', customerId: 'cust-a', basketId: 'basket-1' };
    expect(await gateway.bindNonce(n, mine)).toEqual({ ok: true, value: true });
    expect(await gateway.bindNonce(n, mine)).toEqual({ ok: true, value: true });
    expect(
      await gateway.bindNonce(n, { usid: 'usid-b', customerId: 'cust-b', basketId: 'basket-2' }),
    ).toMatchObject({ ok: false, reason: 'not_owner' });
    expect(await gateway.bindNonce(n, { ...mine, basketId: 'basket-2' })).toMatchObject({
      ok: false,
      reason: 'other_basket',
    });
    const before = sales();
    const stolen = await authorize({
      paymentMethod: { nonce: n },
      payer: { usid: 'usid-b', customerId: 'cust-b', basketId: 'basket-1' },
    });
    expect(stolen).toMatchObject({ ok: false, reason: 'not_owner' });
    expect(sales()).toBe(before);
    const paid = await authorize({ paymentMethod: { nonce: n }, payer: mine });
    expect(paid.ok).toBe(true);
    expect(sales()).toBe(before + 1);
  });

  it('throws on refused credentials: an operator error, not a shopper outcome', async () => {
    const wrong = await fake.gateway(db.db, { privateKey: 'not-the-key' });
    await expect(
      wrong.authorize({
        amount: usd(100),
        paymentMethod: { nonce: nonce() },
        idempotencyKey: key(),
      }),
    ).rejects.toThrow(/Authentication/);
    expect(await db.db.select().from(schema.paymentGatewayClaims)).toEqual([]);
    const t = await authorized();
    await expect(wrong.capture({ transactionId: t.id, idempotencyKey: key() })).rejects.toThrow(
      /Authentication/,
    );
    expect(await db.db.select().from(schema.paymentGatewayClaims)).toEqual([]);
  });
});

describe('capture, void, refund', () => {
  it('captures all with submit_for_settlement, once per key', async () => {
    const t = await authorized();
    const request = { transactionId: t.id, idempotencyKey: key() };
    const captured = await gateway.capture(request);
    expect(captured).toMatchObject({
      ok: true,
      value: { status: 'captured', capturedAmount: 12_999 },
    });
    expect(fake.last('PUT', `/transactions/${t.id}/submit_for_settlement`)?.body).toEqual({
      transaction: { amount: '129.99' },
    });
    const count = fake.requests.length;
    expect(await gateway.capture(request)).toMatchObject({
      ok: true,
      value: { capturedAmount: 12_999 },
    });
    expect(fake.requests.length).toBe(count);
    expect(await gateway.capture({ ...request, idempotencyKey: key() })).toMatchObject({
      reason: 'already_captured',
    });
  });

  it('captures in parts with submit_for_partial_settlement, the last with final_capture', async () => {
    const t = await authorized(10_000);
    const first = await gateway.capture({
      transactionId: t.id,
      amount: 4_000,
      partial: true,
      idempotencyKey: key(),
    });
    expect(first).toMatchObject({ ok: true, value: { capturedAmount: 4_000 } });
    expect(fake.last('POST', `/transactions/${t.id}/submit_for_partial_settlement`)?.body).toEqual({
      transaction: { amount: '40.00' },
    });
    expect(
      await gateway.capture({ transactionId: t.id, amount: 7_000, idempotencyKey: key() }),
    ).toMatchObject({ reason: 'amount_exceeds_authorized' });
    const last = await gateway.capture({
      transactionId: t.id,
      amount: 6_000,
      idempotencyKey: key(),
    });
    expect(last).toMatchObject({ ok: true, value: { capturedAmount: 10_000, status: 'captured' } });
    expect(fake.last('POST', `/transactions/${t.id}/submit_for_partial_settlement`)?.body).toEqual({
      transaction: { amount: '60.00', final_capture: true },
    });
    const settlements = await db.db
      .select()
      .from(schema.paymentGatewaySettlements)
      .where(eq(schema.paymentGatewaySettlements.transactionId, t.id));
    expect(settlements.map((s) => s.amount).sort()).toEqual([4_000, 6_000]);
    expect(settlements.every((s) => s.id !== t.id)).toBe(true);

    // A refund of everything goes to both partial settlements once they have settled.
    fake.settleAll();
    const refunded = await gateway.refund({ transactionId: t.id, idempotencyKey: key() });
    expect(refunded).toMatchObject({
      ok: true,
      value: {
        refund: { amount: usd(10_000) },
        transaction: { status: 'refunded', refundedAmount: 10_000 },
      },
    });
    const refunds = fake.requests.filter((r) => r.path.endsWith('/refund'));
    expect(refunds.slice(-2).map((r) => r.body)).toEqual([
      { transaction: { amount: '40.00' } },
      { transaction: { amount: '60.00' } },
    ]);
  });

  it('resumes an interrupted refund under its key without refunding the first part again', async () => {
    const t = await authorized(10_000);
    await gateway.capture({
      transactionId: t.id,
      amount: 4_000,
      partial: true,
      idempotencyKey: key(),
    });
    fake.settleAll();
    await gateway.capture({ transactionId: t.id, amount: 6_000, idempotencyKey: key() });
    const request = { transactionId: t.id, amount: 7_000, idempotencyKey: key() };
    // The second settlement has not settled: part of it cannot go back yet, after the first did.
    expect(await gateway.refund(request)).toMatchObject({ ok: false, reason: 'not_captured' });
    expect(await gateway.getTransaction(t.id)).toMatchObject({
      status: 'partially_refunded',
      refundedAmount: 4_000,
    });
    fake.settleAll();
    const before = fake.requests.filter((r) => r.path.endsWith('/refund')).length;
    expect(await gateway.refund(request)).toMatchObject({
      ok: true,
      value: {
        refund: { amount: usd(7_000) },
        transaction: { status: 'partially_refunded', refundedAmount: 7_000 },
      },
    });
    const refunds = fake.requests.filter((r) => r.path.endsWith('/refund'));
    expect(refunds.length).toBe(before + 1);
    expect(refunds.at(-1)?.body).toEqual({ transaction: { amount: '30.00' } });
  });

  it('voids a capture not yet settled when all of it goes back the same day', async () => {
    const t = await authorized(10_000);
    await gateway.capture({ transactionId: t.id, idempotencyKey: key() });
    // Part of it cannot go back before the settlement batch: refused, nothing voided.
    const part = await gateway.refund({
      transactionId: t.id,
      amount: 2_500,
      idempotencyKey: key(),
    });
    expect(part).toMatchObject({ ok: false, reason: 'not_captured' });
    expect(fake.transactions.get(t.id)?.status).toBe('submitted_for_settlement');
    // All of it: the capture is voided, its money never moves, and the ledger says refunded.
    const all = await gateway.refund({ transactionId: t.id, idempotencyKey: key() });
    expect(all).toMatchObject({
      ok: true,
      value: {
        refund: { amount: usd(10_000) },
        transaction: { status: 'refunded', refundedAmount: 10_000 },
      },
    });
    expect(fake.last('PUT', `/transactions/${t.id}/void`)).toBeDefined();
    expect(fake.transactions.get(t.id)?.status).toBe('voided');
    // Reading it back from the gateway keeps the refund (the void was ours).
    expect(await gateway.getTransaction(t.id)).toMatchObject({
      status: 'refunded',
      refundedAmount: 10_000,
    });
  });

  it('refuses to capture a declined or voided transaction; a gateway refusal is mapped too', async () => {
    const declined = await authorize({ amount: usd(200_000) });
    if (declined.ok || !declined.transaction) throw new Error('expected a decline');
    expect(
      await gateway.capture({ transactionId: declined.transaction.id, idempotencyKey: key() }),
    ).toMatchObject({ reason: 'not_authorized' });
    const t = await authorized();
    // Voided at the gateway behind our back: its refusal (91507) answers.
    fake.transactions.get(t.id)!.status = 'voided';
    expect(await gateway.capture({ transactionId: t.id, idempotencyKey: key() })).toMatchObject({
      reason: 'already_captured',
    });
    expect(await gateway.getTransaction(t.id)).toMatchObject({ status: 'voided' });
    expect(await gateway.capture({ transactionId: 'nope', idempotencyKey: key() })).toMatchObject({
      reason: 'not_found',
    });
  });

  it('voids an authorization with transaction.void; not once captured', async () => {
    const t = await authorized();
    expect(await gateway.void(t.id)).toMatchObject({ ok: true, value: { status: 'voided' } });
    expect(fake.last('PUT', `/transactions/${t.id}/void`)).toBeDefined();
    expect(await gateway.void(t.id)).toMatchObject({ reason: 'already_voided' });
    const c = await authorized();
    await gateway.capture({ transactionId: c.id, idempotencyKey: key() });
    expect(await gateway.void(c.id)).toMatchObject({ reason: 'already_captured' });
    expect(await gateway.void('unknown')).toMatchObject({ reason: 'not_found' });
  });

  it('refunds settled money in parts, never more than settled, once per key', async () => {
    const t = await authorized(5_000);
    expect(await gateway.refund({ transactionId: t.id, idempotencyKey: key() })).toMatchObject({
      reason: 'not_captured',
    });
    await gateway.capture({ transactionId: t.id, idempotencyKey: key() });
    // Submitted but not settled yet: Braintree refuses (91506).
    expect(
      await gateway.refund({ transactionId: t.id, amount: 1_000, idempotencyKey: key() }),
    ).toMatchObject({
      reason: 'not_captured',
    });
    fake.settleAll();
    const request = { transactionId: t.id, amount: 1_500, idempotencyKey: key() };
    const part = await gateway.refund(request);
    expect(part).toMatchObject({
      ok: true,
      value: { transaction: { status: 'partially_refunded', refundedAmount: 1_500 } },
    });
    expect(fake.last('POST', `/transactions/${t.id}/refund`)?.body).toEqual({
      transaction: { amount: '15.00' },
    });
    const count = fake.requests.length;
    const again = await gateway.refund(request);
    expect(again.ok && part.ok && again.value.refund.id).toBe(part.ok && part.value.refund.id);
    expect(fake.requests.length).toBe(count);
    expect(await gateway.refund({ ...request, amount: 1_600 })).toMatchObject({
      reason: 'idempotency_key_reused',
    });
    expect(
      await gateway.refund({ transactionId: t.id, amount: 3_501, idempotencyKey: key() }),
    ).toMatchObject({
      reason: 'amount_exceeds_captured',
    });
    expect(await gateway.refund({ transactionId: t.id, idempotencyKey: key() })).toMatchObject({
      ok: true,
      value: { refund: { amount: usd(3_500) }, transaction: { status: 'refunded' } },
    });
    expect(await gateway.refund({ transactionId: t.id, idempotencyKey: key() })).toMatchObject({
      reason: 'already_refunded',
    });
  });

  it('maps the gateway refusing a refund larger than settled (91521)', async () => {
    const t = await authorized(2_000);
    await gateway.capture({ transactionId: t.id, idempotencyKey: key() });
    fake.settleAll();
    // Partly refunded in the gateway's console: our ledger does not know it.
    fake.transactions.get(t.id)!.refunded = 15;
    expect(
      await gateway.refund({ transactionId: t.id, amount: 1_000, idempotencyKey: key() }),
    ).toMatchObject({
      reason: 'amount_exceeds_captured',
    });
  });

  it('finds a transaction with transaction.find; an unknown one is undefined', async () => {
    const t = await authorized();
    expect(await gateway.getTransaction(t.id)).toMatchObject({ id: t.id, status: 'authorized' });
    expect(fake.last('GET', `/transactions/${t.id}`)).toBeDefined();
    expect(await gateway.getTransaction('unknown')).toBeUndefined();
  });
});
