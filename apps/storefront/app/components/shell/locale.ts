import { localizedPath, resolvePath, type Locale, type Site } from '@solo/sites';

/** Spec 000 §5: the message of the locale selector for a malformed locale id. */
export const INVALID_LOCALE_FORMAT = 'Invalid locale format';

/**
 * Spec 000 §5: a locale id has exactly two hyphen-separated parts (language-COUNTRY) and is
 * displayed as COUNTRY/LANGUAGE in upper case: "en-US" → "US/EN", "fr-CA" → "CA/FR".
 */
export function formatLocaleLabel(id: string): string {
  const parts = id.split('-');
  const [language, country] = parts;
  if (parts.length !== 2 || !language || !country) throw new Error(INVALID_LOCALE_FORMAT);
  return `${country.toUpperCase()}/${language.toUpperCase()}`;
}

export interface LocaleChoice {
  locale: Locale;
  /** The same page in this site and locale (path after the prefix and query kept). */
  href: string;
  current: boolean;
}

export interface SiteLocaleGroup {
  site: Site;
  choices: LocaleChoice[];
}

/**
 * Every site's locales, grouped by site, each linking to the current page in that site and locale
 * (spec 000 §4 "Locale switch": the page goes to the URL for the chosen locale and site).
 */
export function localeGroups(
  sites: readonly Site[],
  current: { site: Site; locale: Locale },
  location: { pathname: string; search: string },
): SiteLocaleGroup[] {
  const { rest } = resolvePath(location.pathname);
  return sites.map((site) => ({
    site,
    choices: site.l10n.supportedLocales.map((locale) => ({
      locale,
      href: localizedPath(site, locale, rest) + location.search,
      current: site.id === current.site.id && locale.id === current.locale.id,
    })),
  }));
}
