import { data } from 'react-router';
import type { Route } from './+types/community-feed';
import { getServices } from '../lib/api/context.ts';
import { ATOM_CONTENT_TYPE } from '../lib/community/feed.ts';
import { loadFeed } from '../lib/community/feed.server.ts';
import { listingOf } from '../lib/community/paths.ts';
import { requirePageRoute } from '../lib/routing.ts';
import { loadMessages } from '../i18n/messages.server.ts';

/** The Atom feeds of /community, /community/{communityCategoryId} and /blog (newest 20 posts). */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { site, locale, rest } = requirePageRoute(url, params);
  const which = listingOf(rest.replace(/\/feed\.xml$/, ''));
  const services = getServices(context);
  // The feed's title is a message of the feed's language (root's loader does not run here).
  const catalogue = await loadMessages(locale.id, services.log);
  const xml =
    which && (await loadFeed(services, { site, locale }, which, { origin: url.origin, catalogue }));
  if (!xml) throw data(null, { status: 404 });
  return new Response(xml, {
    headers: {
      'content-type': ATOM_CONTENT_TYPE,
      'cache-control': 'public, max-age=900, stale-while-revalidate=900',
    },
  });
}
