import type { Site } from '@solo/sites';
import { z } from 'zod';
import { localeSchema, siteSchema } from '../../http/site.ts';

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

/** The `siteId` / `locale` pair every catalog read takes; `locale` defaults to the site's. */
export const siteLocaleQuery = z.object({ siteId: siteSchema, locale: localeSchema.optional() });

export const localeOf = (site: Site, locale: string | undefined): string =>
  locale ?? site.l10n.defaultLocale;
