/**
 * The recommendations widget's view and its item-list event (spec 001 §7 "Analytics events fire
 * … on recommendations load"; spec 000 §7 "an item-list analytics event on recommendations
 * load"; spec 002 §3 product tracking fields). Shared by the data route and the browser.
 */
import { RECOMMENDER_IDS, type RecommenderId } from '@solo/content-model';
import type { ProductTracking } from '../basket/analytics.ts';
import type { TileView } from '../tile/tile-view.ts';
import type { RecommendationContextType } from './context.ts';

/** What the widget shows: tiles in recommendation order, with the tracking of each. */
export interface RecommendationsView {
  recommender: RecommenderId;
  tiles: TileView[];
  /** Spec 002 §3 tracking fields of each tile's product, in tile order. */
  tracking: ProductTracking[];
}

export const isRecommenderId = (value: unknown): value is RecommenderId =>
  (RECOMMENDER_IDS as readonly unknown[]).includes(value);

/**
 * The spec names no event; it is `view_item_list` with the recommender as the list id
 * (docs/decisions.md "Recommendations in the mini cart").
 */
export const ITEM_LIST_EVENT = 'view_item_list';

export interface ItemListEvent {
  event: typeof ITEM_LIST_EVENT;
  listId: RecommenderId;
  /** Where the list was shown (spec 001 §4 recommendation context). */
  context: RecommendationContextType;
  products: Array<ProductTracking & { position: number }>;
}

/** The item-list event of a loaded widget; positions count from 1. */
export function itemListEvent(
  view: RecommendationsView,
  context: RecommendationContextType,
): ItemListEvent {
  return {
    event: ITEM_LIST_EVENT,
    listId: view.recommender,
    context,
    products: view.tracking.map((tracking, i) => ({ ...tracking, position: i + 1 })),
  };
}

/** The data route's query for a recommender, its context products and how many to show. */
export function recommendationsQuery(input: {
  recommender: RecommenderId;
  productIds: readonly string[];
  max: number;
}): string {
  const params = new URLSearchParams({ recommender: input.recommender, max: String(input.max) });
  if (input.productIds.length) params.set('productIds', [...input.productIds].join(','));
  return params.toString();
}
