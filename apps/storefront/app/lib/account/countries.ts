/**
 * The countries an address form offers on a site: those of the site's locales (US → US,
 * Canada → CA, EU → the European countries it sells to, Australia → AU and NZ), limited to the
 * countries @solo/accounts has address rules for (docs/decisions.md "Address countries per site").
 */
import { siteAddressCountries } from '@solo/accounts';
import type { Site } from '@solo/sites';

/** The same list the commerce service accepts for a basket's shipping address. */
export const siteCountries = (site: Site): string[] => siteAddressCountries(site);

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
