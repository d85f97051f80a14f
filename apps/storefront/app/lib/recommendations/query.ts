/**
 * The query of the recommendations data route (`{prefix}/recommendations-data`), parsed on the
 * server: `recommender` (spec 000 §9 ids), `productIds` (comma-separated, at most 50) and `max`
 * (1–50, default 5: spec 000 §9 "default max items 5").
 */
import {
  RECOMMENDATIONS_DEFAULT_MAX_ITEMS,
  RECOMMENDATIONS_REQUEST_LIMIT,
  RECOMMENDER_IDS,
  type RecommenderId,
} from '@solo/content-model';
import { z } from 'zod';

const ids = z
  .string()
  .transform((value) => [
    ...new Set(
      value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ])
  .refine((list) => list.length <= RECOMMENDATIONS_REQUEST_LIMIT, {
    message: `at most ${RECOMMENDATIONS_REQUEST_LIMIT} ids`,
  });

const schema = z.object({
  recommender: z.enum(RECOMMENDER_IDS, {
    error: `must be one of ${RECOMMENDER_IDS.join(', ')}`,
  }),
  productIds: ids.default([]),
  max: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(RECOMMENDATIONS_REQUEST_LIMIT, `must be at most ${RECOMMENDATIONS_REQUEST_LIMIT}`)
    .default(RECOMMENDATIONS_DEFAULT_MAX_ITEMS),
});

export interface RecommendationsQuery {
  recommender: RecommenderId;
  productIds: string[];
  max: number;
}

export type ParsedQuery =
  { ok: true; query: RecommendationsQuery } | { ok: false; field: string; detail: string };

export function parseRecommendationsQuery(params: URLSearchParams): ParsedQuery {
  const result = schema.safeParse({
    recommender: params.get('recommender') ?? undefined,
    productIds: params.get('productIds') ?? undefined,
    max: params.get('max') ?? undefined,
  });
  if (result.success) return { ok: true, query: result.data };
  const issue = result.error.issues[0];
  const field = String(issue?.path[0] ?? 'query');
  return { ok: false, field, detail: `${field}: ${issue?.message ?? 'invalid'}` };
}
