import type { Database } from '@solo/db';
import { priceBookIds, type CurrencyCode, type Site } from '@solo/sites';
import { availabilityOfNodes, loadStock, type Availability } from '../inventory/index.ts';
import { loadPriceRows, priceNodes, type Pricing } from '../pricing/index.ts';
import { graphNodes, loadProductGraph } from './graph.ts';

/**
 * Prices of any products by id (masters over their variants, sets over their members): for
 * callers that have no product graph of their own (search, baskets). Three to five queries.
 */
export async function productPricing(
  db: Database,
  ids: readonly string[],
  currency: CurrencyCode,
): Promise<Map<string, Pricing>> {
  const nodes = graphNodes(await loadProductGraph(db, ids));
  const rows = await loadPriceRows(db, [...nodes.keys()], currency);
  return priceNodes(nodes, rows, priceBookIds(currency));
}

/** Availability of any products by id in the site's inventory list. */
export async function productAvailability(
  db: Database,
  site: Site,
  ids: readonly string[],
): Promise<Map<string, Availability>> {
  const nodes = graphNodes(await loadProductGraph(db, ids));
  const stock = await loadStock(db, site.inventoryListId, [...nodes.keys()]);
  return availabilityOfNodes(nodes, stock);
}
