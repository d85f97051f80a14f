import { describe, expect, it } from 'vitest';
import { findSite } from '@solo/sites';
import { availabilityOf } from '../inventory/index.ts';
import type { ProductRecord } from '../catalog/index.ts';
import {
  productProblem,
  quantityProblem,
  quantityRules,
  resolveOptions,
  sameOptions,
  type LineProduct,
  type PricingContext,
} from './products.ts';

const ctx: PricingContext = { site: findSite('SoloUS')!, currency: 'USD', locale: 'en-US' };

function product(
  record: Partial<ProductRecord>,
  stock = 100,
  rows = [{ priceBookId: 'usd-list', minQuantity: 1, amount: 1000 }],
): LineProduct {
  return {
    record: {
      id: 'p',
      type: 'item',
      name: 'P',
      minOrderQuantity: 1,
      stepQuantity: 1,
      custom: {},
      localized: {},
      options: null,
      ...record,
    } as ProductRecord,
    availability: availabilityOf({
      stockLevel: stock,
      safetyStock: 0,
      backorderable: false,
      preorderable: false,
      backorderLimit: 0,
      inStockDate: null,
    }),
    rows,
  };
}

describe('basket quantity rules (spec 001 §5)', () => {
  it('takes min, step and the lower of c_maximumPurchaseQuantity and stock', () => {
    expect(quantityRules(product({}))).toEqual({ min: 1, step: 1, max: 100 });
    expect(
      quantityRules(
        product({ minOrderQuantity: 2, stepQuantity: 3, custom: { maximumPurchaseQuantity: 7 } }),
      ),
    ).toEqual({ min: 2, step: 3, max: 7 });
    expect(quantityRules(product({ custom: { maximumPurchaseQuantity: 7 } }, 4)).max).toBe(4);
    expect(quantityRules(product({}, 5000)).max).toBe(999);
  });

  it('names the broken rule', () => {
    const p = product({
      minOrderQuantity: 2,
      stepQuantity: 3,
      custom: { maximumPurchaseQuantity: 8 },
    });
    expect(quantityProblem(p, 1)).toBe('must be at least 2');
    expect(quantityProblem(p, 4)).toBe('must be 2 plus a multiple of 3');
    expect(quantityProblem(p, 5)).toBeUndefined();
    expect(quantityProblem(p, 8)).toBeUndefined();
    expect(quantityProblem(p, 11)).toBe('must be at most 8');
    expect(quantityProblem(p, 5, 11)).toBe("must be at most 8 with the product's other lines");
    expect(quantityProblem(p, 11, 11, false)).toBeUndefined();
    expect(quantityProblem(product({}, 0), 1)).toBe('the product is out of stock');
  });
});

describe('orderable products and options', () => {
  it('refuses what cannot be ordered', () => {
    expect(productProblem(undefined, ctx)).toBe('is not a product of the catalog');
    expect(productProblem(product({ type: 'set' }), ctx)).toMatch(/product set/);
    expect(productProblem(product({ custom: { isDiscontinued: true } }), ctx)).toBe(
      'is discontinued',
    );
    expect(productProblem(product({}, 0), ctx)).toBe('is out of stock');
    expect(productProblem(product({}, 5, []), ctx)).toBe('has no price in USD');
    expect(productProblem(product({}), ctx)).toBeUndefined();
  });

  it('fills every option with the chosen or first value', () => {
    const p = product({
      options: [
        {
          id: 'a',
          name: 'A',
          values: [
            { id: 'a1', name: 'A1', price: {} },
            { id: 'a2', name: 'A2', price: {} },
          ],
        },
        { id: 'b', name: 'B', values: [{ id: 'b1', name: 'B1', price: {} }] },
      ],
    });
    const resolved = resolveOptions(p, [{ optionId: 'a', optionValueId: 'a2' }]);
    expect(resolved).toEqual({
      ok: true,
      options: [
        { optionId: 'a', optionValueId: 'a2' },
        { optionId: 'b', optionValueId: 'b1' },
      ],
    });
    expect(resolveOptions(p, [{ optionId: 'a', optionValueId: 'zz' }])).toMatchObject({
      ok: false,
      index: 0,
    });
    expect(
      sameOptions(
        [
          { optionId: 'a', optionValueId: 'a2' },
          { optionId: 'b', optionValueId: 'b1' },
        ],
        [
          { optionId: 'b', optionValueId: 'b1' },
          { optionId: 'a', optionValueId: 'a2' },
        ],
      ),
    ).toBe(true);
  });
});
