/**
 * The product page's e-gift card form as data (components/gift-card/GiftCardForm.tsx): the order
 * its fields are shown in (focus goes to the first at fault), the form for the next card, and the
 * alert it shows. Types only from form.ts: the schema stays out of the page until the shopper
 * starts.
 */
import type { GiftCardActionData, GiftCardErrors, GiftCardField } from './form.ts';

/** Every field in the order the form shows them (focus goes to the first at fault). */
export const GIFT_CARD_FIELD_ORDER: readonly GiftCardField[] = [
  'amount',
  'custom_amount',
  'recipient_name',
  'recipient_email',
  'confirm_recipient_email',
  'your_name',
  'gift_message',
];

/** The form as it starts for the next card once one was added: every text field empty. */
export const BLANK_GIFT_CARD: Readonly<Record<string, string>> = Object.fromEntries(
  GIFT_CARD_FIELD_ORDER.filter((field) => field !== 'amount').map((field) => [field, '']),
);

/** The first field at fault, in the order shown. */
export const firstFaultyField = (errors: GiftCardErrors): GiftCardField | undefined =>
  GIFT_CARD_FIELD_ORDER.find((field) => errors[field]);

/** Spec 001 §8: the server's refusal, shown until the browser answers an add itself. */
export const formAlert = (
  clientErrors: GiftCardErrors | null,
  actionData: GiftCardActionData | undefined,
): 'limitExceeded' | 'addFailed' | null =>
  actionData?.formError && !clientErrors
    ? actionData.formError === 'limit'
      ? 'limitExceeded'
      : 'addFailed'
    : null;
