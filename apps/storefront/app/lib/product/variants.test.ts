import { describe, expect, it } from 'vitest';
import {
  defaultSelection,
  findVariant,
  isSelectionComplete,
  selectSwatch,
  swatchStates,
  tileImages,
  variantImages,
  variantsOf,
  visibleSwatchCount,
} from './variants.ts';
import {
  heritageFireBowl,
  mesaTabletopFirePit,
  signatureFirePit,
  signatureLargeAsh,
} from './test-products.ts';
import type { CatalogProduct } from './types.ts';

describe('findVariant (spec 001 §5 "exactly one variant must match the chosen attribute values")', () => {
  it('finds the one variant matching every chosen value', () => {
    expect(findVariant(signatureFirePit, { size: 'medium', color: 'ash' })?.productId).toBe(
      'signature-fire-pit-medium-ash',
    );
  });

  it('finds none while several variants match a partial choice', () => {
    expect(findVariant(signatureFirePit, { color: 'ash' })).toBeUndefined();
    expect(findVariant(signatureFirePit, {})).toBeUndefined();
  });

  it('finds none for a combination that does not exist (large bronze)', () => {
    expect(findVariant(signatureFirePit, { size: 'large', color: 'bronze' })).toBeUndefined();
  });

  it('returns a sold-out variant as not orderable', () => {
    expect(findVariant(signatureFirePit, { size: 'small', color: 'black' })?.orderable).toBe(false);
  });

  it('reads c_variants when the product carries no variants list', () => {
    const { variants: _v, ...tileOnly } = signatureFirePit;
    expect(variantsOf(tileOnly)).toHaveLength(11);
    expect(findVariant(tileOnly, { size: 'small', color: 'black' })?.orderable).toBe(false);
  });

  it('knows when every attribute is chosen', () => {
    expect(isSelectionComplete(signatureFirePit, { size: 'small' })).toBe(false);
    expect(isSelectionComplete(signatureFirePit, { size: 'small', color: 'ash' })).toBe(true);
  });
});

describe('defaultSelection (spec 001 §2 "A master tile auto-selects its default variant")', () => {
  it('takes the c_variants entry marked isDefault', () => {
    expect(defaultSelection(signatureFirePit)).toEqual({ size: 'medium', color: 'stainless' });
  });

  it('takes the first orderable variant without a default', () => {
    const product: CatalogProduct = {
      ...signatureFirePit,
      c_variants: signatureFirePit.c_variants!.map((v) => ({ ...v, isDefault: false })),
      // small-black (sold out) listed first: it must be skipped.
      variants: [
        ...signatureFirePit.variants!.filter((v) => !v.orderable),
        ...signatureFirePit.variants!.filter((v) => v.orderable),
      ],
    };
    expect(defaultSelection(product)).toEqual({ size: 'small', color: 'stainless' });
  });

  it("selects a variant product's own values, and nothing for an item", () => {
    expect(defaultSelection(signatureLargeAsh)).toEqual({ size: 'large', color: 'ash' });
    expect(defaultSelection(heritageFireBowl)).toEqual({});
  });
});

describe('selectSwatch (spec 001 §2 "adjusts the other attributes to a combination that exists")', () => {
  it('keeps the other values when the combination exists', () => {
    expect(
      selectSwatch(signatureFirePit, { size: 'medium', color: 'stainless' }, 'color', 'ash'),
    ).toEqual({ size: 'medium', color: 'ash' });
  });

  it('moves the size when large bronze does not exist', () => {
    const next = selectSwatch(signatureFirePit, { size: 'large', color: 'ash' }, 'color', 'bronze');
    expect(next.color).toBe('bronze');
    expect(next.size).not.toBe('large');
    expect(findVariant(signatureFirePit, next)?.orderable).toBe(true);
  });

  it('prefers an orderable combination over the sold-out small black', () => {
    expect(
      selectSwatch(signatureFirePit, { size: 'small', color: 'ash' }, 'color', 'black'),
    ).toEqual({
      size: 'medium',
      color: 'black',
    });
  });

  it('falls back to any variant with the value when none is orderable', () => {
    const next = selectSwatch(mesaTabletopFirePit, { color: 'stainless' }, 'color', 'sunset');
    expect(next).toEqual({ color: 'sunset' });
  });

  it('changes only the value when no variant has it', () => {
    expect(selectSwatch(signatureFirePit, { size: 'small' }, 'color', 'purple')).toEqual({
      size: 'small',
      color: 'purple',
    });
  });
});

describe('swatchStates (spec 001 §2 "Unavailable swatch combinations are disabled")', () => {
  const disabled = (states: ReturnType<typeof swatchStates>) =>
    states.filter((s) => s.disabled).map((s) => s.value);

  it('disables the colour sold out in the selected size', () => {
    expect(
      disabled(swatchStates(signatureFirePit, { size: 'small', color: 'ash' }, 'color')),
    ).toEqual(['black']);
  });

  it('disables the colour missing in the selected size', () => {
    expect(
      disabled(swatchStates(signatureFirePit, { size: 'large', color: 'ash' }, 'color')),
    ).toEqual(['bronze']);
  });

  it('disables the sizes without the selected colour', () => {
    expect(
      disabled(swatchStates(signatureFirePit, { size: 'medium', color: 'bronze' }, 'size')),
    ).toEqual(['large']);
  });

  it('marks the selected value and carries the swatch colour and type', () => {
    const states = swatchStates(mesaTabletopFirePit, { color: 'ash' }, 'color');
    expect(states).toHaveLength(13);
    expect(states.find((s) => s.selected)?.value).toBe('ash');
    expect(states.find((s) => s.value === 'ash')?.swatch).toEqual({
      value: '#b8b3a8',
      type: 'color',
    });
    expect(states.find((s) => s.value === 'sunset')).toMatchObject({
      disabled: true,
      swatch: { type: 'gradient' },
    });
  });

  it('paints no swatch on size buttons', () => {
    const sizes = swatchStates(signatureFirePit, { size: 'medium', color: 'ash' }, 'size');
    expect(sizes.map((s) => s.swatch)).toEqual([undefined, undefined, undefined]);
  });

  it('takes the colour from c_variants when the value carries none', () => {
    const plain = {
      ...signatureFirePit,
      variationAttributes: signatureFirePit.variationAttributes!.map((a) => ({
        ...a,
        values: a.values!.map((v) => ({ value: v.value, name: v.name ?? v.value })),
      })),
    };
    const ash = swatchStates(plain, {}, 'color').find((s) => s.value === 'ash');
    expect(ash?.swatch).toEqual({ value: '#b8b3a8', type: 'color' });
  });

  it('is empty for an attribute the product does not have', () => {
    expect(swatchStates(heritageFireBowl, {}, 'color')).toEqual([]);
  });
});

describe('visibleSwatchCount (spec 001 §2 "up to 12 on desktop, 6 on small mobile grid, 5 on mobile grid")', () => {
  it.each([
    ['desktop', 13, 12, 1],
    ['smallMobile', 13, 6, 7],
    ['mobile', 13, 5, 8],
    ['desktop', 4, 4, 0],
    ['mobile', 5, 5, 0],
  ] as const)('%s with %i swatches shows %i and "+ %i"', (layout, total, shown, more) => {
    expect(visibleSwatchCount(total, layout)).toEqual({ shown, more });
  });
});

describe('variantImages and tileImages', () => {
  it('uses the image group of the selected colour', () => {
    expect(variantImages(signatureFirePit, { size: 'small', color: 'black' })[0]?.link).toBe(
      '/images/products/signature-fire-pit/black-1.svg',
    );
  });

  it('falls back to the first large group without a matching colour', () => {
    expect(variantImages(signatureFirePit, {})[0]?.link).toBe(
      '/images/products/signature-fire-pit/stainless-1.svg',
    );
  });

  it("uses the variant's own groups from c_variants when the master sends no colour groups", () => {
    const product = { ...signatureFirePit, imageGroups: [] };
    expect(variantImages(product, { size: 'large', color: 'ash' })[0]?.link).toBe(
      '/images/products/signature-fire-pit/ash-1.svg',
    );
  });

  it('slides over the first two images only (spec 001 §2)', () => {
    expect(tileImages(signatureFirePit, { color: 'ash' }).map((i) => i.link)).toEqual([
      '/images/products/signature-fire-pit/ash-1.svg',
      '/images/products/signature-fire-pit/ash-2.svg',
    ]);
  });

  it('takes c_thumbnailImageHoverURL as the second image', () => {
    expect(tileImages(mesaTabletopFirePit, { color: 'sage' }).map((i) => i.link)).toEqual([
      '/images/products/mesa-tabletop-fire-pit/sage-1.svg',
      '/images/products/mesa-tabletop-fire-pit/lifestyle-hover.svg',
    ]);
  });
});
