/**
 * Money display (spec 001 §9 "Currency display"): two decimals with thousands separators, the
 * currency symbol where the locale writes it. Built on Intl.NumberFormat; formatters are cached.
 *
 * Symbols:
 * - A currency at home in the locale shows the locale's own symbol and position: en-US and
 *   es-US `$1,234.56`, en-CA `$1,234.56`, fr-CA `1 234,56 $`, en-IE `€1,234.56`,
 *   de-DE `1.234,56 €`, nl-NL `€ 1.234,56`. A currency foreign to the locale gets Intl's
 *   disambiguated symbol (`CA$`, `US$`).
 * - AUD shows `AU $` in every locale (spec: "AU $ for en-AU"); en-NZ, the other locale of the
 *   Australian site, shows `AU $1,234.56` too, because a bare `$` would read as NZ dollars.
 * - SEK, NOK, DKK show `kr`, PLN `zł`, CHF `CHF`, GBP `£` (spec 001 §9), in the place the
 *   locale puts its currency sign.
 * - Thousands are always grouped, also where a locale skips grouping for four digits
 *   (es-ES `1.234,56 €`, not `1234,56 €`): the spec asks for thousands separators.
 * - Spaces are the locale's non-breaking spaces (U+00A0 or U+202F), so an amount never wraps.
 */

/** Spec 001 §9: the format cache holds at most 500 formatters ... */
export const MONEY_FORMAT_CACHE_MAX = 500;
/** ... and drops the 100 oldest when it is full (spec 001 §9). */
export const MONEY_FORMAT_CACHE_TRIM = 100;

/** Spec 001 §9 currency symbols that replace the locale's own sign for that currency. */
const SYMBOLS: Readonly<Record<string, string>> = {
  AUD: 'AU $',
  SEK: 'kr',
  NOK: 'kr',
  DKK: 'kr',
  PLN: 'zł',
  CHF: 'CHF',
  GBP: '£',
};

// Map keeps insertion order, so its first keys are the oldest formatters.
const cache = new Map<string, Intl.NumberFormat>();

/**
 * The cached formatter of a locale and currency: two decimals, always grouped. Exported for
 * callers that format many amounts at once, and for the cache test.
 */
export function moneyFormatter(localeId: string, currency: string): Intl.NumberFormat {
  const key = `${localeId}|${currency}`;
  const hit = cache.get(key);
  if (hit) return hit;
  if (cache.size >= MONEY_FORMAT_CACHE_MAX) {
    let drop = MONEY_FORMAT_CACHE_TRIM;
    for (const oldest of cache.keys()) {
      if (drop-- <= 0) break;
      cache.delete(oldest);
    }
  }
  const formatter = new Intl.NumberFormat(localeId, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: 'always',
  });
  cache.set(key, formatter);
  return formatter;
}

/** How many formatters the cache holds now (for tests and diagnostics). */
export const moneyFormatterCacheSize = (): number => cache.size;

/** Formats an amount (a decimal number in `currency`) for `localeId`, e.g. `AU $1,234.56`. */
export function formatMoney(amount: number, currency: string, localeId: string): string {
  const formatter = moneyFormatter(localeId, currency);
  const symbol = SYMBOLS[currency.toUpperCase()];
  if (!symbol) return formatter.format(amount);
  return formatter
    .formatToParts(amount)
    .map((part) => (part.type === 'currency' ? symbol : part.value))
    .join('');
}

/** The separator of a price range (spec 001 §9 ranges): an en dash between spaces. */
const RANGE_SEPARATOR = ' – ';

/**
 * A price range such as `$229.99 – $449.99`; a single price when `max` is missing or not
 * above `min` (spec 000 §9: a range shows only when the maximum exceeds the base price).
 */
export function formatPriceRange(
  min: number,
  max: number | undefined,
  currency: string,
  localeId: string,
): string {
  const low = formatMoney(min, currency, localeId);
  if (max === undefined || !(max > min)) return low;
  return `${low}${RANGE_SEPARATOR}${formatMoney(max, currency, localeId)}`;
}
