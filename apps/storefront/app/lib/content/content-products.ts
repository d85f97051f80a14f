/**
 * The products a page's content blocks picked (product_cards, and the featured_products and
 * recipe entries embedded in rich text), resolved once per page on the server into the listing's
 * tiles (lib/content/content-products.server.ts) and handed to the blocks by product id.
 */
import type { ProductPicker } from '@solo/content-model';
import type { ProductTracking } from '../basket/analytics.ts';
import type { TileView } from '../tile/tile-view.ts';

export interface ContentProduct {
  tile: TileView;
  /** Spec 002 §3 tracking fields, for the add-to-cart event. */
  tracking: ProductTracking;
}

/** Resolved products by product id. */
export type ContentProductMap = Record<string, ContentProduct>;

/** The picked ids, in the picker's order, without blanks or repeats. */
export function pickedIds(picker: ProductPicker | null | undefined): string[] {
  const ids = (picker?.data ?? []).flatMap((item) =>
    typeof item?.id === 'string' && item.id.trim() ? [item.id.trim()] : [],
  );
  return [...new Set(ids)];
}

/** The picked products that resolved, in the picker's order (missing ones are left out). */
export const pickedProducts = (
  picker: ProductPicker | null | undefined,
  map: ContentProductMap,
): ContentProduct[] => pickedIds(picker).flatMap((id) => (map[id] ? [map[id]] : []));
