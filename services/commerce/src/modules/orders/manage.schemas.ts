/** Request shapes of the operator's order API (manage.routes.ts). */
import { z } from 'zod';
import { CARRIER_IDS, TRACKING_NUMBER } from './carriers.ts';
import { ORDER_STATUS_KEYS } from './document.ts';

export const orderListQuery = z.object({
  q: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  status: z.enum(ORDER_STATUS_KEYS).optional(),
  siteId: z
    .string()
    .regex(/^\w{1,40}$/, 'must be a site id')
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const orderNoPath = z.object({
  orderNo: z.string().regex(/^\d{8}$/, 'must be an order number'),
});

const ITEM_ID = /^[\w-]{1,64}$/;

export const shipBody = z.object({
  carrier: z.enum(CARRIER_IDS, { error: `must be one of ${CARRIER_IDS.join(', ')}` }),
  trackingNumber: z
    .string()
    .trim()
    .regex(TRACKING_NUMBER, 'must be 4-40 letters, digits or dashes'),
  /** Units per line item id; every unshipped unit when omitted. */
  lines: z
    .record(
      z.string().regex(ITEM_ID, 'must be a line item id'),
      z.number().int('must be a whole number').min(0, 'must not be negative').max(10_000),
    )
    .refine((lines) => Object.keys(lines).length <= 200, 'at most 200 lines')
    .optional(),
});

export const refundBody = z.object({
  amount: z
    .number({ error: 'must be a number' })
    .positive('must be more than 0')
    .max(10_000_000)
    .optional(),
});

export const returnBody = z.object({
  restock: z.boolean({ error: 'must be true or false' }).default(false),
});

export const emptyBody = z.object({}).strict();

export const idempotencyHeader = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\w.:-]{8,128}$/, 'must be 8-128 letters, digits, . : _ or -'),
});

export const resendBody = z.object({
  email: z.enum(['confirmation', 'shipping', 'delivery', 'cancellation', 'refund'], {
    error: 'must be confirmation, shipping, delivery, cancellation or refund',
  }),
});
