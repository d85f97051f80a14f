/**
 * …/custom/reviews/v1/organizations/{org}/product-reviews (docs/api.md "Reviews"):
 * - GET `?siteId&productId&sort&page&pageSize`: a page of the product's approved reviews and its
 *   rating, public; 404 for an unknown product.
 * - POST `?siteId&locale` `{productId, rating, title, text}` with a registered shopper's token:
 *   201 with the review and its status (approved, or pending moderation); 401 without a valid
 *   token, 403 for a guest, 400 naming the field, 404 unknown product, 409 when the customer has
 *   reviewed the product already, 429 over the request budget.
 * - GET `/mine?siteId&productId` with a registered shopper's token: `{review}` (any status) or
 *   `{review: null}`.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { defaultLocale, findLocale } from '@solo/sites';
import type { AppEnv } from '../../http/context.ts';
import { HttpProblem, notFound } from '../../http/problem.ts';
import { forbidden, requireShopper, type ShopperEnv } from '../../http/shopper-auth.ts';
import { validateJson, validateQuery } from '../../http/validate.ts';
import { BUDGETS, enforce } from '../abuse/index.ts';
import { listQuery, mineQuery, reviewBody, writeQuery } from './schemas.ts';
import { approvedReviews, customerReview, submitReview } from './service.ts';
import { toOwnReview, toWirePage } from './wire.ts';

/** Reviews are written by registered customers only: a guest has no name to sign one with. */
const requireRegistered: MiddlewareHandler<ShopperEnv> = async (c, next) => {
  if (c.var.shopper.isGuest)
    throw forbidden('Only registered customers can write reviews; sign in first');
  await next();
};

// Middleware per route, not `use`: these apps are mounted beside the public read.
const mine = new Hono<ShopperEnv>().get(
  '/',
  requireShopper,
  requireRegistered,
  validateQuery(mineQuery),
  async (c) => {
    const { customerId } = c.var.shopper;
    const row = await customerReview(c.var.db, customerId, c.req.valid('query').productId);
    c.header('cache-control', 'no-store');
    return c.json({ review: row ? toOwnReview(row) : null });
  },
);

const write = new Hono<ShopperEnv>().post(
  '/',
  requireShopper,
  requireRegistered,
  validateQuery(writeQuery),
  validateJson(reviewBody),
  async (c) => {
    const { customerId } = c.var.shopper;
    await enforce(c, [
      { budget: BUDGETS.reviewsIpBurst, key: c.var.client.ip },
      { budget: BUDGETS.reviewsCustomer, key: customerId },
      { budget: BUDGETS.reviewsIp, key: c.var.client.ip },
      { budget: BUDGETS.reviewsGlobal, key: '*' },
    ]);
    const { siteId: site, locale } = c.req.valid('query');
    const body = c.req.valid('json');
    const outcome = await submitReview(c.var.db, {
      ...body,
      customerId,
      siteId: site.id,
      locale: (findLocale(site, locale ?? '') ?? defaultLocale(site)).id,
    });
    c.header('cache-control', 'no-store');
    if (!outcome.ok) {
      if (outcome.reason === 'unknown-product')
        throw notFound(`No product "${body.productId}"`, 'product-not-found');
      throw new HttpProblem({
        status: 409,
        slug: 'review-exists',
        title: 'Conflict',
        detail: 'You have already reviewed this product; a customer writes one review per product.',
      });
    }
    const { review } = outcome;
    c.var.log.info(
      { review: review.id, productId: review.productId, status: review.status, held: review.held },
      'review written',
    );
    return c.json(toOwnReview(review), 201);
  },
);

export const productReviewsRoutes = new Hono<AppEnv>()
  .get('/', validateQuery(listQuery), async (c) => {
    const { siteId: _site, ...query } = c.req.valid('query');
    const page = await approvedReviews(c.var.db, query);
    if (!page) throw notFound(`No product "${query.productId}"`, 'product-not-found');
    // Shared by every shopper; a change of the product's rating reaches pages through the feed.
    c.header('cache-control', 'public, max-age=60');
    return c.json(toWirePage(page));
  })
  .route('/mine', mine)
  .route('/', write);
