import type { ShopperSearchTypes } from 'commerce-sdk-isomorphic';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@solo/db';
import type { CurrencyCode, Site } from '@solo/sites';
import { phraseSuggestions } from '../did-you-mean.ts';
import { relevance } from './product-search.ts';
import { parseQuery } from '../query.ts';
import { resolveQuery, tsquery } from './resolve.ts';
import { searchConfig } from '../text.ts';

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
  const { resolved, textLocale } = await resolveQuery(db, parsed, config, params.locale);
  const text = tsquery(resolved, parsed.operators, config);
  const terms = phraseSuggestions(resolved, true).suggestedTerms;
  const empty = { searchPhrase: params.q, categories: [], products: [], phrases: [], terms };
  if (!text) return empty;
  const searched = resolved
    .filter((r) => r.kind !== 'stop')
    .map((r) => (r.kind === 'word' ? r.words.join(' ') : r.original))
    .join(' ');
  const typed = parsed.words.join(' ');
  const likely = tsquery(resolved, parsed.operators, config, { likely: true });

  const [row] = await queryRows<{
    products: ProductSuggestion[];
    phrases: string[];
    categories: ShopperSearchTypes.SuggestedCategory[];
  }>(
    db,
    sql`
    select
      -- Top products first, then their offers: ranking never waits on a join.
      (select coalesce(json_agg(json_build_object('productId', p.product_id, 'productName', p.name,
          'price', o.price, 'currency', ${params.currency}::text, 'image', p.image)
          order by p.r desc, p.name_key collate "C", p.product_id collate "C"), '[]'::json)
        from (
          select d.product_id, d.name, d.image, d.name_key, ${relevance(text, likely)} as r
          from search_documents d
          where d.locale = ${textLocale} and d.search @@ (${text})
          order by r desc, d.name_key collate "C", d.product_id collate "C"
          limit ${params.limit}
        ) p
        left join search_offers o on o.site_id = ${params.site.id}
          and o.currency = ${params.currency} and o.product_id = p.product_id
      ) as products,
      (select coalesce(json_agg(s.phrase
          order by s.exact desc, s.starts desc, s.hits desc, length(s.phrase), s.phrase collate "C"),
          '[]'::json)
        from (
          select phrase, hits, phrase in (${searched}, ${typed}) as exact,
            starts_with(phrase, ${searched}) or starts_with(phrase, ${typed}) as starts
          from search_phrases
          where locale = ${textLocale} and search @@ (${text})
          order by exact desc, starts desc, hits desc, length(phrase), phrase collate "C"
          limit ${params.limit}
        ) s) as phrases,
      (select coalesce(json_agg(json_build_object('id', c.category_id, 'name', c.label,
          'parentCategoryName', c.parent_category_name) order by c.hits desc, c.phrase collate "C"),
          '[]'::json)
        from (
          select sp.category_id, sp.phrase, sp.hits, coalesce(fv.label, sp.phrase) as label,
            sp.parent_category_name
          from search_phrases sp
          left join search_facet_values fv on fv.locale = sp.locale and fv.attribute_id = 'cgid'
            and fv.value = sp.category_id
          where sp.locale = ${textLocale} and sp.category_id is not null
            and sp.search @@ (${text})
          order by sp.hits desc, sp.phrase collate "C"
          limit ${params.limit}
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
