/** Query parameters the APIs share: the site, the locale, lists of ids. */
import {
  SITES,
  findSite,
  localeCurrency,
  siteCurrencies,
  type CurrencyCode,
  type Site,
} from '@solo/sites';
import { z } from 'zod';

const VALID_SITE_IDS = SITES.map((s) => s.id).join(', ');

/** A site id (SoloUS) or alias (us), resolved to its Site; unknown ids list the valid ones. */
export const siteSchema = z.string().transform((value, ctx): Site => {
  const site = findSite(value);
  if (!site) {
    ctx.addIssue({
      code: 'custom',
      message: `Unknown site "${value}"; valid ids: ${VALID_SITE_IDS}`,
    });
    return z.NEVER;
  }
  return site;
});

/** Query fields `siteId` (required) and optional `locale`, as the Shopper APIs take them. */
export const siteQuery = z.object({ siteId: siteSchema });
export const optionalSiteQuery = z.object({ siteId: siteSchema.optional() });

/** A locale id as the APIs receive it: language-COUNTRY (spec 000 §5), any case. */
export const localeSchema = z
  .string()
  .regex(/^[A-Za-z]{2,3}-[A-Za-z0-9]{2,4}$/, 'must look like language-COUNTRY, e.g. en-US');

/** A comma-separated id list (`ids=a,b,c`) of 1 to `max` distinct ids, in the order given. */
export const idListSchema = (max: number) =>
  z.string().transform((value, ctx): string[] => {
    const ids = [
      ...new Set(
        value
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ];
    if (ids.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'must name at least one id' });
      return z.NEVER;
    }
    if (ids.length > max) {
      ctx.addIssue({
        code: 'custom',
        message: `at most ${max} ids per request, got ${ids.length}; request them in chunks of ${max}`,
      });
      return z.NEVER;
    }
    return ids;
  });

/** The `siteId` / `locale` pair every catalog or promotion read takes; `locale` defaults to the site's. */
export const siteLocaleQuery = z.object({ siteId: siteSchema, locale: localeSchema.optional() });

export const localeOf = (site: Site, locale: string | undefined): string =>
  locale ?? site.l10n.defaultLocale;

/**
 * The currency a catalog or search read prices in: the one asked for, which the site must sell
 * in (spec 000 §3: a site's locales each prefer a currency), else the requested locale's, else the
 * site's default. Another currency is refused rather than priced in the wrong one.
 */
export function readCurrency(
  q: { siteId: Site; locale?: string | undefined; currency?: string | undefined },
  ctx: z.RefinementCtx,
): CurrencyCode {
  const site = q.siteId;
  if (q.currency === undefined) return localeCurrency(site, q.locale);
  const currency = q.currency.toUpperCase();
  const sold = siteCurrencies(site);
  if (!(sold as string[]).includes(currency)) {
    ctx.addIssue({
      code: 'custom',
      path: ['currency'],
      message: `${site.id} sells in ${sold.join(', ')} only, got "${q.currency}"`,
    });
    return z.NEVER;
  }
  return currency as CurrencyCode;
}
