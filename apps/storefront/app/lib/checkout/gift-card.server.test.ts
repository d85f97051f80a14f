import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '@solo/commerce';
import { openSeededCommerce } from '../../../server/testing-commerce.ts';
import { addItems } from '../basket/basket.server.ts';
import { getShopperSession, type SessionArgs } from '../session/session.server.ts';
import { cookieHeader, sessionHarness } from '../session/session-testing.server.ts';
import { submitApplyGiftCard, submitRemoveGiftCard } from './actions.server.ts';
import { loadCheckoutView } from './checkout.server.ts';

/** The gift card form's posts against the real service (docs/decisions.md "Gift cards at checkout"). */
let commerce: Commerce;
const run = sessionHarness(() => commerce);
const CHECKOUT = 'http://127.0.0.1:3000/checkout';

beforeAll(async () => {
  commerce = await openSeededCommerce('checkout-gift-cards');
}, 180_000);

afterAll(async () => {
  await commerce.close();
});

async function asCheckout<T>(
  cookie: string,
  body: (args: SessionArgs & { url: URL }) => Promise<T>,
) {
  const { result } = await run(CHECKOUT, (args) => body({ ...args, url: new URL(CHECKOUT) }), {
    cookie,
  });
  return result;
}

async function guest(items: Array<{ productId: string; quantity: number }> = []) {
  const { response } = await run(CHECKOUT, async (args) => {
    await getShopperSession(args);
    if (items.length) await addItems(args, items);
  });
  return cookieHeader(response);
}

const CODE = 'abcd-efgh-jkmn-pqrs';

describe('gift cards at checkout', () => {
  it('sends a shopper without a basket to the cart', async () => {
    const cookie = await guest();
    const result = await asCheckout(cookie, (args) =>
      submitApplyGiftCard(args, { code: CODE, pin: '123456' }, true),
    );
    expect(result).toEqual({ ok: false, emptyBasket: true });
  });

  it('names the faulty fields, answers an unknown card once, and never sends the PIN back', async () => {
    const cookie = await guest([{ productId: 'pizza-stone', quantity: 1 }]);
    const result = await asCheckout(cookie, async (args) => ({
      empty: await submitApplyGiftCard(args, { code: ' ', pin: '12' }, true),
      unknown: await submitApplyGiftCard(args, { code: CODE, pin: '246810' }, true),
      view: await loadCheckoutView(args),
    }));
    expect(result.empty).toEqual({
      ok: false,
      status: 400,
      answer: {
        intent: 'applyGiftCard',
        values: { code: ' ' },
        errors: { code: { key: 'giftCardCodeRequired' }, pin: { key: 'giftCardPinInvalid' } },
      },
    });
    expect(result.unknown).toEqual({
      ok: false,
      status: 404,
      answer: {
        intent: 'applyGiftCard',
        values: { code: CODE },
        errors: { code: { key: 'giftCardNotFound' } },
      },
    });
    expect(JSON.stringify(result.unknown)).not.toContain('246810');
    // Nothing applied: the whole order is still due.
    expect(result.view?.giftCards).toEqual({
      cards: [],
      total: 0,
      amountDue: result.view?.cart.estimatedTotal,
      covered: false,
    });
  });

  it('removes only a gift card payment of the basket', async () => {
    const cookie = await guest([{ productId: 'pizza-stone', quantity: 1 }]);
    const result = await asCheckout(cookie, (args) =>
      submitRemoveGiftCard(args, 'not-a-gift-card', true),
    );
    expect(result).toEqual({
      ok: false,
      status: 404,
      answer: { intent: 'step', failed: true },
    });
  });
});
