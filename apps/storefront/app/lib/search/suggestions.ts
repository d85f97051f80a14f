/**
 * Search autocomplete (spec 000 §2, §4, §7, §9): what the search drawer shows for a typed query,
 * built from a Shopper Search `getSearchSuggestions` result. The storefront's resource route
 * (routes/search-suggestions.ts) sends this view to the browser, with prices already formatted,
 * so the drawer's code stays small.
 */
import type { ShopperSearchTypes } from 'commerce-sdk-isomorphic';
import { formatMoney } from '../format/money.ts';
import { withWidth, type CommunityPostView } from './community.ts';

/** Spec 000 §7, §9: the query-suggestion index is read with hitsPerPage 7. */
export const SUGGESTED_PHRASES_MAX = 7;
/** Spec 000 §7, §9: the product index is read with hitsPerPage 4. */
export const SUGGESTED_PRODUCTS_MAX = 4;
/** Categories are not in the spec's autocomplete; we show as many as products (decisions.md). */
export const SUGGESTED_CATEGORIES_MAX = 4;
/** One Shopper Search call gives every kind, each up to `limit`: enough for the largest kind. */
export const SUGGESTIONS_REQUEST_LIMIT = Math.max(
  SUGGESTED_PHRASES_MAX,
  SUGGESTED_PRODUCTS_MAX,
  SUGGESTED_CATEGORIES_MAX,
);
/** Spec 000 §4: any typed query produces suggestions, so one character is enough. */
export const SUGGESTION_MIN_LENGTH = 1;
/** Longest query sent for suggestions; the search service refuses queries over 200. */
export const SUGGESTION_MAX_LENGTH = 100;
/** Typing pause before suggestions are fetched (not in the spec; decisions.md). */
export const SUGGESTION_DEBOUNCE_MS = 150;
/** Suggestions may be cached briefly by browsers and CDNs (decisions.md). */
export const SUGGESTIONS_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=60';
/** Product thumbnails are 56 CSS pixels; the image service renders this width (2x). */
export const SUGGESTION_IMAGE_WIDTH = 128;

/** A piece of a suggested phrase; `match` marks the part the shopper typed. */
export interface TextPart {
  text: string;
  match: boolean;
}

export interface PhraseSuggestion {
  phrase: string;
  parts: TextPart[];
}

export interface ProductSuggestionView {
  id: string;
  name: string;
  /** Formatted price, or null when the product has none in the currency (e-gift card). */
  price: string | null;
  image: { src: string; alt: string } | null;
}

export interface CategorySuggestionView {
  id: string;
  name: string;
}

export interface SuggestionView {
  query: string;
  phrases: PhraseSuggestion[];
  categories: CategorySuggestionView[];
  products: ProductSuggestionView[];
  /** Spec 000 §9: up to 4 community posts. */
  community: CommunityPostView[];
  /** Names this answer in click analytics (spec 000 §7); empty when nothing was searched. */
  queryID: string;
}

/**
 * The query as it is sent: trimmed, whitespace collapsed, cut to the maximum length; empty when
 * nothing was typed.
 */
export function normaliseQuery(raw: string | null | undefined): string {
  const clean = (raw ?? '').trim().replace(/\s+/g, ' ');
  return [...clean].slice(0, SUGGESTION_MAX_LENGTH).join('').trim();
}

export const emptySuggestions = (query: string): SuggestionView => ({
  query,
  phrases: [],
  categories: [],
  products: [],
  community: [],
  queryID: '',
});

/**
 * Splits a phrase so the typed prefixes stand out: every word of the phrase that starts with a
 * typed word has that start marked ("fir" in "Fire Pit Lid" marks "Fir"). A corrected typo marks
 * nothing, which shows the shopper the phrase is a correction.
 */
export function emphasise(phrase: string, query: string): TextPart[] {
  const typed = query
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  const parts: TextPart[] = [];
  const push = (text: string, match: boolean) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last && last.match === match) last.text += text;
    else parts.push({ text, match });
  };
  for (const token of phrase.split(/(\s+)/)) {
    const lower = token.toLocaleLowerCase();
    // Lower-casing can change a word's length (İ); such words are left unmarked.
    const word = lower.length === token.length ? typed.find((t) => lower.startsWith(t)) : undefined;
    if (word && token.trim()) {
      push(token.slice(0, word.length), true);
      push(token.slice(word.length), false);
    } else {
      push(token, false);
    }
  }
  return parts;
}

/** Where a suggestion leads, as a site-relative path (the link adds the site and locale). */
export const searchPath = (query: string) => `/search?q=${encodeURIComponent(query)}`;
export const productPath = (id: string) => `/p/${encodeURIComponent(id)}`;
/** Spec 000 §2: the product list of a category is /plp/{categoryId}. */
export const categoryPath = (id: string) => `/plp/${encodeURIComponent(id)}`;

type SuggestedProduct = ShopperSearchTypes.SuggestedProduct & {
  image?: { alt?: string; link?: string };
};

/** The drawer's view of a suggestion result, limited per kind and with prices formatted. */
export function suggestionView(
  result: ShopperSearchTypes.SuggestionResult,
  query: string,
  localeId: string,
): Omit<SuggestionView, 'community' | 'queryID'> {
  const phrases = (result.productSuggestions?.suggestedPhrases ?? [])
    .map((p) => p.phrase)
    .filter((p): p is string => Boolean(p?.trim()))
    .filter((p, i, all) => all.findIndex((q) => q.toLowerCase() === p.toLowerCase()) === i)
    .slice(0, SUGGESTED_PHRASES_MAX)
    .map((phrase) => ({ phrase, parts: emphasise(phrase, query) }));
  const categories = (result.categorySuggestions?.categories ?? [])
    .filter((c) => c.id && c.name)
    .slice(0, SUGGESTED_CATEGORIES_MAX)
    .map((c) => ({ id: c.id, name: c.name }));
  const products = ((result.productSuggestions?.products ?? []) as SuggestedProduct[])
    .filter((p) => p.productId && p.productName)
    .slice(0, SUGGESTED_PRODUCTS_MAX)
    .map((p) => ({
      id: p.productId,
      name: p.productName,
      price:
        typeof p.price === 'number' && p.currency
          ? formatMoney(p.price, p.currency, localeId)
          : null,
      image: p.image?.link
        ? { src: withWidth(p.image.link, SUGGESTION_IMAGE_WIDTH), alt: p.image.alt ?? '' }
        : null,
    }));
  return { query, phrases, categories, products };
}
