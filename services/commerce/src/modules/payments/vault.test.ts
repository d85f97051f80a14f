import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type DatabaseHandle } from '@solo/db';
import { createTestDatabase } from '@solo/db/testing';
import {
  CARDS,
  addCustomer,
  card,
  key,
  nonceFor,
  testGateway,
  type TestGateway,
} from './payments-testing.ts';

let db: DatabaseHandle;
let t: TestGateway;
beforeAll(async () => {
  db = await createTestDatabase();
  t = testGateway(db);
});
afterAll(() => db.close());

/** Vaults a card a second after the previous one, so the list order is the vaulting order. */
async function vaultCard(customerId: string, number: string = CARDS.approve, makeDefault = false) {
  t.advance(1000);
  const { nonce } = await nonceFor(t.gateway, number);
  const result = await t.gateway.vaultPaymentMethod({ customerId, nonce, makeDefault });
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

const usd = (amount: number) => ({ amount, currency: 'USD' as const });

describe('vault', () => {
  it('stores type, last four, expiry and owner with a token; the first is the default', async () => {
    const customerId = await addCustomer(db, 'Miller');
    const first = await vaultCard(customerId);
    expect(first).toMatchObject({
      customerId,
      methodType: 'card',
      cardType: 'visa',
      lastFour: '1111',
      maskedNumber: '************1111',
      expirationMonth: 12,
      expirationYear: 2030,
      owner: 'Jordan Miller',
      isDefault: true,
      removable: true,
    });
    expect(first.token).toMatch(/^pm_[0-9a-f]{32}$/);
    const second = await vaultCard(customerId, CARDS.mastercard);
    expect(second.isDefault).toBe(false);
    const third = await vaultCard(customerId, CARDS.amex, true);
    expect(third.isDefault).toBe(true);
    const listed = await t.gateway.listPaymentMethods(customerId);
    expect(listed.map((m) => [m.lastFour, m.isDefault])).toEqual([
      ['1111', false],
      ['4444', false],
      ['0005', true],
    ]);
  });

  it('uses the nonce up, and refuses a used, expired or unknown nonce', async () => {
    const customerId = await addCustomer(db, 'Alder');
    const { nonce } = await nonceFor(t.gateway, CARDS.approve);
    const saved = await t.gateway.vaultPaymentMethod({ customerId, nonce });
    if (!saved.ok) expect.fail(saved.message);
    // The same customer saving it again (a repeated submit) gets the method it became.
    expect(await t.gateway.vaultPaymentMethod({ customerId, nonce })).toMatchObject({
      ok: true,
      value: { token: saved.value.token },
    });
    expect(await t.gateway.listPaymentMethods(customerId)).toHaveLength(1);
    const someoneElse = await addCustomer(db, 'Else');
    expect(await t.gateway.vaultPaymentMethod({ customerId: someoneElse, nonce })).toMatchObject({
      reason: 'nonce_used',
    });
    expect(
      await t.gateway.authorize({
        amount: usd(100),
        paymentMethod: { nonce },
        idempotencyKey: key(),
      }),
    ).toMatchObject({ reason: 'nonce_used' });
    expect(await t.gateway.vaultPaymentMethod({ customerId, nonce: 'tokencc_nope' })).toMatchObject(
      { reason: 'invalid_nonce' },
    );
    expect(
      await t.gateway.vaultPaymentMethod({ customerId: 'nobody', nonce: 'tokencc_nope' }),
    ).toMatchObject({ reason: 'customer_not_found' });
  });

  it('charges a stored card by token, with the behaviour of its test number', async () => {
    const customerId = await addCustomer(db, 'Token');
    const good = await vaultCard(customerId);
    const poor = await vaultCard(customerId, CARDS.insufficientFunds);
    const charge = (token: string) =>
      t.gateway.authorize({
        amount: usd(1_000),
        paymentMethod: { token, customerId },
        idempotencyKey: key(),
      });
    expect(await charge(good.token)).toMatchObject({
      ok: true,
      value: { customerId, method: { token: good.token, lastFour: '1111' } },
    });
    // A stored method pays again and again, unlike a nonce.
    expect((await charge(good.token)).ok).toBe(true);
    expect(await charge(poor.token)).toMatchObject({ ok: false, reason: 'insufficient_funds' });
  });

  it("keeps each customer's methods to that customer", async () => {
    const owner = await addCustomer(db, 'Owner');
    const other = await addCustomer(db, 'Other');
    const stored = await vaultCard(owner);
    expect(await t.gateway.listPaymentMethods(other)).toEqual([]);
    expect(await t.gateway.removePaymentMethod(other, stored.token)).toMatchObject({
      ok: false,
      reason: 'not_found',
    });
    expect(await t.gateway.setDefaultPaymentMethod(other, stored.token)).toMatchObject({
      reason: 'not_found',
    });
    expect(await t.gateway.setPaymentMethodRemovable(other, stored.token, false)).toMatchObject({
      reason: 'not_found',
    });
    expect(
      await t.gateway.authorize({
        amount: usd(100),
        paymentMethod: { token: stored.token, customerId: other },
        idempotencyKey: key(),
        customerId: other,
      }),
    ).toMatchObject({ ok: false, reason: 'payment_method_not_found' });
    expect(
      await t.gateway.authorize({
        amount: usd(100),
        paymentMethod: { token: stored.token, customerId: owner },
        idempotencyKey: key(),
        customerId: other,
      }),
    ).toMatchObject({ ok: false, reason: 'payment_method_not_found' });
    expect(await t.gateway.listPaymentMethods(owner)).toHaveLength(1);
  });

  it('makes a method the default and keeps one default', async () => {
    const customerId = await addCustomer(db, 'Default');
    const a = await vaultCard(customerId);
    const b = await vaultCard(customerId, CARDS.mastercard);
    expect(await t.gateway.setDefaultPaymentMethod(customerId, b.token)).toMatchObject({
      ok: true,
      value: { token: b.token, isDefault: true },
    });
    const listed = await t.gateway.listPaymentMethods(customerId);
    expect(listed.map((m) => [m.token, m.isDefault])).toEqual([
      [a.token, false],
      [b.token, true],
    ]);
  });

  it('removes only removable methods; the newest remaining becomes the default', async () => {
    const customerId = await addCustomer(db, 'Remove');
    const a = await vaultCard(customerId);
    const b = await vaultCard(customerId, CARDS.mastercard);
    const c = await vaultCard(customerId, CARDS.amex);
    await t.gateway.setPaymentMethodRemovable(customerId, b.token, false);
    expect(await t.gateway.removePaymentMethod(customerId, b.token)).toEqual({
      ok: false,
      reason: 'not_removable',
      message: 'This payment method cannot be removed.',
    });
    expect(await t.gateway.removePaymentMethod(customerId, a.token)).toMatchObject({
      ok: true,
      value: { token: a.token },
    });
    const listed = await t.gateway.listPaymentMethods(customerId);
    expect(listed.map((m) => [m.token, m.isDefault, m.removable])).toEqual([
      [b.token, false, false],
      [c.token, true, true],
    ]);
    expect(await t.gateway.removePaymentMethod(customerId, a.token)).toMatchObject({
      reason: 'not_found',
    });
  });

  it('keeps one default under parallel vaulting with makeDefault', async () => {
    const customerId = await addCustomer(db, 'Parallel');
    const nonces = await Promise.all(
      [CARDS.approve, CARDS.mastercard, CARDS.amex, CARDS.approve].map((n) =>
        nonceFor(t.gateway, n),
      ),
    );
    const results = await Promise.all(
      nonces.map(({ nonce }) =>
        t.gateway.vaultPaymentMethod({ customerId, nonce, makeDefault: true }),
      ),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    const listed = await t.gateway.listPaymentMethods(customerId);
    expect(listed).toHaveLength(4);
    expect(listed.filter((m) => m.isDefault)).toHaveLength(1);
  });

  it('stores wallet accounts from the wallet sheet', async () => {
    const customerId = await addCustomer(db, 'Wallet');
    const context = await t.gateway.wallets.createContext({ walletType: 'paypal', flow: 'vault' });
    if (!context.ok) throw new Error(context.message);
    const approved = await t.gateway.wallets.approveContext(context.value.id, {
      email: 'buyer@example.com',
      firstName: 'Sam',
      lastName: 'Buyer',
    });
    if (!approved.ok) throw new Error(approved.message);
    const stored = await t.gateway.vaultPaymentMethod({ customerId, nonce: approved.value.nonce });
    expect(stored).toMatchObject({
      ok: true,
      value: {
        methodType: 'paypal',
        email: 'buyer@example.com',
        owner: 'Sam Buyer',
        details: { fundingSource: 'paypal' },
      },
    });
    if (stored.ok) expect(stored.value.lastFour).toBeUndefined();
  });
});

describe('what the gateway stores', () => {
  it('never keeps the card number or the CVV', async () => {
    const customerId = await addCustomer(db, 'Secret');
    const fields = card('4000 0566 5566 5556', { cvv: '987' });
    const tokenized = await t.gateway.tokenizeCard(fields);
    if (!tokenized.ok) throw new Error(tokenized.message);
    await t.gateway.vaultPaymentMethod({ customerId, nonce: tokenized.value.nonce });
    const again = await t.gateway.tokenizeCard(fields);
    if (!again.ok) throw new Error(again.message);
    await t.gateway.authorize({
      amount: usd(100),
      paymentMethod: { nonce: again.value.nonce },
      idempotencyKey: key(),
    });
    const tables = [
      'payment_nonces',
      'payment_methods',
      'payment_transactions',
      'payment_refunds',
      'payment_idempotency_keys',
      'payment_wallet_contexts',
    ];
    const values: unknown[] = [];
    for (const table of tables) {
      const rows = await queryRows<{ row: string }>(
        db.db,
        sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`,
      );
      for (const { row } of rows) {
        expect(row).not.toContain('4000056655665556');
        expect(row).not.toContain('4000 0566 5566 5556');
        values.push(...Object.values(JSON.parse(row) as Record<string, unknown>));
      }
    }
    expect(values.length).toBeGreaterThan(0);
    expect(values).toContain('5556');
    expect(values).not.toContain('987');
    expect(values).not.toContain(987);
    const columns = await queryRows<{ column_name: string }>(
      db.db,
      sql`select column_name from information_schema.columns where table_name like 'payment_%'`,
    );
    const names = columns.map((c) => c.column_name);
    expect(names).toContain('last_four');
    expect(names.filter((n) => /cvv|cvc|pan|card_number/.test(n))).toEqual([]);
  });
});
