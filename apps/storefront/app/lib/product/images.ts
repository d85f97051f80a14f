/**
 * Which images a tile or product page shows for a selection (spec 001 §2 product tile, gallery;
 * docs/catalog-api.md image groups: one `large` group per colour on masters).
 */
import type { ShopperProductsTypes } from 'commerce-sdk-isomorphic';
import type { CatalogProduct, VariationSelection } from './types.ts';

type Image = ShopperProductsTypes.Image;
type ImageGroup = ShopperProductsTypes.ImageGroup;

/** Spec 001 §9 image view types: the gallery and tiles use `large`. */
export const LARGE_VIEW = 'large';

/** Spec 001 §2: "Hover slider uses the first two images only". */
export const TILE_IMAGE_COUNT = 2;

/** A group fits when every variation value it names is the selected one. */
const fits = (group: ImageGroup, selection: VariationSelection) =>
  (group.variationAttributes ?? []).every((attr) =>
    (attr.values ?? []).some((v) => v.value === selection[attr.id]),
  );

const isVariationGroup = (group: ImageGroup) => (group.variationAttributes ?? []).length > 0;

/**
 * The images of the selected variation (the selected colour's group), falling back to the
 * selected variant's own groups from `c_variants`, then to the first group of the view type.
 */
export function variantImages(
  product: CatalogProduct,
  selection: VariationSelection,
  viewType: string = LARGE_VIEW,
): Image[] {
  const groups = (product.imageGroups ?? []).filter((g) => g.viewType === viewType);
  const matching = groups.find((g) => isVariationGroup(g) && fits(g, selection));
  if (matching) return matching.images;
  const summary = product.c_variants?.find(
    (v) =>
      Object.keys(selection).length > 0 &&
      Object.entries(selection).every(([attr, value]) => v.variationValues[attr] === value),
  );
  const own = summary?.image_groups?.find((g) => g.viewType === viewType);
  if (own) return own.images;
  return groups[0]?.images ?? [];
}

/**
 * The tile's hover slider: the first two images of the selection. The second is the product's
 * hover image (c_thumbnailImageHoverURL) when it has one.
 */
export function tileImages(product: CatalogProduct, selection: VariationSelection): Image[] {
  const images = variantImages(product, selection).slice(0, TILE_IMAGE_COUNT);
  const first = images[0];
  const hover = product.c_thumbnailImageHoverURL;
  if (!first || !hover) return images;
  return [first, { link: hover, ...(first.alt ? { alt: first.alt } : {}) }];
}
