import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@solo/db';
import { TextIndex } from './text-index.ts';
import { trigrams } from './trigram.ts';

/** A word of a locale's term dictionary (search_terms). */
export interface Term {
  term: string;
  expansion: string | null;
  frequency: number;
  anagram: string;
  trigrams: Set<string>;
}

/** A refinement value's label row (search_facet_values). */
export interface FacetLabel {
  label: string;
  attributeLabel: string;
  parentValue: string | null;
  position: number;
}

/** A query suggestion (search_phrases). */
export interface Phrase {
  phrase: string;
  /** In characters, as PostgreSQL's length(). */
  length: number;
  hits: number;
  categoryId: string | null;
  parentCategoryName: string | null;
}

/** What the index holds for one text locale ('' = the base text). */
export interface LocaleTexts {
  locale: string;
  /** Documents in product order: document d is product `product[d]`. */
  documents: TextIndex;
  product: Int32Array;
  nameKeys: string[];
  terms: Map<string, Term>;
  /** The terms in byte order, for completions of a prefix. */
  sortedTerms: Term[];
  anagrams: Map<string, Term[]>;
  /** Trigram → the terms holding it: the candidates of a typo. */
  byTrigram: Map<string, Term[]>;
  phrases: TextIndex;
  phraseRows: Phrase[];
  /** `attributeId\0value` → label. */
  facetLabels: Map<string, FacetLabel>;
}

/** Per site and currency, by product number; NaN where the price is null. */
export interface Offers {
  price: Float64Array;
  priceMax: Float64Array;
  /** Bit 1: there is an offer; bit 2: orderable; bit 4: on sale. */
  flags: Uint8Array;
}
export const HAS_OFFER = 1;
export const ORDERABLE = 2;
export const ON_SALE = 4;

/**
 * The search index of one instance, in memory: everything that matches, filters, counts, ranks
 * and sorts. The page's display fields (names, images, variations) stay in the database and are
 * read for the page's rows only, which keeps the memory to numbers and short strings.
 */
export interface SearchMemory {
  /** The build it was loaded from (rebuildSearchIndex's record in `meta`). */
  version: string;
  /** The build's horizon for price and stock writes (offer-refresh.ts). */
  offersFrom: string;
  productIds: string[];
  productNumbers: Map<string, number>;
  createdAt: Float64Array;
  /** Per product: its categories and facet values as numbers into the lists below. */
  categories: Int32Array[];
  facets: Int32Array[];
  categoryPositions: Array<Record<string, number>>;
  categoryIds: string[];
  /** Facet values as `attribute:value`, e.g. `c_color:black`. */
  facetValues: string[];
  offers: Map<string, Offers>;
  /** The text locales the index holds ('' and lower-case locale ids). */
  locales: ReadonlySet<string>;
  /** A text locale's documents, loaded on first use and kept within the memory budget. */
  texts(locale: string): Promise<LocaleTexts>;
}

export const offersKey = (siteId: string, currency: string) => `${siteId}\u0000${currency}`;
export const labelKey = (attributeId: string, value: string) => `${attributeId}\u0000${value}`;

const sortByBytes = <T>(rows: T[], key: (row: T) => string): T[] =>
  rows.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));

/** The version of the index in the database: its record in `meta`, one primary-key read. */
export async function storedVersion(db: Database): Promise<string> {
  const [row] = await queryRows<{ v: string | null }>(
    db,
    sql`select value ->> 'build' as v from meta where key = 'search_index'`,
  );
  return row?.v ?? '';
}

function interner() {
  const numbers = new Map<string, number>();
  const values: string[] = [];
  const id = (value: string) => {
    let n = numbers.get(value);
    if (n === undefined) {
      n = values.length;
      numbers.set(value, n);
      values.push(value);
    }
    return n;
  };
  return { id, values };
}

async function loadTerms(db: Database, locale: string) {
  const rows = await queryRows<Omit<Term, 'trigrams'>>(
    db,
    sql`select term, expansion, frequency, anagram from search_terms where locale = ${locale}`,
  );
  const terms = new Map<string, Term>();
  const anagrams = new Map<string, Term[]>();
  const byTrigram = new Map<string, Term[]>();
  for (const row of rows) {
    const term: Term = { ...row, trigrams: trigrams(row.term) };
    terms.set(term.term, term);
    const same = anagrams.get(term.anagram);
    if (same) same.push(term);
    else anagrams.set(term.anagram, [term]);
    for (const t of term.trigrams) {
      const list = byTrigram.get(t);
      if (list) list.push(term);
      else byTrigram.set(t, [term]);
    }
  }
  return {
    terms,
    sortedTerms: sortByBytes([...terms.values()], (t) => t.term),
    anagrams,
    byTrigram,
  };
}

/** Rough bytes of a locale's texts: typed arrays exactly, strings and maps by their length. */
function bytesOf(texts: LocaleTexts): number {
  let strings = 0;
  for (const k of texts.nameKeys) strings += 40 + 2 * k.length;
  for (const t of texts.sortedTerms) strings += 200 + 2 * t.term.length + 60 * t.trigrams.size;
  for (const p of texts.phraseRows) strings += 120 + 2 * p.phrase.length;
  return texts.documents.bytes + texts.phrases.bytes + texts.product.byteLength + strings;
}

/** One text locale's documents, dictionary, phrases and labels. */
async function loadLocaleTexts(
  db: Database,
  locale: string,
  productNumbers: ReadonlyMap<string, number>,
): Promise<LocaleTexts & { bytes: number }> {
  const docs = await queryRows<{ productId: string; nameKey: string; vector: string }>(
    db,
    sql`select product_id as "productId", name_key as "nameKey", search::text as vector
      from search_documents where locale = ${locale} order by product_id collate "C"`,
  );
  const known = docs.filter((d) => productNumbers.has(d.productId));
  const phraseRows = await queryRows<Omit<Phrase, 'length'> & { vector: string }>(
    db,
    sql`select phrase, hits, category_id as "categoryId",
      parent_category_name as "parentCategoryName", search::text as vector
    from search_phrases where locale = ${locale} order by phrase collate "C"`,
  );
  const labels = await queryRows<FacetLabel & { attributeId: string; value: string }>(
    db,
    sql`select attribute_id as "attributeId", value, label, attribute_label as "attributeLabel",
      parent_value as "parentValue", position
    from search_facet_values where locale = ${locale}`,
  );
  const texts: LocaleTexts = {
    locale,
    documents: TextIndex.build(known.map((d) => d.vector)),
    product: Int32Array.from(known, (d) => productNumbers.get(d.productId)!),
    nameKeys: known.map((d) => d.nameKey),
    ...(await loadTerms(db, locale)),
    phrases: TextIndex.build(phraseRows.map((p) => p.vector)),
    phraseRows: phraseRows.map(({ vector: _vector, ...p }) => ({
      ...p,
      length: [...p.phrase].length,
    })),
    facetLabels: new Map(labels.map((l) => [labelKey(l.attributeId, l.value), l])),
  };
  return { ...texts, bytes: bytesOf(texts) };
}

/**
 * The loaded text locales, least recently used first, within `budget` bytes: a store with twenty
 * languages keeps the ones its shoppers search in. The locale being asked for always stays.
 */
function localeCache(
  db: Database,
  productNumbers: ReadonlyMap<string, number>,
  budget: number,
): (locale: string) => Promise<LocaleTexts> {
  const loaded = new Map<string, Promise<LocaleTexts & { bytes: number }>>();
  const sizes = new Map<string, number>();
  const evict = (keep: string) => {
    let total = [...sizes.values()].reduce((a, b) => a + b, 0);
    for (const [locale, bytes] of sizes) {
      if (total <= budget) break;
      if (locale === keep) continue;
      loaded.delete(locale);
      sizes.delete(locale);
      total -= bytes;
    }
  };
  return async (locale) => {
    let texts = loaded.get(locale);
    if (texts) {
      // Most recently used last: a Map iterates in insertion order.
      loaded.delete(locale);
      loaded.set(locale, texts);
      const size = sizes.get(locale);
      if (size !== undefined) {
        sizes.delete(locale);
        sizes.set(locale, size);
      }
      return texts;
    }
    texts = loadLocaleTexts(db, locale, productNumbers);
    loaded.set(locale, texts);
    texts.then(
      (t) => {
        if (loaded.get(locale) !== texts) return;
        sizes.set(locale, t.bytes);
        evict(locale);
      },
      () => loaded.delete(locale),
    );
    return texts;
  };
}

/**
 * Loads the index from its tables: the products' refinement data and offers now, each text
 * locale's documents when first searched in (see localeCache).
 */
export async function loadSearchMemory(db: Database, budget: number): Promise<SearchMemory> {
  const [record] = await queryRows<{ version: string | null; offersFrom: string | null }>(
    db,
    sql`select value ->> 'build' as version, value ->> 'offersFrom' as "offersFrom"
      from meta where key = 'search_index'`,
  );
  const version = record?.version ?? '';
  const categoryIds = interner();
  const facetValues = interner();
  // Every product has a document in the base text (''); refinement data is the same in each.
  const rows = await queryRows<{
    productId: string;
    categoryIds: string[];
    categoryPositions: Record<string, number>;
    facets: string[];
    createdAt: number;
  }>(
    db,
    sql`select product_id as "productId", category_ids as "categoryIds",
      category_positions as "categoryPositions", facets,
      (extract(epoch from created_at) * 1000)::float8 as "createdAt"
    from search_documents where locale = '' order by product_id collate "C"`,
  );
  const localeRows = await queryRows<{ locale: string }>(
    db,
    sql`select distinct locale from search_facet_values`,
  );
  const products = { values: rows.map((r) => r.productId) };
  const createdAt = rows.map((r) => r.createdAt);
  const categories = rows.map((r) => Int32Array.from(r.categoryIds, categoryIds.id));
  const facets = rows.map((r) => Int32Array.from(r.facets, facetValues.id));
  const categoryPositions = rows.map((r) => r.categoryPositions);

  const productNumbers = new Map(products.values.map((id, i) => [id, i]));
  const offers = new Map<string, Offers>();
  const size = products.values.length;
  const offerRows = await queryRows<{
    siteId: string;
    currency: string;
    productId: string;
    price: number | null;
    priceMax: number | null;
    onSale: boolean;
    orderable: boolean;
  }>(
    db,
    sql`select site_id as "siteId", currency, product_id as "productId", price,
      price_max as "priceMax", on_sale as "onSale", orderable from search_offers`,
  );
  for (const o of offerRows) {
    const n = productNumbers.get(o.productId);
    if (n === undefined) continue; // not a document: nothing to show it for
    const key = offersKey(o.siteId, o.currency);
    let list = offers.get(key);
    if (!list) {
      list = {
        price: new Float64Array(size).fill(NaN),
        priceMax: new Float64Array(size).fill(NaN),
        flags: new Uint8Array(size),
      };
      offers.set(key, list);
    }
    list.price[n] = o.price ?? NaN;
    list.priceMax[n] = o.priceMax ?? NaN;
    list.flags[n] = HAS_OFFER | (o.orderable ? ORDERABLE : 0) | (o.onSale ? ON_SALE : 0);
  }

  return {
    version,
    // A build from before the horizon was recorded: every noted write is newer.
    offersFrom: record?.offersFrom ?? '0',
    productIds: products.values,
    productNumbers,
    createdAt: Float64Array.from(createdAt),
    categories,
    facets,
    categoryPositions,
    categoryIds: categoryIds.values,
    facetValues: facetValues.values,
    offers,
    locales: new Set(localeRows.map((r) => r.locale)),
    texts: localeCache(db, productNumbers, budget),
  };
}
