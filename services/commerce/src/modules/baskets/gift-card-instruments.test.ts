/** Applying gift cards at checkout: shares of the total, refusals that name what is wrong. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireBasket } from './wire.ts';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import { sentGiftCard } from '../gift-cards/gift-cards-testing.ts';
import { readyBasket, seedBasketCatalog } from '../orders/orders-testing.ts';
import { BASKETS, call, guest, type TestShopper } from './basket-testing.ts';

let t: TestCommerce;
let g: TestShopper;
beforeAll(async () => {
  t = await createTestCommerce();
  await seedBasketCatalog(t.db.db);
  g = await guest(t);
});
afterAll(() => t.close());

let peer = 0;
/** Each apply from its own client address: the guess budgets are per client. */
const apply = (basketId: string, body: Record<string, unknown>, from = `10.7.0.${++peer}`) =>
  call(
    t,
    'POST',
    `${BASKETS}/${basketId}/payment-instruments`,
    g.token,
    { paymentMethodId: 'GIFT_CERTIFICATE', ...body },
    from,
  );

const basketOf = async (res: Response, status = 200) => {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as WireBasket & Record<string, unknown>;
};
const slugOf = async (res: Response, status: number) => {
  const body = (await basketOf(res, status)) as { type?: string };
  return body.type?.split('/').pop();
};

describe('gift card payment instruments', () => {
  it('pays the total up to the balance, the card or wallet the rest, as the total changes', async () => {
    const basketId = await readyBasket(t, g, [{ productId: 'log-rack', quantity: 2 }]);
    const card = await sentGiftCard(t.db.db, 3000);
    const b = await basketOf(
      await apply(basketId, { giftCertificateCode: card.code, c_giftCertificatePin: card.pin }),
    );
    const total = b.orderTotal!;
    const gift = b.paymentInstruments!.find((i) => i.paymentMethodId === 'GIFT_CERTIFICATE')!;
    expect(gift).toMatchObject({
      amount: 30,
      maskedGiftCertificateCode: `************${card.last4}`,
    });
    expect(JSON.stringify(b)).not.toContain(card.pin);
    expect(JSON.stringify(b)).not.toContain(card.code.replace(/-/g, '').slice(0, 12));
    expect(b.c_giftCertificateTotal).toBe(30);
    expect(b.c_amountDue).toBeCloseTo(total - 30, 2);
    const rest = b.paymentInstruments!.find((i) => i.paymentMethodId === 'CREDIT_CARD')!;
    expect(rest.amount).toBeCloseTo(total - 30, 2);

    // A second card that covers more than what is left pays only what is left.
    const big = await sentGiftCard(t.db.db, 100_000);
    const both = await basketOf(
      await apply(basketId, { giftCertificateCode: big.code, c_giftCertificatePin: big.pin }),
    );
    expect(both.c_amountDue).toBe(0);
    expect(both.c_giftCertificateTotal).toBeCloseTo(total, 2);
    // Nothing is left to pay: a third card is refused.
    const third = await sentGiftCard(t.db.db, 500);
    expect(
      await slugOf(
        await apply(basketId, { giftCertificateCode: third.code, c_giftCertificatePin: third.pin }),
        400,
      ),
    ).toBe('order-covered');
  });

  it('refuses a wrong PIN and an unknown code alike, another currency, an empty or repeated card', async () => {
    const basketId = await readyBasket(t, g, [{ productId: 'log-rack', quantity: 1 }]);
    const card = await sentGiftCard(t.db.db, 2000);
    const wrongPin = card.pin === '000000' ? '111111' : '000000';
    expect(
      await slugOf(
        await apply(basketId, { giftCertificateCode: card.code, c_giftCertificatePin: wrongPin }),
        404,
      ),
    ).toBe('gift-card-not-found');
    expect(
      await slugOf(
        await apply(basketId, {
          giftCertificateCode: 'ABCD-EFGH-JKMN-PQRS',
          c_giftCertificatePin: card.pin,
        }),
        404,
      ),
    ).toBe('gift-card-not-found');
    const euro = await sentGiftCard(t.db.db, 2000, 'EUR');
    const other = (await basketOf(
      await apply(basketId, { giftCertificateCode: euro.code, c_giftCertificatePin: euro.pin }),
      400,
    )) as { type: string; detail: string };
    expect(other.type).toMatch(/gift-card-currency$/);
    expect(other.detail).toBe('This gift card is in EUR; the basket is in USD');
    const spent = await sentGiftCard(t.db.db, 0);
    expect(
      await slugOf(
        await apply(basketId, { giftCertificateCode: spent.code, c_giftCertificatePin: spent.pin }),
        400,
      ),
    ).toBe('gift-card-empty');
    await basketOf(
      await apply(basketId, { giftCertificateCode: card.code, c_giftCertificatePin: card.pin }),
    );
    expect(
      await slugOf(
        await apply(basketId, { giftCertificateCode: card.code, c_giftCertificatePin: card.pin }),
        400,
      ),
    ).toBe('gift-card-already-applied');
    const missing = (await basketOf(
      await apply(basketId, { giftCertificateCode: card.code }),
      400,
    )) as { invalidFields?: Array<{ name: string }> };
    expect(JSON.stringify(missing)).toContain('c_giftCertificatePin');
    // Applied cards are changed by removing them, never patched.
    const b = await basketOf(await call(t, 'GET', `${BASKETS}/${basketId}`, g.token));
    const id = b.paymentInstruments!.find(
      (i) => i.paymentMethodId === 'GIFT_CERTIFICATE',
    )!.paymentInstrumentId;
    expect(
      (
        await call(t, 'PATCH', `${BASKETS}/${basketId}/payment-instruments/${id}`, g.token, {
          amount: 1,
        })
      ).status,
    ).toBe(400);
    const removed = await basketOf(
      await call(t, 'DELETE', `${BASKETS}/${basketId}/payment-instruments/${id}`, g.token),
    );
    expect(removed.c_giftCertificateTotal).toBe(0);
  });

  it('tells nothing of a card to anyone but the basket’s shopper, and spends the guess budget', async () => {
    const card = await sentGiftCard(t.db.db, 2000);
    const other = await guest(t);
    const basketId = await readyBasket(t, other, [{ productId: 'log-rack', quantity: 1 }]);
    // Not g's basket: 404 basket, whatever the code.
    expect(
      await slugOf(
        await apply(basketId, { giftCertificateCode: card.code, c_giftCertificatePin: card.pin }),
        404,
      ),
    ).toBe('basket-not-found');
    const mine = await readyBasket(t, g, [{ productId: 'log-rack', quantity: 1 }]);
    const statuses: number[] = [];
    for (let n = 0; n < 7; n++)
      statuses.push(
        (
          await apply(
            mine,
            { giftCertificateCode: card.code, c_giftCertificatePin: '999999' },
            '10.9.9.9',
          )
        ).status,
      );
    // Five tries in a burst from one client, then 429.
    expect(statuses.slice(0, 5).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});
