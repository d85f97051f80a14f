import { describe, expect, it } from 'vitest';
import type { CatalogProduct } from '../product/types.ts';
import { etchingView, skipsVariantStep, variantsFor } from './view.ts';

const TEAMS = [{ id: 'omaha-frost', name: 'Omaha Frost', fileName: 'etching/nhl/omaha-frost.svg' }];

const mesa = (values: Array<Record<string, unknown>>): CatalogProduct =>
  ({
    id: 'mesa',
    name: 'Mesa',
    c_enableEtching: true,
    c_etchingPreviewTextColor: '#3a3f44',
    variationAttributes: [
      {
        id: 'color',
        name: 'Color',
        values: [
          { value: 'black', name: 'Black' },
          { value: 'sage', name: 'Sage' },
          { value: 'sunset', name: 'Sunset' },
        ],
      },
    ],
    c_variants: [
      {
        productId: 'mesa-black',
        variationValues: { color: 'black' },
        etchingTeamLogoVariant: true,
      },
      { productId: 'mesa-sage', variationValues: { color: 'sage' } },
      { productId: 'mesa-sunset', variationValues: { color: 'sunset' }, orderable: false },
    ],
    imageGroups: [
      {
        viewType: 'etching',
        variationAttributes: [{ id: 'color', values: [{ value: 'black' }] }],
        images: [{ link: '/images/mesa/black-etching.svg' }],
      },
    ],
    options: [{ id: 'etchingType', values }],
  }) as unknown as CatalogProduct;

const US = [
  { id: 'noEtching', name: 'No Etching', price: 0 },
  { id: 'customText', name: 'Custom Text', price: 15 },
  { id: 'nhl', name: 'NHL Logos', price: 29.95, c_teams: TEAMS },
  { id: 'group', name: 'Group and Corporate Orders', price: 0 },
];

describe('etching view (spec 001 §2, §6, §9)', () => {
  it('offers the types the option sells in the currency, in spec order', () => {
    const view = etchingView(mesa(US), { disableEtching: false, selection: { color: 'black' } });
    expect(view?.types.map((t) => [t.id, t.price])).toEqual([
      ['customText', 15],
      ['nhl', 29.95],
      ['group', 0],
    ]);
    expect(view?.types[1]?.teams).toEqual(TEAMS);
    expect(view).toMatchObject({ preview: '/images/mesa/black-etching.svg', textColor: '#3a3f44' });
  });

  it('offers no team logos where the option has no price (another site than SoloUS)', () => {
    const ca = US.map((v) => (v.id === 'nhl' ? { id: 'nhl', name: 'NHL Logos' } : v));
    const view = etchingView(mesa(ca), { disableEtching: false, selection: {} });
    expect(view?.types.map((t) => t.id)).toEqual(['customText', 'group']);
  });

  it('is absent when the site hides etching or the product has none', () => {
    expect(etchingView(mesa(US), { disableEtching: true, selection: {} })).toBeUndefined();
    const plain = { ...mesa(US), c_enableEtching: false } as CatalogProduct;
    expect(etchingView(plain, { disableEtching: false, selection: {} })).toBeUndefined();
  });

  it('lets team logos go only on marked variants and skips step 2 for a fitting choice', () => {
    const view = etchingView(mesa(US), {
      disableEtching: false,
      selection: { color: 'sage' },
      selectedVariantId: 'mesa-sage',
    })!;
    expect(variantsFor(view, 'customText').map((v) => v.label)).toEqual(['Black', 'Sage']);
    expect(variantsFor(view, 'nhl').map((v) => v.productId)).toEqual(['mesa-black']);
    expect(skipsVariantStep(view, 'customText')).toBe(true);
    expect(skipsVariantStep(view, 'nhl')).toBe(false);
    expect(skipsVariantStep(view, 'group')).toBe(true);
  });
});
