import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { schema, type DatabaseHandle } from '@solo/db';
import { createTestDatabase } from '@solo/db/testing';
import { AUTHORIZATION_TTL_MS, NONCE_TTL_MS } from './constants.ts';
import { KEEP_EXPIRED_MS, PRUNE_EVERY_MS } from './prune.ts';
import { CARDS, key, nonceFor, testGateway, type TestGateway } from './payments-testing.ts';
import type { AuthorizeRequest } from './provider.ts';

let db: DatabaseHandle;
let t: TestGateway;
beforeAll(async () => {
  db = await createTestDatabase();
  t = testGateway(db);
});
afterAll(() => db.close());

const usd = (amount: number) => ({ amount, currency: 'USD' as const });

async function authorizeCard(number: string, more: Partial<AuthorizeRequest> = {}) {
  const { nonce } = await nonceFor(t.gateway, number);
  return t.gateway.authorize({
    amount: usd(12_999),
    paymentMethod: { nonce },
    idempotencyKey: key(),
    ...more,
  });
}

async function authorized(amount = 12_999) {
  const result = await authorizeCard(CARDS.approve, { amount: usd(amount) });
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

const transactionCount = async () =>
  (await db.db.select({ n: count() }).from(schema.paymentTransactions))[0]?.n ?? 0;

describe('authorize', () => {
  it('approves 4111 1111 1111 1111 and records the authorization', async () => {
    const result = await authorizeCard(CARDS.approve, { reference: '00001234', customerId: 'c1' });
    expect(result).toMatchObject({
      ok: true,
      value: {
        status: 'authorized',
        amount: { amount: 12_999, currency: 'USD' },
        capturedAmount: 0,
        refundedAmount: 0,
        reference: '00001234',
        customerId: 'c1',
        method: {
          methodType: 'card',
          cardType: 'visa',
          lastFour: '1111',
          maskedNumber: '************1111',
          expirationMonth: 12,
          expirationYear: 2030,
          owner: 'Jordan Miller',
        },
      },
    });
    if (!result.ok) return;
    expect(result.value.authorizationExpiresAt).toEqual(
      new Date(t.clock.now.getTime() + AUTHORIZATION_TTL_MS),
    );
    expect(await t.gateway.getTransaction(result.value.id)).toEqual(result.value);
  });

  it("authorizes in every currency a site's locales pay in (SEK, DKK, NOK, PLN, CHF, GBP)", async () => {
    for (const currency of ['SEK', 'DKK', 'NOK', 'PLN', 'CHF', 'GBP'] as const) {
      const result = await authorizeCard(CARDS.approve, { amount: { amount: 129_900, currency } });
      expect(result, currency).toMatchObject({
        ok: true,
        value: { status: 'authorized', amount: { amount: 129_900, currency } },
      });
    }
  });

  it('declines 4000 0000 0000 0002 and records the decline', async () => {
    const result = await authorizeCard(CARDS.decline);
    expect(result).toMatchObject({
      ok: false,
      reason: 'declined',
      message: 'The card was declined.',
      transaction: { status: 'declined', declineReason: 'declined' },
    });
  });

  it('declines 4000 0000 0000 9995 for insufficient funds', async () => {
    const result = await authorizeCard(CARDS.insufficientFunds);
    expect(result).toMatchObject({
      ok: false,
      reason: 'insufficient_funds',
      transaction: { status: 'declined', declineReason: 'insufficient_funds' },
    });
  });

  it('times out on 4000 0000 0000 0119 after the configured delay and leaves no authorization', async () => {
    const before = await transactionCount();
    const { nonce } = await nonceFor(t.gateway, CARDS.timeout);
    const request = { amount: usd(500), paymentMethod: { nonce }, idempotencyKey: key() };
    const started = performance.now();
    const result = await t.gateway.authorize(request);
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect(result).toEqual({
      ok: false,
      reason: 'gateway_timeout',
      message: 'The payment gateway did not answer in time.',
    });
    expect(await transactionCount()).toBe(before);
    // Nothing was recorded: a retry with the same key times out again, never charges.
    expect(await t.gateway.authorize(request)).toMatchObject({ reason: 'gateway_timeout' });
    expect(await transactionCount()).toBe(before);
  });

  it('approves any other valid card of an accepted brand', async () => {
    expect(await authorizeCard(CARDS.mastercard)).toMatchObject({
      ok: true,
      value: { method: { cardType: 'mastercard', lastFour: '4444' } },
    });
    expect(await authorizeCard(CARDS.amex)).toMatchObject({
      ok: true,
      value: { method: { cardType: 'amex', lastFour: '0005' } },
    });
  });

  it('lets a nonce authorize once', async () => {
    const { nonce } = await nonceFor(t.gateway, CARDS.approve);
    const request = { amount: usd(100), paymentMethod: { nonce } };
    expect((await t.gateway.authorize({ ...request, idempotencyKey: key() })).ok).toBe(true);
    expect(await t.gateway.authorize({ ...request, idempotencyKey: key() })).toEqual({
      ok: false,
      reason: 'nonce_used',
      message: 'The payment nonce has already been used.',
    });
  });

  it('uses up the nonce of a declined card too', async () => {
    const { nonce } = await nonceFor(t.gateway, CARDS.decline);
    const request = { amount: usd(100), paymentMethod: { nonce } };
    expect(await t.gateway.authorize({ ...request, idempotencyKey: key() })).toMatchObject({
      reason: 'declined',
    });
    expect(await t.gateway.authorize({ ...request, idempotencyKey: key() })).toMatchObject({
      reason: 'nonce_used',
    });
  });

  it('refuses an expired nonce and an unknown one', async () => {
    const { nonce, expiresAt } = await nonceFor(t.gateway, CARDS.approve);
    expect(expiresAt).toEqual(new Date(t.clock.now.getTime() + NONCE_TTL_MS));
    t.advance(NONCE_TTL_MS);
    try {
      expect(
        await t.gateway.authorize({
          amount: usd(100),
          paymentMethod: { nonce },
          idempotencyKey: key(),
        }),
      ).toMatchObject({ ok: false, reason: 'nonce_expired' });
    } finally {
      t.advance(-NONCE_TTL_MS);
    }
    expect(
      await t.gateway.authorize({
        amount: usd(100),
        paymentMethod: { nonce: 'tokencc_nope' },
        idempotencyKey: key(),
      }),
    ).toMatchObject({ ok: false, reason: 'invalid_nonce' });
  });

  it('forgets a nonce a day after it expired', async () => {
    const { nonce } = await nonceFor(t.gateway, CARDS.approve);
    const shift = NONCE_TTL_MS + KEEP_EXPIRED_MS + PRUNE_EVERY_MS + 1;
    t.advance(shift);
    try {
      await nonceFor(t.gateway, CARDS.approve);
      expect(
        await t.gateway.authorize({
          amount: usd(100),
          paymentMethod: { nonce },
          idempotencyKey: key(),
        }),
      ).toMatchObject({ ok: false, reason: 'invalid_nonce' });
    } finally {
      t.advance(-shift);
    }
  });

  it('refuses bad amounts, currencies, keys and device data, naming the field', async () => {
    const { nonce } = await nonceFor(t.gateway, CARDS.approve);
    const base = { amount: usd(100), paymentMethod: { nonce }, idempotencyKey: key() };
    const fieldOf = async (request: AuthorizeRequest) => {
      const result = await t.gateway.authorize(request);
      return result.ok ? undefined : [result.reason, result.fields?.[0]?.name];
    };
    expect(await fieldOf({ ...base, amount: usd(0) })).toEqual(['invalid_request', 'amount']);
    expect(await fieldOf({ ...base, amount: usd(1.5) })).toEqual(['invalid_request', 'amount']);
    expect(await fieldOf({ ...base, amount: { amount: 100, currency: 'JPY' as never } })).toEqual([
      'invalid_request',
      'currency',
    ]);
    expect(await fieldOf({ ...base, idempotencyKey: ' ' })).toEqual([
      'invalid_request',
      'idempotencyKey',
    ]);
    expect(await fieldOf({ ...base, deviceData: 'x'.repeat(9000) })).toEqual([
      'invalid_request',
      'deviceData',
    ]);
    // None of these used the nonce up.
    expect((await t.gateway.authorize(base)).ok).toBe(true);
  });
});

describe('idempotent authorize', () => {
  it('returns the same transaction for a retried key and charges once', async () => {
    const { nonce } = await nonceFor(t.gateway, CARDS.approve);
    const request = { amount: usd(2_500), paymentMethod: { nonce }, idempotencyKey: key() };
    const first = await t.gateway.authorize(request);
    const before = await transactionCount();
    const again = await t.gateway.authorize(request);
    expect(again).toEqual(first);
    expect(await transactionCount()).toBe(before);
  });

  it('answers a retried declined call with the same decline', async () => {
    const { nonce } = await nonceFor(t.gateway, CARDS.insufficientFunds);
    const request = { amount: usd(2_500), paymentMethod: { nonce }, idempotencyKey: key() };
    const first = await t.gateway.authorize(request);
    expect(await t.gateway.authorize(request)).toEqual(first);
    expect(first).toMatchObject({ reason: 'insufficient_funds' });
  });

  it('refuses a key used again with other parameters', async () => {
    const { nonce } = await nonceFor(t.gateway, CARDS.approve);
    const request = { amount: usd(2_500), paymentMethod: { nonce }, idempotencyKey: key() };
    await t.gateway.authorize(request);
    expect(await t.gateway.authorize({ ...request, amount: usd(2_600) })).toMatchObject({
      ok: false,
      reason: 'idempotency_key_reused',
    });
  });

  it('charges once when parallel calls carry the same key', async () => {
    const { nonce } = await nonceFor(t.gateway, CARDS.approve);
    const request = { amount: usd(4_200), paymentMethod: { nonce }, idempotencyKey: key() };
    const before = await transactionCount();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => t.gateway.authorize(request)),
    );
    const ids = new Set(results.map((r) => (r.ok ? r.value.id : r.reason)));
    expect(ids.size).toBe(1);
    expect(results[0]?.ok).toBe(true);
    expect(await transactionCount()).toBe(before + 1);
  });

  it('lets exactly one of parallel calls with different keys use a nonce', async () => {
    const { nonce } = await nonceFor(t.gateway, CARDS.approve);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.gateway.authorize({ amount: usd(300), paymentMethod: { nonce }, idempotencyKey: key() }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.reason)).toEqual(
      Array(5).fill('nonce_used'),
    );
  });
});

describe('capture', () => {
  it('captures the whole authorization once', async () => {
    const txn = await authorized(5_000);
    const captured = await t.gateway.capture({ transactionId: txn.id, idempotencyKey: key() });
    expect(captured).toMatchObject({
      ok: true,
      value: { status: 'captured', capturedAmount: 5_000, capturedAt: t.clock.now },
    });
    expect(await t.gateway.capture({ transactionId: txn.id, idempotencyKey: key() })).toMatchObject(
      { ok: false, reason: 'already_captured' },
    );
  });

  it('captures less than authorized, never more', async () => {
    const txn = await authorized(5_000);
    expect(
      await t.gateway.capture({ transactionId: txn.id, amount: 5_001, idempotencyKey: key() }),
    ).toMatchObject({ ok: false, reason: 'amount_exceeds_authorized' });
    expect(
      await t.gateway.capture({ transactionId: txn.id, amount: 4_000, idempotencyKey: key() }),
    ).toMatchObject({ ok: true, value: { capturedAmount: 4_000, amount: { amount: 5_000 } } });
  });

  it('captures in parts while each capture but the last is partial', async () => {
    const txn = await authorized(5_000);
    const part = (amount?: number, partial?: boolean) =>
      t.gateway.capture({
        transactionId: txn.id,
        ...(amount === undefined ? {} : { amount }),
        ...(partial ? { partial } : {}),
        idempotencyKey: key(),
      });
    expect(await part(2_000, true)).toMatchObject({ ok: true, value: { capturedAmount: 2_000 } });
    expect(await part(3_001, true)).toMatchObject({ reason: 'amount_exceeds_authorized' });
    expect(await t.gateway.void(txn.id)).toMatchObject({ reason: 'already_captured' });
    // Without `partial` the capture takes what is left, or less, and closes the authorization.
    expect(await part(1_000)).toMatchObject({ ok: true, value: { capturedAmount: 3_000 } });
    expect(await part(1)).toMatchObject({ ok: false, reason: 'already_captured' });
  });

  it('refuses a voided, a declined, an unknown and an expired authorization', async () => {
    const voided = await authorized();
    await t.gateway.void(voided.id);
    const capture = (transactionId: string) =>
      t.gateway.capture({ transactionId, idempotencyKey: key() });
    expect(await capture(voided.id)).toMatchObject({ reason: 'already_voided' });
    const declined = await authorizeCard(CARDS.decline);
    expect(await capture(declined.ok ? '' : (declined.transaction?.id ?? ''))).toMatchObject({
      reason: 'not_authorized',
    });
    expect(await capture('txn_nope')).toMatchObject({ reason: 'not_found' });
    const old = await authorized();
    t.advance(AUTHORIZATION_TTL_MS);
    try {
      expect(await capture(old.id)).toMatchObject({ reason: 'authorization_expired' });
    } finally {
      t.advance(-AUTHORIZATION_TTL_MS);
    }
  });

  it('returns the same capture for a retried key, also in parallel', async () => {
    const txn = await authorized(7_000);
    const request = { transactionId: txn.id, idempotencyKey: key() };
    const results = await Promise.all(Array.from({ length: 6 }, () => t.gateway.capture(request)));
    for (const r of results) expect(r).toEqual(results[0]);
    expect(results[0]).toMatchObject({ ok: true, value: { status: 'captured' } });
    expect(await t.gateway.capture({ ...request, amount: 10 })).toMatchObject({
      reason: 'idempotency_key_reused',
    });
  });
});

describe('void', () => {
  it('voids an authorization once and refuses a captured one', async () => {
    const txn = await authorized();
    expect(await t.gateway.void(txn.id)).toMatchObject({
      ok: true,
      value: { status: 'voided', voidedAt: t.clock.now },
    });
    expect(await t.gateway.void(txn.id)).toMatchObject({ reason: 'already_voided' });
    const paid = await authorized();
    await t.gateway.capture({ transactionId: paid.id, idempotencyKey: key() });
    expect(await t.gateway.void(paid.id)).toMatchObject({ reason: 'already_captured' });
    expect(await t.gateway.void('txn_nope')).toMatchObject({ reason: 'not_found' });
  });
});

describe('refund', () => {
  async function captured(amount: number) {
    const txn = await authorized(amount);
    await t.gateway.capture({ transactionId: txn.id, idempotencyKey: key() });
    return txn.id;
  }

  it('refunds in parts up to the captured amount', async () => {
    const id = await captured(10_000);
    const refund = (amount?: number) =>
      t.gateway.refund({ transactionId: id, idempotencyKey: key(), ...(amount ? { amount } : {}) });
    expect(await refund(3_000)).toMatchObject({
      ok: true,
      value: {
        refund: { amount: { amount: 3_000, currency: 'USD' } },
        transaction: { status: 'partially_refunded', refundedAmount: 3_000 },
      },
    });
    expect(await refund(7_001)).toMatchObject({ ok: false, reason: 'amount_exceeds_captured' });
    expect(await refund()).toMatchObject({
      ok: true,
      value: { refund: { amount: { amount: 7_000 } }, transaction: { status: 'refunded' } },
    });
    expect(await refund(1)).toMatchObject({ ok: false, reason: 'already_refunded' });
  });

  it('refuses an authorization that was not captured, and a voided one', async () => {
    const txn = await authorized();
    const refund = () => t.gateway.refund({ transactionId: txn.id, idempotencyKey: key() });
    expect(await refund()).toMatchObject({ reason: 'not_captured' });
    await t.gateway.void(txn.id);
    expect(await refund()).toMatchObject({ reason: 'not_captured' });
    expect(
      await t.gateway.refund({ transactionId: 'txn_nope', idempotencyKey: key() }),
    ).toMatchObject({ reason: 'not_found' });
  });

  it('refunds once per key, and parallel refunds never exceed the captured amount', async () => {
    const id = await captured(1_000);
    const request = { transactionId: id, amount: 400, idempotencyKey: key() };
    const same = await Promise.all(Array.from({ length: 5 }, () => t.gateway.refund(request)));
    for (const r of same) expect(r).toEqual(same[0]);
    const others = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.gateway.refund({ transactionId: id, amount: 400, idempotencyKey: key() }),
      ),
    );
    // 400 of 1,000 refunded: one more 400 fits, the rest do not.
    expect(others.filter((r) => r.ok)).toHaveLength(1);
    const refunds = await db.db
      .select()
      .from(schema.paymentRefunds)
      .where(eq(schema.paymentRefunds.transactionId, id));
    expect(refunds.map((r) => r.amount)).toEqual([400, 400]);
    expect(await t.gateway.getTransaction(id)).toMatchObject({
      refundedAmount: 800,
      status: 'partially_refunded',
    });
  });
});

describe('fraud data', () => {
  const deviceData = JSON.stringify({ correlation_id: 'abc123', device_session_id: 'def456' });

  it('records device data with the authorization while enabled', async () => {
    expect(t.gateway.fraudDataEnabled).toBe(true);
    const result = await authorizeCard(CARDS.approve, { deviceData });
    expect(result).toMatchObject({ ok: true, value: { fraudDataRecorded: true } });
    const [row] = await db.db
      .select({ deviceData: schema.paymentTransactions.deviceData })
      .from(schema.paymentTransactions)
      .where(eq(schema.paymentTransactions.id, result.ok ? result.value.id : ''));
    expect(row?.deviceData).toBe(deviceData);
  });

  it('accepts but never records device data when disabled by configuration', async () => {
    const off = testGateway(db, { fraudData: false });
    expect(off.gateway.fraudDataEnabled).toBe(false);
    const { nonce } = await nonceFor(off.gateway, CARDS.approve);
    const result = await off.gateway.authorize({
      amount: usd(100),
      paymentMethod: { nonce },
      idempotencyKey: key(),
      deviceData,
    });
    expect(result).toMatchObject({ ok: true, value: { fraudDataRecorded: false } });
    const [row] = await db.db
      .select({ deviceData: schema.paymentTransactions.deviceData })
      .from(schema.paymentTransactions)
      .where(eq(schema.paymentTransactions.id, result.ok ? result.value.id : ''));
    expect(row?.deviceData).toBeNull();
  });
});
