/**
 * Which catalogue a locale reads. English is the source (spec 000 §9: default locale en-US):
 * lang/en.json is extracted from the descriptors; every other language has lang/<language>.json,
 * and a regional variant has its own file only where its wording differs (lang/fr-CA.json). A
 * locale reads its own catalogue if there is one, else its language's, else English (fr-BE → fr
 * → en); a catalogue is compiled complete, each file on top of the ones it falls back to.
 */
export const SOURCE_LOCALE = 'en-US';
/** The catalogue of the source language. */
export const SOURCE_CATALOGUE = 'en';

export type FlatMessages = Record<string, string>;

/** The files a catalogue is made of, least specific first: en, fr, fr-CA. */
export function catalogueChain(name: string): string[] {
  const language = name.split('-')[0]!;
  return [...new Set([SOURCE_CATALOGUE, language, name])];
}

/** The catalogue a locale reads: its own, its language's, or English (fr-BE → fr). */
export function catalogueFor(localeId: string, available: ReadonlySet<string>): string {
  if (available.has(localeId)) return localeId;
  const language = localeId.split('-')[0]!.toLowerCase();
  return available.has(language) ? language : SOURCE_CATALOGUE;
}

/** Merges the files of a chain; later (more specific) files win. */
export function mergeCatalogues<T>(
  chain: readonly string[],
  sources: Readonly<Record<string, Record<string, T>>>,
): Record<string, T> {
  return Object.assign({}, ...chain.map((id) => sources[id] ?? {})) as Record<string, T>;
}

/** Ids present in the source but missing from a translation. */
export function missingIds(source: object, translation: object): string[] {
  return Object.keys(source).filter((id) => !(id in translation));
}
