import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_PREFERENCES, freeShippingThreshold } from './preferences.ts';
import { findLocale, findSite } from './resolve.ts';
import { CURRENCIES, localeCurrency, siteCurrencies, type Site } from './sites.ts';

const eu = findSite('SoloEU') as Site;
const currencyOf = (id: string) => findLocale(eu, id)?.preferredCurrency;

describe('every locale pays in its currency (spec 000 §3 preferredCurrency)', () => {
  it('gives the EU site locales of Sweden, Denmark, Norway, Poland, Switzerland and the UK their own currency', () => {
    const expected: Record<string, string> = {
      'sv-SE': 'SEK',
      'en-SE': 'SEK',
      'da-DK': 'DKK',
      'en-DK': 'DKK',
      'nb-NO': 'NOK',
      'en-NO': 'NOK',
      'pl-PL': 'PLN',
      'en-PL': 'PLN',
      'de-CH': 'CHF',
      'fr-CH': 'CHF',
      'en-CH': 'CHF',
      'en-GB': 'GBP',
    };
    for (const [id, currency] of Object.entries(expected))
      expect(currencyOf(id), id).toBe(currency);
  });

  it('keeps every other EU locale, and the site default, in euros', () => {
    const local = /-(SE|DK|NO|PL|CH|GB)$/;
    const others = eu.l10n.supportedLocales.filter((l) => !local.test(l.id));
    expect(others.map((l) => l.id)).toContain('de-DE');
    expect(others.map((l) => l.id)).toContain('en-CZ');
    for (const l of others) expect(l.preferredCurrency, l.id).toBe('EUR');
    expect(eu.defaultCurrency).toBe('EUR');
  });

  it('lists the currencies a site sells in, its default first', () => {
    expect(siteCurrencies(eu)).toEqual(['EUR', 'SEK', 'DKK', 'PLN', 'NOK', 'CHF', 'GBP']);
    expect(siteCurrencies(findSite('SoloUS') as Site)).toEqual(['USD']);
    expect([...CURRENCIES].sort()).toEqual(
      [...new Set(['USD', 'CAD', 'AUD', ...siteCurrencies(eu)])].sort(),
    );
  });

  it("answers a locale's currency, and the site default for a locale the site lacks", () => {
    expect(localeCurrency(eu, 'sv-SE')).toBe('SEK');
    expect(localeCurrency(eu, 'de-ch')).toBe('CHF');
    expect(localeCurrency(eu, 'de-DE')).toBe('EUR');
    expect(localeCurrency(eu, 'en-US')).toBe('EUR');
    expect(localeCurrency(eu, undefined)).toBe('EUR');
  });
});

describe('free-shipping thresholds per currency (spec 001 §9)', () => {
  it('has a threshold in every currency a site sells in, and none in another', () => {
    for (const site of ['SoloUS', 'SoloCA', 'SoloEU', 'SoloAUS'] as const) {
      const s = findSite(site) as Site;
      for (const currency of siteCurrencies(s))
        expect(freeShippingThreshold(DEFAULT_SITE_PREFERENCES[site], currency), currency).toEqual(
          expect.any(Number),
        );
    }
    expect(freeShippingThreshold(DEFAULT_SITE_PREFERENCES.SoloUS, 'EUR')).toBeUndefined();
    expect(freeShippingThreshold(DEFAULT_SITE_PREFERENCES.SoloUS, 'toString')).toBeUndefined();
  });

  it('uses round local amounts on the EU site', () => {
    expect(DEFAULT_SITE_PREFERENCES.SoloEU.freeShippingThresholds).toEqual({
      EUR: 120,
      GBP: 100,
      CHF: 120,
      SEK: 1300,
      DKK: 900,
      NOK: 1300,
      PLN: 500,
    });
  });
});
