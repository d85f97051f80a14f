/**
 * Reviews over the commerce service's reviews API (server only): a page of a product's approved
 * reviews for the product page (shared by every shopper, so the page stays cacheable), and for
 * the signed-in shopper their own review's standing and the posting of a new one (personal).
 */
import type { Locale, Site } from '@solo/sites';
import type { RequestServices } from '../api/context.ts';
import { findShopperSession, markPersonal, type SessionArgs } from '../session/session.server.ts';
import { getServices } from '../api/context.ts';
import type { ReviewAnswer, ReviewerState } from './form.ts';
import {
  REVIEWS_PAGE_SIZE,
  reviewsQuery,
  toReviewsView,
  type ReviewsView,
  type WireReviewPage,
} from './reviews-view.ts';

const NAMESPACE = 'reviews';
const ACTION = 'product-reviews';

/**
 * The page of the product's reviews its URL asks for; null when the service could not answer
 * (the page shows its rating without the list, and the failure keeps it out of the page cache).
 */
export async function loadReviews(
  services: Pick<RequestServices, 'api'>,
  request: { site: Site; productId: string; params: URLSearchParams },
): Promise<ReviewsView | null> {
  const { sort, page } = reviewsQuery(request.params);
  const result = await services.api.customApi<WireReviewPage>(NAMESPACE, ACTION, {
    siteId: request.site.id,
    query: {
      productId: request.productId,
      sort,
      page: String(page),
      pageSize: String(REVIEWS_PAGE_SIZE),
    },
  });
  return result.ok ? toReviewsView(result.data) : null;
}

/** Whether the shopper may write a review of the product, or has written one. */
export async function readReviewerState(
  args: SessionArgs,
  site: Site,
  productId: string,
): Promise<ReviewerState> {
  markPersonal(args);
  const session = await findShopperSession(args);
  if (!session?.isRegistered) return { registered: false };
  const result = await getServices(args.context).api.customApi<{
    review: { status: 'pending' | 'approved' | 'rejected' } | null;
  }>(NAMESPACE, `${ACTION}/mine`, {
    siteId: site.id,
    token: session.accessToken,
    query: { productId },
  });
  if (!result.ok) throw new Error(`reviews: own review unavailable (${result.status})`);
  const review = result.data.review;
  return { registered: true, review: review ? { status: review.status } : null };
}

/** Posts the signed-in shopper's review; the answer says what became of it. */
export async function postReview(
  args: SessionArgs,
  site: Site,
  locale: Locale,
  review: { productId: string; rating: number; title: string; text: string },
): Promise<{ status: number; answer: ReviewAnswer }> {
  markPersonal(args);
  const session = await findShopperSession(args);
  if (!session?.isRegistered) return { status: 401, answer: { result: 'guest' } };
  const services = getServices(args.context);
  const result = await services.api.customApi<{ status: 'approved' | 'pending' }>(
    NAMESPACE,
    ACTION,
    {
      method: 'POST',
      siteId: site.id,
      locale: locale.id,
      token: session.accessToken,
      body: review,
    },
  );
  if (result.ok) return { status: 201, answer: { result: result.data.status } };
  services.log.info({ status: result.status, error: result.error }, 'review refused');
  if (result.status === 409) return { status: 409, answer: { result: 'exists' } };
  if (result.status === 429) return { status: 429, answer: { result: 'limit' } };
  if (result.status === 401 || result.status === 403)
    return { status: 401, answer: { result: 'guest' } };
  if (result.status === 400) {
    const fields = ((result.problem?.invalidFields ?? []) as Array<{ name?: string }>)
      .map((f) => f.name)
      .filter(
        (n): n is 'rating' | 'title' | 'text' => n === 'rating' || n === 'title' || n === 'text',
      );
    if (fields.length)
      return {
        status: 400,
        answer: { result: 'invalid', errors: Object.fromEntries(fields.map((f) => [f, true])) },
      };
  }
  return { status: result.status >= 500 ? 502 : result.status, answer: { result: 'failed' } };
}
