import type { CurrencyCode, Site } from '@solo/sites';
import { z } from 'zod';
import { idListSchema, readCurrency, siteLocaleQuery } from '../../http/site.ts';
import { EXPANDS, type Expand } from './context.ts';
import { parseSelect, SelectSyntaxError, type Selection } from './select.ts';

/** Spec 001 §7, §9: product ids go in chunks of 24 per request. */
export const MAX_PRODUCT_IDS = 24;

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

/** `expand=availability,images`; `none` expands nothing; absent expands everything. */
const expandSchema = z.string().transform((value, ctx): Set<Expand> => {
  const wanted = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = wanted.filter((e) => e !== 'none' && !ACCEPTED_EXPANDS.has(e));
  if (unknown.length) {
    ctx.addIssue({
      code: 'custom',
      message: `unknown value ${unknown.map((u) => `"${u}"`).join(', ')}; valid: none, ${[...ACCEPTED_EXPANDS].join(', ')}`,
    });
    return z.NEVER;
  }
  return new Set(wanted.filter((e): e is Expand => (EXPANDS as readonly string[]).includes(e)));
});

/**
 * Expands of the Shopper Products API we accept without data behind them (recommendations,
 * shipping methods, page meta tags, the primary category object): they add nothing.
 */
const ACCEPTED_EXPANDS = new Set<string>([
  ...EXPANDS,
  'recommendations',
  'shipping_methods',
  'page_meta_tags',
  'primary_category',
]);

const selectSchema = z.string().transform((value, ctx): Selection => {
  try {
    return parseSelect(value);
  } catch (error) {
    if (!(error instanceof SelectSyntaxError)) throw error;
    ctx.addIssue({ code: 'custom', message: error.message });
    return z.NEVER;
  }
});

const productFields = siteLocaleQuery.extend({
  currency: z.string().optional(),
  expand: expandSchema.optional(),
  allImages: flag.optional(),
  perPricebook: flag.optional(),
  select: selectSchema.optional(),
  c_productTilesPricing: flag.optional(),
});

/** The currency asked for, or the locale's (http/site.ts `readCurrency`). */
function siteCurrency<
  T extends { siteId: Site; locale?: string | undefined; currency?: string | undefined },
>(q: T, ctx: z.RefinementCtx): Omit<T, 'currency'> & { currency: CurrencyCode } {
  return { ...q, currency: readCurrency(q, ctx) };
}

/** The query of GET products/{id}. */
export const productQuery = productFields.transform(siteCurrency);

/** The query of GET products?ids=. */
export const productsQuery = productFields
  .extend({ ids: idListSchema(MAX_PRODUCT_IDS) })
  .transform(siteCurrency);

/** Spec 000 §9 category menu depth; the API takes 0, 1 or 2 levels, 1 by default. */
export const categoryQuery = siteLocaleQuery.extend({
  levels: z.enum(['0', '1', '2']).transform(Number).optional(),
});
