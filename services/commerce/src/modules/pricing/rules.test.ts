import { describe, expect, it } from 'vitest';
import { toDecimal } from './money.ts';
import { pricingFromRows, pricingOverChildren, unitPriceAt, type PriceRow } from './rules.ts';

const books = { list: 'usd-list', sale: 'usd-sale' };
const list = (minQuantity: number, amount: number): PriceRow => ({
  priceBookId: 'usd-list',
  minQuantity,
  amount,
});
const sale = (minQuantity: number, amount: number): PriceRow => ({
  priceBookId: 'usd-sale',
  minQuantity,
  amount,
});

describe('unit price (spec 001 §9)', () => {
  it('takes the lowest of the list price and a positive sale price', () => {
    expect(pricingFromRows([list(1, 34999), sale(1, 27999)], books)).toMatchObject({
      price: 27999,
      listPrice: 34999,
      salePrice: 27999,
    });
  });

  it('ignores a zero sale price and a sale price above the list price', () => {
    const zero = pricingFromRows([list(1, 5000), sale(1, 0)], books);
    expect(zero).toMatchObject({ price: 5000, listPrice: 5000 });
    expect(zero).not.toHaveProperty('salePrice');
    const higher = pricingFromRows([list(1, 5000), sale(1, 6000)], books);
    expect(higher?.price).toBe(5000);
    expect(higher).not.toHaveProperty('salePrice');
  });

  it('has no price without a row', () => {
    expect(pricingFromRows([], books)).toBeUndefined();
  });

  it('picks the tier nearest at or below the quantity', () => {
    const rows = [list(1, 1299), list(3, 1199), list(6, 999)];
    expect([1, 2, 3, 5, 6, 40].map((q) => unitPriceAt(rows, books, q))).toEqual([
      1299, 1299, 1199, 1199, 999, 999,
    ]);
    expect(pricingFromRows(rows, books)?.tiers).toEqual([
      { quantity: 1, amount: 1299, priceBookId: 'usd-list' },
      { quantity: 3, amount: 1199, priceBookId: 'usd-list' },
      { quantity: 6, amount: 999, priceBookId: 'usd-list' },
    ]);
  });

  it('lets a sale price beat a tier and a tier beat a sale price', () => {
    const rows = [list(1, 1000), list(5, 700), sale(1, 800)];
    expect(unitPriceAt(rows, books, 1)).toBe(800);
    expect(unitPriceAt(rows, books, 5)).toBe(700);
  });
});

describe('prices over children', () => {
  const child = (price: number, extra = {}) => ({ price, tiers: [], byBook: {}, ...extra });

  it('gives a master the cheapest variant and a range only when variants differ', () => {
    const master = pricingOverChildren(
      [child(29999, { listPrice: 29999 }), child(22999, { listPrice: 22999 }), child(39999)],
      'master',
    );
    expect(master).toMatchObject({ price: 22999, priceMax: 39999, listPrice: 22999 });
    const flat = pricingOverChildren([child(100), child(100)], 'master');
    expect(flat).not.toHaveProperty('priceMax');
  });

  it('always gives a set a range, reaching the top of a member range', () => {
    expect(pricingOverChildren([child(500), child(500)], 'set')?.priceMax).toBe(500);
    expect(
      pricingOverChildren([child(22999, { priceMax: 39999 }), child(6999)], 'set'),
    ).toMatchObject({ price: 6999, priceMax: 39999 });
  });

  it('has no price when no child has one', () => {
    expect(pricingOverChildren([], 'master')).toBeUndefined();
  });
});

describe('toDecimal', () => {
  it('turns minor units into the wire decimal', () => {
    expect(toDecimal(27999, 'USD')).toBe(279.99);
    expect(toDecimal(34900, 'EUR')).toBe(349);
    expect(toDecimal(5, 'AUD')).toBe(0.05);
  });
});
