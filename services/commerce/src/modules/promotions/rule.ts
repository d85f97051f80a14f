import type { PromotionRule } from '@solo/db';
import { z } from 'zod';

export type { PromotionRule, ProductSelector, CurrencyAmounts } from '@solo/db';

/**
 * The `rule` column is JSON a merchant may edit by hand; every read checks it against the
 * PromotionRule type (packages/db/src/schema/promotions.ts documents each kind) and skips what
 * does not fit.
 */
const amounts = z.record(z.string().regex(/^[A-Z]{3}$/), z.number().int().nonnegative());
const selector = z.object({
  productIds: z.array(z.string()).optional(),
  categoryIds: z.array(z.string()).optional(),
});
const percent = z.object({ kind: z.literal('percent'), percent: z.number().gt(0).max(100) });
const amount = z.object({ kind: z.literal('amount'), amount: amounts });
const fixedPrice = z.object({ kind: z.literal('price'), price: amounts });

const ruleSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('product'),
    products: selector,
    discount: z.discriminatedUnion('kind', [percent, amount, fixedPrice]),
    combinable: z.boolean().optional(),
  }),
  z.object({
    type: z.literal('order'),
    threshold: amounts.optional(),
    discount: z.discriminatedUnion('kind', [percent, amount]),
  }),
  z.object({
    type: z.literal('shipping'),
    threshold: amounts.optional(),
    shippingMethodIds: z.array(z.string()).optional(),
  }),
  z.object({
    type: z.literal('bonus'),
    qualifying: selector,
    threshold: amounts.optional(),
    bonusProductIds: z.array(z.string()).min(1),
    maxBonusItems: z.number().int().positive(),
  }),
]);

/** The rule, or undefined when the stored JSON is not a valid PromotionRule. */
export function parsePromotionRule(value: unknown): PromotionRule | undefined {
  const result = ruleSchema.safeParse(value);
  if (!result.success) return undefined;
  // Assigned without a cast, so the schema cannot drift from the type.
  const rule: PromotionRule = result.data;
  return rule;
}
