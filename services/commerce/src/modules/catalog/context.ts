import type { CurrencyCode, Site } from '@solo/sites';
import type { Availability } from '../inventory/index.ts';
import type { Pricing } from '../pricing/index.ts';
import type { ProductPromotion } from '../promotions/index.ts';
import type { Rating } from '../reviews/index.ts';
import type { CategoryTree } from './categories.ts';
import type { ProductGraph } from './graph.ts';

/** The `expand` values of Shopper Products; `none` and the ones we have no data for are accepted. */
export const EXPANDS = [
  'availability',
  'bundled_products',
  'images',
  'links',
  'options',
  'prices',
  'promotions',
  'set_products',
  'variations',
] as const;
export type Expand = (typeof EXPANDS)[number];

export interface ReadOptions {
  site: Site;
  locale: string;
  currency: CurrencyCode;
  expand: ReadonlySet<Expand>;
  /** Every image group, not only those of the selected variation values. */
  allImages: boolean;
  /** Adds `prices` per price book. */
  perPricebook: boolean;
  /** The tile projection (c_productTilesPricing): `large` images, two per colour. */
  tile: boolean;
  /** The time promotions are evaluated at. */
  now: Date;
}

/** Everything one read loaded, shared by every product it renders. */
export interface ReadContext extends ReadOptions {
  graph: ProductGraph;
  pricing: ReadonlyMap<string, Pricing>;
  availability: ReadonlyMap<string, Availability>;
  categories: CategoryTree;
  /** Review ratings by reviewed product id (a master, or a product without variants). */
  ratings: ReadonlyMap<string, Rating>;
  promotionsOf(productId: string): ProductPromotion[];
  /** The site offers subscriptions (its `enableSubscriptions`): subscription prices are shown. */
  subscriptions: boolean;
}
