/** Request shapes of the operator's subscription API (operator.routes.ts). */
import { z } from 'zod';

export const SUBSCRIPTION_STATUSES = ['active', 'paused', 'canceled'] as const;

export const subscriptionListQuery = z.object({
  customer: z.string().trim().min(1).max(254, 'must be at most 254 characters').optional(),
  status: z
    .enum(SUBSCRIPTION_STATUSES, { error: `must be one of ${SUBSCRIPTION_STATUSES.join(', ')}` })
    .optional(),
  siteId: z
    .string()
    .regex(/^\w{1,40}$/, 'must be a site id')
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const subscriptionIdPath = z.object({
  id: z.string().regex(/^[0-9a-f]{24}$/, 'must be a subscription id'),
});

export const emptyBody = z.object({}).strict();
