import { describe, expect, it } from 'vitest';
import {
  bundleChildQuantity,
  cartQuantityOnBlur,
  cartQuantityRules,
  clampQuantity,
  hidesQuantity,
  isMaxQuantityReached,
  isOrderable,
  maxOrderQuantity,
  quantityOnBlur,
} from './quantity.ts';
import {
  backyardSet,
  canyonFirePit,
  eGiftCard,
  heritageFireBowl,
  kindlingBundle,
  naturalFireStarters,
  signatureFirePit,
  signatureLargeAsh,
  summitFirePit,
} from './test-products.ts';

describe('product page quantity (spec 001 §5)', () => {
  it('is "not below 0"', () => {
    expect(clampQuantity(-3)).toBe(0);
    expect(clampQuantity(2.7)).toBe(2);
    expect(clampQuantity(Number.NaN)).toBe(0);
  });

  it('"on blur an empty or negative value resets to the minimum order quantity"', () => {
    const minThree = { ...naturalFireStarters, minOrderQuantity: 3 };
    expect(quantityOnBlur('', minThree)).toBe(3);
    expect(quantityOnBlur('  ', minThree)).toBe(3);
    expect(quantityOnBlur('-2', minThree)).toBe(3);
    expect(quantityOnBlur(undefined, naturalFireStarters)).toBe(1);
    expect(quantityOnBlur('4', minThree)).toBe(4);
    expect(quantityOnBlur(0, minThree)).toBe(0);
  });

  it('"max is the maximum order quantity minus what is already in the basket"', () => {
    // signature-fire-pit allows 5 per order.
    expect(maxOrderQuantity(signatureFirePit)).toBe(5);
    expect(maxOrderQuantity(signatureFirePit, 2)).toBe(3);
    expect(maxOrderQuantity(signatureFirePit, 7)).toBe(0);
  });

  it('never allows more than can be sold', () => {
    // large-ash: 5 per order, but only 3 above its safety stock.
    expect(maxOrderQuantity(signatureLargeAsh)).toBe(3);
    expect(maxOrderQuantity(heritageFireBowl, 2)).toBe(10);
  });

  it('has no maximum without a limit or stock figures', () => {
    const { inventory: _i, ...unknownStock } = naturalFireStarters;
    expect(maxOrderQuantity(unknownStock)).toBeUndefined();
  });

  it('reports "Max quantity reached" once the basket holds the maximum (spec 001 §4)', () => {
    expect(isMaxQuantityReached(signatureFirePit, 5)).toBe(true);
    expect(isMaxQuantityReached(signatureFirePit, 4)).toBe(false);
    expect(isMaxQuantityReached(kindlingBundle, 0)).toBe(false);
  });

  it('"A bundle\'s child quantity is parent quantity times the child\'s quantity"', () => {
    expect(bundleChildQuantity(3, 2)).toBe(6);
  });
});

describe('isOrderable (spec 001 §5 "not loading, orderable, quantity above 0, at most stock, and not discontinued")', () => {
  it('is orderable in stock with a positive quantity', () => {
    expect(isOrderable({ product: canyonFirePit, quantity: 3 })).toBe(true);
  });

  it.each([
    ['loading', { product: canyonFirePit, quantity: 1, loading: true }],
    ['quantity 0', { product: canyonFirePit, quantity: 0 }],
    ['more than stock', { product: canyonFirePit, quantity: 4 }],
    ['discontinued', { product: summitFirePit, quantity: 1 }],
    ['out of stock', { product: kindlingBundle, quantity: 1 }],
    [
      'a master without a full choice',
      { product: signatureFirePit, quantity: 1, selection: { size: 'small' } },
    ],
    [
      'a sold-out variant',
      { product: signatureFirePit, quantity: 1, selection: { size: 'small', color: 'black' } },
    ],
  ])('is not orderable when %s', (_case, input) => {
    expect(isOrderable(input)).toBe(false);
  });

  it('is orderable through a chosen orderable variant', () => {
    const selection = { size: 'small', color: 'ash' };
    expect(isOrderable({ product: signatureFirePit, quantity: 1, selection })).toBe(true);
  });
});

describe('cart quantity (spec 001 §5 "Quantity (cart)")', () => {
  it('"min is the minimum order quantity, or 0 when no stock, default 1"; max and step', () => {
    expect(cartQuantityRules(naturalFireStarters)).toEqual({ min: 1, max: 50, step: 1 });
    expect(cartQuantityRules(kindlingBundle).min).toBe(0);
    expect(cartQuantityRules(signatureFirePit).max).toBe(5);
    expect(cartQuantityRules({ ...naturalFireStarters, stepQuantity: 3 }).step).toBe(3);
  });

  it('"blank or negative on blur resets to 1"', () => {
    expect(cartQuantityOnBlur('')).toBe(1);
    expect(cartQuantityOnBlur(-1)).toBe(1);
    expect(cartQuantityOnBlur('2')).toBe(2);
  });
});

describe('hidesQuantity (spec 001 §6)', () => {
  it('hides it for gift cards, sets and by c_hideQtySelectorOnPDP', () => {
    expect(hidesQuantity(eGiftCard)).toBe(true);
    expect(hidesQuantity(backyardSet)).toBe(true);
    expect(hidesQuantity({ ...canyonFirePit, c_hideQtySelectorOnPDP: true })).toBe(true);
  });

  it('hides it in a c_hideQtyField category', () => {
    expect(hidesQuantity(canyonFirePit, { c_hideQtyField: true })).toBe(true);
    const inGiftCards = {
      ...canyonFirePit,
      c_categories: [{ id: 'gift-cards', c_hideQtyField: true }],
    };
    expect(hidesQuantity(inGiftCards)).toBe(true);
  });

  it('shows it otherwise', () => {
    expect(hidesQuantity(canyonFirePit, { c_hideQtyField: false })).toBe(false);
    expect(hidesQuantity(signatureFirePit)).toBe(false);
  });
});
