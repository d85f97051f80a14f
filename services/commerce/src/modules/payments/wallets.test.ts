import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@solo/db';
import { createTestDatabase } from '@solo/db/testing';
import { WALLET_CONTEXT_TTL_MS } from './constants.ts';
import { CARDS, key, testGateway, type TestGateway } from './payments-testing.ts';
import type { CreateWalletContext, SandboxBuyer } from './provider.ts';

let db: DatabaseHandle;
let t: TestGateway;
beforeAll(async () => {
  db = await createTestDatabase();
  t = testGateway(db);
});
afterAll(() => db.close());

const usd = (amount: number) => ({ amount, currency: 'USD' as const });

const address = {
  firstName: 'Sam',
  lastName: 'Buyer',
  line1: '1 Main St',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
  countryCode: 'US',
};
const buyer: SandboxBuyer = {
  email: 'buyer@example.com',
  firstName: 'Sam',
  lastName: 'Buyer',
  phone: '5125550100',
  shippingAddress: address,
  billingAddress: address,
};

async function context(request: CreateWalletContext) {
  const result = await t.gateway.wallets.createContext(request);
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

async function approvedNonce(request: CreateWalletContext, as: SandboxBuyer = buyer) {
  const { id } = await context(request);
  const result = await t.gateway.wallets.approveContext(id, as);
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

describe('wallet contexts', () => {
  it('refuses a zero total per spec 002 §5, with the Google Pay wording', async () => {
    const zero = (walletType: CreateWalletContext['walletType']) =>
      t.gateway.wallets.createContext({ walletType, flow: 'checkout', amount: usd(0) });
    expect(await zero('google_pay')).toEqual({
      ok: false,
      reason: 'zero_amount',
      message: 'Order total 0 is not allowed for GooglePay',
      fields: [{ name: 'amount', reason: 'Order total 0 is not allowed for GooglePay' }],
    });
    for (const [wallet, name] of [
      ['paypal', 'PayPal'],
      ['apple_pay', 'Apple Pay'],
      ['mobile_wallet', 'Mobile Wallet'],
    ] as const)
      expect(await zero(wallet)).toMatchObject({
        reason: 'zero_amount',
        message: `Order total 0 is not allowed for ${name}`,
      });
  });

  it('saves PayPal and mobile-wallet accounts without an amount, no other wallet', async () => {
    expect(await context({ walletType: 'mobile_wallet', flow: 'vault' })).toMatchObject({
      flow: 'vault',
      status: 'created',
    });
    expect(
      await t.gateway.wallets.createContext({ walletType: 'apple_pay', flow: 'vault' }),
    ).toMatchObject({ reason: 'invalid_request', fields: [{ name: 'flow' }] });
    expect(
      await t.gateway.wallets.createContext({
        walletType: 'paypal',
        flow: 'vault',
        fundingSource: 'paylater',
      }),
    ).toMatchObject({ reason: 'invalid_request', fields: [{ name: 'fundingSource' }] });
    expect(
      await t.gateway.wallets.createContext({ walletType: 'paypal', flow: 'checkout' }),
    ).toMatchObject({
      reason: 'invalid_request',
      fields: [{ name: 'amount', reason: 'Required' }],
    });
  });

  it('approves PayPal Pay Later with the buyer data and an amount-bound nonce', async () => {
    const nonce = await approvedNonce({
      walletType: 'paypal',
      flow: 'checkout',
      amount: usd(5_000),
      fundingSource: 'paylater',
    });
    expect(nonce).toMatchObject({
      method: { methodType: 'paypal', email: 'buyer@example.com', owner: 'Sam Buyer' },
      details: {
        fundingSource: 'paylater',
        phone: '5125550100',
        shippingAddress: address,
        billingAddress: address,
      },
      approvedAmount: usd(5_000),
    });
    expect(nonce.nonce).toMatch(/^token_paypal_/);
    const pay = (amount: number, currency: 'USD' | 'CAD' = 'USD') =>
      t.gateway.authorize({
        amount: { amount, currency },
        paymentMethod: { nonce: nonce.nonce },
        idempotencyKey: key(),
      });
    expect(await pay(5_001)).toMatchObject({ reason: 'amount_mismatch' });
    expect(await pay(5_000, 'CAD')).toMatchObject({ reason: 'amount_mismatch' });
    expect(await pay(5_000)).toMatchObject({
      ok: true,
      value: { method: { methodType: 'paypal', email: 'buyer@example.com' } },
    });
  });

  it('gives card-backed wallets a card, with the behaviour of its test number', async () => {
    const apple = await approvedNonce(
      { walletType: 'apple_pay', flow: 'checkout', amount: usd(900) },
      { ...buyer, cardNumber: CARDS.decline },
    );
    expect(apple.method).toMatchObject({ cardType: 'visa', lastFour: '0002' });
    expect(
      await t.gateway.authorize({
        amount: usd(900),
        paymentMethod: { nonce: apple.nonce },
        idempotencyKey: key(),
      }),
    ).toMatchObject({ ok: false, reason: 'declined' });
    const google = await approvedNonce({
      walletType: 'google_pay',
      flow: 'checkout',
      amount: usd(900),
    });
    expect(google.method).toMatchObject({ methodType: 'google_pay', lastFour: '1111' });
  });

  it("describes a stored-card-scheme account's card in words (spec 002 §3)", async () => {
    const src = await approvedNonce(
      { walletType: 'stored_card_scheme', flow: 'checkout', amount: usd(900) },
      { ...buyer, cardNumber: '5555555555554444' },
    );
    expect(src.method).toMatchObject({ cardType: 'mastercard', lastFour: '4444' });
    expect(src.details.description).toBe('Mastercard ending in 4444');
    // Only the scheme's accounts carry one: another card wallet's card is not described.
    const apple = await approvedNonce({
      walletType: 'apple_pay',
      flow: 'checkout',
      amount: usd(900),
    });
    expect(apple.details.description).toBeUndefined();
  });

  it('checks what each wallet requires of the buyer (spec 002 §5)', async () => {
    const google = await context({ walletType: 'google_pay', flow: 'checkout', amount: usd(100) });
    expect(
      await t.gateway.wallets.approveContext(google.id, {
        email: 'a@b.co',
        firstName: 'A',
        lastName: 'B',
      }),
    ).toMatchObject({
      reason: 'invalid_request',
      fields: [
        { name: 'phone', reason: 'Required' },
        { name: 'shippingAddress', reason: 'Required' },
      ],
    });
    const apple = await context({ walletType: 'apple_pay', flow: 'checkout', amount: usd(100) });
    const { billingAddress: _, ...noBilling } = buyer;
    expect(await t.gateway.wallets.approveContext(apple.id, noBilling)).toMatchObject({
      fields: [{ name: 'billingAddress' }],
    });
    // Spec 002 §5: Apple Pay shipping an express order needs the buyer's phone; paying only
    // (no shipping address) does not.
    const { phone: _phone, ...noPhone } = buyer;
    expect(await t.gateway.wallets.approveContext(apple.id, noPhone)).toMatchObject({
      fields: [{ name: 'phone', reason: 'Required' }],
    });
    const { shippingAddress: _ship, ...payingOnly } = noPhone;
    const billingOnly = await context({
      walletType: 'apple_pay',
      flow: 'checkout',
      amount: usd(100),
    });
    expect((await t.gateway.wallets.approveContext(billingOnly.id, payingOnly)).ok).toBe(true);
    const paypal = await context({ walletType: 'paypal', flow: 'checkout', amount: usd(100) });
    expect(
      await t.gateway.wallets.approveContext(paypal.id, { ...buyer, cardNumber: CARDS.approve }),
    ).toMatchObject({ fields: [{ name: 'cardNumber', reason: 'PayPal holds no card' }] });
    expect(
      await t.gateway.wallets.approveContext(apple.id, { ...buyer, cardNumber: '1234' }),
    ).toMatchObject({ fields: [{ name: 'cardNumber' }] });
    // A refused approval leaves the sheet open.
    expect((await t.gateway.wallets.approveContext(apple.id, buyer)).ok).toBe(true);
  });

  it('approves once, cancels once, and expires', async () => {
    const approved = await context({
      walletType: 'amazon_pay',
      flow: 'checkout',
      amount: usd(100),
    });
    expect((await t.gateway.wallets.approveContext(approved.id, buyer)).ok).toBe(true);
    expect(await t.gateway.wallets.approveContext(approved.id, buyer)).toMatchObject({
      reason: 'context_approved',
    });
    expect(await t.gateway.wallets.cancelContext(approved.id)).toMatchObject({
      reason: 'context_approved',
    });
    expect(await t.gateway.wallets.getContext(approved.id)).toMatchObject({ status: 'approved' });

    const canceled = await context({
      walletType: 'amazon_pay',
      flow: 'checkout',
      amount: usd(100),
    });
    expect(await t.gateway.wallets.cancelContext(canceled.id)).toMatchObject({
      ok: true,
      value: { status: 'canceled' },
    });
    expect((await t.gateway.wallets.cancelContext(canceled.id)).ok).toBe(true);
    expect(await t.gateway.wallets.approveContext(canceled.id, buyer)).toMatchObject({
      reason: 'context_canceled',
    });

    const late = await context({ walletType: 'amazon_pay', flow: 'checkout', amount: usd(100) });
    t.advance(WALLET_CONTEXT_TTL_MS);
    try {
      expect(await t.gateway.wallets.approveContext(late.id, buyer)).toMatchObject({
        reason: 'context_expired',
      });
      expect(await t.gateway.wallets.cancelContext(late.id)).toMatchObject({
        reason: 'context_expired',
      });
    } finally {
      t.advance(-WALLET_CONTEXT_TTL_MS);
    }
    expect(await t.gateway.wallets.approveContext('wctx_nope', buyer)).toMatchObject({
      reason: 'not_found',
    });
    expect(await t.gateway.wallets.getContext('wctx_nope')).toBeUndefined();
  });

  it('lets one of parallel approvals win', async () => {
    const { id } = await context({ walletType: 'paypal', flow: 'checkout', amount: usd(100) });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => t.gateway.wallets.approveContext(id, buyer)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === 'context_approved')).toHaveLength(4);
  });
});
