import { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { localeSchema, siteQuery } from '../../http/site.ts';
import { validateQuery } from '../../http/validate.ts';
import { getSitePreferences } from '../site-preferences/index.ts';

const query = siteQuery.extend({ locale: localeSchema.optional() });

/** GET …/custom/core/v1/organizations/:org/site-preferences?siteId=SoloUS[&locale=en-US] */
export const sitePreferencesRoutes = new Hono<AppEnv>().get(
  '/',
  validateQuery(query),
  async (c) => {
    const { siteId: site } = c.req.valid('query');
    const { preferences, rejected } = await getSitePreferences(c.var.db, site.id);
    if (rejected.length)
      c.var.log.warn({ siteId: site.id, rejected }, 'site preference overrides ignored');
    c.header('cache-control', 'public, max-age=60');
    return c.json(preferences);
  },
);
