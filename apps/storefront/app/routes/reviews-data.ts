import type { Route } from './+types/reviews-data';
import { getServices } from '../lib/api/context.ts';
import { requirePageRoute } from '../lib/routing.ts';
import { checkReview, reviewValues, type ReviewAnswer } from '../lib/reviews/form.ts';
import { postReview, readReviewerState } from '../lib/reviews/reviews.server.ts';
import { submittedForm } from '../lib/form-values.ts';

const PRODUCT_ID = /^[\w.-]{1,100}$/;

/**
 * `{site prefix}/reviews-data?productId=`: the review writer's view of the shopper (GET: a guest,
 * or a registered shopper with or without a review of the product) and the posting of a review
 * (POST productId, rating, title, text). JSON, personal, never stored (the session middleware
 * marks it private, no-store).
 */
export async function loader(args: Route.LoaderArgs) {
  const { site } = requirePageRoute(args.url, args.params);
  const productId = args.url.searchParams.get('productId') ?? '';
  if (!PRODUCT_ID.test(productId))
    return Response.json({ error: 'productId: is missing or not valid' }, { status: 400 });
  try {
    return Response.json(await readReviewerState(args, site, productId));
  } catch (error) {
    getServices(args.context).log.warn({ err: error }, 'reviewer state unavailable');
    return Response.json({ registered: false }, { status: 502 });
  }
}

export async function action(args: Route.ActionArgs) {
  const { site, locale } = requirePageRoute(args.url, args.params);
  const fields = Object.fromEntries(await submittedForm(args.request));
  const productId = typeof fields.productId === 'string' ? fields.productId : '';
  if (!PRODUCT_ID.test(productId))
    return Response.json({ error: 'productId: is missing or not valid' }, { status: 400 });
  const check = checkReview(reviewValues(fields));
  if (!check.ok)
    return Response.json({ result: 'invalid', errors: check.errors } satisfies ReviewAnswer, {
      status: 400,
    });
  const { status, answer } = await postReview(args, site, locale, { productId, ...check.value });
  return Response.json(answer, { status });
}
