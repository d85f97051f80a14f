/**
 * The product page's e-gift card form as data (components/gift-card/GiftCardForm.tsx): the order
 * its fields are shown in, the errors and alert it shows, and the state of an add sent from the
 * browser, changed only through `giftCardFormReducer`. Types only from form.ts: the schema stays
 * out of the page until the shopper starts.
 */
import type { GiftCardActionData, GiftCardErrors, GiftCardField } from './form.ts';
import type { GiftCardAmounts } from './rules.ts';

/** The text fields between the amount and the message, in the order the form shows them. */
export const GIFT_CARD_TEXT_FIELDS = [
  'recipient_name',
  'recipient_email',
  'confirm_recipient_email',
  'your_name',
] as const satisfies readonly GiftCardField[];
export type GiftCardTextField = (typeof GIFT_CARD_TEXT_FIELDS)[number];

/** Every field in the order the form shows them (focus goes to the first at fault). */
export const GIFT_CARD_FIELD_ORDER: readonly GiftCardField[] = [
  'amount',
  'custom_amount',
  ...GIFT_CARD_TEXT_FIELDS,
  'gift_message',
];

/** The form as it starts for the next card once one was added: every text field empty. */
export const BLANK_GIFT_CARD: Readonly<Record<string, string>> = Object.fromEntries(
  GIFT_CARD_FIELD_ORDER.filter((field) => field !== 'amount').map((field) => [field, '']),
);

/** The first field at fault, in the order shown. */
export const firstFaultyField = (errors: GiftCardErrors): GiftCardField | undefined =>
  GIFT_CARD_FIELD_ORDER.find((field) => errors[field]);

/** One amount choice: a preset (its number) or Custom Amount. */
export type AmountChoice =
  { value: string; custom: false; amount: number } | { value: string; custom: true };

/** The presets, then Custom Amount. */
export const amountChoices = (amounts: GiftCardAmounts): AmountChoice[] => [
  ...amounts.presets.map((amount) => ({ value: String(amount), custom: false as const, amount })),
  { value: amounts.custom, custom: true },
];

export interface GiftCardFormState {
  /** The browser's answer to the last add; null: show the server's (page sent without scripts). */
  clientErrors: GiftCardErrors | null;
  busy: boolean;
  /** Cards added from this form; after one the form starts again, empty, for the next. */
  added: number;
}

export type GiftCardFormAction =
  | { type: 'sent' }
  | { type: 'added' }
  /** The add refused: the fields at fault, or null when a toast said why. */
  | { type: 'refused'; errors: GiftCardErrors | null };

export const initialGiftCardForm: GiftCardFormState = { clientErrors: null, busy: false, added: 0 };

export function giftCardFormReducer(
  state: GiftCardFormState,
  action: GiftCardFormAction,
): GiftCardFormState {
  switch (action.type) {
    case 'sent':
      return { ...state, busy: true };
    case 'added':
      // The errors of an earlier try, or of a page sent without scripts, are gone.
      return { clientErrors: {}, busy: false, added: state.added + 1 };
    case 'refused':
      return { ...state, busy: false, clientErrors: action.errors };
  }
}

/** The field errors shown: the browser's last answer, else the server's. */
export const shownErrors = (
  state: GiftCardFormState,
  actionData: GiftCardActionData | undefined,
): GiftCardErrors => state.clientErrors ?? actionData?.errors ?? {};

/** Spec 001 §8: the server's refusal, shown until the browser answers an add itself. */
export const formAlert = (
  state: GiftCardFormState,
  actionData: GiftCardActionData | undefined,
): 'limitExceeded' | 'addFailed' | null =>
  actionData?.formError && !state.clientErrors
    ? actionData.formError === 'limit'
      ? 'limitExceeded'
      : 'addFailed'
    : null;

/** What the fields show when nothing was typed since: blank after an add, else the server's. */
export const keptValues = (
  state: GiftCardFormState,
  actionData: GiftCardActionData | undefined,
): Readonly<Record<string, string | undefined>> =>
  state.added ? BLANK_GIFT_CARD : (actionData?.values ?? {});
