/** The wire shapes of reviews: what shoppers read, and what the operator reads besides. */
import type { Rating, ReviewPage, ReviewRow } from './service.ts';

export interface WireReview {
  id: string;
  productId: string;
  rating: number;
  title: string;
  text: string;
  authorName: string;
  /** The language the review is written in (e.g. "de-DE"), for the page's `lang`. */
  locale: string;
  verifiedBuyer: boolean;
  createdAt: string;
}

export interface WireRating {
  average: number;
  count: number;
  histogram: Rating['histogram'];
}

export const toWireRating = (rating: Rating): WireRating => ({
  average: rating.average,
  count: rating.count,
  histogram: rating.histogram,
});

/** Plain text as stored: clients escape it (the storefront renders it as React text). */
export const toWireReview = (row: ReviewRow): WireReview => ({
  id: row.id,
  productId: row.productId,
  rating: row.rating,
  title: row.title,
  text: row.text,
  authorName: row.authorName,
  locale: row.locale,
  verifiedBuyer: row.verifiedBuyer,
  createdAt: row.createdAt.toISOString(),
});

/** What the customer and the operator see beyond the public shape. */
export const toOwnReview = (row: ReviewRow) => ({
  ...toWireReview(row),
  status: row.status,
  held: row.held,
});

export const toOperatorReview = (row: ReviewRow) => ({
  ...toOwnReview(row),
  customerId: row.customerId,
  siteId: row.siteId,
  moderatedAt: row.moderatedAt?.toISOString() ?? null,
  moderatedBy: row.moderatedBy,
});

export const toWirePage = (page: ReviewPage) => ({
  productId: page.productId,
  rating: page.rating ? toWireRating(page.rating) : null,
  sort: page.sort,
  page: page.page,
  pageSize: page.pageSize,
  total: page.total,
  data: page.reviews.map(toWireReview),
});
