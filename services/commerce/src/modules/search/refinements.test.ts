import { describe, expect, it } from 'vitest';
import { buildRefinements, priceBuckets, type ValueCount } from './refinements.ts';

const count = (
  attributeId: string,
  value: string,
  hitCount: number,
  over: Partial<ValueCount> = {},
): ValueCount => ({
  attributeId,
  value,
  hitCount,
  label: null,
  attributeLabel: null,
  parentValue: null,
  position: null,
  ...over,
});

describe('buildRefinements', () => {
  it('nests categories under their parents below the root, in position order', () => {
    const [cgid] = buildRefinements(
      [
        count('cgid', 'root', 5, { label: 'Catalog' }),
        count('cgid', 'pits', 3, { label: 'Fire Pits', parentValue: 'root', position: 2 }),
        count('cgid', 'wood', 2, { label: 'Wood', parentValue: 'pits', position: 3 }),
        count('cgid', 'fuel', 2, { label: 'Fuel', parentValue: 'root', position: 1 }),
      ],
      'en-US',
      'USD',
    );
    expect(cgid).toEqual({
      attributeId: 'cgid',
      label: 'Category',
      values: [
        { value: 'fuel', label: 'Fuel', hitCount: 2 },
        {
          value: 'pits',
          label: 'Fire Pits',
          hitCount: 3,
          values: [{ value: 'wood', label: 'Wood', hitCount: 2 }],
        },
      ],
    });
  });

  it('lists price buckets in order with labels in the currency, and omits zero counts', () => {
    const refinements = buildRefinements(
      [count('price', '(500..)', 1), count('price', '(0..25)', 4), count('c_onSale', 'true', 0)],
      'en-US',
      'USD',
    );
    expect(refinements).toEqual([
      {
        attributeId: 'price',
        label: 'Price',
        values: [
          { value: '(0..25)', label: '$0 – $25', hitCount: 4 },
          { value: '(500..)', label: '$500+', hitCount: 1 },
        ],
      },
    ]);
  });

  it('orders refinements and labels attribute values, colours with a swatch id', () => {
    const refinements = buildRefinements(
      [
        count('c_isNew', 'true', 2),
        count('c_color', 'black', 3, { label: 'Black', attributeLabel: 'Color', position: 1 }),
        count('c_color', 'ash', 1, { label: 'Ash', attributeLabel: 'Color', position: 0 }),
        count('c_material', 'steel', 1),
      ],
      'de-DE',
      'EUR',
    );
    expect(refinements.map((r) => r.attributeId)).toEqual(['c_color', 'c_isNew', 'c_material']);
    expect(refinements[0]?.values).toEqual([
      { value: 'ash', label: 'Ash', hitCount: 1, presentationId: 'ash' },
      { value: 'black', label: 'Black', hitCount: 3, presentationId: 'black' },
    ]);
    expect(refinements[1]).toEqual({
      attributeId: 'c_isNew',
      label: 'New',
      values: [{ value: 'true', label: 'New Arrivals', hitCount: 2 }],
    });
  });

  it('has wider buckets for Australian dollars', () => {
    expect(priceBuckets('AUD').slice(0, 2)).toEqual([
      { value: '(0..35)', min: 0, max: 3500 },
      { value: '(35..75)', min: 3500, max: 7500 },
    ]);
    expect(priceBuckets('USD').at(-1)).toEqual({ value: '(500..)', min: 50000, max: null });
  });
});
