import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '@solo/db';
import { products } from '@solo/db/schema';

export type ProductRecord = typeof products.$inferSelect;

/** The products a read needs: those asked for and every master, variant and member they show. */
export interface ProductGraph {
  products: Map<string, ProductRecord>;
  /** Variants by master id, in id order. */
  variantsOf: Map<string, ProductRecord[]>;
}

/**
 * Rounds of loading: asked ids (+ variants of masters) → masters and siblings of variants, set
 * and bundle members (+ their variants) → masters of bundled variants. Deeper never happens in a
 * catalog where sets and bundles hold items, masters and variants.
 */
const MAX_ROUNDS = 4;

/**
 * Loads the online products `ids` name together with everything their pages show, a round of one
 * query per level instead of a query per product.
 */
export async function loadProductGraph(
  db: Database,
  ids: readonly string[],
): Promise<ProductGraph> {
  const graph: ProductGraph = { products: new Map(), variantsOf: new Map() };
  const expanded = new Set<string>();
  let pending = [...new Set(ids)];
  for (let round = 0; round < MAX_ROUNDS && pending.length > 0; round++) {
    pending.forEach((id) => expanded.add(id));
    const rows = await db
      .select()
      .from(products)
      .where(
        and(
          eq(products.online, true),
          or(inArray(products.id, pending), inArray(products.masterId, pending)),
        ),
      )
      .orderBy(asc(products.id));
    for (const row of rows) graph.products.set(row.id, row);
    const next = new Set<string>();
    for (const row of rows) {
      const related = [
        row.masterId,
        ...(row.setProductIds ?? []),
        ...(row.bundledProducts ?? []).map((b) => b.productId),
      ];
      for (const id of related) if (id && !expanded.has(id)) next.add(id);
    }
    pending = [...next];
  }
  for (const p of graph.products.values()) {
    if (p.type !== 'variant' || !p.masterId) continue;
    const list = graph.variantsOf.get(p.masterId);
    if (list) list.push(p);
    else graph.variantsOf.set(p.masterId, [p]);
  }
  for (const [masterId, variants] of graph.variantsOf) {
    const master = graph.products.get(masterId);
    if (master) variants.sort(byAttributeOrder(master));
  }
  return graph;
}

/** Variants in the order the master lists its attribute values (small before large). */
function byAttributeOrder(master: ProductRecord) {
  const attributes = master.variationAttributes ?? [];
  const key = (v: ProductRecord) =>
    attributes.map((a) => {
      const i = a.values.findIndex((x) => x.value === v.variationValues?.[a.id]);
      return i < 0 ? a.values.length : i;
    });
  return (a: ProductRecord, b: ProductRecord) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return (ka[i] ?? 0) - (kb[i] ?? 0);
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
}

/** Variants of a master, sorted; members of a set that are online; nothing for other types. */
export function childIds(graph: ProductGraph, product: ProductRecord): string[] {
  if (product.type === 'master') return (graph.variantsOf.get(product.id) ?? []).map((v) => v.id);
  if (product.type === 'set')
    return (product.setProductIds ?? []).filter((id) => graph.products.has(id));
  return [];
}

/** The graph as the pricing and inventory rules walk it. */
export function graphNodes(graph: ProductGraph) {
  return new Map(
    [...graph.products.values()].map((p) => [
      p.id,
      {
        id: p.id,
        type: p.type,
        childIds: childIds(graph, p),
        bundledProducts: p.bundledProducts,
      },
    ]),
  );
}
