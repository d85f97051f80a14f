import type { Locale, Site } from '@solo/sites';
import type { RequestServices } from '../api/context.ts';
import { sdk, shopperClientConfig } from '../api/shopper.server.ts';
import { SUGGESTIONS_REQUEST_LIMIT, suggestionView, type SuggestionView } from './suggestions.ts';

/**
 * Autocomplete for a typed query in a site and locale (spec 000 §7 search suggestion calls): one
 * Shopper Search `getSearchSuggestions` call in the locale's currency, mapped to the drawer's view.
 * A failed call is logged and yields null (spec 000 §8: fetch errors are logged, nothing returned).
 */
export async function getSuggestions(
  services: Pick<RequestServices, 'api' | 'log'>,
  { site, locale, query }: { site: Site; locale: Locale; query: string },
): Promise<SuggestionView | null> {
  const search = new sdk.ShopperSearch(
    shopperClientConfig(services.api, {
      siteId: site.id,
      locale: locale.id,
      currency: locale.preferredCurrency,
    }),
  );
  try {
    const result = await search.getSearchSuggestions({
      parameters: { q: query, limit: SUGGESTIONS_REQUEST_LIMIT },
    });
    return suggestionView(result, query, locale.id);
  } catch (error) {
    services.log.warn({ err: error, query }, 'search suggestions failed');
    return null;
  }
}
