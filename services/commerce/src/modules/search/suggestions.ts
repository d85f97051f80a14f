import type { ShopperSearchTypes } from 'commerce-sdk-isomorphic';
import { sql } from 'drizzle-orm';
import type { Database } from '@solo/db';
import type { CurrencyCode, Site } from '@solo/sites';
import { phraseSuggestions } from './did-you-mean.ts';
import { relevance, textLocale } from './product-search.ts';
import { parseQuery } from './query.ts';
import { resolveQuery, tsquery } from './resolve.ts';
import { queryRows } from './sql.ts';
import { searchConfig } from './text.ts';

export interface SuggestionParams {
  site: Site;
  locale: string;
  currency: CurrencyCode;
  q: string;
  /** Per kind: at most this many phrases, categories and products. */
  limit: number;
}

/** A suggested product with its price in minor units of `currency`. */
export interface ProductSuggestion {
  productId: string;
  productName: string;
  price: number | null;
  currency: CurrencyCode;
  image: { path: string; alt: string; title: string } | null;
}

export interface SuggestionOutcome {
  searchPhrase: string;
  categories: ShopperSearchTypes.SuggestedCategory[];
  products: ProductSuggestion[];
  phrases: ShopperSearchTypes.SuggestedPhrase[];
  terms: ShopperSearchTypes.SuggestedTerms[];
}

/**
 * Autocomplete for a partly typed query: phrases (category names and product-name phrases, those
 * starting with the query first, then by how many products they find), categories, and the best
 * matching products. Words are completed and corrected as in product search.
 */
export async function searchSuggestions(
  db: Database,
  params: SuggestionParams,
): Promise<SuggestionOutcome> {
  const config = searchConfig(params.locale);
  const parsed = parseQuery(params.q);
  const resolved = await resolveQuery(db, parsed, config);
  const text = tsquery(resolved, parsed.operators, config);
  const terms = phraseSuggestions(resolved, true).suggestedTerms;
  const empty = { searchPhrase: params.q, categories: [], products: [], phrases: [], terms };
  if (!text) return empty;
  const searched = resolved
    .filter((r) => r.kind !== 'stop')
    .map((r) => (r.kind === 'word' ? r.words.join(' ') : r.original))
    .join(' ');
  const typed = parsed.words.join(' ');

  const [row] = await queryRows<{
    products: ProductSuggestion[];
    phrases: string[];
    categories: ShopperSearchTypes.SuggestedCategory[];
  }>(
    db,
    sql`
    with loc as (select ${textLocale(params.locale)} as locale)
    select
      (select coalesce(json_agg(json_build_object('productId', p.product_id, 'productName', p.name,
          'price', p.price, 'currency', ${params.currency}::text, 'image', p.image) order by p.ord), '[]'::json)
        from (
          select d.product_id, d.name, d.image, o.price,
            row_number() over (order by ${relevance(text, tsquery(resolved, parsed.operators, config, { likely: true }))} desc, d.name_key collate "C",
              d.product_id collate "C") as ord
          from search_documents d
          join search_offers o on o.site_id = ${params.site.id} and o.product_id = d.product_id
          where d.locale = (select locale from loc) and d.search @@ (${text})
          order by ord limit ${params.limit}
        ) p) as products,
      (select coalesce(json_agg(s.phrase order by s.ord), '[]'::json)
        from (
          select phrase, row_number() over (order by phrase in (${searched}, ${typed}) desc,
              starts_with(phrase, ${searched}) or starts_with(phrase, ${typed}) desc, hits desc,
              length(phrase), phrase collate "C") as ord
          from search_phrases
          where locale = (select locale from loc) and search @@ (${text})
          order by ord limit ${params.limit}
        ) s) as phrases,
      (select coalesce(json_agg(json_build_object('id', c.category_id, 'name', c.label,
          'parentCategoryName', c.parent_category_name) order by c.ord), '[]'::json)
        from (
          select sp.category_id, coalesce(fv.label, sp.phrase) as label, sp.parent_category_name,
            row_number() over (order by sp.hits desc, sp.phrase collate "C") as ord
          from search_phrases sp
          left join search_facet_values fv on fv.locale = sp.locale and fv.attribute_id = 'cgid'
            and fv.value = sp.category_id
          where sp.locale = (select locale from loc) and sp.category_id is not null
            and sp.search @@ (${text})
          order by ord limit ${params.limit}
        ) c) as categories`,
  );
  return {
    ...empty,
    products: row?.products ?? [],
    categories: row?.categories ?? [],
    phrases: (row?.phrases ?? []).map((phrase) => ({
      phrase,
      exactMatch: phrase === searched || phrase === typed,
    })),
  };
}
