import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@solo/db';
import { createTestDatabase } from '@solo/db/testing';
import { SITES, type CurrencyCode } from '@solo/sites';
import { KLARNA_SITES } from '@solo/sites/klarna';
import { findPaymentMethod } from './methods.ts';
import { key, testGateway, type TestGateway } from './payments-testing.ts';
import type { CreateWalletContext } from './provider.ts';

let db: DatabaseHandle;
let t: TestGateway;
beforeAll(async () => {
  db = await createTestDatabase();
  t = testGateway(db);
});
afterAll(() => db.close());

const money = (amount: number, currency: CurrencyCode = 'EUR') => ({ amount, currency });
const buyer = { email: 'kim@example.com', firstName: 'Kim', lastName: 'Berg' };
const klarna = (
  amount: number,
  fundingSource: CreateWalletContext['fundingSource'] = 'pay_in_3',
  currency: CurrencyCode = 'EUR',
): CreateWalletContext => ({
  walletType: 'klarna',
  flow: 'checkout',
  amount: money(amount, currency),
  fundingSource,
});

async function approvedNonce(request: CreateWalletContext) {
  const created = await t.gateway.wallets.createContext(request);
  if (!created.ok) throw new Error(created.message);
  const approved = await t.gateway.wallets.approveContext(created.value.id, buyer);
  if (!approved.ok) throw new Error(approved.message);
  return approved.value;
}

describe('Klarna, a payment method', () => {
  it('is a payment method of the EU and Australian sites only', () => {
    expect(findPaymentMethod('SoloEU', 'Klarna')).toMatchObject({ name: 'Klarna' });
    expect(findPaymentMethod('SoloAUS', 'Klarna')).toMatchObject({ wallet: 'klarna' });
    expect(findPaymentMethod('SoloUS', 'Klarna')).toBeUndefined();
    expect(findPaymentMethod('SoloCA', 'Klarna')).toBeUndefined();
    // The storefront's messaging reads the same list.
    const offering = SITES.filter((site) => findPaymentMethod(site.id, 'Klarna')).map((s) => s.id);
    expect(offering).toEqual(KLARNA_SITES);
  });
});

describe('Klarna through the sandbox sheet', () => {
  it('refuses a missing or tampered plan, and a plan on another wallet', async () => {
    const create = (request: CreateWalletContext) => t.gateway.wallets.createContext(request);
    for (const plan of [undefined, 'pay_in_12', 'paylater'])
      expect(await create({ ...klarna(5_000), fundingSource: plan as 'pay_in_3' })).toMatchObject({
        ok: false,
        reason: 'invalid_request',
        fields: [{ name: 'fundingSource' }],
      });
    expect(
      await create({
        walletType: 'paypal',
        flow: 'checkout',
        amount: money(5_000),
        fundingSource: 'pay_in_3',
      }),
    ).toMatchObject({ reason: 'invalid_request', fields: [{ name: 'fundingSource' }] });
    expect(
      await create({ walletType: 'klarna', flow: 'vault', fundingSource: 'pay_later' }),
    ).toMatchObject({
      reason: 'invalid_request',
      fields: [{ name: 'flow' }],
    });
  });

  it('refuses amounts out of range and currencies Klarna does not take', async () => {
    const create = (request: CreateWalletContext) => t.gateway.wallets.createContext(request);
    expect(await create(klarna(999))).toMatchObject({
      ok: false,
      reason: 'amount_out_of_range',
      fields: [{ name: 'amount' }],
    });
    expect(await create(klarna(200_001))).toMatchObject({ reason: 'amount_out_of_range' });
    expect(await create(klarna(5_000, 'pay_later', 'USD'))).toMatchObject({
      reason: 'amount_out_of_range',
      message: expect.stringContaining('not USD') as string,
    });
    expect(await create(klarna(5_000, 'pay_later', 'AUD'))).toMatchObject({ ok: true });
  });

  it('authorises exactly the approved amount with the plan, then captures and refunds', async () => {
    const nonce = await approvedNonce(klarna(10_000));
    expect(nonce).toMatchObject({
      method: { methodType: 'klarna', owner: 'Kim Berg' },
      details: { fundingSource: 'pay_in_3' },
      approvedAmount: money(10_000),
    });
    const pay = (amount: number) =>
      t.gateway.authorize({
        amount: money(amount),
        paymentMethod: { nonce: nonce.nonce },
        idempotencyKey: key(),
      });
    // Less than approved would leave the schedule the shopper agreed to wrong.
    expect(await pay(9_999)).toMatchObject({ ok: false, reason: 'amount_mismatch' });
    expect(await pay(10_001)).toMatchObject({ ok: false, reason: 'amount_mismatch' });
    const auth = await pay(10_000);
    if (!auth.ok) throw new Error(auth.message);
    expect(auth.value).toMatchObject({ status: 'authorized', amount: money(10_000) });
    expect(auth.value.method.klarna).toEqual({
      plan: 'pay_in_3',
      instalments: [
        { dueDate: '2026-11-24', amount: 3_334 },
        { dueDate: '2026-12-24', amount: 3_333 },
        { dueDate: '2027-01-23', amount: 3_333 },
      ],
    });
    const captured = await t.gateway.capture({
      transactionId: auth.value.id,
      idempotencyKey: key(),
    });
    expect(captured).toMatchObject({
      ok: true,
      value: { status: 'captured', capturedAmount: 10_000 },
    });
    const refunded = await t.gateway.refund({
      transactionId: auth.value.id,
      amount: 2_500,
      idempotencyKey: key(),
    });
    expect(refunded).toMatchObject({ ok: true, value: { transaction: { refundedAmount: 2_500 } } });
    // The schedule stays what was agreed at authorisation.
    expect((await t.gateway.getTransaction(auth.value.id))?.method.klarna?.plan).toBe('pay_in_3');
  });

  it('pays later in one payment in 30 days', async () => {
    const nonce = await approvedNonce(klarna(4_550, 'pay_later', 'AUD'));
    const auth = await t.gateway.authorize({
      amount: money(4_550, 'AUD'),
      paymentMethod: { nonce: nonce.nonce },
      idempotencyKey: key(),
    });
    expect(auth).toMatchObject({
      ok: true,
      value: {
        method: {
          methodType: 'klarna',
          klarna: { plan: 'pay_later', instalments: [{ dueDate: '2026-12-24', amount: 4_550 }] },
        },
      },
    });
  });
});
