import { inArray } from 'drizzle-orm';
import type { Database } from '@solo/db';
import { productCategories } from '@solo/db/schema';
import { priceBookIds, type CurrencyCode } from '@solo/sites';
import { availabilityOfNodes, loadStock, type StockRecord } from '../inventory/index.ts';
import { loadPriceRows, priceNodes, type PriceRow } from '../pricing/index.ts';
import {
  type ActivePromotion,
  loadActivePromotions,
  type ProductPromotion,
  type PromotionReads,
  promotionReads,
  promotionsForProduct,
} from '../promotions/index.ts';
import { loadRatings, type Rating } from '../reviews/index.ts';
import { getSitePreferences } from '../site-preferences/index.ts';
import { categoryParents, loadCategoryTree, type CategoryTree } from './categories.ts';
import { currentBy, currentByKey, jsonBytes, type Generation } from '../../current.ts';
import type { ReadContext, ReadOptions } from './context.ts';
import { graphNodes, loadProductGraph, type ProductGraph } from './graph.ts';
import { productView, type WireProduct } from './product-view.ts';

/**
 * What every product read needs alike: the category tree and the promotions, kept per process
 * between catalog changes when the change feed is given (src/current.ts), read each time without.
 */
export interface CatalogReads {
  categoryTree(db: Database): Promise<CategoryTree>;
  promotions: PromotionReads;
  /** The product graph of the ids asked together (a product page asks one id). */
  productGraph(db: Database, ids: readonly string[]): Promise<ProductGraph>;
  /** The list and sale price rows of a graph's products in one currency. */
  priceRows(
    db: Database,
    ids: readonly string[],
    currency: CurrencyCode,
  ): Promise<ReadonlyMap<string, PriceRow[]>>;
  /** The stock records of a graph's products in one inventory list. */
  stock(
    db: Database,
    inventoryListId: string,
    ids: readonly string[],
  ): Promise<ReadonlyMap<string, StockRecord>>;
  /** The review ratings of products (masters and standalone products). */
  ratings(db: Database, ids: readonly string[]): Promise<ReadonlyMap<string, Rating>>;
}

/** Product graphs kept per process: a product page's graph is some 30-120 KB counted as JSON. */
export const PRODUCT_GRAPHS_MAX_BYTES = 16 * 1024 * 1024;

export function catalogReads(changes?: Generation): CatalogReads {
  const graphs = currentByKey(
    changes,
    (db: Database, key) => loadProductGraph(db, key ? key.split('\n') : []),
    {
      maxBytes: PRODUCT_GRAPHS_MAX_BYTES,
      bytes: (graph) => jsonBytes([...graph.products.values()]),
    },
  );
  // Prices and stock are catalog writes too: the feed moves the generation for each of them.
  const mapBytes = (map: ReadonlyMap<string, unknown>) => jsonBytes([...map]);
  const priceRows = currentByKey(
    changes,
    (db: Database, key) => {
      const [currency, ...ids] = key.split('\n');
      return loadPriceRows(db, ids, currency as CurrencyCode);
    },
    { maxBytes: PRODUCT_GRAPHS_MAX_BYTES / 4, bytes: mapBytes },
  );
  const stock = currentByKey(
    changes,
    (db: Database, key) => {
      const [list = '', ...ids] = key.split('\n');
      return loadStock(db, list, ids);
    },
    { maxBytes: PRODUCT_GRAPHS_MAX_BYTES / 4, bytes: mapBytes },
  );
  // A rating row moves the catalog generation too (its trigger, migration 0020).
  const ratings = currentByKey(
    changes,
    (db: Database, key) => loadRatings(db, key ? key.split('\n') : []),
    { maxBytes: PRODUCT_GRAPHS_MAX_BYTES / 16, bytes: mapBytes },
  );
  // Keys name the set of ids, whatever their order or repeats.
  const idsKey = (ids: readonly string[]) => [...new Set(ids)].sort().join('\n');
  return {
    categoryTree: currentBy(changes, loadCategoryTree),
    promotions: promotionReads(changes),
    productGraph: (db, ids) => graphs(db, idsKey(ids)),
    priceRows: (db, ids, currency) => priceRows(db, `${currency}\n${idsKey(ids)}`),
    stock: (db, list, ids) => stock(db, `${list}\n${idsKey(ids)}`),
    ratings: (db, ids) => ratings(db, idsKey(ids)),
  };
}

const freshCatalogReads = catalogReads();

/** Category assignments of these products, only when a promotion selects by category. */
async function loadAssignments(
  db: Database,
  ids: string[],
  active: ActivePromotion[],
): Promise<Map<string, string[]>> {
  const byCategory = active.some(
    (p) =>
      (p.rule.type === 'product' && p.rule.products.categoryIds?.length) ||
      (p.rule.type === 'bonus' && p.rule.qualifying.categoryIds?.length),
  );
  const out = new Map<string, string[]>();
  if (!byCategory || ids.length === 0) return out;
  const rows = await db
    .select({ productId: productCategories.productId, categoryId: productCategories.categoryId })
    .from(productCategories)
    .where(inArray(productCategories.productId, ids));
  for (const r of rows) out.set(r.productId, [...(out.get(r.productId) ?? []), r.categoryId]);
  return out;
}

async function loadPromotions(
  db: Database,
  options: ReadOptions,
  reads: CatalogReads,
  ids: string[],
  onInvalid: (id: string) => void,
) {
  if (!options.expand.has('promotions')) return { active: [], assignments: new Map() };
  const active = await loadActivePromotions(
    db,
    { siteId: options.site.id, now: options.now, withoutCoupon: true },
    onInvalid,
    reads.promotions,
  );
  return { active, assignments: await loadAssignments(db, ids, active) };
}

/** The promotions of a product, its master and (for a master) its variants (spec 001 §3). */
function promotionLookup(
  graph: ProductGraph,
  tree: CategoryTree,
  options: ReadOptions,
  pricing: ReadContext['pricing'],
  promotions: { active: ActivePromotion[]; assignments: Map<string, string[]> },
) {
  const parents = categoryParents(tree);
  const memo = new Map<string, ProductPromotion[]>();
  return (id: string): ProductPromotion[] => {
    const product = graph.products.get(id);
    if (!product || promotions.active.length === 0) return [];
    const cached = memo.get(id);
    if (cached) return cached;
    const productIds = [
      id,
      ...(product.masterId ? [product.masterId] : []),
      ...(product.type === 'master' ? (graph.variantsOf.get(id) ?? []).map((v) => v.id) : []),
    ];
    const price = pricing.get(id)?.price;
    const found = promotionsForProduct(
      promotions.active,
      {
        productIds,
        categoryIds: productIds.flatMap((p) => promotions.assignments.get(p) ?? []),
        ...(price !== undefined ? { price } : {}),
      },
      { currency: options.currency, locale: options.locale, parents },
    );
    memo.set(id, found);
    return found;
  };
}

/**
 * Shopper Products for `ids`, in the order asked, unknown and offline ids left out. The number of
 * queries does not grow with the number of products: one per level of the product graph (one to
 * three), then prices, stock, categories and promotions (with category assignments) once each.
 */
export async function readProducts(
  db: Database,
  ids: readonly string[],
  options: ReadOptions,
  log: { warn(obj: object, msg: string): void },
  reads: CatalogReads = freshCatalogReads,
): Promise<WireProduct[]> {
  const graph = await reads.productGraph(db, ids);
  const nodes = graphNodes(graph);
  const all = [...nodes.keys()];
  // Reviews are of the master: a variant shows its master's rating.
  const reviewed = [...graph.products.values()].map((p) => p.masterId ?? p.id);
  const [rows, stock, categories, promotions, ratings] = await Promise.all([
    reads.priceRows(db, all, options.currency),
    reads.stock(db, options.site.inventoryListId, all),
    reads.categoryTree(db),
    loadPromotions(db, options, reads, all, (promotionId) =>
      log.warn({ promotionId }, 'promotion rule is invalid; left out'),
    ),
    reads.ratings(db, reviewed),
  ]);
  const pricing = priceNodes(nodes, rows, priceBookIds(options.currency));
  // The site's switch is read only when a subscription product is shown (few are).
  const subscriptions =
    [...graph.products.values()].some((p) => p.custom.isSubscriptionProduct === true) &&
    (await getSitePreferences(db, options.site.id)).preferences.enableSubscriptions;
  const ctx: ReadContext = {
    subscriptions,
    ...options,
    graph,
    pricing,
    availability: availabilityOfNodes(nodes, stock),
    categories,
    ratings,
    promotionsOf: promotionLookup(graph, categories, options, pricing, promotions),
  };
  return ids.flatMap((id) => {
    const product = graph.products.get(id);
    return product ? [productView(ctx, product)] : [];
  });
}
