/**
 * The four regional sites and their locales (spec 000 §1, §3; spec 001 intro).
 * Shared by the commerce service (which sites and currencies exist) and the storefront
 * (URL prefixes, locale selector). Pure data: no I/O.
 */
export type CurrencyCode =
  'USD' | 'CAD' | 'EUR' | 'AUD' | 'SEK' | 'DKK' | 'NOK' | 'PLN' | 'CHF' | 'GBP';

export interface Locale {
  /** BCP 47 id, always language-COUNTRY (spec 000 §5). */
  id: string;
  /** Optional short URL segment; the id is always accepted too. */
  alias?: string;
  preferredCurrency: CurrencyCode;
}

export interface Site {
  id: 'SoloUS' | 'SoloCA' | 'SoloEU' | 'SoloAUS';
  alias: 'us' | 'ca' | 'eu' | 'au';
  title: string;
  defaultCurrency: CurrencyCode;
  /** Inventory list the site sells from (one warehouse per region). */
  inventoryListId: string;
  l10n: { defaultLocale: string; supportedLocales: Locale[] };
}

export type SiteId = Site['id'];

/**
 * The currency a European country pays in on the EU site: its own where it has one (Sweden,
 * Denmark, Norway, Poland, Switzerland, the United Kingdom), else the euro. Bulgaria, Czechia,
 * Hungary and Romania keep their shoppers in euros: the store has no price books in their
 * currencies (docs/decisions/local-currencies-on-the-eu-site.md).
 */
const EU_LOCAL_CURRENCIES: Readonly<Partial<Record<string, CurrencyCode>>> = {
  SE: 'SEK',
  DK: 'DKK',
  NO: 'NOK',
  PL: 'PLN',
  CH: 'CHF',
  GB: 'GBP',
};

/** A locale of the EU site, paying in its country's currency. */
const eu = (id: string, alias?: string): Locale => {
  const preferredCurrency = EU_LOCAL_CURRENCIES[id.slice(-2)] ?? 'EUR';
  return alias ? { id, alias, preferredCurrency } : { id, preferredCurrency };
};

/** European countries served by the EU site; each gets an English variant. */
const EU_COUNTRIES = [
  'IE',
  'DE',
  'AT',
  'FR',
  'BE',
  'NL',
  'LU',
  'ES',
  'PT',
  'IT',
  'FI',
  'GR',
  'SE',
  'DK',
  'PL',
  'CZ',
  'SK',
  'SI',
  'HR',
  'EE',
  'LV',
  'LT',
  'HU',
  'RO',
  'BG',
  'CY',
  'MT',
  'NO',
  'CH',
  'GB',
] as const;

/** Local-language locales of the EU site, with the short alias used in URLs. */
const EU_LANGUAGE_LOCALES: Array<[string, string]> = [
  ['de-DE', 'de'],
  ['fr-FR', 'fr'],
  ['nl-NL', 'nl'],
  ['es-ES', 'es'],
  ['it-IT', 'it'],
  ['de-AT', 'de-at'],
  ['fr-BE', 'fr-be'],
  ['nl-BE', 'nl-be'],
  ['pt-PT', 'pt'],
  ['fi-FI', 'fi'],
  ['sv-SE', 'sv'],
  ['da-DK', 'da'],
  ['pl-PL', 'pl'],
  ['de-CH', 'de-ch'],
  ['fr-CH', 'fr-ch'],
  ['fr-LU', 'fr-lu'],
  ['el-GR', 'el'],
  ['cs-CZ', 'cs'],
  ['nb-NO', 'nb'],
];

/**
 * Asia-Pacific languages of the Australian site, which ships to their countries
 * (docs/decisions/locales-offered.md). Spec 000 §5: exactly two parts, so Chinese is zh-CN
 * (simplified) and zh-TW (traditional), not zh-Hans-CN.
 */
const APAC_LANGUAGE_LOCALES: Array<[string, string]> = [
  ['ja-JP', 'ja'],
  ['ko-KR', 'ko'],
  ['zh-CN', 'zh-cn'],
  ['zh-TW', 'zh-tw'],
];

export const SITES: readonly Site[] = [
  {
    id: 'SoloUS',
    inventoryListId: 'inventory_us',
    alias: 'us',
    title: 'Solo Outdoor US',
    defaultCurrency: 'USD',
    l10n: {
      defaultLocale: 'en-US',
      supportedLocales: [
        { id: 'en-US', alias: 'en', preferredCurrency: 'USD' },
        { id: 'es-US', alias: 'es', preferredCurrency: 'USD' },
      ],
    },
  },
  {
    id: 'SoloCA',
    inventoryListId: 'inventory_ca',
    alias: 'ca',
    title: 'Solo Outdoor Canada',
    defaultCurrency: 'CAD',
    l10n: {
      defaultLocale: 'en-CA',
      supportedLocales: [
        { id: 'en-CA', alias: 'en', preferredCurrency: 'CAD' },
        { id: 'fr-CA', alias: 'fr', preferredCurrency: 'CAD' },
      ],
    },
  },
  {
    id: 'SoloEU',
    inventoryListId: 'inventory_eu',
    alias: 'eu',
    title: 'Solo Outdoor Europe',
    defaultCurrency: 'EUR',
    l10n: {
      defaultLocale: 'en-IE',
      supportedLocales: [
        ...EU_COUNTRIES.map((c) => eu(`en-${c}`, c === 'IE' ? 'en' : undefined)),
        ...EU_LANGUAGE_LOCALES.map(([id, alias]) => eu(id, alias)),
      ],
    },
  },
  {
    id: 'SoloAUS',
    inventoryListId: 'inventory_aus',
    alias: 'au',
    title: 'Solo Outdoor Australia',
    defaultCurrency: 'AUD',
    l10n: {
      defaultLocale: 'en-AU',
      supportedLocales: [
        { id: 'en-AU', alias: 'en', preferredCurrency: 'AUD' },
        { id: 'en-NZ', alias: 'nz', preferredCurrency: 'AUD' },
        ...APAC_LANGUAGE_LOCALES.map(([id, alias]): Locale => ({
          id,
          alias,
          preferredCurrency: 'AUD',
        })),
      ],
    },
  },
];

/** Spec 000 §9: default locale en-US; "/" is the US home (spec 000 §2). */
export const DEFAULT_SITE_ID: SiteId = 'SoloUS';
export const DEFAULT_LOCALE = 'en-US';
/** Every currency the store sells in: each site's default and its locales' preferred ones. */
export const CURRENCIES: readonly CurrencyCode[] = [
  'USD',
  'CAD',
  'EUR',
  'AUD',
  'SEK',
  'DKK',
  'NOK',
  'PLN',
  'CHF',
  'GBP',
];

/**
 * The currencies a site sells in: its default and the preferred currency of each of its locales
 * (spec 000 §3 Locale.preferredCurrency; §4: the basket follows the locale's currency).
 */
export const siteCurrencies = (site: Site): CurrencyCode[] => [
  ...new Set([site.defaultCurrency, ...site.l10n.supportedLocales.map((l) => l.preferredCurrency)]),
];

/**
 * The currency a request in `localeId` pays in on `site`: the locale's preferred currency, or
 * the site's default for a locale the site does not have (case-insensitive, like the URLs).
 */
export function localeCurrency(site: Site, localeId: string | undefined | null): CurrencyCode {
  const key = localeId?.toLowerCase();
  const locale = key
    ? site.l10n.supportedLocales.find((l) => l.id.toLowerCase() === key)
    : undefined;
  return locale?.preferredCurrency ?? site.defaultCurrency;
}

/** Price book ids of a currency: list prices and the sale prices that override them. */
export const priceBookIds = (currency: CurrencyCode) => ({
  list: `${currency.toLowerCase()}-list`,
  sale: `${currency.toLowerCase()}-sale`,
});
