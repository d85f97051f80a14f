import { randomBytes } from 'node:crypto';
import type { Locale, Site } from '@solo/sites';
import type { RequestServices } from '../api/context.ts';
import { sdk, shopperClientConfig } from '../api/shopper.server.ts';
import { COMMUNITY_HITS_MAX, COMMUNITY_THUMB_WIDTH, communityPostViews } from './community.ts';
import { SUGGESTIONS_REQUEST_LIMIT, suggestionView, type SuggestionView } from './suggestions.ts';

type Services = Pick<RequestServices, 'api' | 'log'>;
interface Where {
  site: Site;
  locale: Locale;
  query: string;
}

/** One Shopper Search `getSearchSuggestions` call in the locale's currency; null when it failed. */
async function productSuggestions(services: Services, { site, locale, query }: Where) {
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

/**
 * Autocomplete for a typed query in a site and locale (spec 000 §7 search suggestion calls, §9
 * counts): the product suggestions and up to 4 community posts, asked in parallel. A failure of
 * one leaves the other shown; a failed call is logged (spec 000 §8), and only when both fail is
 * the answer null.
 */
export async function getSuggestions(
  services: Services,
  where: Where,
): Promise<SuggestionView | null> {
  const [products, community] = await Promise.all([
    productSuggestions(services, where),
    services.api.searchCommunity({
      q: where.query,
      locale: where.locale.id,
      hitsPerPage: COMMUNITY_HITS_MAX,
    }),
  ]);
  if (!products && !community) return null;
  return {
    query: where.query,
    phrases: [],
    categories: [],
    products: [],
    ...products,
    community: community ? communityPostViews(community.hits, COMMUNITY_THUMB_WIDTH) : [],
    // One id for the answer, so a click on any of its suggestions names what was shown.
    queryID: community?.queryID ?? randomBytes(16).toString('hex'),
  };
}
