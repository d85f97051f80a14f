import { describe, expect, it } from 'vitest';
import {
  backyardSet,
  campKitchenSet,
  eGiftCard,
  heritageFireBowl,
  kindlingBundle,
  mesaTabletopFirePit,
  piPizzaOven,
  rangerBackyardBundle,
  signatureFirePit,
  signatureLargeAsh,
  summitFirePit,
} from '../product/test-products.ts';
import { tileActionMessage } from '../product/buttons.ts';
import type { CatalogProduct } from '../product/types.ts';
import { toTileView, type TileView } from './tile-view.ts';

const US = { siteId: 'SoloUS', localeId: 'en-US', currency: 'USD' };
const tile = (p: CatalogProduct, ctx = US) => toTileView(p, ctx);
const own = (t: TileView) => t.views[0]!;
const variantView = (t: TileView, id: string) =>
  t.views[t.variants!.find((v) => v.productId === id)!.view]!;
const labels = (v: { labels: Array<{ kind: string }> }) => v.labels.map((l) => l.kind);

describe('toTileView: a master with colours', () => {
  const t = tile(signatureFirePit);

  it('starts on the default variant, with a price range and the quick-shop button', () => {
    expect(t.selection).toEqual({ size: 'medium', color: 'stainless' });
    expect(own(t).price).toEqual({ text: '$229.99 – $399.99' });
    expect(own(t).action).toBe('quickShop');
    expect(tileActionMessage(own(t).action)?.defaultMessage).toBe('Quick Shop');
    expect(t.pageId).toBe('signature-fire-pit');
    expect(t.attributeIds).toEqual(['size', 'color']);
  });

  it('shows the first two images of the default colour', () => {
    expect(t.imageSets[own(t).images]!.map((i) => i.src)).toEqual([
      '/images/products/signature-fire-pit/stainless-1.svg',
      '/images/products/signature-fire-pit/stainless-2.svg',
    ]);
  });

  it('carries the badge and the sell point', () => {
    expect(t.badge?.badgeId).toBe('best_seller');
    expect(t.badge?.message.defaultMessage).toBe('Best Seller');
    expect(t.sellPoint).toBe('Smokeless secondary burn');
  });

  it('offers the colour swatches with their paint, none disabled while a size has them', () => {
    expect(t.swatches?.attributeId).toBe('color');
    expect(t.swatches?.values.map((v) => [v.value, v.disabled, v.swatch?.type])).toEqual([
      ['stainless', false, 'gradient'],
      ['ash', false, 'color'],
      ['black', false, 'color'],
      ['bronze', false, 'gradient'],
    ]);
  });

  it('gives every variant its own view: images of its colour, its price, its button', () => {
    expect(t.variants).toHaveLength(11);
    const largeAsh = variantView(t, 'signature-fire-pit-large-ash');
    expect(largeAsh.price).toEqual({ text: '$399.99' });
    expect(largeAsh.action).toBe('addToCart');
    expect(t.imageSets[largeAsh.images]![0]!.src).toBe(
      '/images/products/signature-fire-pit/ash-1.svg',
    );
  });

  it('labels a sold-out variant Out of Stock with Notify Me', () => {
    const smallBlack = variantView(t, 'signature-fire-pit-small-black');
    expect(labels(smallBlack)).toEqual(['outOfStock']);
    expect(smallBlack.action).toBe('notifyMe');
    expect(tileActionMessage(smallBlack.action)?.defaultMessage).toBe('Notify Me');
  });

  it('stores repeated image sets and views once', () => {
    // 11 variants in 4 colours → 4 image sets.
    expect(t.imageSets).toHaveLength(4);
    // One price for every size: a view per colour, the sold-out small black apart, plus the
    // master's own view.
    const onePrice = tile({
      ...signatureFirePit,
      variants: signatureFirePit.variants!.map((v) => ({ ...v, price: 229.99 })),
    });
    expect(onePrice.views).toHaveLength(1 + 4 + 1);
  });

  it('is plain JSON', () => {
    expect(JSON.parse(JSON.stringify(t))).toEqual(t);
  });
});

describe('toTileView: thirteen colours and a hover image', () => {
  const t = tile(mesaTabletopFirePit);

  it('disables the sold-out colour and keeps all thirteen swatches', () => {
    expect(t.swatches?.values).toHaveLength(13);
    expect(t.swatches?.values.filter((v) => v.disabled).map((v) => v.value)).toEqual(['sunset']);
  });

  it('uses the hover image as the second slide', () => {
    expect(t.imageSets[own(t).images]!.map((i) => i.src)).toEqual([
      '/images/products/mesa-tabletop-fire-pit/stainless-1.svg',
      '/images/products/mesa-tabletop-fire-pit/lifestyle-hover.svg',
    ]);
  });

  it('shows a single price: every variant costs the same', () => {
    expect(own(t).price).toEqual({ text: '$129.99' });
  });
});

describe('toTileView: a variant listed on its own', () => {
  const t = tile(signatureLargeAsh);

  it('links to its master with its own values selected', () => {
    expect(t.pageId).toBe('signature-fire-pit');
    expect(t.selection).toEqual({ size: 'large', color: 'ash' });
  });

  it('shows its sale price against the list price, with the SALE badge under 20% off', () => {
    expect(own(t).price).toEqual({
      text: '$399.99',
      list: '$449.99',
      discount: { id: 'product.badge.sale', defaultMessage: 'SALE' },
    });
    expect(own(t).action).toBe('addToCart');
  });
});

describe('toTileView: prices', () => {
  it('writes a percent-off badge from 20% off (spec 000 §9)', () => {
    const price = own(tile(heritageFireBowl)).price;
    expect(price?.text).toBe('$159.99');
    expect(price?.list).toBe('$259.99');
    expect(price?.discount).toEqual({
      id: 'product.badge.percentOff',
      defaultMessage: '{value}% off',
      values: { value: 38 },
    });
  });

  it('shows the promotional price when it is lower', () => {
    expect(own(tile(piPizzaOven)).price?.text).toBe('$349.99');
  });

  it('formats for the tile locale and currency', () => {
    const t = tile(
      { ...heritageFireBowl, currency: 'EUR' },
      {
        siteId: 'SoloEU',
        localeId: 'de-DE',
        currency: 'EUR',
      },
    );
    expect(own(t).price?.text).toBe('159,99\u00a0€');
  });

  it('shows no price for an e-gift card, whose tile leads to the product page', () => {
    const t = tile(eGiftCard);
    expect(own(t).price).toBeUndefined();
    expect(t.isGiftCard).toBe(true);
    expect(own(t).action).toBe('viewFullDetails');
    expect(t.swatches).toBeUndefined();
  });
});

describe('toTileView: sets and bundles', () => {
  it('a set of simple items: a range and Add Set to Cart', () => {
    const t = tile(campKitchenSet);
    expect(own(t).price?.text).toBe('$12.99 – $109.99');
    expect(own(t).action).toBe('addSetToCart');
    expect(tileActionMessage(own(t).action)?.defaultMessage).toBe('Add Set to Cart');
  });

  it('a set with a master among its parts: View Full Details', () => {
    expect(own(tile(backyardSet)).action).toBe('viewFullDetails');
  });

  it('a bundle of items: its bundle price and Add to Cart', () => {
    const t = tile(rangerBackyardBundle);
    expect(own(t).price?.text).toBe('$329.99');
    expect(own(t).action).toBe('addToCart');
    expect(t.swatches).toBeUndefined();
  });
});

describe('toTileView: availability', () => {
  it('out of stock: the label and Notify Me', () => {
    const v = own(tile(kindlingBundle));
    expect(labels(v)).toEqual(['outOfStock']);
    expect(v.action).toBe('notifyMe');
  });

  it('discontinued wins over out of stock and has no button', () => {
    const v = own(tile({ ...summitFirePit, c_OutOfStock: true }));
    expect(labels(v)).toEqual(['discontinued']);
    expect(v.action).toBe('none');
    expect(tileActionMessage(v.action)).toBeNull();
  });

  it('final sale carries to the variants of a final-sale master', () => {
    const t = tile({ ...signatureFirePit, c_finalSale: true });
    expect(labels(variantView(t, 'signature-fire-pit-medium-ash'))).toEqual(['finalSale']);
  });

  it('a discontinued variant shows Discontinued and no button', () => {
    const master: CatalogProduct = {
      ...signatureFirePit,
      c_variants: signatureFirePit.c_variants!.map((v) =>
        v.productId === 'signature-fire-pit-medium-ash' ? { ...v, isDiscontinued: true } : v,
      ),
    };
    const v = variantView(tile(master), 'signature-fire-pit-medium-ash');
    expect(labels(v)).toEqual(['discontinued']);
    expect(v.action).toBe('none');
  });
});
