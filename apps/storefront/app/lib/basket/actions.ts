/**
 * The cart writes the browser sends to `POST {prefix}/basket` (JSON), checked with one schema on
 * both sides (spec 001 §4, §7).
 */
import { z } from 'zod';

const quantity = z.number().int().min(0).max(9999);
const id = z.string().trim().min(1).max(100);

export const basketActionSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('add'),
    items: z
      .array(
        z.object({
          productId: id,
          quantity: quantity.min(1),
          optionItems: z
            .array(z.object({ optionId: id, optionValueId: id }))
            .max(20)
            .optional(),
          // Spec 001 §7: a free gift names the bonus choice it belongs to.
          bonusDiscountLineItemId: id.optional(),
        }),
      )
      .min(1)
      .max(50),
  }),
  z.object({ intent: z.literal('quantity'), itemId: id, quantity }),
  z.object({ intent: z.literal('remove'), itemId: id }),
  z.object({ intent: z.literal('variant'), itemId: id, productId: id, quantity: quantity.min(1) }),
  z.object({ intent: z.literal('applyCoupon'), code: z.string().trim().min(1).max(100) }),
  z.object({ intent: z.literal('removeCoupon'), couponItemId: id }),
]);

export type BasketAction = z.infer<typeof basketActionSchema>;

/** A refused write: the service's problem title and detail, and the fields it named. */
export interface BasketActionError {
  status: number;
  title?: string;
  detail?: string;
  fields?: string[];
}
