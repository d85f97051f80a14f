import { bulkInsert, schema, type Database } from '@solo/db';
import { rebuildSearchIndex } from '@solo/commerce';
import { generateCatalog } from './generated-catalog.ts';

/**
 * Writes the generated catalog into an empty database in one transaction, then builds its search
 * index. Returns what was written and how long each part took.
 */
export async function loadGeneratedCatalog(
  db: Database,
  options: { products?: number; seed?: number } = {},
) {
  const started = performance.now();
  const catalog = generateCatalog(options);
  await db.transaction(async (tx) => {
    await bulkInsert(
      tx,
      schema.categories,
      catalog.categories.map(({ custom, localized, ...c }) => ({
        ...c,
        custom: custom ?? {},
        localized: localized ?? {},
      })),
    );
    await bulkInsert(tx, schema.priceBooks, catalog.priceBooks);
    await bulkInsert(tx, schema.products, catalog.products);
    await bulkInsert(tx, schema.productCategories, catalog.productCategories);
    await bulkInsert(tx, schema.prices, catalog.prices);
    await bulkInsert(tx, schema.inventory, catalog.inventory);
  });
  const inserted = performance.now();
  const index = await rebuildSearchIndex(db);
  return {
    sellable: catalog.products.filter((p) => p.type !== 'variant').length,
    variants: catalog.products.filter((p) => p.type === 'variant').length,
    prices: catalog.prices.length,
    insertMs: Math.round(inserted - started),
    indexMs: index.ms,
    documents: index.documents,
  };
}
