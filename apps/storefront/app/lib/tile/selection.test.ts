import { describe, expect, it } from 'vitest';
import { campKitchenSet, signatureFirePit } from '../product/test-products.ts';
import { pickSwatch, productPath, quickShopHref, variantFor, viewFor } from './selection.ts';
import { toTileView } from './tile-view.ts';

const tile = toTileView(signatureFirePit, {
  siteId: 'SoloUS',
  localeId: 'en-US',
  currency: 'USD',
});

describe('pickSwatch', () => {
  it('keeps the other values when the combination exists', () => {
    expect(pickSwatch(tile, { size: 'medium', color: 'stainless' }, 'ash')).toEqual({
      size: 'medium',
      color: 'ash',
    });
  });

  it('adjusts the size to an existing combination (large bronze does not exist)', () => {
    expect(pickSwatch(tile, { size: 'large', color: 'ash' }, 'bronze')).toEqual({
      size: 'small',
      color: 'bronze',
    });
  });

  it('prefers an orderable variant (small black is sold out)', () => {
    expect(pickSwatch(tile, { size: 'small', color: 'ash' }, 'black')).toEqual({
      size: 'medium',
      color: 'black',
    });
  });
});

describe('viewFor', () => {
  it('shows the product itself until a swatch is picked, then the variant', () => {
    const selection = { size: 'large', color: 'ash' };
    expect(viewFor(tile, selection, false).productId).toBe('signature-fire-pit');
    expect(viewFor(tile, selection, true).productId).toBe('signature-fire-pit-large-ash');
    expect(variantFor(tile, selection)?.productId).toBe('signature-fire-pit-large-ash');
  });

  it('falls back to the product when no variant matches', () => {
    expect(viewFor(tile, { size: 'large', color: 'bronze' }, true).productId).toBe(
      'signature-fire-pit',
    );
  });
});

describe('productPath', () => {
  it('writes the selection as query parameters in attribute order', () => {
    expect(productPath(tile, { color: 'ash', size: 'large' })).toBe(
      '/p/signature-fire-pit?size=large&color=ash',
    );
  });

  it('is the bare product path without a selection', () => {
    const set = toTileView(campKitchenSet, {
      siteId: 'SoloUS',
      localeId: 'en-US',
      currency: 'USD',
    });
    expect(productPath(set, set.selection)).toBe('/p/camp-kitchen-set');
  });
});

describe('quickShopHref', () => {
  it('adds the quick-shop parameters and keeps the others', () => {
    expect(
      quickShopHref('/ca/plp/fire-pits', '?sort=price-low-to-high&quick-shop-product-id=x', 'p1'),
    ).toBe('/ca/plp/fire-pits?sort=price-low-to-high&quick-shop-product-id=p1&quick-shop=open');
    expect(quickShopHref('/search', '', 'camp-kitchen-set')).toBe(
      '/search?quick-shop=open&quick-shop-product-id=camp-kitchen-set',
    );
  });
});
