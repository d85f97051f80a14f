import type { ShopperSearchTypes } from 'commerce-sdk-isomorphic';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database, type SearchHitType, type VariationAttribute } from '@solo/db';
import { NEW_ARRIVAL_DAYS } from '@solo/fixtures';
import type { CurrencyCode, Site } from '@solo/sites';
import { SORTING_OPTIONS, type SortId } from '../constants.ts';
import { phraseSuggestions } from '../did-you-mean.ts';
import { parseQuery, type Refinements } from '../query.ts';
import { buildRefinements, priceBuckets, type ValueCount } from '../refinements.ts';
import { resolveQuery, tsquery } from './resolve.ts';
import { searchConfig } from '../text.ts';

export interface ProductSearchParams {
  site: Site;
  /** The request locale, e.g. fr-CA. */
  locale: string;
  currency: CurrencyCode;
  q: string;
  refine: Refinements;
  sort: SortId;
  limit: number;
  offset: number;
}

/** A hit with its money in minor units of `currency`. */
export interface SearchHit {
  productId: string;
  productName: string;
  productType: SearchHitType;
  price: number | null;
  priceMax: number | null;
  currency: CurrencyCode;
  image: { path: string; alt: string; title: string } | null;
  orderable: boolean;
  representedProductId: string;
  variationAttributes: VariationAttribute[] | null;
}

export interface ProductSearchOutcome {
  query: string;
  total: number;
  hits: SearchHit[];
  refinements: ShopperSearchTypes.ProductSearchRefinement[];
  selectedRefinements: Record<string, string>;
  sortingOptions: ReadonlyArray<{ id: SortId; label: string }>;
  selectedSortingOption: SortId;
  searchPhraseSuggestions: ShopperSearchTypes.Suggestion;
}

const and = (parts: SQL[]): SQL => (parts.length ? sql.join(parts, sql` and `) : sql`true`);

/** One boolean per selected refinement, computed once per matching document. */
function refinementFilters(r: Refinements): Map<string, SQL> {
  const filters = new Map<string, SQL>();
  if (r.categories) filters.set('cgid', sql`d.category_ids && ${sql.param(r.categories)}::text[]`);
  if (r.prices) {
    const ranges = r.prices.map((p) =>
      p.max === null ? sql`o.price >= ${p.min}` : sql`(o.price >= ${p.min} and o.price < ${p.max})`,
    );
    filters.set('price', sql`coalesce(${sql.join(ranges, sql` or `)}, false)`);
  }
  for (const [id, values] of Object.entries(r.facets))
    filters.set(id, sql`d.facets && ${sql.param(values.map((v) => `${id}:${v}`))}::text[]`);
  if (r.flags.includes('c_inStock')) filters.set('c_inStock', sql`o.orderable`);
  if (r.flags.includes('c_onSale')) filters.set('c_onSale', sql`o.on_sale`);
  if (r.flags.includes('c_isNew')) filters.set('c_isNew', sql`${isNew}`);
  return filters;
}

/**
 * Relevance: products whose name holds every word come first (the name-weighted part of the
 * vector matches on its own), those whose name holds the likely words (tsquery `likely`) before
 * them, then ts_rank, where names weigh most and descriptions least.
 */
export const relevance = (text: SQL, likely: SQL | null): SQL => {
  const inName = (q: SQL) => sql`case when ts_filter(d.search, '{a}') @@ (${q}) then 1 else 0 end`;
  return sql`(${inName(text)} + ${likely ? inName(likely) : sql`0`} + ts_rank(d.search, ${text}))`;
};

/** New arrivals: created within the new-arrival window (fixtures NEW_ARRIVAL_DAYS), as of now. */
const isNew = sql`d.created_at >= now() - make_interval(days => ${NEW_ARRIVAL_DAYS})`;

function orderBy(sort: SortId, ranked: boolean, refine: Refinements): SQL {
  const byName = sql`name_key collate "C", product_id collate "C"`;
  switch (sort) {
    case 'price-low-to-high':
      return sql`price asc nulls last, ${byName}`;
    case 'price-high-to-low':
      return sql`price desc nulls last, ${byName}`;
    case 'product-name-ascending':
      return byName;
    case 'product-name-descending':
      return sql`name_key collate "C" desc, product_id collate "C" desc`;
    case 'most-recent':
      return sql`created_at desc, ${byName}`;
    case 'best-matches': {
      if (ranked) return sql`rank desc, ${byName}`;
      // Browsing one category: its merchandised order, products of subcategories after.
      const only = refine.categories?.length === 1 ? refine.categories[0] : undefined;
      return only === undefined
        ? byName
        : sql`(category_positions ->> ${only})::int asc nulls last, ${byName}`;
    }
  }
}

/**
 * Product search over the index: the text query (completed and corrected word by word), the
 * refinements, one page of hits in the chosen order and the hit count of every refinement value
 * with the other attributes' selections applied. One statement after the word lookup.
 */
export async function searchProducts(
  db: Database,
  params: ProductSearchParams,
): Promise<ProductSearchOutcome> {
  const { site, currency, refine } = params;
  const config = searchConfig(params.locale);
  const parsed = parseQuery(params.q);
  const { resolved, textLocale } = await resolveQuery(db, parsed, config, params.locale);
  const text = params.q.trim() ? tsquery(resolved, parsed.operators, config) : sql`null`;
  const ranked = !!params.q.trim();
  const match = !ranked ? sql`true` : text ? sql`d.search @@ (${text})` : sql`false`;
  const likely = tsquery(resolved, parsed.operators, config, { likely: true });
  const rank = ranked && text ? relevance(text, likely) : sql`0`;

  const filters = refinementFilters(refine);
  const ids = [...filters.keys()];
  const flag = (id: string) => sql.raw(`f${ids.indexOf(id)}`);
  const all = and(ids.map(flag));
  const except = (id: string) => and(ids.filter((i) => i !== id).map(flag));
  const selectedFacets = Object.keys(refine.facets);
  const bucket = sql`case ${sql.join(
    priceBuckets(currency).map((b) =>
      b.max === null
        ? sql`when price >= ${b.min} then ${b.value}::text`
        : sql`when price >= ${b.min} and price < ${b.max} then ${b.value}::text`,
    ),
    sql` `,
  )} end`;
  const facetCount = (where: SQL) =>
    sql`select split_part(f, ':', 1) as a, substr(f, strpos(f, ':') + 1) as v, count(*)::int as n
        from m cross join unnest(m.facets) f where ${where} group by 1, 2`;
  const flagCount = (id: string, column: string) =>
    sql`select ${id}::text as a, 'true' as v, count(*)::int as n from m where ${except(id)} and ${sql.raw(column)}`;

  const order = orderBy(params.sort, ranked, refine);
  const [row] = await queryRows<{ total: number; hits: SearchHit[]; counts: ValueCount[] }>(
    db,
    sql`
    with m as materialized (
      -- Only what filters, counts and sorts: the page's names and images are read for its rows.
      select d.product_id, d.name_key, d.created_at, d.category_ids, d.category_positions, d.facets,
        o.price, o.price_max, o.orderable, o.on_sale, ${isNew} as is_new, ${rank} as rank
        ${
          ids.length
            ? sql`, ${sql.join(
                ids.map((id, i) => sql`${filters.get(id)} as ${sql.raw(`f${i}`)}`),
                sql`, `,
              )}`
            : sql``
        }
      from search_documents d
      join search_offers o on o.site_id = ${site.id} and o.currency = ${currency}
        and o.product_id = d.product_id
      where d.locale = ${textLocale} and ${match}
    )
    select
      (select count(*)::int from m where ${all}) as total,
      (select coalesce(json_agg(json_build_object(
          'productId', h.product_id, 'productName', d.name, 'productType', d.product_type,
          'price', h.price, 'priceMax', h.price_max, 'currency', ${currency}::text, 'image', d.image,
          'orderable', h.orderable, 'representedProductId', d.represented_product_id,
          'variationAttributes', d.variation_attributes) order by h.ord), '[]'::json)
        from (
          -- The page by a top-N sort, then numbered: only its rows are sorted twice.
          select *, row_number() over (order by ${order}) as ord from (
            select * from m where ${all}
            order by ${order} limit ${params.limit} offset ${params.offset}
          ) p
        ) h
        join search_documents d on d.locale = ${textLocale} and d.product_id = h.product_id
      ) as hits,
      (select coalesce(json_agg(json_build_object(
          'attributeId', c.a, 'value', c.v, 'hitCount', c.n, 'label', fv.label,
          'attributeLabel', fv.attribute_label, 'parentValue', fv.parent_value,
          'position', fv.position)), '[]'::json)
        from (
          select 'cgid' as a, v, count(*)::int as n
            from m cross join unnest(m.category_ids) v where ${except('cgid')} group by v
          union all
          select 'price', b, count(*)::int from (
            select ${bucket} as b from m where ${except('price')}) x where b is not null group by b
          union all
          ${facetCount(sql`${all}${selectedFacets.length ? sql` and split_part(f, ':', 1) <> all(${sql.param(selectedFacets)}::text[])` : sql``}`)}
          ${sql.join(
            selectedFacets.map(
              (id) =>
                sql` union all ${facetCount(sql`${except(id)} and split_part(f, ':', 1) = ${id}`)}`,
            ),
            sql``,
          )}
          union all ${flagCount('c_inStock', 'orderable')}
          union all ${flagCount('c_onSale', 'on_sale')}
          union all ${flagCount('c_isNew', 'is_new')}
        ) c
        left join search_facet_values fv on fv.locale = ${textLocale}
          and fv.attribute_id = c.a and fv.value = c.v) as counts`,
  );
  const total = row?.total ?? 0;
  return {
    query: params.q,
    total,
    hits: row?.hits ?? [],
    refinements: buildRefinements(row?.counts ?? [], params.locale, currency),
    selectedRefinements: refine.selected,
    sortingOptions: SORTING_OPTIONS,
    selectedSortingOption: params.sort,
    searchPhraseSuggestions: phraseSuggestions(resolved, total > 0),
  };
}
