import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { bulkInsert, queryRows, schema, type Database, type Transaction } from '@solo/db';
import { DEMO_DATA_VERSION_KEY } from '@solo/fixtures';
import { buildIndexModel, type CatalogRows } from './index-model.ts';
import { loadOfferRows } from './index-offers.ts';
import { buildPhrases, buildTerms, vocabulary, type StopWords } from './index-words.ts';
import { searchIndexOf } from './search-index.ts';
import { BASE_CONFIG, searchConfig } from './text.ts';

const {
  categories,
  products,
  productCategories,
  meta,
  searchDocuments,
  searchOffers,
  searchFacetValues,
  searchTerms,
  searchPhrases,
} = schema;

/** `meta` key of the index's own record: which catalog version it was built from, and when. */
export const SEARCH_INDEX_KEY = 'search_index';

export interface RebuildResult {
  rebuilt: boolean;
  documents: number;
  terms: number;
  phrases: number;
  ms: number;
}

interface Logger {
  info(obj: object, msg?: string): void;
}

/**
 * The catalog's version: the demo data record (`{version, seededAt}`), rewritten by every seed.
 * Null when nothing was seeded.
 */
async function catalogVersion(db: Database | Transaction): Promise<unknown> {
  const rows = await db.select().from(meta).where(eq(meta.key, DEMO_DATA_VERSION_KEY));
  return rows[0]?.value ?? null;
}

async function indexRecord(
  db: Database | Transaction,
): Promise<{ catalogVersion: unknown } | undefined> {
  const rows = await db.select().from(meta).where(eq(meta.key, SEARCH_INDEX_KEY));
  const value = rows[0]?.value;
  return value && typeof value === 'object' && 'catalogVersion' in value ? value : undefined;
}

const isCurrent = async (db: Database | Transaction) => {
  const record = await indexRecord(db);
  return !!record && isDeepStrictEqual(record.catalogVersion, await catalogVersion(db));
};

async function loadCatalog(tx: Transaction): Promise<CatalogRows> {
  const p = getTableColumns(products);
  return {
    categories: await tx
      .select({
        id: categories.id,
        parentId: categories.parentId,
        name: categories.name,
        position: categories.position,
        online: categories.online,
        localized: categories.localized,
      })
      .from(categories),
    products: await tx
      .select({
        id: p.id,
        type: p.type,
        masterId: p.masterId,
        name: p.name,
        shortDescription: p.shortDescription,
        brand: p.brand,
        online: p.online,
        createdAt: p.createdAt,
        localized: p.localized,
        variationValues: p.variationValues,
        variationAttributes: p.variationAttributes,
        isDefaultVariant: p.isDefaultVariant,
        imageGroups: p.imageGroups,
        setProductIds: p.setProductIds,
        bundledProducts: p.bundledProducts,
      })
      .from(products)
      .orderBy(products.id),
    productCategories: await tx.select().from(productCategories),
    ...(await loadOfferRows(tx)),
  };
}

/** The words of `vocabulary` that each configuration drops as stop words. */
async function stopWords(
  tx: Transaction,
  vocabulary: string[],
  configs: string[],
): Promise<StopWords> {
  const rows = await queryRows<{ config: string; word: string }>(
    tx,
    sql`
    select c as config, w as word
    from unnest(${sql.param(configs)}::text[]) c, unnest(${sql.param(vocabulary)}::text[]) w
    where numnode(plainto_tsquery(c::regconfig, w)) = 0`,
  );
  const out = new Map<string, Set<string>>();
  for (const { config, word } of rows) out.set(config, (out.get(config) ?? new Set()).add(word));
  return out;
}

/**
 * Rebuilds the search index from the catalog tables in one transaction (readers keep the old
 * index until it commits) behind an advisory lock, so instances starting together build it once.
 * With `onlyIfStale`, a concurrent builder's fresh index is kept.
 */
export async function rebuildSearchIndex(
  db: Database,
  options: { logger?: Logger; onlyIfStale?: boolean } = {},
): Promise<RebuildResult> {
  const started = performance.now();
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('solo:search-index'))`);
    if (options.onlyIfStale && (await isCurrent(tx))) return null;
    // Taken before the catalog is read: a price or stock write this build does not see was
    // written by a transaction with an id at least this (offer-refresh.ts).
    const [horizon] = await queryRows<{ xmin: string }>(
      tx,
      sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`,
    );
    const rows = await loadCatalog(tx);
    const model = buildIndexModel(rows);
    const configs = [...new Set([BASE_CONFIG, ...model.locales.map(searchConfig)])];
    const stop = await stopWords(tx, vocabulary(model.documents, rows), configs);
    const terms = buildTerms(model.documents, stop);
    const phrases = buildPhrases(model.documents, rows, model.locales, stop);

    for (const table of [
      searchDocuments,
      searchOffers,
      searchFacetValues,
      searchTerms,
      searchPhrases,
    ])
      await tx.delete(table);
    await bulkInsert(tx, searchDocuments, model.documents);
    await bulkInsert(tx, searchOffers, model.offers);
    await bulkInsert(tx, searchFacetValues, model.facetValues);
    await bulkInsert(tx, searchTerms, terms);
    await bulkInsert(tx, searchPhrases, phrases);
    // Fresh statistics, or the planner takes the new tables for empty and joins row by row.
    for (const table of [
      'search_documents',
      'search_offers',
      'search_facet_values',
      'search_terms',
      'search_phrases',
    ])
      await tx.execute(sql.raw(`analyze ${table}`));

    const record = {
      catalogVersion: await catalogVersion(tx),
      // Tells every instance's in-memory index that this is a new build (search-index.ts).
      build: randomUUID(),
      // Every instance re-prices the products written since from the live tables.
      offersFrom: horizon?.xmin ?? '0',
      builtAt: new Date().toISOString(),
      documents: model.documents.length,
    };
    await tx.delete(meta).where(inArray(meta.key, [SEARCH_INDEX_KEY]));
    await tx.insert(meta).values({ key: SEARCH_INDEX_KEY, value: record });
    return { documents: model.documents.length, terms: terms.length, phrases: phrases.length };
  });
  // This instance sees its own rebuild on its next search, before the feed announces it.
  if (result) searchIndexOf(db).markStale();
  const out: RebuildResult = {
    rebuilt: result !== null,
    documents: result?.documents ?? 0,
    terms: result?.terms ?? 0,
    phrases: result?.phrases ?? 0,
    ms: Math.round(performance.now() - started),
  };
  options.logger?.info(out, out.rebuilt ? 'search index rebuilt' : 'search index already current');
  return out;
}

/**
 * Rebuilds the index when the catalog changed since it was built (the demo data record in `meta`
 * differs from the one the index was built from) or it was never built; a no-op start costs two
 * primary-key reads.
 */
export async function ensureSearchIndex(
  db: Database,
  options: { logger?: Logger } = {},
): Promise<RebuildResult> {
  if (await isCurrent(db)) return { rebuilt: false, documents: 0, terms: 0, phrases: 0, ms: 0 };
  return rebuildSearchIndex(db, { ...options, onlyIfStale: true });
}
