import { inArray, or, sql } from 'drizzle-orm';
import { queryRows, schema, type Database } from '@solo/db';
import { SITES, siteCurrencies } from '@solo/sites';
import { catalogGraph, loadOfferRows, offerBuilder, type OfferProduct } from './index-offers.ts';
import { HAS_OFFER, ON_SALE, ORDERABLE, offersKey, type SearchMemory } from './memory-index.ts';

/**
 * Search following price and stock writes without a rebuild. Triggers (migration 0017) note each
 * product whose prices or stock a transaction wrote, with that transaction's id. An index that
 * last looked with a snapshot whose xmin was `since` re-prices every product noted with
 * xid >= since (a write its snapshot could not see has an id at least that), from the live
 * tables and by the rules the rebuild uses (index-offers.ts), and patches its offers in place.
 * A product's masters, the sets and bundles holding it, are re-priced with it.
 */
export async function refreshOffers(
  db: Database,
  memory: SearchMemory,
  since: string,
): Promise<{ since: string; products: number }> {
  // The horizon of this look is taken in the statement that reads the changes.
  const [look] = await queryRows<{ horizon: string; changed: string[] | null }>(
    db,
    sql`select pg_snapshot_xmin(pg_current_snapshot())::text as horizon,
      (select array_agg(product_id) from search_offer_changes
        where xid >= ${since}::xid8) as changed`,
  );
  const changed = look?.changed ?? [];
  if (!look || !changed.length) return { since: look?.horizon ?? since, products: 0 };

  const products = await productsAround(db, changed);
  const ids = products.map((p) => p.id);
  const graph = catalogGraph(products);
  const offer = offerBuilder(await loadOfferRows(db, ids), graph);
  const repriced = products.filter(
    (p) => memory.productNumbers.has(p.id) && p.online && p.type !== 'variant',
  );
  // Computed first, written after: a request never reads half a product's offers.
  const updates = repriced.flatMap((p) => {
    const parts = graph.members(p);
    const sells = parts.length > 0 && parts.every((units) => units.length > 0);
    return SITES.flatMap((site) =>
      siteCurrencies(site).map((currency) => ({
        n: memory.productNumbers.get(p.id)!,
        key: offersKey(site.id, currency),
        offer: sells ? offer(site, currency, p) : null,
      })),
    );
  });
  for (const { n, key, offer: o } of updates) {
    const list = memory.offers.get(key);
    if (!list) continue; // a currency the build had no offer in: the next rebuild adds it
    list.price[n] = o?.price ?? NaN;
    list.priceMax[n] = o?.priceMax ?? NaN;
    list.flags[n] = o ? HAS_OFFER | (o.orderable ? ORDERABLE : 0) | (o.onSale ? ON_SALE : 0) : 0;
  }
  return { since: look.horizon, products: repriced.length };
}

const { products } = schema;

const offerFields = {
  id: products.id,
  type: products.type,
  masterId: products.masterId,
  online: products.online,
  setProductIds: products.setProductIds,
  bundledProducts: products.bundledProducts,
};

/**
 * The changed products with everything their offers and their holders' offers read: their
 * masters, the sets and bundles holding them, and the variants, members and bundled products of
 * all of those.
 */
async function productsAround(db: Database, changed: string[]): Promise<OfferProduct[]> {
  const byId = new Map<string, OfferProduct>();
  /** The products of `ids` not read yet, with their variants. */
  const read = async (ids: string[]) => {
    const missing = [...new Set(ids)].filter((id) => !byId.has(id));
    if (!missing.length) return [];
    const rows = await db
      .select(offerFields)
      .from(products)
      .where(or(inArray(products.id, missing), inArray(products.masterId, missing)));
    const fresh = rows.filter((r) => !byId.has(r.id));
    for (const r of fresh) byId.set(r.id, r);
    return fresh;
  };
  const partsOf = (rows: OfferProduct[]) =>
    rows.flatMap((p) => [
      ...(p.setProductIds ?? []),
      ...(p.bundledProducts ?? []).map((b) => b.productId),
    ]);
  const own = await read(changed);
  const masters = own.flatMap((p) => (p.masterId ? [p.masterId] : []));
  await read(masters);
  const held = [...new Set([...changed, ...masters])];
  const holders = await db
    .select(offerFields)
    .from(products)
    .where(
      sql`(${products.type} = 'set' and ${products.setProductIds} ?| ${sql.param(held)}::text[])
        or (${products.type} = 'bundle' and exists (
          select 1 from jsonb_array_elements(${products.bundledProducts}) b
          where b ->> 'productId' = any(${sql.param(held)}::text[])))`,
    );
  for (const h of holders) byId.set(h.id, h);
  // Each holder's other parts, theirs in turn, and the variants of those that are masters.
  let parts = partsOf([...byId.values()]);
  while (parts.length) parts = partsOf(await read(parts));
  return [...byId.values()];
}
