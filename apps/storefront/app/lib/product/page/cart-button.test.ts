import { describe, expect, it } from 'vitest';
import {
  backyardSet,
  campKitchenSet,
  kindlingBundle,
  naturalFireStarters,
  signatureFirePit,
  signatureLargeAsh,
  TEST_NOW,
} from '../test-products.ts';
import type { CatalogProduct } from '../types.ts';
import { cartButton, priceAt, quantityInput, remainingLimit, stepQuantity } from './cart-button.ts';
import { buildPdpView } from './pdp-view.ts';

const cartOf = (product: CatalogProduct, query = '', variant?: CatalogProduct) =>
  buildPdpView(product, {
    params: new URLSearchParams(query),
    now: TEST_NOW,
    enableBackorderMessaging: false,
    ...(variant ? { variant } : {}),
  }).cart;

const label = (input: Parameters<typeof cartButton>[0]) => {
  const { label: message } = cartButton(input);
  return { id: message.id, values: message.values };
};

describe('cartButton (spec 001 §4 add-to-cart label)', () => {
  const us = { currency: 'USD', localeId: 'en-US' };

  it('shows the price of one unit', () => {
    const cart = cartOf(signatureFirePit, 'size=large&color=ash', signatureLargeAsh);
    expect(label({ cart, quantity: 1, ...us })).toEqual({
      id: 'product.button.addToCartTotal',
      values: { price: '$399.99' },
    });
  });

  it('prices a subscription line at its subscription price (spec 001 §4)', () => {
    const cart = cartOf(signatureFirePit, 'size=large&color=ash', signatureLargeAsh);
    expect(label({ cart, quantity: 2, unitPrice: 359.99, ...us })).toEqual({
      id: 'product.button.addToCartCountTotal',
      values: { count: 2, price: '$719.98' },
    });
  });

  it('shows the quantity plus accessories in brackets and the total with accessories', () => {
    const cart = cartOf(signatureFirePit, 'size=large&color=ash', signatureLargeAsh);
    expect(
      label({ cart, quantity: 2, accessoriesCount: 1, accessoriesTotal: 12.99, ...us }),
    ).toEqual({
      id: 'product.button.addToCartCountTotal',
      values: { count: 3, price: '$812.97' },
    });
  });

  it('uses the tier price of the chosen quantity (spec 001 §9)', () => {
    const cart = cartOf(naturalFireStarters);
    const tier = priceAt(cart.priceSource, 6).current;
    expect(tier).toBeLessThan(priceAt(cart.priceSource, 1).current);
    expect(label({ cart, quantity: 6, ...us }).values?.price).toBe(`$${(tier * 6).toFixed(2)}`);
  });

  it('says Notify Me when out of stock and does not allow adding', () => {
    const state = cartButton({ cart: cartOf(kindlingBundle), quantity: 1, ...us });
    expect(state.label.id).toBe('product.button.notifyMe');
    expect(state.notifyMe).toBe(true);
    expect(state.allowed).toBe(false);
  });

  it('says Add Set to Cart for a set', () => {
    expect(cartButton({ cart: cartOf(campKitchenSet), quantity: 1, ...us }).label.id).toMatch(
      /^product\.button\.addSetToCart/,
    );
  });

  it("prices a set by the parts that go into the basket, not by the set's lowest price", () => {
    // Lite Camp Stove 109.99 + Pot 900 34.99 + Natural Fire Starters 12.99.
    expect(label({ cart: cartOf(campKitchenSet), quantity: 1, ...us })).toEqual({
      id: 'product.button.addSetToCartTotal',
      values: { price: '$157.97' },
    });
  });

  it("prices a set with a master part by that part's chosen variant", () => {
    const large = cartOf(backyardSet, 'signature-fire-pit.size=large&signature-fire-pit.color=ash');
    expect(label({ cart: large, quantity: 1, ...us }).values?.price).toBe('$459.98');
    const medium = cartOf(backyardSet);
    expect(label({ cart: medium, quantity: 1, ...us }).values?.price).toBe('$359.98');
  });

  it('shows no price for a set with a part still to choose', () => {
    const cart = cartOf(
      backyardSet,
      'signature-fire-pit.size=large&signature-fire-pit.color=bronze',
    );
    expect(label({ cart, quantity: 1, ...us })).toEqual({
      id: 'product.button.addSetToCart',
      values: undefined,
    });
  });

  it('takes what the basket holds off the limit and says Max quantity reached at 0', () => {
    const cart = cartOf(signatureFirePit); // at most 5 per order
    expect(remainingLimit(cart, 0)).toEqual({ max: 5, reached: false });
    expect(remainingLimit(cart, 2)).toEqual({ max: 3, reached: false });
    expect(cartButton({ cart, quantity: 3, inBasket: 2, ...us }).allowed).toBe(true);
    expect(cartButton({ cart, quantity: 4, inBasket: 2, ...us }).allowed).toBe(false);
    expect(remainingLimit(cart, 5)).toEqual({ max: 0, reached: true });
    const full = cartButton({ cart, quantity: 1, inBasket: 5, ...us });
    expect(full.label.id).toBe('product.button.maxReached');
    expect(full.allowed).toBe(false);
    expect(full.notifyMe).toBe(false);
  });

  it('says Update when editing a basket line, within what the other lines leave', () => {
    const cart = cartOf(signatureFirePit, 'size=large&color=ash', signatureLargeAsh);
    const update = cartButton({ cart, quantity: 3, mode: 'update', ...us });
    expect(update.label.id).toBe('product.button.update');
    expect(update.allowed).toBe(true);
    // The edited line is left out of `inBasket`; other lines of the variant still count.
    expect(cartButton({ cart, quantity: 3, inBasket: 1, mode: 'update', ...us }).allowed).toBe(
      false,
    );
    expect(cartButton({ cart, quantity: 1, inBasket: 5, mode: 'update', ...us }).label.id).toBe(
      'product.button.maxReached',
    );
  });

  it('has no limit to reach where the page shows none', () => {
    expect(remainingLimit(cartOf(campKitchenSet), 40)).toEqual({ reached: false });
  });

  it('does not allow a quantity above the maximum or below 1 (spec 001 §5)', () => {
    const cart = cartOf(signatureFirePit, 'size=large&color=ash', signatureLargeAsh);
    expect(cartButton({ cart, quantity: 3, ...us }).allowed).toBe(true);
    expect(cartButton({ cart, quantity: 4, ...us }).allowed).toBe(false);
    expect(cartButton({ cart, quantity: 0, ...us }).allowed).toBe(false);
  });

  it('does not allow adding before a missing combination is chosen again', () => {
    const cart = cartOf(signatureFirePit, 'size=large&color=bronze');
    expect(cartButton({ cart, quantity: 1, ...us }).allowed).toBe(false);
  });
});

describe('quantityInput and stepQuantity (spec 001 §5)', () => {
  const limits = { min: 1, max: 5, step: 1 };

  it('resets empty or negative values to the minimum on blur', () => {
    expect(quantityInput('', limits, true)).toBe(1);
    expect(quantityInput('-3', limits, true)).toBe(1);
    expect(quantityInput('abc', limits, true)).toBe(1);
  });

  it('never goes below 0 while typing and keeps whole units', () => {
    expect(quantityInput('-3', limits, false)).toBe(0);
    expect(quantityInput('2.7', limits, false)).toBe(2);
  });

  it('brings a value above the maximum down to it on blur', () => {
    expect(quantityInput('9', limits, false)).toBe(9);
    expect(quantityInput('9', limits, true)).toBe(5);
  });

  it('steps within the limits', () => {
    expect(stepQuantity(5, 1, limits)).toBe(5);
    expect(stepQuantity(1, -1, limits)).toBe(1);
    expect(stepQuantity(2, 1, { min: 1, step: 2 })).toBe(4);
  });
});
