import { and, eq, inArray } from 'drizzle-orm';
import { schema, type Database, type Transaction } from '@solo/db';
import { priceBookIds, type CurrencyCode, type Site } from '@solo/sites';
import {
  NOT_STOCKED,
  availabilityOf,
  bundleAvailability,
  masterAvailability,
  setAvailability,
  type Availability,
} from '../inventory/index.ts';
import { pricingFromRows, pricingOverChildren, type Pricing } from '../pricing/index.ts';
import type { CatalogRows, OfferRow } from './index-model.ts';

/** The product fields an offer depends on. */
export type OfferProduct = Pick<
  CatalogRows['products'][number],
  'id' | 'type' | 'masterId' | 'online' | 'setProductIds' | 'bundledProducts'
>;
type Product = OfferProduct;

export interface CatalogGraph<P extends OfferProduct = OfferProduct> {
  byId: ReadonlyMap<string, P>;
  /** Online variants of a master, in id order. */
  variantsOf(masterId: string): P[];
  /** Online members of a set that have something to sell. */
  membersOf(set: P): P[];
  /** What a product sells: a master its variants, a set each member's units, others themselves. */
  members(p: P): P[][];
}

/** How the products hang together: masters and variants, sets and members. */
export function catalogGraph<P extends OfferProduct>(products: readonly P[]): CatalogGraph<P> {
  const byId = new Map(products.map((p) => [p.id, p]));
  const variants = new Map<string, P[]>();
  for (const p of products) {
    if (p.type !== 'variant' || !p.online || p.masterId === null) continue;
    const list = variants.get(p.masterId);
    if (list) list.push(p);
    else variants.set(p.masterId, [p]);
  }
  for (const list of variants.values()) list.sort((a, b) => a.id.localeCompare(b.id));
  const unitsOf = (p: P): P[] => (p.type === 'master' ? (variants.get(p.id) ?? []) : [p]);
  const membersOf = (set: P): P[] =>
    (set.setProductIds ?? [])
      .map((id) => byId.get(id))
      .filter((m): m is P => !!m && m.online && m.type !== 'set' && unitsOf(m).length > 0);
  return {
    byId,
    variantsOf: (id) => variants.get(id) ?? [],
    membersOf,
    members: (p) => (p.type === 'set' ? membersOf(p).map(unitsOf) : [unitsOf(p)]),
  };
}

const defined = <T>(v: T | undefined): v is T => v !== undefined;

/**
 * Offers by the same rules as the product API (pricing/rules.ts, inventory/rules.ts), so a hit
 * shows the price and availability its product page shows.
 */
export function offerBuilder(rows: Pick<CatalogRows, 'prices' | 'inventory'>, graph: CatalogGraph) {
  const prices = new Map<string, CatalogRows['prices']>();
  for (const p of rows.prices) {
    const group = prices.get(p.productId);
    if (group) group.push(p);
    else prices.set(p.productId, [p]);
  }
  const stock = new Map(rows.inventory.map((i) => [`${i.inventoryListId}\u0000${i.productId}`, i]));

  const own = (id: string, currency: CurrencyCode) =>
    pricingFromRows(prices.get(id) ?? [], priceBookIds(currency));

  const pricing = (p: Product, currency: CurrencyCode): Pricing | undefined => {
    if (p.type === 'master')
      return pricingOverChildren(
        graph
          .variantsOf(p.id)
          .map((v) => own(v.id, currency))
          .filter(defined),
        'master',
      );
    if (p.type === 'set')
      return pricingOverChildren(
        graph
          .membersOf(p)
          .map((m) => pricing(m, currency))
          .filter(defined),
        'set',
      );
    return own(p.id, currency);
  };

  const onSale = (p: Product, currency: CurrencyCode): boolean => {
    if (p.type === 'master')
      return graph.variantsOf(p.id).some((v) => own(v.id, currency)?.salePrice !== undefined);
    if (p.type === 'set') return graph.membersOf(p).some((m) => onSale(m, currency));
    return own(p.id, currency)?.salePrice !== undefined;
  };

  const availability = (p: Product | undefined, list: string): Availability => {
    if (!p?.online) return NOT_STOCKED;
    const record = stock.get(`${list}\u0000${p.id}`);
    switch (p.type) {
      case 'master':
        return masterAvailability(graph.variantsOf(p.id).map((v) => availability(v, list)));
      case 'set':
        return setAvailability(graph.membersOf(p).map((m) => availability(m, list)));
      case 'bundle':
        return bundleAvailability(
          availabilityOf(record),
          (p.bundledProducts ?? []).map((b) => ({
            availability: availability(graph.byId.get(b.productId), list),
            quantity: b.quantity,
          })),
        );
      default:
        return availabilityOf(record);
    }
  };

  /** The offer of `p` on `site` in one of the currencies the site sells in. */
  return (site: Site, currency: CurrencyCode, p: Product): OfferRow => {
    const priced = pricing(p, currency);
    return {
      siteId: site.id,
      productId: p.id,
      currency,
      price: priced?.price ?? null,
      priceMax: priced?.priceMax ?? null,
      onSale: onSale(p, currency),
      orderable: availability(p, site.inventoryListId).orderable,
    };
  };
}

/**
 * The price and stock rows offers are made of: of every product (a rebuild), or of `ids` (a
 * refresh of the products written since). Hits show the price of one unit (spec 001 §9); tiers
 * are the product page's.
 */
export async function loadOfferRows(
  db: Database | Transaction,
  ids?: string[],
): Promise<Pick<CatalogRows, 'prices' | 'inventory'>> {
  const { prices, inventory } = schema;
  return {
    prices: await db
      .select({
        priceBookId: prices.priceBookId,
        productId: prices.productId,
        minQuantity: prices.minQuantity,
        amount: prices.amount,
      })
      .from(prices)
      .where(and(eq(prices.minQuantity, 1), ids && inArray(prices.productId, ids))),
    inventory: await db
      .select()
      .from(inventory)
      .where(ids && inArray(inventory.productId, ids)),
  };
}
