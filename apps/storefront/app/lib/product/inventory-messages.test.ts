import { describe, expect, it } from 'vitest';
import { daysUntil, inventoryMessage, inventoryMessages } from './availability.ts';
import {
  canyonFirePit,
  flatTopGriddle,
  heritageFireBowl,
  inDays,
  kindlingBundle,
  naturalFireStarters,
  signatureLargeAsh,
  smokehousePelletGrill,
  summitFirePit,
  TEST_NOW,
  titanCampStove,
} from './test-products.ts';
import type { CatalogProduct } from './types.ts';

const off = { now: TEST_NOW, enableBackorderMessaging: false };
const on = { now: TEST_NOW, enableBackorderMessaging: true };

const stock = (stockLevel: number, safetyStock: number): CatalogProduct => ({
  ...naturalFireStarters,
  inventory: { id: 'inventory_us', orderable: true, stockLevel },
  c_safetyStock: safetyStock,
});

describe('"Only N Left" (spec 001 §4: at most safety stock plus 5, above 0, not equal to safety stock)', () => {
  it('shows stock minus safety stock', () => {
    expect(inventoryMessage(canyonFirePit, off)).toMatchObject({
      id: 'product.inventory.onlyLeft',
      defaultMessage: 'Only {count} Left',
      values: { count: 3 },
      tone: 'warning',
    });
    expect(inventoryMessage(signatureLargeAsh, off)?.values).toEqual({ count: 3 });
  });

  it('shows at exactly safety stock + 5 and not one above', () => {
    expect(inventoryMessage(stock(7, 2), off)?.values).toEqual({ count: 5 });
    expect(inventoryMessage(stock(8, 2), off)).toBeNull();
  });

  it('shows with no safety stock from 5 down to 1', () => {
    expect(inventoryMessage(stock(5, 0), off)?.values).toEqual({ count: 5 });
    expect(inventoryMessage(stock(1, 0), off)?.values).toEqual({ count: 1 });
    expect(inventoryMessage(stock(6, 0), off)).toBeNull();
  });

  it('never shows at the safety stock while back-ordering', () => {
    const product = {
      ...stock(3, 3),
      inventory: { id: 'inventory_us', orderable: true, stockLevel: 3, backorderable: true },
    };
    expect(inventoryMessages(product, off)).toEqual([]);
  });
});

describe('"Coming in N Days" (spec 001 §4: pre- or back-order with an in-stock date within 30 days)', () => {
  it('counts the back-order days', () => {
    expect(inventoryMessage(titanCampStove, off)).toMatchObject({
      id: 'product.inventory.comingIn',
      values: { days: 12 },
      tone: 'info',
    });
  });

  it('counts the pre-order days, also with the backorder preference on', () => {
    expect(inventoryMessage(flatTopGriddle, on)?.values).toEqual({ days: 21 });
  });

  it('stays silent beyond 30 days', () => {
    expect(inventoryMessage(smokehousePelletGrill, off)).toBeNull();
  });

  it.each([
    [30, true],
    [31, false],
  ])('an in-stock date %i days away shows: %s', (days, shows) => {
    const product = {
      ...titanCampStove,
      inventory: { ...titanCampStove.inventory!, inStockDate: inDays(days) },
    };
    expect(inventoryMessage(product, off)?.kind === 'comingIn').toBe(shows);
  });
});

describe('daysUntil ("days computed from hours")', () => {
  it('rounds a part day up', () => {
    // TEST_NOW is 14:00 UTC; the date 12 days on starts 11 days 10 hours later.
    expect(daysUntil(inDays(12), TEST_NOW)).toBe(12);
    expect(daysUntil(inDays(1), new Date('2026-06-01T23:00:00Z'))).toBe(1);
  });

  it('is 0 on the day itself', () => {
    expect(daysUntil(inDays(0), TEST_NOW)).toBe(0);
  });
});

describe('"Backordered until {date}" (spec 001 §8: backorderable, an in-stock date, preference on)', () => {
  it('shows the date when the preference is on', () => {
    expect(inventoryMessage(smokehousePelletGrill, on)).toMatchObject({
      id: 'product.inventory.backorderedUntil',
      defaultMessage: 'Backordered until {date}',
      values: { date: inDays(45) },
    });
  });

  it('replaces "Coming in N Days" for a back-order and writes the date as asked', () => {
    const message = inventoryMessage(titanCampStove, { ...on, formatDate: () => 'June 13' });
    expect(message).toMatchObject({ kind: 'backorderedUntil', values: { date: 'June 13' } });
  });
});

describe('out of stock, discontinued and final sale (spec 001 §4 "use the error colour")', () => {
  it('says out of stock', () => {
    expect(inventoryMessages(kindlingBundle, off)).toEqual([
      {
        kind: 'outOfStock',
        tone: 'error',
        id: 'product.inventory.outOfStock',
        defaultMessage: 'Out of stock',
      },
    ]);
  });

  it('says discontinued instead of any stock message', () => {
    const lowAndDiscontinued = { ...canyonFirePit, c_isDiscontinued: true };
    expect(inventoryMessages(lowAndDiscontinued, off).map((m) => m.kind)).toEqual(['discontinued']);
    expect(inventoryMessage(summitFirePit, off)?.tone).toBe('error');
  });

  it('adds Final Sale after a stock message', () => {
    expect(inventoryMessages(heritageFireBowl, off)).toMatchObject([
      { kind: 'finalSale', tone: 'error', defaultMessage: 'Final Sale' },
    ]);
    const lowFinal = { ...canyonFirePit, c_finalSale: true };
    expect(inventoryMessages(lowFinal, off).map((m) => m.kind)).toEqual(['onlyLeft', 'finalSale']);
  });
});
