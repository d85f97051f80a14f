/**
 * The countries an address form offers on a site: those of the site's locales (US → US,
 * Canada → CA, EU → the European countries it sells to, Australia → AU and NZ), limited to the
 * countries @solo/accounts has address rules for (docs/decisions.md "Address countries per site").
 */
import { findAddressCountry } from '@solo/accounts';
import type { Site } from '@solo/sites';

export function siteCountries(site: Site): string[] {
  const codes = site.l10n.supportedLocales.map((l) => l.id.split('-')[1] ?? '');
  return [...new Set(codes)].filter((code) => findAddressCountry(code) !== undefined);
}

export interface CountryOption {
  code: string;
  name: string;
}

/** The site's countries with their names in the page's language, sorted by name. */
export function countryOptions(site: Site, localeId: string): CountryOption[] {
  const names = new Intl.DisplayNames([localeId], { type: 'region' });
  return siteCountries(site)
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, localeId));
}

/** A country's name in the page's language. */
export function countryNamer(localeId: string): (code: string) => string {
  const names = new Intl.DisplayNames([localeId], { type: 'region' });
  return (code) => names.of(code) ?? code;
}
