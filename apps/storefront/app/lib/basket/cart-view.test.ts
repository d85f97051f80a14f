import { describe, expect, it } from 'vitest';
import type { CatalogProduct } from '../product/types.ts';
import { signatureLargeAsh } from '../product/test-products.ts';
import {
  cartView,
  checkoutBlocked,
  checkoutDisabled,
  lineAvailability,
  lineLimits,
  variantFor,
} from './cart-view.ts';

const product = (fields: Partial<CatalogProduct> = {}): CatalogProduct => ({
  id: 'p',
  name: 'Pizza Stone',
  inventory: { id: 'inv', orderable: true, stockLevel: 10, ats: 10 },
  ...fields,
});

describe('lineAvailability (spec 001 §4 precedence)', () => {
  it('puts discontinued before out of stock, unfulfillable, price and final sale', () => {
    const everything = product({
      c_isDiscontinued: true,
      c_OutOfStock: true,
      c_finalSale: true,
    });
    expect(lineAvailability(everything, { quantity: 1, price: null })).toBe('discontinued');
    expect(
      lineAvailability(product({ c_OutOfStock: true }), {
        quantity: 1,
        price: 5,
      }),
    ).toBe('outOfStock');
  });

  it('names a line asking for more than stock, then a missing price, then final sale', () => {
    const finalSale = product({ c_finalSale: true });
    expect(lineAvailability(finalSale, { quantity: 11, price: null })).toBe('unfulfillable');
    expect(lineAvailability(finalSale, { quantity: 2, price: null })).toBe('priceMissing');
    expect(lineAvailability(finalSale, { quantity: 2, price: 9 })).toBe('finalSale');
    expect(lineAvailability(product(), { quantity: 2, price: 9 })).toBeUndefined();
  });

  it('treats a product gone from the catalog as out of stock', () => {
    expect(lineAvailability(undefined, { quantity: 1, price: 9 })).toBe('outOfStock');
  });
});

describe('lineLimits (spec 001 §5 quantity in the cart)', () => {
  it('uses c_maximumPurchaseQuantity, else stock; min 0 without stock; step default 1', () => {
    expect(lineLimits(product({ c_maximumPurchaseQuantity: 4 }))).toEqual({
      min: 1,
      max: 4,
      step: 1,
    });
    expect(
      lineLimits(product({ inventory: { id: 'i', orderable: false, stockLevel: 0, ats: 0 } })),
    ).toEqual({ min: 0, max: 0, step: 1 });
  });
});

describe('cartView', () => {
  it('counts units, greys unavailable lines and blocks checkout for them, not for final sale', () => {
    const view = cartView(
      {
        basketId: 'b',
        currency: 'USD',
        productSubTotal: 30,
        productTotal: 30,
        productItems: [
          { itemId: 'a', productId: 'ok', quantity: 2, price: 20 },
          { itemId: 'b', productId: 'sale', quantity: 1, price: 10 },
        ],
        orderPriceAdjustments: [{ price: -3 }, { price: -2, c_promoCredit: true }],
      },
      new Map([
        ['ok', product({ id: 'ok' })],
        ['sale', product({ id: 'sale', c_finalSale: true })],
      ]),
      () => undefined,
    );
    expect(view.count).toBe(3);
    expect(view.discount).toBe(3);
    expect(view.promoCredit).toBe(2);
    expect(view.estimatedTotal).toBe(30);
    expect(view.lines.map((l) => [l.availability, l.unavailable])).toEqual([
      [undefined, false],
      ['finalSale', false],
    ]);
    expect(checkoutBlocked(view)).toBe(false);
    expect(checkoutBlocked({ ...view, outOfStock: true })).toBe(true);
    // Spec 002 §8: the checkout buttons are disabled while a cart error is shown.
    expect(checkoutDisabled(view, false)).toBe(false);
    expect(checkoutDisabled(view, true)).toBe(true);
    expect(checkoutDisabled({ ...view, outOfStock: true }, false)).toBe(true);
    const [line] = view.lines;
    expect(checkoutDisabled({ ...view, lines: [{ ...line!, unavailable: true }] }, false)).toBe(
      true,
    );
  });

  it("names a line in the page's language, not in the one it was added in", () => {
    const view = cartView(
      {
        basketId: 'b',
        currency: 'EUR',
        productItems: [
          {
            itemId: 'a',
            productId: 'ok',
            productName: 'Smokeless Fire Pit',
            quantity: 1,
            price: 9,
          },
          { itemId: 'b', productId: 'gone', productName: 'Retired Stove', quantity: 1, price: 9 },
        ],
      },
      new Map([['ok', product({ id: 'ok', name: 'Rauchfreie Feuerschale' })]]),
      () => undefined,
    );
    expect(view.lines.map((l) => l.name)).toEqual(['Rauchfreie Feuerschale', 'Retired Stove']);
  });
});

describe('cartView subscriptions (spec 001 §3)', () => {
  it("carries a line's frequency and the basket flag, and ignores a frequency it does not know", () => {
    const view = cartView(
      {
        basketId: 'b',
        currency: 'USD',
        productItems: [
          { itemId: 'a', productId: 'ok', quantity: 1, price: 9, c_subscriptionFrequency: '2_3' },
          { itemId: 'b', productId: 'ok', quantity: 1, price: 10, c_subscriptionFrequency: '0_0' },
          { itemId: 'c', productId: 'ok', quantity: 1, price: 10, c_subscriptionFrequency: '7_3' },
        ],
        c_isSubscriptionProductInBasket: true,
      },
      new Map([['ok', product({ id: 'ok' })]]),
      () => undefined,
    );
    expect(view.lines.map((line) => line.subscriptionMonths)).toEqual([2, undefined, undefined]);
    expect(view.hasSubscription).toBe(true);
    expect(cartView({ basketId: 'b' }, new Map(), () => undefined).hasSubscription).toBe(false);
  });
});

describe('cartView gift cards (spec 001 §2, §3, §9)', () => {
  const giftCard = product({
    id: 'e-gift-card',
    name: 'Solo Outdoor e-Gift Card',
    c_isEgiftCard: true,
  });
  const basket = {
    basketId: 'b',
    currency: 'USD',
    productSubTotal: 40,
    productTotal: 40,
    orderTotal: 152.19,
    productItems: [{ itemId: 'a', productId: 'ok', quantity: 2, price: 40 }],
    giftCertificateItems: [
      {
        giftCertificateItemId: 'g1',
        amount: 100,
        recipientName: 'Sam Ember',
        recipientEmail: 'sam@example.com',
        c_variantID: 'e-gift-card',
        c_cartImageUrl: '{"src":"/images/card.png?w=160","alt":"Card"}',
      },
    ],
  };

  it('lists each gift card with amount, recipient and image, counting it as one item', () => {
    const view = cartView(
      basket,
      new Map([
        ['ok', product({ id: 'ok' })],
        ['e-gift-card', giftCard],
      ]),
      (p) => ({ src: `/images/${p.id}.png`, alt: p.name ?? '' }),
    );
    expect(view.giftCards).toEqual([
      {
        giftCertificateItemId: 'g1',
        productId: 'e-gift-card',
        name: 'Solo Outdoor e-Gift Card',
        amount: 100,
        recipientName: 'Sam Ember',
        recipientEmail: 'sam@example.com',
        image: { src: '/images/e-gift-card.png', alt: 'Solo Outdoor e-Gift Card' },
      },
    ]);
    expect(view.count).toBe(3);
    expect(view.lines).toHaveLength(1);
  });

  it('keeps gift card amounts out of the displayed subtotal and in the estimated total', () => {
    const view = cartView(basket, new Map(), () => undefined);
    expect(view.productSubTotal).toBe(40);
    expect(view.giftCardTotal).toBe(100);
    expect(view.estimatedTotal).toBe(152.19);
    // Without an order total the estimate still holds the gift card.
    const { orderTotal: _, ...noTotal } = basket;
    expect(cartView(noTotal, new Map(), () => undefined).estimatedTotal).toBe(140);
  });

  it('falls back to the stored c_cartImageUrl, and ignores one that is not a same-site path', () => {
    const view = cartView(basket, new Map(), () => undefined);
    expect(view.giftCards[0]).toMatchObject({
      image: { src: '/images/card.png?w=160', alt: 'Card' },
    });
    expect(view.giftCards[0]?.name).toBeUndefined();
    const foreign = {
      ...basket,
      giftCertificateItems: [
        {
          ...basket.giftCertificateItems[0]!,
          c_cartImageUrl: '{"src":"https://evil.example/x.png"}',
        },
      ],
    };
    expect(cartView(foreign, new Map(), () => undefined).giftCards[0]?.image).toBeUndefined();
  });
});

describe('variantFor (spec 001 §5 variant selection)', () => {
  const variation = {
    attributes: [
      {
        id: 'color',
        name: 'Color',
        values: [
          { value: 'ash', name: 'Ash' },
          { value: 'black', name: 'Black' },
        ],
      },
      { id: 'size', name: 'Size', values: [{ value: 'small', name: 'Small' }] },
    ],
    variants: [
      { productId: 'p-ash', orderable: true, values: { color: 'ash', size: 'small' } },
      { productId: 'p-black', orderable: false, values: { color: 'black', size: 'small' } },
    ],
    selected: { color: 'ash', size: 'small' },
  };

  it('answers the one orderable variant of a combination, else none', () => {
    expect(variantFor(variation, { color: 'ash', size: 'small' })).toBe('p-ash');
    expect(variantFor(variation, { color: 'black', size: 'small' })).toBeNull();
    expect(variantFor(variation, { color: 'ash' })).toBeNull();
  });
});

describe('bundle lines (spec 001 §3 bundledProductItems, §4 bundle variant change)', () => {
  it('lists the parts with their variant, and a picker only for a part with other variants', () => {
    const basket = {
      basketId: 'b',
      currency: 'USD',
      productItems: [
        {
          itemId: 'line',
          productId: 'backyard-bundle',
          productName: 'Backyard Bundle',
          quantity: 2,
          price: 600,
          bundledProductItems: [
            {
              itemId: 'line-bundled-0',
              productId: signatureLargeAsh.id,
              productName: 'Signature Smokeless Fire Pit',
              quantity: 2,
            },
            { itemId: 'line-bundled-1', productId: 'p', productName: 'Pizza Stone', quantity: 4 },
          ],
        },
      ],
    };
    const view = cartView(
      basket,
      new Map([
        [signatureLargeAsh.id, signatureLargeAsh],
        ['p', product()],
      ]),
      () => undefined,
    );
    const [pit, stone] = view.lines[0]!.parts!;
    expect(pit).toMatchObject({
      itemId: 'line-bundled-0',
      productId: signatureLargeAsh.id,
      name: 'Signature Smokeless Fire Pit',
      quantity: 2,
      options: [
        { label: 'Size', value: 'Large (27")' },
        { label: 'Color', value: 'Ash' },
      ],
    });
    expect(pit!.variation?.selected).toEqual({ size: 'large', color: 'ash' });
    expect(stone).toEqual({
      itemId: 'line-bundled-1',
      productId: 'p',
      name: 'Pizza Stone',
      quantity: 4,
      options: [],
    });
    // The bundle counts once per bundle in the header badge, not per part.
    expect(view.count).toBe(2);
    expect(cartView({ ...basket, productItems: [] }, new Map(), () => undefined).lines).toEqual([]);
  });
});
