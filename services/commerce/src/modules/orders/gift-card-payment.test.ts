/**
 * Orders paid with gift cards: the shares are held at placement and redeemed with the order,
 * given back when placement fails, returned on cancel, refunded to the cards after the card's.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@solo/db';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import { balanceOf, sentGiftCard, type TestGiftCard } from '../gift-cards/gift-cards-testing.ts';
import type { WireOrder } from './document.ts';
import { splitRefund } from './manage.ts';
import { STALE_AFTER_MS } from './requests.ts';
import {
  CARDS,
  ORG,
  call,
  guest,
  payWith,
  placeOrder,
  readyBasket,
  seedBasketCatalog,
  transactions,
} from './orders-testing.ts';
import type { TestShopper } from '../baskets/basket-testing.ts';

const TOKEN = 'ops-token-for-the-gift-card-tests-0123456789';
const MANAGE = `/mobify/proxy/api/custom/orders/v1/organizations/${ORG}/manage`;
const BASKETS = `/mobify/proxy/api/checkout/shopper-baskets/v2/organizations/${ORG}/baskets`;

let t: TestCommerce;
beforeAll(async () => {
  t = await createTestCommerce({ env: { OPS_TOKEN: TOKEN } });
  await seedBasketCatalog(t.db.db);
});
afterAll(() => t.close());

let peer = 0;
async function applyCard(s: TestShopper, basketId: string, card: TestGiftCard) {
  const res = await call(
    t,
    'POST',
    `${BASKETS}/${basketId}/payment-instruments`,
    s.token,
    {
      paymentMethodId: 'GIFT_CERTIFICATE',
      giftCertificateCode: card.code,
      c_giftCertificatePin: card.pin,
    },
    `10.8.0.${++peer}`,
  );
  expect(res.status, await res.clone().text()).toBe(200);
}

/** A guest's basket of log racks (49.99 each) with `card` applied. */
async function basketWith(card: TestGiftCard, quantity = 1, number: string = CARDS.approve) {
  const g = await guest(t);
  const basketId = await readyBasket(t, g, [{ productId: 'log-rack', quantity }], number);
  await applyCard(g, basketId, card);
  return { g, basketId };
}

async function placed(res: Response) {
  const text = await res.text();
  expect(res.status, text).toBe(201);
  return JSON.parse(text) as WireOrder & { orderNo: string; orderTotal: number };
}

const minor = (decimal: number) => Math.round(decimal * 100);

const ops = (path: string, body: unknown, key = `gc-${Date.now()}-${Math.random()}`) =>
  Promise.resolve(
    t.app.request(`${MANAGE}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${TOKEN}`,
        'content-type': 'application/json',
        'idempotency-key': key,
      },
      body: JSON.stringify(body),
    }),
  );

const rowOf = async (orderNo: string) =>
  (await t.db.db.select().from(schema.orders).where(eq(schema.orders.orderNo, orderNo)))[0]!;

describe('placing an order with gift cards', () => {
  it('redeems the card’s share and authorises only the rest on the card', async () => {
    const card = await sentGiftCard(t.db.db, 2000);
    const { g, basketId } = await basketWith(card);
    const order = await placed(await placeOrder(t, g, basketId));
    expect(await balanceOf(t.db.db, card.id)).toBe(0);
    const gift = order.paymentInstruments!.find((i) => i.paymentMethodId === 'GIFT_CERTIFICATE');
    expect(gift).toMatchObject({
      amount: 20,
      maskedGiftCertificateCode: `************${card.last4}`,
    });
    expect(order.paymentStatus).toBe('part_paid');
    const row = await rowOf(order.orderNo);
    expect(row).toMatchObject({ giftCardAmount: 2000, capturedAmount: 2000 });
    const [txn] = (await transactions(t)).filter((x) => x.id === row.paymentTransactionId);
    expect(txn!.amount).toBe(minor(order.orderTotal) - 2000);
    const ledger = await t.db.db
      .select()
      .from(schema.giftCardLedger)
      .where(eq(schema.giftCardLedger.orderNo, order.orderNo));
    expect(ledger.map((l) => [l.kind, l.amount])).toEqual([['redeem', 2000]]);
  });

  it('needs no card when the gift cards pay it all', async () => {
    const card = await sentGiftCard(t.db.db, 50_000);
    const g = await guest(t);
    const basketId = await readyBasket(t, g, [{ productId: 'log-rack', quantity: 1 }]);
    await t.db.db
      .delete(schema.basketPaymentInstruments)
      .where(eq(schema.basketPaymentInstruments.basketId, basketId));
    await applyCard(g, basketId, card);
    const order = await placed(await placeOrder(t, g, basketId));
    expect(order.paymentStatus).toBe('paid');
    expect((await rowOf(order.orderNo)).paymentTransactionId).toBeNull();
    expect(await balanceOf(t.db.db, card.id)).toBe(50_000 - minor(order.orderTotal));
  });

  it('gives the share back when the card is declined, so the shopper can try another', async () => {
    const card = await sentGiftCard(t.db.db, 1500);
    const { g, basketId } = await basketWith(card, 1, CARDS.decline);
    const res = await placeOrder(t, g, basketId);
    expect(res.status).toBe(402);
    expect(await balanceOf(t.db.db, card.id)).toBe(1500);
    // Another card (payWith replaces every instrument, so the gift card is applied again).
    await payWith(t, basketId, CARDS.approve);
    await applyCard(g, basketId, card);
    await placed(await placeOrder(t, g, basketId));
    expect(await balanceOf(t.db.db, card.id)).toBe(0);
  });

  it('lets one of two baskets spend a card, and names the card to the other', async () => {
    const card = await sentGiftCard(t.db.db, 3000);
    const first = await basketWith(card);
    const second = await basketWith(card);
    const answers = await Promise.all([
      placeOrder(t, first.g, first.basketId),
      placeOrder(t, second.g, second.basketId),
    ]);
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 400]);
    const refused = answers.find((r) => r.status === 400)!;
    expect(await refused.text()).toContain(`gift card ****${card.last4} no longer holds its share`);
    expect(await balanceOf(t.db.db, card.id)).toBe(0);
  });

  it('gives back the share an attempt that died half way held', async () => {
    const card = await sentGiftCard(t.db.db, 2000);
    const { g, basketId } = await basketWith(card);
    // What a process that stopped after its first transaction leaves: the hold and its record.
    await t.db.db
      .update(schema.giftCards)
      .set({ balance: 0 })
      .where(eq(schema.giftCards.id, card.id));
    await t.db.db.insert(schema.orderRequests).values({
      basketId,
      ownerId: g.usid,
      idempotencyKey: 'died',
      state: 'pending',
      inventoryListId: 'inventory_us',
      giftCardsHeld: [{ giftCardId: card.id, amount: 2000 }],
      createdAt: new Date(Date.now() - STALE_AFTER_MS - 1000),
    });
    await placed(await placeOrder(t, g, basketId));
    expect(await balanceOf(t.db.db, card.id)).toBe(0);
    const [redeemed] = await t.db.db
      .select()
      .from(schema.giftCardLedger)
      .where(eq(schema.giftCardLedger.giftCardId, card.id));
    expect(redeemed).toMatchObject({ kind: 'redeem', amount: 2000 });
  });
});

describe('an order paid with gift cards, after the sale', () => {
  it('returns the cards’ money on cancel and voids the card’s authorisation', async () => {
    const card = await sentGiftCard(t.db.db, 2500);
    const { g, basketId } = await basketWith(card);
    const order = await placed(await placeOrder(t, g, basketId));
    const key = `cancel-${order.orderNo}`;
    const res = await ops(`/${order.orderNo}/cancel`, {}, key);
    expect(res.status, await res.clone().text()).toBe(200);
    // A retry with the same key moves nothing again.
    expect((await ops(`/${order.orderNo}/cancel`, {}, key)).status).toBe(200);
    expect(await balanceOf(t.db.db, card.id)).toBe(2500);
    const row = await rowOf(order.orderNo);
    expect(row).toMatchObject({ status: 'canceled', giftCardReturned: 2500, refundedAmount: 2500 });
    const [txn] = (await transactions(t)).filter((x) => x.id === row.paymentTransactionId);
    expect(txn!.status).toBe('voided');
  });

  it('captures only what the cards did not pay, and refunds the card first, then the cards', async () => {
    const card = await sentGiftCard(t.db.db, 3000);
    const { g, basketId } = await basketWith(card, 2);
    const order = await placed(await placeOrder(t, g, basketId));
    const total = minor(order.orderTotal);
    const shipped = await ops(`/${order.orderNo}/ship`, {
      carrier: 'ups',
      trackingNumber: '1Z999AA10123456784',
    });
    expect(shipped.status, await shipped.clone().text()).toBe(200);
    const row = await rowOf(order.orderNo);
    expect(row.capturedAmount).toBe(total);
    const [txn] = (await transactions(t)).filter((x) => x.id === row.paymentTransactionId);
    expect(txn!.capturedAmount).toBe(total - 3000);
    // All of it back: the card's part to the card, 30.00 to the gift card.
    const refund = await ops(`/${order.orderNo}/refund`, {});
    expect(refund.status, await refund.clone().text()).toBe(200);
    expect(await refund.json()).toMatchObject({
      capturedTotal: total / 100,
      refundedTotal: total / 100,
      giftCardTotal: 30,
      giftCardReturnedTotal: 30,
    });
    expect(await balanceOf(t.db.db, card.id)).toBe(3000);
    expect(await rowOf(order.orderNo)).toMatchObject({
      refundedAmount: total,
      giftCardReturned: 3000,
    });
    // Nothing more can go back.
    expect((await ops(`/${order.orderNo}/refund`, { amount: 0.01 })).status).toBe(400);
  });
});

describe('splitRefund', () => {
  const row = {
    capturedAmount: 10_000,
    refundedAmount: 0,
    giftCardAmount: 3000,
    giftCardReturned: 0,
  };
  it('sends a refund to the card or wallet first, the rest to the gift cards', () => {
    expect(splitRefund(row, 5000)).toEqual({ gateway: 5000, giftCards: 0 });
    expect(splitRefund(row, 8000)).toEqual({ gateway: 7000, giftCards: 1000 });
    expect(splitRefund({ ...row, refundedAmount: 7000 }, 3000)).toEqual({
      gateway: 0,
      giftCards: 3000,
    });
    expect(splitRefund({ ...row, giftCardAmount: 10_000 }, 2500)).toEqual({
      gateway: 0,
      giftCards: 2500,
    });
  });
});
