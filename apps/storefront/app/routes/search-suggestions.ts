import type { Route } from './+types/search-suggestions';
import { getServices } from '../lib/api/context.ts';
import { requirePageRoute } from '../lib/routing.ts';
import { getSuggestions } from '../lib/search/suggestions.server.ts';
import {
  emptySuggestions,
  normaliseQuery,
  SUGGESTIONS_CACHE_CONTROL,
} from '../lib/search/suggestions.ts';

/**
 * Resource route of the search drawer's autocomplete: `/{site}/{locale}/search-suggestions?q=`
 * answers the suggestion view as JSON, briefly cacheable. An empty query answers no suggestions
 * without calling search; a failed search answers 503 with no suggestions, never cached.
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { site, locale } = requirePageRoute(url, params);
  const query = normaliseQuery(url.searchParams.get('q'));
  const headers = { 'Cache-Control': SUGGESTIONS_CACHE_CONTROL };
  if (!query) return Response.json(emptySuggestions(query), { headers });
  const view = await getSuggestions(getServices(context), { site, locale, query });
  if (!view) {
    return Response.json(emptySuggestions(query), {
      status: 503,
      headers: { 'Cache-Control': 'no-store' },
    });
  }
  return Response.json(view, { headers });
}
