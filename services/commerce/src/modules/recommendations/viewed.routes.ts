/**
 * …/custom/personalization/v1/organizations/{org}/viewed-products?siteId (docs/api.md
 * "Recently viewed"), always with a shopper's token and only for that shopper:
 * - POST `{productId}`: records a view; 204, 400 naming the field or an unknown product, 429
 *   over the request budget.
 * - GET: `{productIds}` newest first (at most VIEWED_PRODUCTS_KEPT).
 * - DELETE: forgets them (the shopper declined personalisation); 204.
 * 401 without a valid token, 403 for a token of another site.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/context.ts';
import { HttpProblem } from '../../http/problem.ts';
import { siteQuery } from '../../http/site.ts';
import { requireShopper, type ShopperEnv } from '../../http/shopper-auth.ts';
import { validateJson, validateQuery } from '../../http/validate.ts';
import { BUDGETS, enforce } from '../abuse/index.ts';
import { forgetViews, recordView, viewedProductIds, viewerOf } from './viewed.ts';

const viewBody = z.object({
  productId: z.string().regex(/^[\w.-]{1,100}$/, 'must be a product id'),
});

const shopperRoutes = new Hono<ShopperEnv>()
  .use(requireShopper)
  .post('/', validateQuery(siteQuery), validateJson(viewBody), async (c) => {
    const viewer = viewerOf(c.var.shopper);
    await enforce(c, [
      { budget: BUDGETS.viewsShopper, key: viewer.usid },
      { budget: BUDGETS.viewsIp, key: c.var.client.ip },
    ]);
    const { productId } = c.req.valid('json');
    const outcome = await recordView(c.var.db, viewer, c.req.valid('query').siteId.id, productId);
    c.header('cache-control', 'no-store');
    if (!outcome.ok) {
      throw new HttpProblem({
        status: 400,
        slug: 'unknown-product',
        title: 'Bad Request',
        detail: `productId: no product "${productId}"`,
      });
    }
    return c.body(null, 204);
  })
  .get('/', validateQuery(siteQuery), async (c) => {
    const site = c.req.valid('query').siteId;
    const productIds = await viewedProductIds(c.var.db, viewerOf(c.var.shopper), site.id);
    c.header('cache-control', 'no-store');
    return c.json({ productIds });
  })
  .delete('/', validateQuery(siteQuery), async (c) => {
    const site = c.req.valid('query').siteId;
    const deleted = await forgetViews(c.var.db, viewerOf(c.var.shopper), site.id);
    c.var.log.info({ deleted }, 'viewed products forgotten');
    c.header('cache-control', 'no-store');
    return c.body(null, 204);
  });

export const viewedProductsRoutes = new Hono<AppEnv>().route('/', shopperRoutes);
