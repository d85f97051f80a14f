import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '@solo/commerce';
import { DEMO_SHOPPERS, openSeededCommerce } from '../../../server/testing-commerce.ts';
import { sdk } from '../api/shopper.server.ts';
import { getShopperSession, shopperApiConfig, signInShopper } from '../session/session.server.ts';
import { DEFAULT_SITE_PREFERENCES, freeShippingThreshold } from '@solo/sites';
import { basketActionSchema } from './actions.ts';
import { buildCartView } from './cart-view.server.ts';
import { freeShippingMessage, shippingLine, showsShippingInfo } from './summary.ts';
import { cookieHeader, sessionHarness } from '../session/session-testing.server.ts';
import {
  addItems,
  applyCoupon,
  changeVariant,
  createNewBasket,
  findBasket,
  getOrCreateBasket,
  problemOf,
  removeCoupon,
  removeItem,
  runBasketAction,
  updateQuantity,
} from './basket.server.ts';

/** Spec 000 §4 basket lifecycle, §8 quota; spec 001 §4 cart writes — against the real service. */
let commerce: Commerce;
const run = sessionHarness(() => commerce);
const US = 'http://127.0.0.1:3000/us';
const { jordan: JORDAN } = DEMO_SHOPPERS;

beforeAll(async () => {
  commerce = await openSeededCommerce('basket');
}, 180_000);

afterAll(async () => {
  await commerce.close();
});

/** A fresh guest's cookies. */
async function guest() {
  const { response } = await run(`${US}/`, (args) => getShopperSession(args));
  return cookieHeader(response);
}

describe('basket lifecycle', () => {
  it('reads nothing for a new guest, then creates one basket in the locale currency', async () => {
    const cookie = await guest();
    const { result: none } = await run(`${US}/basket`, (args) => findBasket(args), { cookie });
    expect(none).toBeNull();
    const { result } = await run(
      `${US}/basket`,
      async (args) => {
        const first = await getOrCreateBasket(args);
        const again = await getOrCreateBasket(args);
        return [first.basket, again.basket];
      },
      { cookie },
    );
    expect(result[0]?.currency).toBe('USD');
    expect(result[1]?.basketId).toBe(result[0]?.basketId);
  });

  it('deletes the listed baskets when the quota is exceeded, then creates one', async () => {
    const cookie = await guest();
    const { result } = await run(
      `${US}/basket`,
      async (args) => {
        const session = await getShopperSession(args);
        const baskets = new sdk.ShopperBasketsV2(shopperApiConfig(args, session));
        // Fill the quota (docs/decisions.md "Basket quota": 4).
        for (let i = 0; i < 4; i++) await baskets.createBasket({ body: {} });
        const refused = await baskets.createBasket({ body: {} }).catch(problemOf);
        const created = await createNewBasket(args);
        const listed = await new sdk.ShopperCustomers(shopperApiConfig(args, session))
          .getCustomerBaskets({ parameters: { customerId: session.customerId } })
          .then((r) => (r.baskets ?? []).map((b) => b.basketId));
        return { refused, created, listed };
      },
      { cookie },
    );
    expect(result.refused).toMatchObject({ status: 400, title: 'Customer Baskets Quota Exceeded' });
    expect(result.listed).toEqual([result.created.basketId]);
  });

  it("copies a registered customer's email and keeps the locale currency", async () => {
    const { result } = await run(`${US}/login`, async (args) => {
      const outcome = await signInShopper(args, JORDAN);
      if (!outcome.ok) throw new Error(outcome.failure.kind);
      const { basket } = await getOrCreateBasket(args);
      return basket;
    });
    expect(result.customerInfo?.email).toBe(JORDAN.username);
    expect(result.currency).toBe('USD');
  });
});

describe('the locale currency (spec 000 §3, §4; spec 001 §2, §9)', () => {
  const EU = 'http://127.0.0.1:3000/eu';

  it('re-prices the basket when the shopper switches to a locale of another currency, and back', async () => {
    const { response } = await run(`${EU}/de/`, (args) => getShopperSession(args));
    const cookie = cookieHeader(response);
    const at = (path: string) =>
      run(
        `${EU}${path}`,
        async (args) => {
          const found = await findBasket(args);
          return found && buildCartView(args, found);
        },
        { cookie },
      ).then((r) => r.result!);
    await run(
      `${EU}/de/basket`,
      (args) => addItems(args, [{ productId: 'pizza-peel', quantity: 1 }]),
      { cookie },
    );
    const euros = await at('/de/basket');
    expect(euros).toMatchObject({ currency: 'EUR', productSubTotal: 38.95, shippingTotal: 7.95 });
    expect(euros.lines[0]?.price).toBe(38.95);
    expect(showsShippingInfo(euros, 'SoloEU')).toBe(true);

    // sv-SE pays in kronor: every line from the SEK price book, and on SoloEU outside EUR the
    // mini cart shows no shipping and the cart's shipping line says 'calculated in Checkout'.
    const kronor = await at('/sv/basket');
    expect(kronor).toMatchObject({ currency: 'SEK', productSubTotal: 439, estimatedTotal: 439 });
    expect(kronor.lines[0]?.price).toBe(439);
    expect(kronor.shippingTotal ?? 0).toBe(0);
    expect(showsShippingInfo(kronor, 'SoloEU')).toBe(false);
    const threshold = freeShippingThreshold(DEFAULT_SITE_PREFERENCES.SoloEU, kronor.currency);
    expect(shippingLine(kronor, { id: 'SoloEU', freeShippingThreshold: threshold })).toEqual({
      kind: 'text',
      key: 'shippingInCheckout',
    });
    expect(freeShippingMessage(kronor, threshold)).toEqual({ kind: 'more', amount: 861 });

    const back = await at('/de/basket');
    expect(back).toMatchObject({ currency: 'EUR', productSubTotal: 38.95, shippingTotal: 7.95 });
  });
});

describe('cart writes', () => {
  it('adds, changes the quantity of, and removes a line', async () => {
    const cookie = await guest();
    const { result } = await run(
      `${US}/basket`,
      async (args) => {
        const added = await addItems(args, [{ productId: 'pizza-stone', quantity: 1 }]);
        const itemId = added.productItems![0]!.itemId!;
        const grown = await updateQuantity(args, itemId, 3);
        const removed = await removeItem(args, itemId);
        return { added, grown, removed };
      },
      { cookie },
    );
    expect(result.added.productItems?.map((i) => [i.productId, i.quantity])).toEqual([
      ['pizza-stone', 1],
    ]);
    expect(result.grown.productItems?.[0]?.quantity).toBe(3);
    expect(result.removed.productItems ?? []).toEqual([]);
  });

  it('removes a line at quantity 0 and names the field of a refused quantity', async () => {
    const cookie = await guest();
    const { result } = await run(
      `${US}/basket`,
      async (args) => {
        const added = await addItems(args, [{ productId: 'pizza-peel', quantity: 1 }]);
        const itemId = added.productItems![0]!.itemId!;
        const refused = await updateQuantity(args, itemId, 100_000).catch(problemOf);
        const zero = await updateQuantity(args, itemId, 0);
        return { refused, zero };
      },
      { cookie },
    );
    expect(result.refused).toMatchObject({ status: 400 });
    expect(JSON.stringify(result.refused)).toContain('quantity');
    expect(result.zero.productItems ?? []).toEqual([]);
  });

  it('merges a variant change into an equal line', async () => {
    const cookie = await guest();
    const { result } = await run(
      `${US}/basket`,
      async (args) => {
        const added = await addItems(args, [
          { productId: 'pizza-stone', quantity: 1 },
          { productId: 'pizza-peel', quantity: 2 },
        ]);
        const peel = added.productItems!.find((i) => i.productId === 'pizza-peel')!;
        return changeVariant(args, { itemId: peel.itemId!, productId: 'pizza-stone', quantity: 2 });
      },
      { cookie },
    );
    expect(result.productItems?.map((i) => [i.productId, i.quantity])).toEqual([
      ['pizza-stone', 3],
    ]);
  });
});

describe('the cart view of the /basket route', () => {
  it('answers lines with names, images and limits after an add', async () => {
    const cookie = await guest();
    const { result } = await run(
      `${US}/basket`,
      async (args) => {
        const basket = await runBasketAction(args, {
          intent: 'add',
          items: [{ productId: 'pizza-stone', quantity: 2 }],
        });
        return buildCartView(args, basket);
      },
      { cookie },
    );
    expect(result.count).toBe(2);
    expect(result.lines[0]).toMatchObject({ productId: 'pizza-stone', quantity: 2, min: 1 });
    expect(result.lines[0]?.image?.src).toMatch(/w=160/);
    expect(result.estimatedTotal).toBeGreaterThan(0);
  });
});

describe('gift cards (spec 001 §3, §7, §8)', () => {
  const form = {
    amount: 'custom',
    custom_amount: '75',
    recipient_name: 'Sam Ember',
    recipient_email: 'sam@example.com',
    confirm_recipient_email: 'sam@example.com',
    your_name: 'Alex',
    gift_message: 'Enjoy',
  };
  const act = (action: unknown) => basketActionSchema.parse(action);

  it('adds the e-gift card with its product and image, one per basket, edits and removes it', async () => {
    const cookie = await guest();
    const { result } = await run(
      `${US}/basket`,
      async (args) => {
        const added = await runBasketAction(
          args,
          act({ intent: 'addGiftCard', productId: 'e-gift-card', card: form }),
        );
        const view = await buildCartView(args, added);
        const second = await runBasketAction(
          args,
          act({ intent: 'addGiftCard', productId: 'e-gift-card', card: form }),
        ).catch((e: unknown) => problemOf(e));
        const notACard = await runBasketAction(
          args,
          act({ intent: 'addGiftCard', productId: 'pizza-stone', card: form }),
        ).catch((e: unknown) => problemOf(e));
        const id = view.giftCards[0]!.giftCertificateItemId;
        const edited = await runBasketAction(
          args,
          act({
            intent: 'updateGiftCard',
            giftCertificateItemId: id,
            recipientName: 'Robin',
            recipientEmail: 'robin@example.com',
            amount: 75,
          }),
        );
        const removed = await runBasketAction(
          args,
          act({ intent: 'removeGiftCard', giftCertificateItemId: id }),
        );
        return { added, view, second, notACard, edited, removed };
      },
      { cookie },
    );
    expect(result.added.giftCertificateItems).toEqual([
      expect.objectContaining({
        amount: 75,
        recipientName: 'Sam Ember',
        senderName: 'Alex',
        shipmentId: 'me',
        c_variantID: 'e-gift-card',
        message: expect.stringMatching(/^Enjoy #\d+$/) as unknown,
        c_cartImageUrl: expect.stringContaining('"src":') as unknown,
      }),
    ]);
    expect(result.view).toMatchObject({
      count: 1,
      productSubTotal: 0,
      giftCardTotal: 75,
      estimatedTotal: 75,
      giftCards: [{ name: 'Solo Outdoor e-Gift Card', amount: 75, recipientName: 'Sam Ember' }],
    });
    expect(result.view.giftCards[0]?.image?.src).toMatch(/w=160/);
    expect(result.second).toMatchObject({ status: 400, title: 'Gift certificate limit exceeded' });
    expect(result.notACard).toMatchObject({
      status: 400,
      detail: 'productId: is not an e-gift card',
    });
    expect(result.edited.giftCertificateItems?.[0]).toMatchObject({
      recipientName: 'Robin',
      recipientEmail: 'robin@example.com',
      amount: 75,
    });
    expect(result.removed.giftCertificateItems).toEqual([]);
  });
});

describe('route protection, promo credit and coupons', () => {
  it('removes a route-protection or promo-credit adjustment when the basket is read', async () => {
    const cookie = await guest();
    const { result } = await run(
      `${US}/basket`,
      async (args) => {
        const session = await getShopperSession(args);
        const baskets = new sdk.ShopperBasketsV2(shopperApiConfig(args, session));
        const basket = await baskets.createBasket({ body: {} });
        await baskets.updateBasket({
          parameters: { basketId: basket.basketId! },
          body: {
            c_routeData: JSON.stringify({ hasRouteProtection: true }),
            c_isPromoCreditApplied: true,
          },
        });
        return findBasket(args);
      },
      { cookie },
    );
    expect(result).toMatchObject({
      c_routeData: JSON.stringify({ hasRouteProtection: false }),
      c_isPromoCreditApplied: false,
    });
  });

  it('applies SAVE10, refuses an unknown code and removes a code', async () => {
    const cookie = await guest();
    const { result } = await run(
      `${US}/basket`,
      async (args) => {
        await addItems(args, [{ productId: 'pizza-stone', quantity: 2 }]);
        const unknown = await applyCoupon(args, 'NOPE-NOPE').catch(problemOf);
        const applied = await applyCoupon(args, 'save10');
        const couponItemId = applied.couponItems![0]!.couponItemId!;
        const removed = await removeCoupon(args, couponItemId);
        return { unknown, applied, removed };
      },
      { cookie },
    );
    expect(result.unknown).toMatchObject({ status: 400, title: 'Invalid Coupon Code' });
    expect(result.applied.couponItems?.[0]).toMatchObject({
      code: 'SAVE10',
      statusCode: 'applied',
    });
    expect(result.applied.orderPriceAdjustments?.length).toBeGreaterThan(0);
    expect(result.removed.couponItems ?? []).toEqual([]);
  });
});

describe('bonus gift choices', () => {
  it('offers the free peel with a Pi oven and counts it once added', async () => {
    const cookie = await guest();
    const { result } = await run(
      `${US}/basket`,
      async (args) => {
        const withOven = await runBasketAction(args, {
          intent: 'add',
          items: [{ productId: 'pi-pizza-oven-stainless', quantity: 1 }],
        });
        const offered = await buildCartView(args, withOven);
        const choice = offered.bonusChoices[0]!;
        const withGift = await runBasketAction(args, {
          intent: 'add',
          items: [
            {
              productId: choice.products[0]!.productId,
              quantity: 1,
              bonusDiscountLineItemId: choice.bonusDiscountLineItemId,
            },
          ],
        });
        return { offered, chosen: await buildCartView(args, withGift) };
      },
      { cookie },
    );
    expect(result.offered.bonusChoices).toEqual([
      expect.objectContaining({
        maxBonusItems: 1,
        added: 0,
        products: [expect.objectContaining({ productId: 'pizza-peel' })],
      }),
    ]);
    expect(result.chosen.bonusChoices[0]?.added).toBe(1);
    expect(result.chosen.lines.find((l) => l.productId === 'pizza-peel')?.bonus).toBe(true);
  });
});
