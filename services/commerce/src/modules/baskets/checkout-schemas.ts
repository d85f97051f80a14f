/** Request shapes of the checkout calls of Shopper Baskets v2 as this service accepts them. */
import { z } from 'zod';
import { defaultLocale, type Site } from '@solo/sites';
import { localeSchema, siteSchema } from '../../http/site.ts';
import { giftCardCode, giftCardPin } from '../gift-cards/index.ts';

const flag = z.enum(['true', 'false'], 'must be true or false').transform((v) => v === 'true');

const addressQueryShape = {
  siteId: siteSchema,
  locale: localeSchema.optional(),
  removeExternalTax: flag.optional(),
};

const located = (q: { siteId: Site; locale?: string | undefined }) => ({
  site: q.siteId,
  locale: q.locale ?? defaultLocale(q.siteId).id,
});

/** `siteId`, `locale` and `useAsBilling` (the billing address becomes the same). */
export const shippingAddressQuery = z
  .object({ ...addressQueryShape, useAsBilling: flag.optional() })
  .transform((q) => ({ ...located(q), flag: q.useAsBilling === true }));

/** `siteId`, `locale` and `useAsShipping` (the shipping address becomes the same). */
export const billingAddressQuery = z
  .object({ ...addressQueryShape, useAsShipping: flag.optional() })
  .transform((q) => ({ ...located(q), flag: q.useAsShipping === true }));

/** The address body: any JSON object; its fields are checked for the site (addresses.ts). */
export const addressBody = z.record(z.string(), z.unknown(), 'must be an address object');

export const shippingMethodBody = z.object({
  id: z.string('Required').trim().min(1, 'Required').max(256, 'must be at most 256 characters'),
});

/** Spec 002 §9: 12 asterisks and the last four digits; shorter masks of 15-digit cards too. */
const MASKED_NUMBER = /^\*{8,15}\d{4}$/;

const paymentCard = z
  .object({
    cardType: z
      .string('Required')
      .trim()
      .min(1, 'Required')
      .max(64, 'must be at most 64 characters'),
    maskedNumber: z
      .string('Required')
      .trim()
      .refine((n) => !/^[\d\s-]{12,}$/.test(n), {
        message: 'must be masked: the card number is never sent to the service',
        abort: true,
      })
      .refine(
        (n) => MASKED_NUMBER.test(n),
        'must be asterisks and the last four digits, like ************1111',
      ),
    expirationMonth: z
      .number('must be a month number')
      .int('must be a month number')
      .min(1, 'must be 1 to 12')
      .max(12, 'must be 1 to 12'),
    expirationYear: z
      .number('must be a four-digit year')
      .int('must be a four-digit year')
      .min(2000, 'must be a four-digit year')
      .max(2099, 'must be a four-digit year'),
    holder: z
      .string('Required')
      .trim()
      .min(1, 'Required')
      .max(256, 'must be at most 256 characters'),
  })
  .catchall(z.unknown())
  .superRefine((card, ctx) => {
    for (const key of ['number', 'cardNumber', 'securityCode', 'cvv', 'cvc'])
      if (key in card)
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'is never sent to the service: the gateway keeps it behind c_paymentNonce',
        });
  })
  .transform(({ cardType, maskedNumber, expirationMonth, expirationYear, holder }) => ({
    cardType,
    maskedNumber,
    expirationMonth,
    expirationYear,
    holder,
  }));

const instrumentShape = {
  paymentMethodId: z
    .string('Required')
    .trim()
    .min(1, 'Required')
    .max(256, 'must be at most 256 characters'),
  amount: z
    .number('must be a number')
    .min(0, 'must not be negative')
    .max(1_000_000, 'must be at most 1000000'),
  paymentCard,
  /** The single-use token the payment gateway issued for this payment. */
  c_paymentNonce: z
    .string('must be a string')
    .trim()
    .min(1, 'must not be empty')
    .max(2048, 'must be at most 2048 characters'),
  /** A stored method of the registered customer (Shopper Customers payment instruments). */
  customerPaymentInstrumentId: z
    .string('must be a string')
    .trim()
    .min(1, 'must not be empty')
    .max(256, 'must be at most 256 characters'),
};

export const addInstrumentBody = z.object({
  ...instrumentShape,
  amount: instrumentShape.amount.optional(),
  paymentCard: paymentCard.optional(),
  c_paymentNonce: instrumentShape.c_paymentNonce.optional(),
  customerPaymentInstrumentId: instrumentShape.customerPaymentInstrumentId.optional(),
  /** With `paymentMethodId: GIFT_CERTIFICATE`: the card's code and PIN as the shopper typed them. */
  giftCertificateCode: giftCardCode.optional(),
  c_giftCertificatePin: giftCardPin.optional(),
});

export const updateInstrumentBody = addInstrumentBody
  .omit({ giftCertificateCode: true, c_giftCertificatePin: true })
  .partial();

export type InstrumentChange = z.output<typeof updateInstrumentBody>;
