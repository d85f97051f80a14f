/**
 * The mail message catalogue: one JSON file per language under messages/ (ICU message syntax,
 * as the storefront's catalogues), `en.json` the source. A locale reads its own file
 * (`zh-TW`), else its language's (`fr-CA` reads `fr.json`), else English.
 */
import { readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import en from './messages/en.json' with { type: 'json' };

export type MailMessageId = keyof typeof en;
export type Catalogue = Record<MailMessageId, string>;

/** The languages with a catalogue: every language a site offers (packages/sites). */
export const MAIL_LANGUAGES = [
  'cs',
  'da',
  'de',
  'el',
  'en',
  'es',
  'fi',
  'fr',
  'it',
  'ja',
  'ko',
  'nb',
  'nl',
  'pl',
  'pt',
  'sv',
  'zh-CN',
  'zh-TW',
] as const;

const loaded = new Map<string, Catalogue>();

export function catalogue(file: string): Catalogue {
  let messages = loaded.get(file);
  if (!messages) {
    const url = new URL(`./messages/${file}.json`, import.meta.url);
    messages = { ...en, ...(JSON.parse(readFileSync(url, 'utf8')) as Partial<Catalogue>) };
    loaded.set(file, messages);
  }
  return messages;
}

/** The catalogue file a locale reads. */
export function catalogueFileFor(locale: string): string {
  const known = new Set<string>(MAIL_LANGUAGES);
  if (known.has(locale)) return locale;
  const language = locale.split('-')[0]!.toLowerCase();
  if (language === 'zh') return /-(TW|HK|MO|Hant)/i.test(locale) ? 'zh-TW' : 'zh-CN';
  return known.has(language) ? language : 'en';
}

export type Translate = (id: MailMessageId, values?: Record<string, string | number>) => string;

/** The messages of `locale`, formatted with its plural and number rules. */
export function translator(locale: string): Translate {
  const messages = catalogue(catalogueFileFor(locale));
  const formats = new Map<MailMessageId, IntlMessageFormat>();
  return (id, values) => {
    let format = formats.get(id);
    if (!format) {
      format = new IntlMessageFormat(messages[id], locale);
      formats.set(id, format);
    }
    return String(format.format(values));
  };
}

/**
 * Amounts as `locale` writes them in `currency`: `decimal` reads the wire's decimal amount,
 * `minor` an amount in minor units (cents) with the currency's digits as Intl knows them.
 */
export function moneyFormat(locale: string, currency: string) {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return {
    decimal: (amount: number) => format.format(amount),
    minor: (amount: number) => format.format(amount / 10 ** digits),
  };
}
