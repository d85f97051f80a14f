import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { validateQuery } from '../../http/validate.ts';
import { searchCommunity } from './community-search.ts';
import { communitySearchQuery, entryQuery, findEntriesQuery, idQuery } from './params.ts';
import { findEntries, getEntry, getEntryById } from './service.ts';

/** Content may be cached by browsers and CDNs (spec 000 §9: max age and SWR 900 s). */
const CONTENT_CACHE_CONTROL = 'public, max-age=900, stale-while-revalidate=900';

const cached = <T extends object>(c: Context<AppEnv>, body: T) => {
  c.header('cache-control', CONTENT_CACHE_CONTROL);
  return c.json(body);
};

/** The content service (spec 000 §7), mounted at /content-stack. */
export const contentRoutes = new Hono<AppEnv>()
  .get('/entry', validateQuery(entryQuery), async (c) => {
    const { id, locale, ...expand } = c.req.valid('query');
    return cached(c, { entry: await getEntry(c.var.db, id, locale, expand) });
  })
  .get('/id', validateQuery(idQuery), async (c) => {
    const { type, contentId, locale, ...expand } = c.req.valid('query');
    return cached(c, { entry: await getEntryById(c.var.db, type, contentId, locale, expand) });
  })
  .get('/find-entries', validateQuery(findEntriesQuery), async (c) => {
    return cached(c, await findEntries(c.var.db, c.req.valid('query')));
  })
  .get('/search', validateQuery(communitySearchQuery), async (c) => {
    return cached(c, await searchCommunity(c.var.db, c.req.valid('query')));
  });
