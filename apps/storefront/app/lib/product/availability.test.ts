import { describe, expect, it } from 'vitest';
import { availableToSell, isOutOfStock, itemAvailability, tileLabels } from './availability.ts';
import {
  bonusPizzaPeel,
  canyonFirePit,
  eGiftCard,
  heritageFireBowl,
  kindlingBundle,
  naturalFireStarters,
  signatureFirePit,
  stoveTravelBag,
  summitFirePit,
  titanCampStove,
} from './test-products.ts';
import type { CatalogProduct } from './types.ts';

const inStock = (stockLevel: number, safetyStock: number): CatalogProduct => ({
  ...naturalFireStarters,
  inventory: { id: 'inventory_us', orderable: true, stockLevel },
  c_safetyStock: safetyStock,
});

describe('isOutOfStock (spec 001 §4)', () => {
  it('"when stock is 0"', () => {
    expect(isOutOfStock(inStock(0, 0))).toBe(true);
    expect(isOutOfStock(kindlingBundle)).toBe(true);
  });

  it('"when stock is at or below the safety stock"', () => {
    expect(isOutOfStock(inStock(3, 3))).toBe(true);
    expect(isOutOfStock(inStock(2, 3))).toBe(true);
    expect(isOutOfStock(inStock(4, 3))).toBe(false);
    expect(isOutOfStock(stoveTravelBag)).toBe(true);
  });

  it('"when flagged out of stock"', () => {
    expect(isOutOfStock({ ...inStock(40, 0), c_OutOfStock: true })).toBe(true);
  });

  it('"when all variation combinations are chosen and none orderable"', () => {
    expect(isOutOfStock(signatureFirePit, { size: 'small', color: 'black' })).toBe(true);
    expect(isOutOfStock(signatureFirePit, { size: 'large', color: 'bronze' })).toBe(true);
    expect(isOutOfStock(signatureFirePit, { size: 'medium', color: 'black' })).toBe(false);
    // A partial choice is not yet out of stock.
    expect(isOutOfStock(signatureFirePit, { color: 'black' })).toBe(false);
  });

  it('reads a c_variants entry', () => {
    const smallBlack = signatureFirePit.c_variants!.find((v) => !v.orderable)!;
    expect(isOutOfStock(smallBlack)).toBe(true);
    expect(isOutOfStock(signatureFirePit.c_variants![0]!)).toBe(false);
  });

  it('keeps a pre-ordered c_variants entry (nothing on hand, still orderable) in stock', () => {
    const preorder = { ...signatureFirePit.c_variants![0]!, in_stock: false, orderable: true };
    expect(isOutOfStock(preorder)).toBe(false);
    expect(isOutOfStock({ ...preorder, orderable: undefined })).toBe(true);
  });

  it('keeps a back-orderable product at stock 0 in stock: it shows its date instead', () => {
    expect(isOutOfStock(titanCampStove)).toBe(false);
  });

  it('is in stock above the safety stock', () => {
    expect(isOutOfStock(canyonFirePit)).toBe(false);
  });
});

describe('availableToSell', () => {
  it('is the service ats, else stock above safety stock', () => {
    expect(availableToSell(canyonFirePit)).toBe(3);
    expect(availableToSell(inStock(5, 2))).toBe(3);
    expect(availableToSell(inStock(1, 2))).toBe(0);
    expect(availableToSell({})).toBeUndefined();
  });
});

describe('tileLabels (spec 001 §2 availability labels)', () => {
  const kinds = (p: CatalogProduct, bonus?: boolean) =>
    tileLabels(p, bonus === undefined ? {} : { bonus }).map((l) => l.kind);

  it('"Discontinued (no add button) takes priority over Out of Stock"', () => {
    expect(kinds(summitFirePit)).toEqual(['discontinued']);
    expect(kinds({ ...kindlingBundle, c_isDiscontinued: true })).toEqual(['discontinued']);
  });

  it('labels out of stock', () => {
    expect(kinds(kindlingBundle)).toEqual(['outOfStock']);
    expect(tileLabels(kindlingBundle)[0]?.message.defaultMessage).toBe('Out of Stock');
  });

  it('labels Final Sale', () => {
    expect(kinds(heritageFireBowl)).toEqual(['finalSale']);
  });

  it('labels a free-gift bonus product "Your Free Gift"', () => {
    expect(kinds(bonusPizzaPeel)).toEqual(['freeGift']);
    expect(kinds(naturalFireStarters, true)).toEqual(['freeGift']);
  });

  it('labels any other product priced at 0 "FREE"', () => {
    expect(kinds({ ...naturalFireStarters, price: 0 })).toEqual(['free']);
  });

  it('gives no label to a gift card or an ordinary product', () => {
    expect(kinds(eGiftCard)).toEqual([]);
    expect(kinds(canyonFirePit)).toEqual([]);
  });
});

describe('itemAvailability (spec 001 §4 precedence "discontinued, out of stock, unfulfillable, price not available, final sale")', () => {
  const state = (item: Parameters<typeof itemAvailability>[0]) => itemAvailability(item)?.state;

  it('puts discontinued before out of stock', () => {
    const both = { ...kindlingBundle, c_isDiscontinued: true };
    expect(state({ product: both, quantity: 1 })).toBe('discontinued');
  });

  it('puts out of stock before unfulfillable and final sale', () => {
    const product = { ...kindlingBundle, c_finalSale: true };
    expect(state({ product, quantity: 5 })).toBe('outOfStock');
  });

  it('puts unfulfillable before a missing price', () => {
    const result = itemAvailability({ product: canyonFirePit, quantity: 4, price: null });
    expect(result).toMatchObject({
      state: 'unfulfillable',
      message: { id: 'product.item.onlyLeft', values: { stockLevel: 3 } },
    });
  });

  it('names the product when asked: "Only {stockLevel} left for {productName}!"', () => {
    const result = itemAvailability({ product: canyonFirePit, quantity: 4, withName: true });
    expect(result?.message).toMatchObject({
      id: 'product.item.onlyLeftFor',
      values: { stockLevel: 3, productName: 'Canyon Steel Fire Pit' },
    });
  });

  it('puts a missing price before final sale', () => {
    expect(state({ product: heritageFireBowl, quantity: 1, price: null })).toBe(
      'priceNotAvailable',
    );
    const { price: _p, ...unpriced } = canyonFirePit;
    expect(state({ product: unpriced, quantity: 1 })).toBe('priceNotAvailable');
  });

  it('ends with final sale, in the error tone', () => {
    expect(itemAvailability({ product: heritageFireBowl, quantity: 12 })).toMatchObject({
      state: 'finalSale',
      tone: 'error',
    });
    expect(state({ product: heritageFireBowl, quantity: 13 })).toBe('unfulfillable');
  });

  it('is null for an available line, also a gift card without a catalog price', () => {
    expect(itemAvailability({ product: canyonFirePit, quantity: 3, price: 189.99 })).toBeNull();
    expect(itemAvailability({ product: eGiftCard, quantity: 1 })).toBeNull();
  });
});
