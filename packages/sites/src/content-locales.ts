import { DEFAULT_LOCALE, SITES, type Site } from './sites.ts';

/** The language every content locale falls back to before its site's default locale. */
const FALLBACK_LANGUAGE = 'en';

/** Lower-case locale id → the site that offers it. */
const SITE_BY_LOCALE = new Map(
  SITES.flatMap((site) => site.l10n.supportedLocales.map((l) => [l.id.toLowerCase(), site])),
);

/** The site that offers a locale (its id in any case), if any does. */
export const siteOfLocale = (localeId: string): Site | undefined =>
  SITE_BY_LOCALE.get(localeId.toLowerCase());

/**
 * The locales whose content entry a request in `locale` may be served, most wanted first, lower
 * case (docs/decisions/content-locale-fallback.md): the locale itself (de-at), its language (de),
 * English (en), the default locale of the site offering the locale (en-ie for every SoloEU
 * locale), then the store's default, en-us (spec 000 §9). A locale no site offers skips the
 * site's default. The content service serves by this chain and the demo content is seeded by it.
 */
export function contentLocaleChain(locale: string): string[] {
  const wanted = locale.toLowerCase();
  const language = wanted.split('-')[0] ?? wanted;
  const siteDefault = siteOfLocale(wanted)?.l10n.defaultLocale.toLowerCase();
  return [
    ...new Set([
      wanted,
      language,
      FALLBACK_LANGUAGE,
      ...(siteDefault ? [siteDefault] : []),
      DEFAULT_LOCALE.toLowerCase(),
    ]),
  ];
}
