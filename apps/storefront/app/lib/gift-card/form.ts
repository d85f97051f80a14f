/**
 * The product page's e-gift card form (spec 001 §3 "Gift card form", §5 "Gift card"): one zod
 * schema for the route action and the browser, which loads this module only once a shopper
 * starts using the form. Errors are message keys of components/gift-card.
 */
import { z } from 'zod';
import {
  CUSTOM_AMOUNT,
  EMAIL_PATTERN,
  GIFT_CARD_EMAIL_MAX,
  GIFT_CARD_MAX,
  GIFT_CARD_MESSAGE_MAX,
  GIFT_CARD_MIN,
  GIFT_CARD_NAME_MAX,
  GIFT_CARD_PRESETS,
} from './rules.ts';

export const GIFT_CARD_FIELDS = [
  'amount',
  'custom_amount',
  'recipient_name',
  'recipient_email',
  'confirm_recipient_email',
  'your_name',
  'gift_message',
] as const;
export type GiftCardField = (typeof GIFT_CARD_FIELDS)[number];

export type GiftCardError =
  | 'amountRequired'
  | 'customAmountRequired'
  | 'customAmountRange'
  | 'required'
  | 'recipientNameTooLong'
  | 'emailInvalid'
  | 'emailsMustMatch'
  | 'yourNameTooLong'
  | 'messageTooLong';

export type GiftCardErrors = Partial<Record<GiftCardField, GiftCardError>>;

/** The form as typed, every field a string (kept and sent back on an error). */
export type GiftCardValues = Record<GiftCardField, string>;

/** What the basket's add takes (spec 001 §7 "Add gift certificate item"). */
export interface GiftCard {
  amount: number;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  message: string;
}

const err = (key: GiftCardError) => ({ message: key });
const name = (tooLong: GiftCardError) =>
  z.string().trim().min(1, err('required')).max(GIFT_CARD_NAME_MAX, err(tooLong));
const email = z
  .string()
  .trim()
  .max(GIFT_CARD_EMAIL_MAX, err('emailInvalid'))
  .regex(EMAIL_PATTERN, err('emailInvalid'));

const presets = GIFT_CARD_PRESETS.map(String);

export const giftCardSchema = z
  .object({
    amount: z
      .string()
      .refine((v) => v === CUSTOM_AMOUNT || presets.includes(v), err('amountRequired')),
    custom_amount: z.string().trim(),
    recipient_name: name('recipientNameTooLong'),
    recipient_email: email,
    confirm_recipient_email: email,
    your_name: name('yourNameTooLong'),
    gift_message: z.string().max(GIFT_CARD_MESSAGE_MAX, err('messageTooLong')),
  })
  .superRefine((form, ctx) => {
    if (form.amount === CUSTOM_AMOUNT) {
      const value = Number(form.custom_amount);
      if (!form.custom_amount || !Number.isFinite(value))
        ctx.addIssue({ code: 'custom', path: ['custom_amount'], ...err('customAmountRequired') });
      else if (
        value < GIFT_CARD_MIN ||
        value > GIFT_CARD_MAX ||
        Math.round(value * 100) !== value * 100
      )
        ctx.addIssue({ code: 'custom', path: ['custom_amount'], ...err('customAmountRange') });
    }
    if (
      EMAIL_PATTERN.test(form.confirm_recipient_email) &&
      form.confirm_recipient_email.toLowerCase() !== form.recipient_email.toLowerCase()
    )
      ctx.addIssue({
        code: 'custom',
        path: ['confirm_recipient_email'],
        ...err('emailsMustMatch'),
      });
  })
  .transform((form): GiftCard => ({
    amount: form.amount === CUSTOM_AMOUNT ? Number(form.custom_amount) : Number(form.amount),
    recipientName: form.recipient_name,
    recipientEmail: form.recipient_email,
    senderName: form.your_name,
    message: form.gift_message.trim(),
  }));

/** The form's fields as strings (missing ones empty), from FormData or a plain object. */
export function giftCardValues(input: Record<string, unknown>): GiftCardValues {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return Object.fromEntries(GIFT_CARD_FIELDS.map((f) => [f, text(input[f])])) as GiftCardValues;
}

/** What the product route's action answers when it does not redirect: the form as typed. */
export interface GiftCardActionData {
  values: GiftCardValues;
  errors: GiftCardErrors;
  /** Spec 001 §8: the one-per-order refusal, or any other failure. */
  formError?: 'limit' | 'failed';
}

export type GiftCardCheck = { ok: true; value: GiftCard } | { ok: false; errors: GiftCardErrors };

/** Spec 001 §5: the first error of each field, or the card to add. */
export function checkGiftCard(values: GiftCardValues): GiftCardCheck {
  const result = giftCardSchema.safeParse(values);
  if (result.success) return { ok: true, value: result.data };
  const errors: GiftCardErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as GiftCardField;
    errors[field] ??= issue.message as GiftCardError;
  }
  return { ok: false, errors };
}
