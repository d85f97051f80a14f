import { createIntl } from 'react-intl';
import type { MetaDescriptor } from 'react-router';
import { catalogueMessages } from '../../i18n/catalogues.ts';
import { siteAndLocale } from '../routing.ts';
import { pageMeta } from '../seo.ts';

interface RootData {
  catalogue?: string | undefined;
}

/**
 * Title tags of an account page, translated from the root's catalogue; account pages are kept
 * out of search indexes (they hold forms, not content).
 */
export function accountPageMeta(
  loaderData: { siteId: string; localeId: string } | undefined,
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
  title: { id: string },
  values?: Record<string, string>,
): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
  if (!loaderData || !root) return [];
  const { site } = siteAndLocale(loaderData.siteId, loaderData.localeId);
  const intl = createIntl({
    locale: loaderData.localeId,
    messages: catalogueMessages(root.catalogue),
    onError: () => {},
  });
  return pageMeta({ title: intl.formatMessage(title, values), noindex: true }, site);
}
