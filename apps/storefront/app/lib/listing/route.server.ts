import { data, redirect } from 'react-router';
import { localizedPath, type Locale, type Site } from '@solo/sites';
import type { CatalogContext } from './catalog.server.ts';
import type { ListingOutcome } from './listing-page.server.ts';
import type { ListingPageData } from './listing-view.ts';

/** The catalog calls of a page run in its site, locale and the locale's currency. */
export const catalogContext = (site: Site, locale: Locale): CatalogContext => ({
  siteId: site.id,
  localeId: locale.id,
  currency: locale.preferredCurrency,
});

/**
 * A listing outcome as a loader result: the page data, the not-found page (404) or a redirect to
 * the page's own URL in the current site and locale.
 */
export function settleListing(
  outcome: ListingOutcome,
  site: Site,
  locale: Locale,
): ListingPageData {
  if (outcome.status === 'notFound') throw data(null, { status: 404 });
  if (outcome.status === 'redirect') throw redirect(localizedPath(site, locale, outcome.to), 301);
  return outcome.data;
}
