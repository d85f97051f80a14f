/**
 * Search tables (module: search): a denormalised index built from the catalog tables by
 * rebuildSearchIndex (nothing else writes it), and the shoppers' clicks on search hits.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { VariationAttribute } from './catalog.ts';

/** Full-text vectors and search configurations (module: search); read back only as text. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const regconfig = customType<{ data: string }>({ dataType: () => 'regconfig' });

export type SearchHitType = 'master' | 'item' | 'set' | 'bundle';

/**
 * One row per sellable product (masters, items, sets, bundles; never variants) and text locale:
 * '' holds the base text, other rows (lower-case locale ids with translations in the catalog)
 * the translated text with the base text as fallback.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    locale: text('locale').notNull(),
    productId: text('product_id').notNull(),
    productType: text('product_type').$type<SearchHitType>().notNull(),
    /** Text search configuration of the locale's language (english, french, german, simple…). */
    config: regconfig('config').notNull(),
    name: text('name').notNull(),
    /** Lower-case name without diacritics: the same name order on PGlite and PostgreSQL. */
    nameKey: text('name_key').notNull(),
    /** Category names, variation value names and brand. */
    keywords: text('keywords').notNull(),
    description: text('description').notNull(),
    /** The base (English) text of a translated row, so English words find it too. */
    baseText: text('base_text').notNull(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        // 'simple' keeps unstemmed words beside the stems so that prefixes match surface words.
        sql`setweight(to_tsvector("config", "name") || to_tsvector('simple', "name"), 'A') || setweight(to_tsvector("config", "keywords") || to_tsvector('simple', "keywords"), 'B') || setweight(to_tsvector("config", "description") || to_tsvector('simple', "description"), 'C') || setweight(to_tsvector('english', "base_text") || to_tsvector('simple', "base_text"), 'D')`,
      ),
    /** Online categories the product is in, with their ancestors. */
    categoryIds: text('category_ids').array().notNull(),
    /** Position in each category it is assigned to directly (merchandised order). */
    categoryPositions: jsonb('category_positions').$type<Record<string, number>>().notNull(),
    /** Refinable attribute values as `attribute:value`, e.g. `c_color:black`. */
    facets: text('facets').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    image: jsonb('image').$type<{ path: string; alt: string; title: string }>(),
    variationAttributes: jsonb('variation_attributes').$type<VariationAttribute[]>(),
    representedProductId: text('represented_product_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.locale, t.productId] }),
    index('search_documents_search_idx').using('gin', t.search),
    index('search_documents_categories_idx').using('gin', t.categoryIds),
    index('search_documents_facets_idx').using('gin', t.facets),
  ],
);

/**
 * Per site and currency it sells in: the hit price (minor units of `currency`) and availability.
 */
export const searchOffers = pgTable(
  'search_offers',
  {
    siteId: text('site_id').notNull(),
    productId: text('product_id').notNull(),
    currency: text('currency').notNull(),
    /** Lowest effective unit price at quantity 1 (spec 001 §9); null when nothing is priced. */
    price: integer('price'),
    priceMax: integer('price_max'),
    onSale: boolean('on_sale').notNull(),
    orderable: boolean('orderable').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.currency, t.productId] })],
);

/** Labels and order of refinement values per text locale (categories carry their parent). */
export const searchFacetValues = pgTable(
  'search_facet_values',
  {
    locale: text('locale').notNull(),
    attributeId: text('attribute_id').notNull(),
    attributeLabel: text('attribute_label').notNull(),
    value: text('value').notNull(),
    label: text('label').notNull(),
    parentValue: text('parent_value'),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.attributeId, t.value] })],
);

/**
 * The words of the indexed text per text locale, for prefix completion and typo correction: a
 * word of one language ("ovn", Danish for oven) is not known to another's shoppers, whose typo it
 * may be. A joined pair of adjacent words ("firepit") carries the words it stands for in
 * `expansion`.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    /** Text locale of the documents the word is in ('' = the base text), as search_documents. */
    locale: text('locale').notNull(),
    term: text('term').notNull(),
    expansion: text('expansion'),
    /** Number of documents containing the word. */
    frequency: integer('frequency').notNull(),
    /** The letters in order: a transposed word has the same key. */
    anagram: text('anagram').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.locale, t.term] }),
    // GiST rather than GIN: it orders by trigram distance (KNN) without a similarity threshold.
    index('search_terms_trgm_idx').using('gist', t.term.op('gist_trgm_ops')),
    index('search_terms_prefix_idx').on(t.locale, t.term.op('text_pattern_ops')),
    index('search_terms_anagram_idx').on(t.locale, t.anagram),
  ],
);

/** Query suggestions per text locale: category names and phrases of the product names. */
export const searchPhrases = pgTable(
  'search_phrases',
  {
    locale: text('locale').notNull(),
    phrase: text('phrase').notNull(),
    config: regconfig('config').notNull(),
    /** Documents the phrase stands for: a category's products, or names containing it. */
    hits: integer('hits').notNull(),
    categoryId: text('category_id'),
    parentCategoryName: text('parent_category_name'),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector("config", "phrase") || to_tsvector('english', "phrase") || to_tsvector('simple', "phrase")`,
      ),
  },
  (t) => [
    primaryKey({ columns: [t.locale, t.phrase] }),
    index('search_phrases_search_idx').using('gin', t.search),
  ],
);

/** Transaction ids as PostgreSQL's xid8: 64 bits, never wrapping; read back as text. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * The products whose prices or stock were written since the search index was built, each with
 * the transaction that wrote it last. Written by triggers on `prices` and `inventory` (migration
 * 0017), never by code: every instance's in-memory index re-prices these products from the live
 * tables, so search follows a price or stock change without a rebuild (search-index.ts).
 */
export const searchOfferChanges = pgTable(
  'search_offer_changes',
  {
    productId: text('product_id').primaryKey(),
    xid: xid8('xid').notNull(),
  },
  (t) => [index('search_offer_changes_xid_idx').on(t.xid)],
);

/** The search indexes a click on a hit is recorded for (spec 000 §7). */
export type SearchClickIndex = 'products' | 'community_posts' | 'query_suggestions';

/**
 * Clicks on search and autocomplete hits (spec 000 §7 "community index with click analytics"),
 * written by the click endpoint of the search module. No personal data: no client address,
 * session or customer, only what was searched and which hit was chosen.
 */
export const searchClicks = pgTable(
  'search_clicks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    index: text('index').$type<SearchClickIndex>().notNull(),
    locale: text('locale').notNull(),
    query: text('query').notNull(),
    /** The hit: a product id, a community post uid or a suggested phrase. */
    objectId: text('object_id').notNull(),
    /** 1-based position of the hit in the list shown. */
    position: integer('position').notNull(),
    queryId: text('query_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_clicks_at_idx').on(t.at)],
);

/** Clicks per hit, kept beside the events: query suggestions rank by them (search/suggestions.ts). */
export const searchClickCounts = pgTable(
  'search_click_counts',
  {
    index: text('index').$type<SearchClickIndex>().notNull(),
    locale: text('locale').notNull(),
    objectId: text('object_id').notNull(),
    clicks: integer('clicks').notNull(),
  },
  (t) => [primaryKey({ columns: [t.index, t.locale, t.objectId] })],
);
