import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/context.ts';
import { HttpProblem } from '../../http/problem.ts';
import { authenticate, forbidden, siteMismatch } from '../../http/shopper-auth.ts';
import { idListSchema, localeSchema, siteSchema } from '../../http/site.ts';
import { validateQuery } from '../../http/validate.ts';
import {
  MAX_RECOMMENDATIONS,
  PRODUCT_RECOMMENDERS,
  RECOMMENDER_IDS,
  SHOPPER_RECOMMENDER,
  type RecommendationsProvider,
} from './recommenders.ts';
import { recommend, type RecommendationReads } from './service.ts';
import { viewerOf, type Viewer } from './viewed.ts';

/** Answers follow stock: shared caches keep them for a minute only. */
const CACHE_CONTROL = 'public, max-age=60';
/** A shopper's own list is theirs alone. */
const PERSONAL_CACHE_CONTROL = 'private, no-store';

/** The shopper of the request's token; 401 without a valid one, 403 for another site's. */
async function viewerOfRequest(c: Context<AppEnv>, siteId: string): Promise<Viewer> {
  const result = await authenticate(c);
  if (!result.ok) {
    throw new HttpProblem({
      status: 401,
      slug: 'unauthorized',
      title: 'Unauthorized',
      detail: `${SHOPPER_RECOMMENDER} answers a shopper's own views: ${result.detail}`,
      headers: { 'www-authenticate': 'Bearer error="invalid_token"' },
    });
  }
  const mismatch = siteMismatch(result.shopper, siteId);
  if (mismatch) throw forbidden(mismatch);
  return viewerOf(result.shopper);
}

const recommenderSchema = z.enum(RECOMMENDER_IDS, {
  error: (issue) =>
    issue.input === undefined
      ? 'Required'
      : `Unknown recommender ${JSON.stringify(issue.input)}; valid ids: ${RECOMMENDER_IDS.join(', ')}`,
});

const query = z
  .object({
    siteId: siteSchema,
    locale: localeSchema.optional(),
    recommender: recommenderSchema,
    productIds: idListSchema(MAX_RECOMMENDATIONS).optional(),
    categoryId: z.string().trim().min(1, 'must not be empty').optional(),
    limit: z.coerce
      .number()
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(MAX_RECOMMENDATIONS, `must be at most ${MAX_RECOMMENDATIONS}`)
      .default(MAX_RECOMMENDATIONS),
  })
  .superRefine((q, ctx) => {
    if (PRODUCT_RECOMMENDERS.has(q.recommender) && !q.productIds) {
      ctx.addIssue({
        code: 'custom',
        path: ['productIds'],
        message: `Required by recommender ${q.recommender}`,
      });
    }
  });

/**
 * GET …/custom/personalization/v1/organizations/:org/recommendations?siteId=SoloUS
 * &recommender=product-to-product-einstein&productIds=a,b[&categoryId=…][&limit=5]
 *
 * The widget data of a recommender (spec 001 §7 "fetched by strategy id"; spec 000 §7 slots with
 * item.sku): `{ recommenderName, slots: [{ item: { sku } }] }`, best first.
 */
export function recommendationsRoutes(
  provider: RecommendationsProvider,
  reads?: RecommendationReads,
) {
  return new Hono<AppEnv>().get('/', validateQuery(query), async (c) => {
    const q = c.req.valid('query');
    const personal = q.recommender === SHOPPER_RECOMMENDER;
    const viewer = personal ? await viewerOfRequest(c, q.siteId.id) : undefined;
    const ids = await recommend(
      c.var.db,
      provider,
      {
        recommender: q.recommender,
        site: q.siteId,
        productIds: q.productIds ?? [],
        ...(q.categoryId ? { categoryId: q.categoryId } : {}),
        ...(viewer ? { viewer } : {}),
        limit: q.limit,
      },
      reads,
    );
    c.header('cache-control', personal ? PERSONAL_CACHE_CONTROL : CACHE_CONTROL);
    return c.json({ recommenderName: q.recommender, slots: ids.map((sku) => ({ item: { sku } })) });
  });
}
