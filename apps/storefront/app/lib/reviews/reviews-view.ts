/**
 * The reviews of the product page (docs/decisions/first-party-reviews.md): the product's rating
 * from its catalog read, and a page of its approved reviews chosen by the URL (`reviews-sort`,
 * `reviews-page`), so paging and sorting are links that work without scripts. Pure.
 */
import type { CatalogProduct } from '../product/types.ts';

/** The stars and count a product shows (tiles, under the product name). */
export interface RatingView {
  average: number;
  count: number;
}

export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
/** Reviews per page (the reviews module's PAGE_SIZE). */
export const REVIEWS_PAGE_SIZE = 5;
/** The fragment of the reviews section: the rating under the name and the pager link to it. */
export const REVIEWS_ANCHOR = 'reviews';
/** Reviews the product JSON-LD names: the newest of the first page. */
export const LATEST_REVIEWS_FOR_SEARCH = 3;
export const SORT_PARAM = 'reviews-sort';
export const PAGE_PARAM = 'reviews-page';

/** The rating of a catalog product; undefined while it has no approved review. */
export function ratingOf(product: CatalogProduct): RatingView | undefined {
  const { c_ratingAverage: average, c_ratingCount: count } = product;
  if (typeof average !== 'number' || typeof count !== 'number' || count < 1) return undefined;
  return { average, count };
}

/** The sort and page the URL asks for; anything else reads as the first page, newest first. */
export function reviewsQuery(params: URLSearchParams): { sort: ReviewSort; page: number } {
  const sort = params.get(SORT_PARAM);
  const page = Number(params.get(PAGE_PARAM));
  return {
    sort: (REVIEW_SORTS as readonly string[]).includes(sort ?? '')
      ? (sort as ReviewSort)
      : 'newest',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/**
 * The query of the page showing `sort` and `page` of the reviews, the other parameters (the
 * chosen variation) kept; the first page and the newest sort leave their parameter out.
 */
export function reviewsSearch(
  params: URLSearchParams,
  next: { sort: ReviewSort; page: number },
): string {
  const out = new URLSearchParams(params);
  out.delete(SORT_PARAM);
  out.delete(PAGE_PARAM);
  if (next.sort !== 'newest') out.set(SORT_PARAM, next.sort);
  if (next.page > 1) out.set(PAGE_PARAM, String(next.page));
  const query = out.toString();
  return query ? `?${query}` : '';
}

/** One review as the page shows it: plain text, rendered as React text (escaped). */
export interface ReviewItem {
  id: string;
  rating: number;
  title: string;
  text: string;
  author: string;
  /** The language of its text, e.g. "de-DE" (the `lang` of its element). */
  lang: string;
  verifiedBuyer: boolean;
  /** ISO date-time it was written. */
  createdAt: string;
}

export interface ReviewsView {
  productId: string;
  rating: (RatingView & { histogram: number[] }) | null;
  sort: ReviewSort;
  page: number;
  pageCount: number;
  total: number;
  reviews: ReviewItem[];
}

/** The reviews API's answer (…/custom/reviews/v1/…/product-reviews). */
export interface WireReviewPage {
  productId: string;
  rating: { average: number; count: number; histogram: number[] } | null;
  sort: ReviewSort;
  page: number;
  pageSize: number;
  total: number;
  data: Array<{
    id: string;
    rating: number;
    title: string;
    text: string;
    authorName: string;
    locale: string;
    verifiedBuyer: boolean;
    createdAt: string;
  }>;
}

export function toReviewsView(wire: WireReviewPage): ReviewsView {
  return {
    productId: wire.productId,
    rating: wire.rating,
    sort: wire.sort,
    page: wire.page,
    pageCount: Math.max(1, Math.ceil(wire.total / wire.pageSize)),
    total: wire.total,
    reviews: wire.data.map((r) => ({
      id: r.id,
      rating: r.rating,
      title: r.title,
      text: r.text,
      author: r.authorName,
      lang: r.locale,
      verifiedBuyer: r.verifiedBuyer,
      createdAt: r.createdAt,
    })),
  };
}
