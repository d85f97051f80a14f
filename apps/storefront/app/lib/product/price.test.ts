import { describe, expect, it } from 'vitest';
import { discountBadge, productPrice, showsPrice, tierFor } from './price.ts';
import {
  backyardSet,
  campKitchenSet,
  eGiftCard,
  heritageFireBowl,
  mesaTabletopFirePit,
  naturalFireStarters,
  piPizzaOven,
  signatureFirePit,
  signatureLargeAsh,
} from './test-products.ts';
import type { CatalogProduct } from './types.ts';

describe('productPrice: current price (spec 001 §9)', () => {
  it('is the base price without promotions', () => {
    expect(productPrice(naturalFireStarters).current).toBe(12.99);
  });

  it('"the lowest of the base price and the smallest positive promotional price wins"', () => {
    // pizza-week gives 349.99; the free-gift promotion has no price and is ignored.
    expect(productPrice(piPizzaOven).current).toBe(349.99);
  });

  it('keeps the base price when a promotional price is higher', () => {
    const product: CatalogProduct = {
      ...piPizzaOven,
      productPromotions: [{ promotionId: 'p', calloutMsg: '', promotionalPrice: 450 }],
    };
    expect(productPrice(product).current).toBe(399.99);
  });

  it('"a master\'s price is the minimum over its variants" when the wire gives no price', () => {
    const { price: _price, ...withoutPrice } = signatureFirePit;
    expect(productPrice(withoutPrice).current).toBe(229.99);
  });

  it('is not priced for a product without any price', () => {
    expect(productPrice(eGiftCard)).toEqual({
      current: 0,
      isRange: false,
      isOnSale: false,
      priced: false,
    });
  });
});

describe('productPrice: tiers (spec 001 §9 "nearest to the chosen quantity among tiers at or below it")', () => {
  it.each([
    [1, 1, 12.99],
    [2, 1, 12.99],
    [3, 3, 11.99],
    [5, 3, 11.99],
    [6, 6, 9.99],
    [40, 6, 9.99],
  ])('quantity %i uses the tier from %i at %f', (quantity, tierQuantity, price) => {
    const result = productPrice(naturalFireStarters, { quantity });
    expect(result.tier).toEqual({ quantity: tierQuantity, price });
    expect(result.current).toBe(price);
  });

  it('takes the lowest price when two price books list the same quantity', () => {
    expect(tierFor(heritageFireBowl, 1)).toEqual({ quantity: 1, price: 159.99 });
  });

  it('has no tier below the first tier quantity', () => {
    const product = { ...naturalFireStarters, tieredPrices: [{ price: 11.99, quantity: 3 }] };
    expect(productPrice(product, { quantity: 2 }).tier).toBeUndefined();
  });
});

describe('productPrice: on sale (spec 001 §9 "current price is below the highest tiered price")', () => {
  it('is on sale against the list tier', () => {
    expect(productPrice(heritageFireBowl)).toMatchObject({
      current: 159.99,
      list: 259.99,
      isOnSale: true,
    });
  });

  it('is on sale at a volume tier below the single-unit price', () => {
    expect(productPrice(naturalFireStarters, { quantity: 6 })).toMatchObject({
      current: 9.99,
      list: 12.99,
      isOnSale: true,
    });
  });

  it('is not on sale at the full price', () => {
    const result = productPrice(naturalFireStarters, { quantity: 1 });
    expect(result.isOnSale).toBe(false);
    expect(result.list).toBeUndefined();
  });

  it('compares with listPrice when the wire has no tiers', () => {
    const { tieredPrices: _t, ...withoutTiers } = signatureLargeAsh;
    expect(productPrice(withoutTiers)).toMatchObject({
      current: 399.99,
      list: 449.99,
      isOnSale: true,
    });
  });

  it('is on sale when a promotion undercuts the list price', () => {
    expect(productPrice(piPizzaOven)).toMatchObject({ isOnSale: true, list: 399.99 });
  });
});

describe('productPrice: ranges (spec 001 §9, spec 000 §9)', () => {
  it('is a range for a master with several variants whose max exceeds the base', () => {
    expect(productPrice(signatureFirePit)).toMatchObject({
      current: 229.99,
      max: 399.99,
      isRange: true,
    });
  });

  it('is a range for a set', () => {
    expect(productPrice(campKitchenSet)).toMatchObject({
      current: 12.99,
      max: 109.99,
      isRange: true,
    });
    expect(productPrice(backyardSet).isRange).toBe(true);
  });

  it('strikes no list price through beside a range, even when a promotion lowers its start', () => {
    const promoted = {
      ...campKitchenSet,
      listPrice: 12.99,
      productPromotions: [{ promotionId: 'p', calloutMsg: 'x', promotionalPrice: 11.04 }],
    };
    const price = productPrice(promoted);
    expect(price).toMatchObject({ current: 11.04, isRange: true, isOnSale: false });
    expect(price.list).toBeUndefined();
  });

  it('is no range when the maximum does not exceed the base price', () => {
    expect(productPrice({ ...mesaTabletopFirePit, priceMax: 129.99 }).isRange).toBe(false);
    expect(productPrice(mesaTabletopFirePit).isRange).toBe(false);
  });

  it('is no range for a master with a single variant', () => {
    const single = { ...signatureFirePit, variants: signatureFirePit.variants!.slice(0, 1) };
    expect(productPrice(single).isRange).toBe(false);
  });

  it('is no range for an item even with priceMax', () => {
    expect(productPrice({ ...naturalFireStarters, priceMax: 20 }).isRange).toBe(false);
  });
});

describe('discountBadge (spec 000 §9)', () => {
  it('"percent off = 100 minus the rounded percentage of discounted price to list price"', () => {
    // 159.99 / 259.99 = 61.5 % → rounds to 62 → 38 % off.
    expect(discountBadge(159.99, 259.99)).toEqual({ kind: 'percentOff', value: 38 });
  });

  it('shows "{value}% off" at exactly 20 %', () => {
    expect(discountBadge(80, 100)).toEqual({ kind: 'percentOff', value: 20 });
  });

  it('"shows SALE when under 20%"', () => {
    // 399.99 / 449.99 = 88.9 % → 89 → 11 % off.
    expect(discountBadge(399.99, 449.99)).toEqual({ kind: 'sale' });
    expect(discountBadge(80.5, 100)).toEqual({ kind: 'sale' });
  });

  it('shows nothing without a discount', () => {
    expect(discountBadge(100, 100)).toBeNull();
    expect(discountBadge(120, 100)).toBeNull();
    expect(discountBadge(100, undefined)).toBeNull();
    expect(discountBadge(100, 0)).toBeNull();
  });
});

describe('showsPrice', () => {
  it('hides the price of e-gift cards (spec 001 §2 "E-gift card tiles show no price")', () => {
    expect(showsPrice(eGiftCard)).toBe(false);
    expect(showsPrice({ ...naturalFireStarters, c_isEgiftCard: true })).toBe(false);
  });

  it('shows the price of priced products', () => {
    expect(showsPrice(signatureFirePit)).toBe(true);
  });
});
