import type { Database } from '@solo/db';
import { SITES, type Site } from '@solo/sites';
import { currentByKey, jsonBytes, type Generation } from '../../current.ts';
import { graphNodes, loadProductGraph, type ProductGraph } from '../catalog/index.ts';
import { availabilityOfNodes, loadStock } from '../inventory/index.ts';
import { loadRelated, type RelatedRecord } from './catalog-data.ts';
import type { RecommendationsProvider, RecommenderId } from './recommenders.ts';
import type { Viewer } from './viewed.ts';

export interface RecommendationRequest {
  recommender: RecommenderId;
  site: Site;
  /** The products recommended for; they and their variants or masters are never recommended. */
  productIds: readonly string[];
  categoryId?: string;
  /** The shopper asking, for `viewed-recently-einstein`. */
  viewer?: Viewer;
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

/** The catalog reads a recommendation makes, nothing of them per shopper. */
export interface RecommendationReads {
  related(db: Database, ids: readonly string[]): Promise<RelatedRecord[]>;
  sellable(db: Database, site: Site, ids: string[]): Promise<string[]>;
}

const DIRECT: RecommendationReads = { related: loadRelated, sellable };

/** Our bound on what the kept reads hold: lists of ids, a few hundred bytes each. */
const KEPT_BYTES = 2 * 1024 * 1024;

/**
 * The reads kept per catalog generation where the change feed is heard: a page that recommends
 * (the home, a product page, the cart) asks the database nothing until the catalog, its prices
 * or its stock change. Without `changes` every call reads.
 */
export function recommendationReads(changes: Generation | undefined): RecommendationReads {
  if (!changes) return DIRECT;
  const limits = { maxBytes: KEPT_BYTES, bytes: jsonBytes };
  const related = currentByKey(
    changes,
    (db: Database, key: string) => loadRelated(db, key.split(',')),
    limits,
  );
  const sellableIn = currentByKey(
    changes,
    (db: Database, key: string) => {
      const [siteId = '', list = ''] = key.split('|');
      const site = SITES.find((s) => s.id === siteId);
      if (!site) throw new Error(`no site ${siteId}`);
      return sellable(db, site, list.split(','));
    },
    limits,
  );
  return {
    related: (db, ids) => related(db, ids.join(',')),
    sellable: (db, site, ids) => sellableIn(db, `${site.id}|${ids.join(',')}`),
  };
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
  reads: RecommendationReads = DIRECT,
): Promise<string[]> {
  const candidates = await provider.candidates(request.recommender, {
    siteId: request.site.id,
    productIds: request.productIds,
    ...(request.categoryId ? { categoryId: request.categoryId } : {}),
    ...(request.viewer ? { viewer: request.viewer } : {}),
  });
  if (candidates.length === 0 || request.limit <= 0) return [];
  const records = await reads.related(db, [...candidates, ...request.productIds]);
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
    out.push(...(await reads.sellable(db, request.site, pages.slice(i, i + batch))));
  return out.slice(0, request.limit);
}
