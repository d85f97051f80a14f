import { describe, expect, it } from 'vitest';
import {
  availabilityOf,
  bundleAvailability,
  canOrder,
  masterAvailability,
  NOT_STOCKED,
  setAvailability,
  type StockRecord,
} from './rules.ts';

const stock = (s: Partial<StockRecord>): StockRecord => ({
  stockLevel: 0,
  safetyStock: 0,
  backorderable: false,
  preorderable: false,
  backorderLimit: 0,
  inStockDate: null,
  ...s,
});

describe('availability of one product (spec 001 §4)', () => {
  it('sells the stock above the safety stock', () => {
    expect(availabilityOf(stock({ stockLevel: 5, safetyStock: 2 }))).toMatchObject({
      orderable: true,
      inStock: true,
      ats: 3,
    });
  });

  it('is out of stock at or below the safety stock, never with a negative ats', () => {
    expect(availabilityOf(stock({ stockLevel: 3, safetyStock: 3 }))).toMatchObject({
      orderable: false,
      ats: 0,
    });
    expect(availabilityOf(stock({ stockLevel: 1, safetyStock: 3 })).ats).toBe(0);
  });

  it('adds the back-order limit and the in-stock date when back- or pre-orderable', () => {
    const a = availabilityOf(
      stock({
        stockLevel: 1,
        safetyStock: 2,
        backorderable: true,
        backorderLimit: 150,
        inStockDate: '2030-01-02',
      }),
    );
    expect(a).toMatchObject({
      orderable: true,
      inStock: false,
      ats: 150,
      inStockDate: '2030-01-02',
    });
    expect(canOrder(a, 150)).toBe(true);
    expect(canOrder(a, 151)).toBe(false);
  });

  it('does not sell beyond stock when the limit is used up, nor without a row', () => {
    expect(availabilityOf(stock({ preorderable: true, backorderLimit: 0 })).orderable).toBe(false);
    expect(availabilityOf(undefined)).toEqual(NOT_STOCKED);
  });
});

describe('aggregates', () => {
  const inStock = availabilityOf(stock({ stockLevel: 10, safetyStock: 2 }));
  const none = availabilityOf(stock({ stockLevel: 0, safetyStock: 2 }));
  const pre = (date: string) =>
    availabilityOf(stock({ preorderable: true, backorderLimit: 20, inStockDate: date }));

  it('makes a master orderable when any variant is, with totals', () => {
    expect(masterAvailability([inStock, none])).toMatchObject({
      orderable: true,
      ats: 8,
      stockLevel: 10,
      safetyStock: 4,
      preorderable: false,
    });
    expect(masterAvailability([none, none]).orderable).toBe(false);
    expect(masterAvailability([])).toEqual(NOT_STOCKED);
  });

  it('pre-orders a master only when every variant is, from the earliest date', () => {
    expect(masterAvailability([pre('2030-02-01'), pre('2030-01-15')])).toMatchObject({
      preorderable: true,
      inStockDate: '2030-01-15',
    });
    expect(masterAvailability([pre('2030-02-01'), inStock])).not.toHaveProperty('inStockDate');
  });

  it('makes a set as available as its scarcest member', () => {
    expect(setAvailability([inStock, none])).toMatchObject({ orderable: false, ats: 0 });
    expect(setAvailability([inStock, pre('2030-01-15')])).toMatchObject({
      orderable: true,
      ats: 8,
      preorderable: true,
      inStockDate: '2030-01-15',
    });
  });

  it('sells a bundle only while every member covers bundle quantity × member quantity', () => {
    const own = availabilityOf(stock({ stockLevel: 56, safetyStock: 2 }));
    const logs = (n: number) => availabilityOf(stock({ stockLevel: n, safetyStock: 2 }));
    expect(bundleAvailability(own, [{ availability: logs(9), quantity: 2 }])).toMatchObject({
      orderable: true,
      ats: 3,
      stockLevel: 5,
    });
    expect(bundleAvailability(own, [{ availability: logs(3), quantity: 2 }])).toMatchObject({
      orderable: false,
      ats: 0,
    });
  });

  it('back-orders a bundle whose member must be back-ordered, until that member arrives', () => {
    const own = availabilityOf(stock({ stockLevel: 50, safetyStock: 2 }));
    const member = availabilityOf(
      stock({ backorderable: true, backorderLimit: 10, inStockDate: '2030-03-01' }),
    );
    expect(bundleAvailability(own, [{ availability: member, quantity: 1 }])).toMatchObject({
      orderable: true,
      inStock: false,
      backorderable: true,
      inStockDate: '2030-03-01',
    });
  });
});
