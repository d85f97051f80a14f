/**
 * Text helpers shared by the index builder and the query side, so both cut words the same way.
 */

/** Lower-case words: runs of letters and digits ("Wood-Burning" → wood, burning). */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Lower case without diacritics: a sort key that orders the same on every database. */
export const foldKey = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The letters of a word in code-point order: a transposition typo has the same key. */
export const anagramKey = (word: string): string => [...word].sort().join('');

/**
 * Optimal string alignment distance: insertions, deletions, substitutions and transpositions
 * of neighbours each count one ("pti" → "pit" is 1), the edits shoppers make when typing.
 */
export function editDistance(a: string, b: string): number {
  const s = [...a];
  const t = [...b];
  if (s.length === 0) return t.length;
  if (t.length === 0) return s.length;
  const rows: number[][] = Array.from({ length: s.length + 1 }, (_, i) =>
    Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]![j]!;
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        d = Math.min(d, at(i - 2, j - 2) + 1);
      rows[i]![j] = d;
    }
  }
  return at(s.length, t.length);
}

/** PostgreSQL text search configurations by language; other languages are indexed unstemmed. */
const CONFIGS: Record<string, string> = {
  da: 'danish',
  de: 'german',
  el: 'greek',
  en: 'english',
  es: 'spanish',
  fi: 'finnish',
  fr: 'french',
  hu: 'hungarian',
  it: 'italian',
  nb: 'norwegian',
  nl: 'dutch',
  no: 'norwegian',
  pt: 'portuguese',
  ro: 'romanian',
  sv: 'swedish',
};

/** The base text of the catalog is English. */
export const BASE_CONFIG = 'english';

/** Search configuration of a locale id ('' is the base text). */
export function searchConfig(locale: string): string {
  if (locale === '') return BASE_CONFIG;
  const language = locale.split('-')[0]?.toLowerCase() ?? '';
  return CONFIGS[language] ?? 'simple';
}

/**
 * "Small (15")" → "Small": a size's label without the product-specific detail (in ASCII or
 * full-width brackets: "S（15インチ）" → "S").
 */
export const withoutDetail = (label: string): string =>
  label.replace(/\s*[(（][^)）]*[)）]\s*$/, '').trim() || label;
