/**
 * Title, description, canonical and hreflang links, feed link and JSON-LD of the community pages.
 * A listing's page 2 and later are their own canonical pages (each lists other posts) but are not
 * indexed: robots "noindex,follow" keeps them out of results while their links to posts count.
 */
import { createIntl, type IntlShape } from 'react-intl';
import type { MetaDescriptor } from 'react-router';
import { localizedPath, type Locale, type Site } from '@solo/sites';
import { catalogueMessages } from '../../i18n/catalogues.ts';
import { alternateLinks, pageMeta } from '../seo.ts';
import type { CategoryView } from './cards.ts';
import { cm } from './messages.ts';
import { listingText } from './listing-text.ts';
import { feedPath, listingPath, pageHref, type ListingKind } from './paths.ts';

export interface MetaRoot {
  origin: string;
  catalogue?: string | undefined;
}

export const metaIntl = (root: MetaRoot, locale: Locale): IntlShape =>
  createIntl({ locale: locale.id, messages: catalogueMessages(root.catalogue), onError: () => {} });

export function listingMeta(
  root: MetaRoot,
  current: { site: Site; locale: Locale },
  data: { which: ListingKind; category: CategoryView | null; page: number; pages: number },
  requestedPath: string,
): MetaDescriptor[] {
  const intl = metaIntl(root, current.locale);
  const { heading, description } = listingText(intl, data.which, data.category);
  const path = listingPath(data.which);
  const title =
    data.page > 1
      ? `${heading} – ${intl.formatMessage(cm.pageOf, { page: data.page, pages: data.pages })}`
      : heading;
  return [
    ...pageMeta({ title, description }, current.site),
    ...(data.page > 1 ? [{ name: 'robots', content: 'noindex,follow' }] : []),
    ...alternateLinks(root.origin, current, pageHref(path, data.page), { requestedPath }),
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/atom+xml',
      title: heading,
      href: root.origin + localizedPath(current.site, current.locale, feedPath(path)),
    },
  ];
}
