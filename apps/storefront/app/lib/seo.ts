import { localizedPath, SITES, type Locale, type Site } from '@solo/sites';
import type { MetaDescriptor } from 'react-router';

/** The brand every title ends with (spec 000 §2: a brand suffix is appended to titles). */
export const BRAND = 'Solo Outdoor';

/**
 * Spec 000 §2: "{title} | {site title}" plus the brand suffix. Our site titles already carry the
 * brand ("Solo Outdoor Canada"), so the suffix is added only when the site title lacks it.
 */
export function formatTitle(title: string | undefined, siteTitle: string): string {
  const parts = [title?.trim(), siteTitle].filter((p): p is string => Boolean(p));
  if (!siteTitle.includes(BRAND)) parts.push(BRAND);
  return parts.join(' | ');
}

export interface PageSeo {
  title?: string;
  description?: string;
  keywords?: string;
  noindex?: boolean;
}

/** Title, description, keywords and robots tags of a page (spec 000 §2: the last three optional). */
export function pageMeta(seo: PageSeo, site: Site): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [{ title: formatTitle(seo.title, site.title) }];
  if (seo.description) tags.push({ name: 'description', content: seo.description });
  if (seo.keywords) tags.push({ name: 'keywords', content: seo.keywords });
  if (seo.noindex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}

/**
 * Canonical link of a page and its hreflang alternates in every site and locale; x-default is
 * the unprefixed URL of the default site. A page requested at its x-default URL (`requestedPath`,
 * the pathname) is its own canonical: pointing it at the default locale's URL would make it name
 * another of its hreflang alternates as canonical, which search engines (and Lighthouse's
 * canonical audit) read as a conflict.
 */
export function alternateLinks(
  origin: string,
  current: { site: Site; locale: Locale },
  rest: string,
  { requestedPath, sites = SITES }: { requestedPath?: string; sites?: readonly Site[] } = {},
): MetaDescriptor[] {
  const xDefault = rest === '' ? '/' : rest;
  const canonical =
    requestedPath === xDefault ? xDefault : localizedPath(current.site, current.locale, rest);
  const links: MetaDescriptor[] = [{ tagName: 'link', rel: 'canonical', href: origin + canonical }];
  for (const site of sites) {
    for (const locale of site.l10n.supportedLocales) {
      links.push({
        tagName: 'link',
        rel: 'alternate',
        hrefLang: locale.id,
        href: origin + localizedPath(site, locale, rest),
      });
    }
  }
  links.push({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: origin + xDefault });
  return links;
}
