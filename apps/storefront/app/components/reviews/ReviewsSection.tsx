import { Link, useLocation } from 'react-router';
import { useIntl } from 'react-intl';
import {
  REVIEWS_ANCHOR,
  REVIEW_SORTS,
  reviewsSearch,
  type ReviewSort,
  type ReviewsView,
} from '../../lib/reviews/reviews-view.ts';
import { reviewMessages as m } from './messages.ts';
import { ReviewWriter } from './ReviewWriter.tsx';
import { StarGlyphs, useAverageText } from './Stars.tsx';

const SORT_LABEL = { newest: m.sortNewest, highest: m.sortHighest, lowest: m.sortLowest } as const;

/**
 * The product page's reviews (after the details accordion): the rating with its stars by count,
 * sort links, a page of approved reviews and the pager. Sorting and paging are links of the page
 * itself (`?reviews-sort=…&reviews-page=…#reviews`), so they work without scripts; with scripts
 * the router renders the new page in place, keeping the scroll position. Review texts are plain
 * text rendered as React text, so markup a reviewer typed shows as typed.
 */
export function ReviewsSection({
  productId,
  reviews,
}: {
  productId: string;
  reviews: ReviewsView | null;
}) {
  const intl = useIntl();
  const averageText = useAverageText();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const href = (sort: ReviewSort, page: number) =>
    `${reviewsSearch(params, { sort, page }) || '?'}#${REVIEWS_ANCHOR}`;
  const rating = reviews?.rating;
  return (
    <section
      id={REVIEWS_ANCHOR}
      aria-labelledby={`${REVIEWS_ANCHOR}-heading`}
      className="flex scroll-mt-4 flex-col gap-4 py-2"
      data-testid="reviews"
    >
      <h2 id={`${REVIEWS_ANCHOR}-heading`} className="text-xl font-bold">
        {intl.formatMessage(m.heading)}
      </h2>
      {!reviews ? (
        <p className="text-stone-700">{intl.formatMessage(m.unavailable)}</p>
      ) : !rating ? (
        <p className="text-stone-700">{intl.formatMessage(m.none)}</p>
      ) : (
        <div className="flex flex-wrap items-start gap-6" data-testid="reviews-summary">
          <div className="flex flex-col gap-1">
            <p className="text-3xl font-bold">
              {intl.formatMessage(m.average, { average: averageText(rating.average) })}
            </p>
            <StarGlyphs average={rating.average} size={20} />
            <p className="text-sm text-stone-700">
              {intl.formatMessage(m.count, { count: rating.count })}
            </p>
          </div>
          <ul
            aria-label={intl.formatMessage(m.histogramLabel)}
            className="flex min-w-48 flex-col gap-1 text-sm"
          >
            {[5, 4, 3, 2, 1].map((stars) => {
              const count = rating.histogram[stars - 1] ?? 0;
              const share = rating.count ? Math.round((count / rating.count) * 100) : 0;
              return (
                <li key={stars} className="flex items-center gap-2">
                  <span className="w-36">
                    {intl.formatMessage(m.histogramRow, { stars, count })}
                  </span>
                  <span aria-hidden="true" className="h-2 w-24 rounded-full bg-stone-200">
                    <span className="block h-full bg-amber-600" style={{ width: `${share}%` }} />
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <ReviewWriter productId={productId} />
      {reviews && reviews.total > 0 ? (
        <>
          <nav aria-label={intl.formatMessage(m.sortLabel)}>
            <ul className="flex flex-wrap gap-2 text-sm">
              {REVIEW_SORTS.map((sort) => (
                <li key={sort}>
                  <Link
                    to={href(sort, 1)}
                    preventScrollReset
                    replace
                    aria-current={sort === reviews.sort ? 'true' : undefined}
                    className={`inline-flex min-h-11 items-center rounded-full border px-3 ${
                      sort === reviews.sort
                        ? 'border-stone-900 bg-stone-900 text-white'
                        : 'border-stone-300 hover:border-stone-900'
                    }`}
                  >
                    {intl.formatMessage(SORT_LABEL[sort])}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <ol className="flex flex-col divide-y divide-stone-200" data-testid="review-list">
            {reviews.reviews.map((review) => (
              <li key={review.id} className="flex flex-col gap-1 py-4" data-testid="review">
                <p className="flex items-center gap-2">
                  <StarGlyphs average={review.rating} />
                  <span className="sr-only">
                    {intl.formatMessage(m.itemRating, { rating: review.rating })}
                  </span>
                </p>
                <h3 lang={review.lang} className="font-semibold">
                  {review.title}
                </h3>
                <p lang={review.lang} className="whitespace-pre-line text-stone-800">
                  {review.text}
                </p>
                <p className="flex flex-wrap gap-x-3 text-sm text-stone-600">
                  <span>{review.author}</span>
                  <time dateTime={review.createdAt}>
                    {intl.formatDate(review.createdAt, { dateStyle: 'medium', timeZone: 'UTC' })}
                  </time>
                  {review.verifiedBuyer ? (
                    <span className="font-semibold text-green-800">
                      {intl.formatMessage(m.verified)}
                    </span>
                  ) : null}
                </p>
              </li>
            ))}
          </ol>
          {reviews.pageCount > 1 ? (
            <nav
              aria-label={intl.formatMessage(m.pagesLabel)}
              className="flex items-center gap-4 text-sm"
            >
              {reviews.page > 1 ? (
                <Link
                  to={href(reviews.sort, reviews.page - 1)}
                  preventScrollReset
                  replace
                  className="min-h-11 content-center underline"
                >
                  {intl.formatMessage(m.previous)}
                </Link>
              ) : null}
              <span aria-current="page">
                {intl.formatMessage(m.pageOf, { page: reviews.page, count: reviews.pageCount })}
              </span>
              {reviews.page < reviews.pageCount ? (
                <Link
                  to={href(reviews.sort, reviews.page + 1)}
                  preventScrollReset
                  replace
                  className="min-h-11 content-center underline"
                >
                  {intl.formatMessage(m.next)}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
