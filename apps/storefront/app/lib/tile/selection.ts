/**
 * The tile's swatch selection in the browser (spec 001 §2): picking a swatch finds the variant
 * through the product rules (app/lib/product/variants.ts) and the tile switches to that
 * variant's view. Also the tile's links: the product page and the quick-shop drawer.
 */
import { withQuickShop } from '../quick-shop/params.ts';
import type { CatalogProduct, VariationSelection } from '../product/types.ts';
import { findVariant, selectSwatch } from '../product/variants.ts';
import type { TileView, TileVariant, TileAppearance } from './tile-view.ts';

/** The variant data of a tile in the shape the variant rules read. */
function ruleProduct(tile: TileView): CatalogProduct {
  return {
    id: tile.id,
    type: { master: true },
    variants: (tile.variants ?? []).map((v) => ({
      productId: v.productId,
      orderable: v.orderable,
      variationValues: v.values,
    })),
  };
}

/** The selection after picking `value` of the tile's swatch attribute (spec 001 §2). */
export function pickSwatch(
  tile: TileView,
  selection: VariationSelection,
  value: string,
): VariationSelection {
  if (!tile.swatches) return selection;
  return selectSwatch(ruleProduct(tile), selection, tile.swatches.attributeId, value);
}

/** The variant a selection names, if exactly one does. */
export function variantFor(tile: TileView, selection: VariationSelection): TileVariant | undefined {
  const ref = findVariant(ruleProduct(tile), selection);
  return ref && tile.variants?.find((v) => v.productId === ref.productId);
}

/** A view with the product its buttons act on: the tile's product or the chosen variant. */
export type ShownView = TileAppearance & { productId: string };

/**
 * What the tile shows: its own view until the shopper picks a swatch; then (spec 001 §2 "The
 * tile then becomes a variant tile with that variant's images, stock and id") the picked
 * variant's view.
 */
export function viewFor(tile: TileView, selection: VariationSelection, picked: boolean): ShownView {
  const own = { ...tile.views[0]!, productId: tile.id };
  if (!picked) return own;
  const variant = variantFor(tile, selection);
  const view = variant && tile.views[variant.view];
  return variant && view ? { ...view, productId: variant.productId } : own;
}

/**
 * The product page path of a selection, site-relative: `/p/{id}` with the selected variation
 * values as query parameters in attribute order (`/p/signature-fire-pit?size=small&color=ash`),
 * the way the product page preselects a variant (docs/decisions.md).
 */
export function productPath(tile: TileView, selection: VariationSelection): string {
  const params = new URLSearchParams();
  for (const id of tile.attributeIds) {
    const value = selection[id];
    if (value !== undefined) params.set(id, value);
  }
  const query = params.toString();
  return `/p/${encodeURIComponent(tile.pageId)}${query ? `?${query}` : ''}`;
}

/**
 * The current URL with the quick-shop drawer opened for `productId` (spec 001 §2: "adding the
 * query parameters quick-shop=open and quick-shop-product-id={id} to the current URL"), keeping
 * every other parameter.
 */
export function quickShopHref(pathname: string, search: string, productId: string): string {
  return `${pathname}?${withQuickShop(new URLSearchParams(search), productId).toString()}`;
}
