/**
 * Which message files make up a locale's catalogue. en-US is the source of truth (spec 000 §9:
 * default locale en-US); a locale without its own file uses its language's file, and any message
 * still missing comes from en-US, so every compiled catalogue is complete.
 */
export const SOURCE_LOCALE = 'en-US';

/** The file a language falls back to when a locale has no file of its own (fr-BE → fr-FR). */
export const LANGUAGE_DEFAULTS: Readonly<Record<string, string>> = {
  en: 'en-US',
  fr: 'fr-FR',
  de: 'de-DE',
  nl: 'nl-NL',
  es: 'es-ES',
  it: 'it-IT',
};

export type FlatMessages = Record<string, string>;

/** Files to merge for `localeId`, least specific first: en-US, the language's file, its own. */
export function fallbackChain(localeId: string, available: ReadonlySet<string>): string[] {
  const chain = [SOURCE_LOCALE];
  const language = LANGUAGE_DEFAULTS[localeId.split('-')[0]?.toLowerCase() ?? ''];
  if (language && available.has(language) && !chain.includes(language)) chain.push(language);
  if (available.has(localeId) && !chain.includes(localeId)) chain.push(localeId);
  return chain;
}

/** Merges the files of a chain; later (more specific) files win. */
export function mergeCatalogues(
  chain: readonly string[],
  sources: Readonly<Record<string, FlatMessages>>,
): FlatMessages {
  return Object.assign({}, ...chain.map((id) => sources[id] ?? {})) as FlatMessages;
}

/** Ids present in en-US but missing from a translation (reported by the compile step). */
export function missingIds(source: FlatMessages, translation: FlatMessages): string[] {
  return Object.keys(source).filter((id) => !(id in translation));
}
