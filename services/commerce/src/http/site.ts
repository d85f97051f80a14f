import { SITES, findSite, type Site } from '@solo/sites';
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
