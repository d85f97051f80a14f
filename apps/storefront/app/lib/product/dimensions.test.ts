import { describe, expect, it } from 'vitest';
import { dimensionText, productDimensions } from './dimensions.ts';
import { canyonFirePit, heritageFireBowl, signatureLargeAsh } from './test-products.ts';

describe('productDimensions (spec 001 §2 "inches with centimetres in brackets")', () => {
  it('writes "Height: 15.5 in (39.4 cm)"', () => {
    const [height] = productDimensions({ ...canyonFirePit, c_height_in: 15.5, c_height_cm: 39.4 });
    expect(height?.message).toEqual({
      id: 'product.dimensions.height',
      defaultMessage: 'Height: {inches, number} in ({cm, number} cm)',
      values: { inches: 15.5, cm: 39.4 },
    });
    expect(dimensionText(height!)).toBe('Height: 15.5 in (39.4 cm)');
  });

  it('lists height, then diameter, leaving out a width equal to the diameter', () => {
    expect(productDimensions(signatureLargeAsh).map(dimensionText)).toEqual([
      'Height: 16 in (40.6 cm)',
      'Diameter: 27 in (68.6 cm)',
    ]);
    expect(productDimensions(heritageFireBowl).map((d) => d.kind)).toEqual(['height', 'diameter']);
  });

  it('keeps a width that differs from the diameter', () => {
    const product = { ...canyonFirePit, c_width_in: 30, c_width_cm: 76.2, c_diameter_in: 24 };
    expect(productDimensions(product).map(dimensionText)).toEqual([
      'Width: 30 in (76.2 cm)',
      'Diameter: 24 in (61 cm)',
    ]);
  });

  it('derives the missing unit, to one decimal', () => {
    expect(productDimensions({ ...canyonFirePit, c_height_in: 12.5 }).map(dimensionText)).toEqual([
      'Height: 12.5 in (31.8 cm)',
    ]);
    expect(productDimensions({ ...canyonFirePit, c_width_cm: 50 }).map(dimensionText)).toEqual([
      'Width: 19.7 in (50 cm)',
    ]);
  });

  it('is empty without dimensions', () => {
    expect(productDimensions(canyonFirePit)).toEqual([]);
  });
});
