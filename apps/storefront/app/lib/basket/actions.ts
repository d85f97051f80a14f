/**
 * The cart writes the browser sends to `POST {prefix}/basket` (JSON), checked with one schema on
 * both sides (spec 001 §4, §7).
 */
import { z } from 'zod';
import { FREQUENCIES, NO_FREQUENCY } from '../subscriptions/frequency.ts';
import type { CartView } from './cart-view.ts';
import { giftCardSchema } from '../gift-card/form.ts';
import {
  EMAIL_PATTERN,
  GIFT_CARD_EMAIL_MAX,
  GIFT_CARD_MAX,
  GIFT_CARD_MIN,
  GIFT_CARD_NAME_MAX,
} from '../gift-card/rules.ts';

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
          // Spec 002 §5: a bundle's children, each with its units per bundle.
          bundledProductItems: z
            .array(z.object({ productId: id, quantity: quantity.min(1) }))
            .max(20)
            .optional(),
          // Spec 001 §7: a free gift names the bonus choice it belongs to.
          bonusDiscountLineItemId: id.optional(),
          // Spec 001 §3, §4: a subscription product's line opted in ('0_0': a one-time purchase).
          c_subscriptionFrequency: z.enum([...FREQUENCIES, NO_FREQUENCY]).optional(),
        }),
      )
      .min(1)
      .max(50),
  }),
  z.object({ intent: z.literal('quantity'), itemId: id, quantity }),
  z.object({ intent: z.literal('remove'), itemId: id }),
  z.object({ intent: z.literal('variant'), itemId: id, productId: id, quantity: quantity.min(1) }),
  // Spec 001 §4: a bundle's part variants change in one batch update of its bundled items.
  z.object({
    intent: z.literal('bundleParts'),
    changes: z
      .array(z.object({ itemId: id, productId: id }))
      .min(1)
      .max(20),
  }),
  z.object({ intent: z.literal('applyCoupon'), code: z.string().trim().min(1).max(100) }),
  z.object({ intent: z.literal('removeCoupon'), couponItemId: id }),
  // Spec 001 §7 "Add gift certificate item": the product page's form as typed, checked whole.
  z.object({ intent: z.literal('addGiftCard'), productId: id, card: giftCardSchema }),
  // Spec 001 §5 "Gift card edit in cart", §7 "Update gift certificate item".
  z.object({
    intent: z.literal('updateGiftCard'),
    giftCertificateItemId: id,
    recipientName: z.string().trim().min(1).max(GIFT_CARD_NAME_MAX),
    recipientEmail: z.string().trim().max(GIFT_CARD_EMAIL_MAX).regex(EMAIL_PATTERN),
    amount: z.number().min(GIFT_CARD_MIN).max(GIFT_CARD_MAX),
  }),
  z.object({ intent: z.literal('removeGiftCard'), giftCertificateItemId: id }),
  // Spec 001 §3 "Etching basket item data", §7: one etched product, then c_containsEtching.
  // The commerce service re-checks the etching against the catalog and the site.
  z.object({
    intent: z.literal('addEtched'),
    productId: id,
    quantity: quantity.min(1),
    optionValueId: id,
    etchingText: z.string().max(100).optional(),
    etchingTeamName: z.string().max(100).optional(),
    etchingFileName: z.string().max(300).optional(),
    etchingImage: z.string().max(400).optional(),
  }),
  // Spec 001 §4 "Removing etching in the cart".
  z.object({ intent: z.literal('removeEtching'), itemId: id }),
]);

export type BasketAction = z.infer<typeof basketActionSchema>;
/** What the browser sends (the gift card form as typed). */
export type BasketActionInput = z.input<typeof basketActionSchema>;

/** Why the service refused a write, in terms the shopper's messages can say (lib/basket/refusal.ts). */
export type BasketRefusalReason = 'quantityLimit' | 'outOfStock' | 'unavailable' | 'giftCardLimit';

/**
 * A refused write: its status, the reason when the shopper can be told one (otherwise the
 * generic error), and the names of the fields it concerned (for scripts, never shown).
 */
export interface BasketActionError {
  status: number;
  reason?: BasketRefusalReason;
  fields?: string[];
}

/** What a cart write answers: the cart's new view, or why the write was refused. */
export type WriteResult = { cart: CartView } | { error: BasketActionError };
