/** Request shapes of Shopper Baskets v2 as this service accepts them. */
import { z } from 'zod';
import { defaultLocale } from '@solo/sites';
import { localeSchema, siteSchema } from '../../http/site.ts';
import {
  GIFT_CERTIFICATE_EMAIL_MAX,
  GIFT_CERTIFICATE_MAX_AMOUNT,
  GIFT_CERTIFICATE_MIN_AMOUNT,
  GIFT_CERTIFICATE_NAME_MAX,
  MAX_ITEMS_PER_REQUEST,
  MAX_LINE_QUANTITY,
  MERGE_MODES,
} from './constants.ts';
import type { CustomChanges } from './service.ts';

/** `siteId` and an optional `locale` (the locale names are read in; the site's default). */
export const basketQuery = z
  .object({ siteId: siteSchema, locale: localeSchema.optional() })
  .transform((q) => ({
    site: q.siteId,
    locale: q.locale ?? defaultLocale(q.siteId).id,
  }));

const CUSTOM_KEY = /^c_[A-Za-z][A-Za-z0-9_]{0,63}$/;
const scalar = z.union([z.string().max(4000), z.number(), z.boolean(), z.null()]);
const customValue = scalar;

/**
 * Attributes the spec gives members of, stored as a flat object: spec 000 §3 basket
 * `c_routeData.hasRouteProtection`. Every other attribute is a single value.
 */
const OBJECT_ATTRIBUTES: Record<string, z.ZodType> = {
  c_routeData: z.union([
    z
      .record(z.string().max(64), scalar)
      .refine((o) => Object.keys(o).length <= 20, 'at most 20 members'),
    // A storefront may keep it as JSON text.
    z.string().max(4000),
    z.null(),
  ]),
};

/**
 * An object of `shape` plus `c_` custom attributes (string, number, boolean; null removes one),
 * returned apart as `custom` with the prefix dropped. Other unknown members are ignored.
 */
function withCustom<T extends z.ZodRawShape>(shape: T) {
  return z
    .object(shape)
    .catchall(z.unknown())
    .transform((value, ctx) => {
      const custom: CustomChanges = {};
      const known: Record<string, unknown> = {};
      for (const [key, v] of Object.entries(value)) {
        if (key in shape) {
          known[key] = v;
          continue;
        }
        if (!key.startsWith('c_')) continue;
        const objectSchema = OBJECT_ATTRIBUTES[key];
        const parsed = (objectSchema ?? customValue).safeParse(v);
        if (!CUSTOM_KEY.test(key))
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'is not a valid custom attribute name',
          });
        else if (!parsed.success)
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: objectSchema
              ? 'must be an object of at most 20 strings, numbers or booleans, a string or null'
              : 'must be a string, number, boolean or null',
          });
        else custom[key.slice(2)] = parsed.data as CustomChanges[string];
      }
      return { ...(known as z.output<z.ZodObject<T>>), custom };
    });
}

const id = z.string().trim().min(1, 'Required').max(100, 'must be at most 100 characters');

const quantity = (min: number) =>
  z
    .number()
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(MAX_LINE_QUANTITY, `must be at most ${MAX_LINE_QUANTITY}`);

const optionItems = z
  .array(z.object({ optionId: id, optionValueId: id }))
  .max(20, 'at most 20 options');

export const createBody = withCustom({
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as USD')
    .optional(),
});

export const updateBasketBody = createBody;

export const customerBody = z.object({
  email: z
    .email({
      error: (issue) => (issue.input === undefined ? 'Required' : 'must be an email address'),
    })
    .max(254, 'must be at most 254 characters'),
});

const itemInit = withCustom({
  productId: id,
  quantity: quantity(1),
  optionItems: optionItems.optional(),
  bonusDiscountLineItemId: id.optional(),
  /**
   * A bundle's parts in other variants than its default ones (spec 001 §3); a part's quantity,
   * when sent, is its units in one bundle (spec 002 §5 "each child pid and quantity").
   */
  bundledProductItems: z
    .array(z.object({ productId: id, quantity: quantity(1).optional() }))
    .max(20, 'at most 20 bundled items')
    .optional(),
});

export const addItemsBody = z
  .array(itemInit)
  .min(1, 'must hold at least one item')
  .max(MAX_ITEMS_PER_REQUEST, `at most ${MAX_ITEMS_PER_REQUEST} items per request`);

const itemChangeShape = {
  productId: id.optional(),
  quantity: quantity(0).optional(),
  optionItems: optionItems.optional(),
};

export const updateItemBody = withCustom(itemChangeShape);

export const updateItemsBody = z
  .array(withCustom({ ...itemChangeShape, itemId: id }))
  .min(1, 'must hold at least one item')
  .max(MAX_ITEMS_PER_REQUEST, `at most ${MAX_ITEMS_PER_REQUEST} items per request`);

const flag = z.enum(['true', 'false'], 'must be true or false').transform((v) => v === 'true');

export const mergeQuery = z
  .object({
    siteId: siteSchema,
    locale: localeSchema.optional(),
    createDestinationBasket: flag.optional(),
    productItemMergeMode: z.enum(MERGE_MODES).optional(),
  })
  .transform((q) => ({
    site: q.siteId,
    locale: q.locale ?? defaultLocale(q.siteId).id,
    createDestinationBasket: q.createDestinationBasket ?? false,
    mode: q.productItemMergeMode ?? MERGE_MODES[0],
  }));

/** `POST /baskets/{id}/coupons`: the code as the shopper typed it (Shopper Baskets v2 max 256). */
export const couponBody = z.object({
  code: z.string('Required').trim().min(1, 'Required').max(256, 'must be at most 256 characters'),
});

/** Spec 001 §5 "simple email pattern" of the gift card recipient. */
export const GIFT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const giftAmount = z
  .number('must be a number')
  .finite('must be a number')
  .min(GIFT_CERTIFICATE_MIN_AMOUNT, `must be at least ${GIFT_CERTIFICATE_MIN_AMOUNT}`)
  .max(GIFT_CERTIFICATE_MAX_AMOUNT, `must be at most ${GIFT_CERTIFICATE_MAX_AMOUNT}`)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'must have at most 2 decimals');
const giftName = z
  .string('must be a string')
  .trim()
  .min(1, 'Required')
  .max(GIFT_CERTIFICATE_NAME_MAX, `must be at most ${GIFT_CERTIFICATE_NAME_MAX} characters`);
const giftEmail = z
  .string('must be a string')
  .trim()
  .min(1, 'Required')
  .max(GIFT_CERTIFICATE_EMAIL_MAX, `must be at most ${GIFT_CERTIFICATE_EMAIL_MAX} characters`)
  .regex(GIFT_EMAIL_PATTERN, 'must be an email address');
/** Shopper Baskets v2 allows 4000: the form's 3900 (spec 001 §9) plus the id suffix of §7. */
const giftMessage = z.string('must be a string').max(4000, 'must be at most 4000 characters');

/** `POST /baskets/{id}/gift-certificate-items` (spec 001 §7 "Add gift certificate item"). */
export const giftCertificateBody = withCustom({
  amount: giftAmount,
  recipientEmail: giftEmail,
  recipientName: giftName,
  senderName: giftName.optional(),
  message: giftMessage.optional(),
  shipmentId: id.optional(),
});

/** `PATCH /baskets/{id}/gift-certificate-items/{itemId}` (spec 001 §7 "Update …"). */
export const giftCertificateChangeBody = withCustom({
  amount: giftAmount.optional(),
  recipientEmail: giftEmail.optional(),
  recipientName: giftName.optional(),
  senderName: giftName.optional(),
  message: giftMessage.optional(),
});
