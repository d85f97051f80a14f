import { describe, expect, it } from 'vitest';
import { SITES } from '@solo/sites';
import {
  formatMoney,
  formatPriceRange,
  MONEY_FORMAT_CACHE_MAX,
  MONEY_FORMAT_CACHE_TRIM,
  moneyFormatter,
  moneyFormatterCacheSize,
} from './money.ts';

// Intl separates with non-breaking spaces; spell them out so the expectations are exact.
const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('formatMoney: "two decimals with thousands commas" (spec 001 §9)', () => {
  it('writes two decimals and groups thousands', () => {
    expect(formatMoney(1234.5, 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatMoney(1234567, 'USD', 'en-US')).toBe('$1,234,567.00');
    expect(formatMoney(0, 'USD', 'en-US')).toBe('$0.00');
  });

  it('rounds to cents', () => {
    expect(formatMoney(12.345, 'USD', 'en-US')).toBe('$12.35');
  });

  it('groups four-digit amounts also where the locale would not (es-ES, it-IT)', () => {
    expect(formatMoney(1234.56, 'EUR', 'es-ES')).toBe(`1.234,56${NBSP}€`);
    expect(formatMoney(1234.56, 'EUR', 'it-IT')).toBe(`1.234,56${NBSP}€`);
  });
});

describe('formatMoney: symbols (spec 001 §9 "AU $ for en-AU, € prefix or suffix, kr, zł, CHF, £")', () => {
  it('shows AU $ for en-AU', () => {
    expect(formatMoney(1234.56, 'AUD', 'en-AU')).toBe('AU $1,234.56');
  });

  it('shows AU $ for AUD in en-NZ too, so it never reads as NZ dollars', () => {
    expect(formatMoney(1234.56, 'AUD', 'en-NZ')).toBe('AU $1,234.56');
  });

  it('puts € before or after the amount as the European locale writes it', () => {
    expect(formatMoney(1234.56, 'EUR', 'en-IE')).toBe('€1,234.56');
    expect(formatMoney(1234.56, 'EUR', 'en-DE')).toBe('€1,234.56');
    expect(formatMoney(1234.56, 'EUR', 'de-DE')).toBe(`1.234,56${NBSP}€`);
    expect(formatMoney(1234.56, 'EUR', 'fr-FR')).toBe(`1${NNBSP}234,56${NBSP}€`);
    expect(formatMoney(1234.56, 'EUR', 'nl-NL')).toBe(`€${NBSP}1.234,56`);
  });

  it('writes kr, zł, CHF and £ for SEK, NOK, DKK, PLN, CHF and GBP', () => {
    expect(formatMoney(1234.56, 'SEK', 'sv-SE')).toBe(`1${NBSP}234,56${NBSP}kr`);
    expect(formatMoney(1234.56, 'DKK', 'da-DK')).toBe(`1.234,56${NBSP}kr`);
    expect(formatMoney(1234.56, 'NOK', 'en-NO')).toMatch(/^1\D234,56\u00a0kr$/);
    expect(formatMoney(1234.56, 'PLN', 'pl-PL')).toBe(`1${NBSP}234,56${NBSP}zł`);
    expect(formatMoney(1234.56, 'PLN', 'en-PL')).toBe(`1.234,56${NBSP}zł`);
    // ICU versions differ on the Swiss group mark (' or ’); the symbol is what matters here.
    expect(formatMoney(1234.56, 'CHF', 'de-CH')).toMatch(/^CHF\u00a01['’]234\.56$/);
    expect(formatMoney(1234.56, 'GBP', 'en-GB')).toBe('£1,234.56');
    expect(formatMoney(1234.56, 'GBP', 'en-IE')).toBe('£1,234.56');
  });

  it('shows the North American dollar as the locale writes it', () => {
    expect(formatMoney(1234.56, 'USD', 'es-US')).toBe('$1,234.56');
    expect(formatMoney(1234.56, 'CAD', 'en-CA')).toBe('$1,234.56');
    expect(formatMoney(1234.56, 'CAD', 'fr-CA')).toBe(`1${NBSP}234,56${NBSP}$`);
  });

  it('marks a dollar foreign to the locale', () => {
    expect(formatMoney(10, 'CAD', 'en-US')).toBe('CA$10.00');
  });

  it('keeps the minus sign of a negative amount', () => {
    expect(formatMoney(-5, 'AUD', 'en-AU')).toBe('-AU $5.00');
  });
});

describe('formatMoney: every locale in its own currency (spec 000 §3, spec 001 §9)', () => {
  const locales = new Map(SITES.flatMap((s) => s.l10n.supportedLocales.map((l) => [l.id, l])));
  /** An amount in the locale's preferred currency, as a price in that locale reads. */
  const price = (localeId: string) => {
    const locale = locales.get(localeId);
    if (!locale) throw new Error(`no locale ${localeId}`);
    return formatMoney(1234.56, locale.preferredCurrency, locale.id);
  };
  // ICU versions differ on the Swiss group mark (' or ’ or a narrow space).
  const SWISS = "['’\u202f]";

  it('writes kronor as kr in Sweden, Denmark and Norway, in the local and the English locales', () => {
    expect(price('sv-SE')).toBe(`1${NBSP}234,56${NBSP}kr`);
    expect(price('en-SE')).toBe(`1${NBSP}234,56${NBSP}kr`);
    expect(price('da-DK')).toBe(`1.234,56${NBSP}kr`);
    expect(price('en-DK')).toBe(`1.234,56${NBSP}kr`);
    expect(price('nb-NO')).toBe(`1${NBSP}234,56${NBSP}kr`);
    expect(price('en-NO')).toMatch(/^1\D234,56\u00a0kr$/);
  });

  it('writes złoty as zł in Poland', () => {
    expect(price('pl-PL')).toBe(`1${NBSP}234,56${NBSP}zł`);
    expect(price('en-PL')).toBe(`1.234,56${NBSP}zł`);
  });

  it('writes Swiss francs as CHF, before or after the amount as the locale does', () => {
    expect(price('de-CH')).toMatch(new RegExp(`^CHF\u00a01${SWISS}234\\.56$`));
    expect(price('en-CH')).toMatch(new RegExp(`^CHF\u00a01${SWISS}234\\.56$`));
    expect(price('fr-CH')).toMatch(new RegExp(`^1${SWISS}234[.,]56\u00a0CHF$`));
  });

  it('writes pounds as £ in the United Kingdom, and keeps euros elsewhere in Europe', () => {
    expect(price('en-GB')).toBe('£1,234.56');
    expect(price('de-DE')).toBe(`1.234,56${NBSP}€`);
    expect(price('en-CZ')).toBe('€1,234.56');
  });
});

describe('formatPriceRange', () => {
  it('joins min and max with an en dash', () => {
    expect(formatPriceRange(229.99, 449.99, 'USD', 'en-US')).toBe('$229.99 – $449.99');
  });

  it('shows one price when the maximum does not exceed the base (spec 000 §9)', () => {
    expect(formatPriceRange(229.99, 229.99, 'USD', 'en-US')).toBe('$229.99');
    expect(formatPriceRange(229.99, undefined, 'USD', 'en-US')).toBe('$229.99');
  });
});

describe('formatter cache: "capped at 500 entries, trimming 100 when full" (spec 001 §9)', () => {
  // Intl accepts any well-formed three-letter code, which gives enough distinct keys.
  const code = (i: number) =>
    'Q' + String.fromCharCode(65 + Math.floor(i / 26)) + String.fromCharCode(65 + (i % 26));

  it('reuses a formatter for the same locale and currency', () => {
    expect(moneyFormatter('en-US', 'USD')).toBe(moneyFormatter('en-US', 'USD'));
  });

  it('never holds more than 500 and drops the 100 oldest when full', () => {
    expect(MONEY_FORMAT_CACHE_MAX).toBe(500);
    expect(MONEY_FORMAT_CACHE_TRIM).toBe(100);
    const first = moneyFormatter('en-GB', code(0));
    const kept: Intl.NumberFormat[] = [];
    for (let i = 1; moneyFormatterCacheSize() < MONEY_FORMAT_CACHE_MAX; i++) {
      kept[i] = moneyFormatter('en-GB', code(i));
    }
    expect(moneyFormatterCacheSize()).toBe(500);
    moneyFormatter('en-GB', 'QZZ');
    expect(moneyFormatterCacheSize()).toBe(401);
    // The oldest entry was dropped and is rebuilt; a recent one survives.
    expect(moneyFormatter('en-GB', code(0))).not.toBe(first);
    const recent = kept.length - 1;
    expect(moneyFormatter('en-GB', code(recent))).toBe(kept[recent]);
  });
});
