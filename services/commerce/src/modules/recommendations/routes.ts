import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/context.ts';
import { idListSchema, localeSchema, siteSchema } from '../../http/site.ts';
import { validateQuery } from '../../http/validate.ts';
import {
  MAX_RECOMMENDATIONS,
  PRODUCT_RECOMMENDERS,
  RECOMMENDER_IDS,
  type RecommendationsProvider,
} from './recommenders.ts';
import { recommend, type RecommendationReads } from './service.ts';

/** Answers follow stock: shared caches keep them for a minute only. */
const CACHE_CONTROL = 'public, max-age=60';

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
    const ids = await recommend(
      c.var.db,
      provider,
      {
        recommender: q.recommender,
        site: q.siteId,
        productIds: q.productIds ?? [],
        ...(q.categoryId ? { categoryId: q.categoryId } : {}),
        limit: q.limit,
      },
      reads,
    );
    c.header('cache-control', CACHE_CONTROL);
    return c.json({ recommenderName: q.recommender, slots: ids.map((sku) => ({ item: { sku } })) });
  });
}
