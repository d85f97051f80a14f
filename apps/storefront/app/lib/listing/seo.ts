import { createIntl } from 'react-intl';
import type { MetaDescriptor } from 'react-router';
import { catalogueMessages } from '../../i18n/catalogues.ts';
import { siteAndLocale } from '../routing.ts';
import { alternateLinks, pageMeta } from '../seo.ts';
import { m } from './messages.ts';
import type { ListingPageData } from './listing-view.ts';

/**
 * The canonical path of a listing: the category's own listing path, or /search with its phrase.
 * Refinements, sort, page size and page are states of that one page, not pages of their own,
 * so they are left out (docs/decisions.md "Listing URLs and canonical links").
 */
export function canonicalPath(data: Pick<ListingPageData, 'basePath' | 'q' | 'kind'>): string {
  return data.kind === 'search' && data.q
    ? `${data.basePath}?${new URLSearchParams({ q: data.q }).toString()}`
    : data.basePath;
}

/**
 * Title, description, canonical link and hreflang alternates of a listing page. Search results
 * are not indexed (robots noindex): they are endless variations of the category pages.
 */
export function listingMeta(
  data: ListingPageData,
  root: { origin: string; catalogue?: string | undefined },
  requestedPath?: string,
): MetaDescriptor[] {
  const current = siteAndLocale(data.siteId, data.localeId);
  const intl = createIntl({
    locale: data.localeId,
    messages: catalogueMessages(root.catalogue),
    onError: () => {},
  });
  const { category } = data;
  const seo = category
    ? {
        title: category.pageTitle ?? category.name,
        ...(category.pageDescription || category.description
          ? { description: category.pageDescription ?? category.description }
          : {}),
      }
    : {
        title: data.q
          ? intl.formatMessage(m.searchHeading, { query: data.q })
          : intl.formatMessage(m.searchTitle),
        noindex: true,
      };
  return [
    ...pageMeta(seo, current.site),
    ...alternateLinks(root.origin, current, canonicalPath(data), { requestedPath }),
  ];
}
