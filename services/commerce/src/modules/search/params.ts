import { z } from 'zod';
import { defaultLocale } from '@solo/sites';
import { localeSchema, readCurrency, siteSchema } from '../../http/site.ts';
import {
  SEARCH_DEFAULT_LIMIT,
  SEARCH_MAX_LIMIT,
  SEARCH_MAX_QUERY_LENGTH,
  SORT_IDS,
  SUGGESTIONS_DEFAULT_LIMIT,
  SUGGESTIONS_MAX_LIMIT,
} from './constants.ts';
import { parseRefinements } from './query.ts';

/** The expand values of the Shopper Search API; hits always carry images, prices and variations. */
const EXPAND = [
  'none',
  'availability',
  'images',
  'prices',
  'represented_products',
  'variations',
  'promotions',
  'custom_properties',
  'page_meta_tags',
  'slug',
] as const;

const siteFields = {
  siteId: siteSchema,
  locale: localeSchema.optional(),
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'must be a currency code such as USD')
    .transform((c) => c.toUpperCase())
    .optional(),
};

/**
 * Resolves the site's defaults: the site's default locale, and the currency asked for or the
 * locale's (a currency the site does not sell in is the client's mistake).
 */
function withSiteDefaults<
  T extends {
    siteId: z.output<typeof siteSchema>;
    locale?: string | undefined;
    currency?: string | undefined;
  },
>(value: T, ctx: z.RefinementCtx) {
  const site = value.siteId;
  return {
    ...value,
    site,
    locale: value.locale ?? defaultLocale(site).id,
    currency: readCurrency(value, ctx),
  };
}

const list = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]));

export const productSearchQuery = z
  .object({
    ...siteFields,
    q: z.string().max(SEARCH_MAX_QUERY_LENGTH).default(''),
    refine: list.transform((items, ctx) => {
      const parsed = parseRefinements(items);
      if (typeof parsed !== 'string') return parsed;
      ctx.addIssue({ code: 'custom', message: parsed });
      return z.NEVER;
    }),
    sort: z.enum(SORT_IDS).default('best-matches'),
    limit: z.coerce.number().int().min(1).max(SEARCH_MAX_LIMIT).default(SEARCH_DEFAULT_LIMIT),
    offset: z.coerce.number().int().min(0).default(0),
    expand: z
      .string()
      .refine(
        (s) => s.split(',').every((e) => (EXPAND as readonly string[]).includes(e.trim())),
        `must list some of ${EXPAND.join(', ')}`,
      )
      .optional(),
  })
  .transform(withSiteDefaults);

export const suggestionsQuery = z
  .object({
    ...siteFields,
    q: z.string().trim().min(1).max(SEARCH_MAX_QUERY_LENGTH),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(SUGGESTIONS_MAX_LIMIT)
      .default(SUGGESTIONS_DEFAULT_LIMIT),
  })
  .transform(withSiteDefaults);
