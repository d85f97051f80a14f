/**
 * …/custom/reviews/v1/organizations/{org}/moderation: the operator's review moderation
 * (docs/api.md "Reviews"). REVIEWS_ADMIN_TOKEN guards it as CONTENT_ADMIN_TOKEN guards content:
 * unset, the API does not exist (404); set, a request without it or with another is 401.
 * - GET `?status=pending&limit=50`: the queue, oldest first.
 * - GET `/{reviewId}`: one review with its moderation history.
 * - POST `/{reviewId}/approve`, `/{reviewId}/reject` `{note?}`: the decision, audited (the
 *   `review_moderations` row and a log line: who, when, what). X-Reviews-Actor names who.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { operatorActor, requireOperatorToken, type OperatorApi } from '../../http/operator-api.ts';
import { badRequest, notFound } from '../../http/problem.ts';
import { parseOrThrow, validateQuery } from '../../http/validate.ts';
import { moderationBody, moderationListQuery, reviewIdPath } from './schemas.ts';
import {
  moderateReview,
  moderationsOf,
  reviewById,
  reviewsWithStatus,
  type ModerationAction,
} from './service.ts';
import { toOperatorReview } from './wire.ts';

/** Review moderation's token, realm and actor header (http/operator-api.ts). */
const MODERATION_API: OperatorApi = {
  token: (config) => config.reviewsAdminToken,
  tokenVar: 'REVIEWS_ADMIN_TOKEN',
  title: 'Review moderation',
  realm: 'reviews',
  actorHeader: 'x-reviews-actor',
  label: 'reviews-admin',
};

const actorOf = (c: Context<AppEnv>) => operatorActor(c, MODERATION_API);

const reviewIdOf = (c: Context<AppEnv>) => parseOrThrow(reviewIdPath, c.req.param()).reviewId;

/** The body is optional: none, or `{note}`. */
async function noteOf(c: Context<AppEnv>): Promise<string | undefined> {
  const text = await c.req.text();
  if (!text.trim()) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest('body: must be valid JSON', [{ name: 'body', reason: 'invalid JSON' }]);
  }
  return parseOrThrow(moderationBody, json).note;
}

const decide = (action: ModerationAction) => async (c: Context<AppEnv>) => {
  const reviewId = reviewIdOf(c);
  const actor = actorOf(c);
  const note = await noteOf(c);
  const { review, fromStatus } = await moderateReview(c.var.db, { reviewId, action, actor, note });
  c.var.log.info(
    {
      audit: 'reviews',
      action,
      actor,
      review: reviewId,
      productId: review.productId,
      from: fromStatus,
      to: review.status,
    },
    'review moderated',
  );
  return c.json(toOperatorReview(review));
};

export const reviewModerationRoutes = new Hono<AppEnv>()
  .use(requireOperatorToken(MODERATION_API))
  .get('/', validateQuery(moderationListQuery), async (c) => {
    const { status, limit } = c.req.valid('query');
    const rows = await reviewsWithStatus(c.var.db, status, limit);
    return c.json({ status, data: rows.map(toOperatorReview) });
  })
  .get('/:reviewId', async (c) => {
    const reviewId = reviewIdOf(c);
    const row = await reviewById(c.var.db, reviewId);
    if (!row) throw notFound(`No review "${reviewId}"`, 'review-not-found');
    const history = await moderationsOf(c.var.db, reviewId);
    return c.json({
      ...toOperatorReview(row),
      moderations: history.map((m) => ({ ...m, at: m.at.toISOString() })),
    });
  })
  .post('/:reviewId/approve', decide('approve'))
  .post('/:reviewId/reject', decide('reject'));
