import { DEFAULT_SITE_ID, SITES, type Locale, type Site } from './sites.ts';

/** Site by id (SoloUS) or alias (us), case-insensitive. */
export function findSite(idOrAlias: string | undefined | null): Site | undefined {
  if (!idOrAlias) return undefined;
  const key = idOrAlias.toLowerCase();
  return SITES.find((s) => s.id.toLowerCase() === key || s.alias === key);
}

export function defaultSite(): Site {
  const site = findSite(DEFAULT_SITE_ID);
  if (!site) throw new Error(`Default site ${DEFAULT_SITE_ID} is not configured`);
  return site;
}

/** Locale of a site by id (fr-CA) or alias (fr), case-insensitive. */
export function findLocale(site: Site, idOrAlias: string | undefined | null): Locale | undefined {
  if (!idOrAlias) return undefined;
  const key = idOrAlias.toLowerCase();
  return site.l10n.supportedLocales.find(
    (l) => l.id.toLowerCase() === key || l.alias?.toLowerCase() === key,
  );
}

export function defaultLocale(site: Site): Locale {
  const locale = findLocale(site, site.l10n.defaultLocale);
  if (!locale) throw new Error(`Site ${site.id} has no default locale ${site.l10n.defaultLocale}`);
  return locale;
}

export interface ResolvedPath {
  site: Site;
  locale: Locale;
  /** The path with the site and locale segments removed, always starting with "/". */
  rest: string;
  /** True when the URL named the site / locale explicitly. */
  explicitSite: boolean;
  explicitLocale: boolean;
}

/**
 * Splits "/ca/fr/p/123" into site SoloCA, locale fr-CA and "/p/123" (spec 000 §2: each route may be
 * prefixed by a site and/or locale segment; the first segment after the site is the locale).
 * A path without a site prefix belongs to the default site; a locale segment alone is looked up
 * in the default site only.
 */
export function resolvePath(pathname: string): ResolvedPath {
  const segments = pathname.split('/').filter(Boolean);
  let site = findSite(segments[0]);
  const explicitSite = Boolean(site && segments[0] === site.alias);
  if (explicitSite) segments.shift();
  else site = defaultSite();
  const resolvedSite = site ?? defaultSite();
  const locale = findLocale(resolvedSite, segments[0]);
  if (locale) segments.shift();
  return {
    site: resolvedSite,
    locale: locale ?? defaultLocale(resolvedSite),
    rest: '/' + segments.join('/'),
    explicitSite,
    explicitLocale: Boolean(locale),
  };
}

/**
 * The canonical URL prefix of a site and locale: "/us", "/ca/fr", "/eu/en-DE". The default
 * locale of a site is not repeated in the URL; other locales use their alias, else their id.
 */
export function sitePrefix(site: Site, locale: Locale): string {
  if (locale.id === site.l10n.defaultLocale) return `/${site.alias}`;
  return `/${site.alias}/${locale.alias ?? locale.id}`;
}

/** Builds the URL of `rest` (a path such as "/p/123") for a site and locale. */
export function localizedPath(site: Site, locale: Locale, rest: string): string {
  const prefix = sitePrefix(site, locale);
  return rest === '/' || rest === ''
    ? prefix
    : `${prefix}${rest.startsWith('/') ? '' : '/'}${rest}`;
}
