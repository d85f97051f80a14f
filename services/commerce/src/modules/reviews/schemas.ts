/** Request shapes of the reviews APIs, with the limits of rules.ts. */
import { z } from 'zod';
import { localeSchema, siteQuery } from '../../http/site.ts';
import {
  CONTROL_CHARACTERS,
  PAGE_SIZE,
  PAGE_SIZE_MAX,
  RATING_MAX,
  RATING_MIN,
  REVIEW_SORTS,
  TEXT_MAX,
  TITLE_MAX,
  cleanText,
} from './rules.ts';

const PRODUCT_ID = /^[\w.-]{1,100}$/;
const productId = z.string().regex(PRODUCT_ID, 'must be a product id');

const typed = (max: number, oneLine: boolean) =>
  z
    .string()
    .transform(cleanText)
    .pipe(
      z
        .string()
        .min(1, 'must not be empty')
        .max(max, `must be at most ${max} characters`)
        .refine((v) => !CONTROL_CHARACTERS.test(v), 'must not contain control characters')
        .refine((v) => !oneLine || !v.includes('\n'), 'must be one line'),
    );

export const listQuery = siteQuery.extend({
  productId,
  sort: z.enum(REVIEW_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE),
});

export const writeQuery = siteQuery.extend({ locale: localeSchema.optional() });

export const mineQuery = siteQuery.extend({ productId });

export const reviewBody = z.object({
  productId,
  rating: z
    .number({ error: `must be a whole number from ${RATING_MIN} to ${RATING_MAX}` })
    .int(`must be a whole number from ${RATING_MIN} to ${RATING_MAX}`)
    .min(RATING_MIN, `must be a whole number from ${RATING_MIN} to ${RATING_MAX}`)
    .max(RATING_MAX, `must be a whole number from ${RATING_MIN} to ${RATING_MAX}`),
  title: typed(TITLE_MAX, true),
  text: typed(TEXT_MAX, false),
});

/** The operator's queue: reviews of a status, oldest first. */
export const moderationListQuery = z.object({
  status: z.enum(['pending', 'approved', 'rejected']).default('pending'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const reviewIdPath = z.object({ reviewId: z.uuid('must be a review id') });

export const moderationBody = z
  .object({ note: z.string().max(500, 'must be at most 500 characters').optional() })
  .default({});
