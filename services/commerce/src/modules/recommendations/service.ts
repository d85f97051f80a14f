import type { Database } from '@solo/db';
import type { Site } from '@solo/sites';
import { graphNodes, loadProductGraph, type ProductGraph } from '../catalog/index.ts';
import { availabilityOfNodes, loadStock } from '../inventory/index.ts';
import { loadRelated } from './catalog-data.ts';
import type { RecommendationsProvider, RecommenderId } from './recommenders.ts';

export interface RecommendationRequest {
  recommender: RecommenderId;
  site: Site;
  /** The products recommended for; they and their variants or masters are never recommended. */
  productIds: readonly string[];
  categoryId?: string;
  /** At most this many (MAX_RECOMMENDATIONS at most). */
  limit: number;
}

/** A master whose every variant is discontinued is discontinued too. */
function isDiscontinued(graph: ProductGraph, id: string): boolean {
  const product = graph.products.get(id);
  if (!product || product.custom.isDiscontinued === true) return true;
  const variants = graph.variantsOf.get(id) ?? [];
  return (
    product.type === 'master' &&
    variants.length > 0 &&
    variants.every((v) => v.custom.isDiscontinued === true)
  );
}

/** Of `ids`, those online, not discontinued and orderable in the site's inventory, in order. */
async function sellable(db: Database, site: Site, ids: string[]): Promise<string[]> {
  const graph = await loadProductGraph(db, ids);
  const nodes = graphNodes(graph);
  const stock = await loadStock(db, site.inventoryListId, [...nodes.keys()]);
  const availability = availabilityOfNodes(nodes, stock);
  return ids.filter((id) => !isDiscontinued(graph, id) && availability.get(id)?.orderable === true);
}

/**
 * Recommended product ids (spec 000 §9 "discontinued products excluded"): the provider's
 * candidates as the pages that show them (a variant becomes its master), each once, without the
 * context's own products, discontinued, offline or non-orderable ones, at most `limit`.
 */
export async function recommend(
  db: Database,
  provider: RecommendationsProvider,
  request: RecommendationRequest,
): Promise<string[]> {
  const candidates = await provider.candidates(request.recommender, {
    siteId: request.site.id,
    productIds: request.productIds,
    ...(request.categoryId ? { categoryId: request.categoryId } : {}),
  });
  if (candidates.length === 0 || request.limit <= 0) return [];
  const records = await loadRelated(db, [...candidates, ...request.productIds]);
  const pageOf = new Map(records.map((r) => [r.id, r.masterId ?? r.id]));
  const excluded = new Set(request.productIds.flatMap((id) => [id, pageOf.get(id) ?? id]));
  const pages = [
    ...new Set(
      candidates.flatMap((id) => {
        const page = pageOf.get(id);
        return page && !excluded.has(id) && !excluded.has(page) ? [page] : [];
      }),
    ),
  ];
  // Checked a few at a time: the answer is usually full long before the candidates run out.
  const out: string[] = [];
  const batch = Math.max(request.limit * 2, 10);
  for (let i = 0; i < pages.length && out.length < request.limit; i += batch)
    out.push(...(await sellable(db, request.site, pages.slice(i, i + batch))));
  return out.slice(0, request.limit);
}
