/**
 * The e-gift card's constants (spec 001 §9) and the cart's edit check (spec 001 §5 "Gift card
 * edit in cart"). Free of zod, so the mini cart can import it.
 */

/** Spec 001 §9: "amounts 50 to 1000; presets 50/100/200/250/500; name and email max 50; message 3900". */
export const GIFT_CARD_PRESETS = [50, 100, 200, 250, 500] as const;
export const GIFT_CARD_MIN = 50;
export const GIFT_CARD_MAX = 1000;
export const GIFT_CARD_NAME_MAX = 50;
export const GIFT_CARD_EMAIL_MAX = 50;
export const GIFT_CARD_MESSAGE_MAX = 3900;

/** The `amount` choice that reads `custom_amount` instead of a preset. */
export const CUSTOM_AMOUNT = 'custom';

/** What the product page's form shows of the amounts (sent by the loader). */
export interface GiftCardAmounts {
  presets: readonly number[];
  custom: string;
  min: number;
  max: number;
}

export const GIFT_CARD_AMOUNTS: GiftCardAmounts = {
  presets: GIFT_CARD_PRESETS,
  custom: CUSTOM_AMOUNT,
  min: GIFT_CARD_MIN,
  max: GIFT_CARD_MAX,
};

/** Spec 001 §5 "simple email pattern". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec 001 §8: the service's title of a second gift card in one basket. */
export const GIFT_CARD_LIMIT_TITLE = 'Gift certificate limit exceeded';

export type GiftCardEditError =
  'editNameRequired' | 'editNameTooLong' | 'editEmailRequired' | 'editEmailTooLong';

export interface GiftCardEdit {
  recipientName: string;
  recipientEmail: string;
}

/**
 * Spec 001 §5 "Gift card edit in cart": name required, max 50; email required, max 50, an
 * email. Errors by field; none when the edit may be saved.
 */
export function checkGiftCardEdit(edit: GiftCardEdit): {
  recipientName?: GiftCardEditError;
  recipientEmail?: GiftCardEditError;
} {
  const name = edit.recipientName.trim();
  const email = edit.recipientEmail.trim();
  return {
    ...(!name
      ? { recipientName: 'editNameRequired' as const }
      : name.length > GIFT_CARD_NAME_MAX
        ? { recipientName: 'editNameTooLong' as const }
        : {}),
    ...(email.length > GIFT_CARD_EMAIL_MAX
      ? { recipientEmail: 'editEmailTooLong' as const }
      : !EMAIL_PATTERN.test(email)
        ? { recipientEmail: 'editEmailRequired' as const }
        : {}),
  };
}
