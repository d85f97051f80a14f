import type { schema } from '@solo/db';
import { localeChain } from '../../localize.ts';
import type { CatalogRows, DocumentRow } from './index-model.ts';
import { anagramKey, searchConfig, words } from './text.ts';

export type TermRow = typeof schema.searchTerms.$inferInsert;
export type PhraseRow = typeof schema.searchPhrases.$inferInsert;

/** Stop words by text search configuration (english, french, …), as the database reads them. */
export type StopWords = ReadonlyMap<string, ReadonlySet<string>>;

const isStop = (stop: StopWords, config: string, word: string) =>
  !!stop.get(config)?.has(word) || !!stop.get('english')?.has(word);

/** Text of a document that its search vector is made of. */
const documentText = (d: DocumentRow) => `${d.name} ${d.keywords} ${d.description} ${d.baseText}`;

/** Every word of the indexed text, for the stop-word lookup. */
export function vocabulary(documents: readonly DocumentRow[], rows: CatalogRows): string[] {
  const all = new Set<string>();
  for (const d of documents) for (const w of words(documentText(d))) all.add(w);
  for (const c of rows.categories) for (const w of words(c.name)) all.add(w);
  return [...all];
}

/**
 * The term dictionary of each text locale: each non-stop word of the locale's documents with the
 * number of them containing it, plus the joined form of adjacent name words ("firepit" →
 * "fire pit") where that is not a word itself. A translated document holds the base text too, so
 * a locale's dictionary knows the English words as well as its own.
 */
export function buildTerms(documents: readonly DocumentRow[], stop: StopWords): TermRow[] {
  const byLocale = new Map<string, DocumentRow[]>();
  for (const d of documents) {
    // Appended in place: a copy per document would cost the square of the catalog.
    const list = byLocale.get(d.locale);
    if (list) list.push(d);
    else byLocale.set(d.locale, [d]);
  }
  return [...byLocale].flatMap(([locale, docs]) => localeTerms(locale, docs, stop));
}

function localeTerms(locale: string, documents: readonly DocumentRow[], stop: StopWords) {
  const frequency = new Map<string, number>();
  const joined = new Map<string, { expansion: string; frequency: number }>();
  for (const d of documents) {
    const config = d.config;
    for (const w of new Set(words(documentText(d)))) {
      if (w.length < 2 || isStop(stop, config, w)) continue;
      frequency.set(w, (frequency.get(w) ?? 0) + 1);
    }
    const name = words(d.name);
    const pairs = new Set<string>();
    for (let i = 1; i < name.length; i++) {
      const a = name[i - 1]!;
      const b = name[i]!;
      if (!isStop(stop, config, a) && !isStop(stop, config, b)) pairs.add(`${a} ${b}`);
    }
    for (const pair of pairs) {
      const key = pair.replace(' ', '');
      const entry = joined.get(key) ?? { expansion: pair, frequency: 0 };
      entry.frequency++;
      joined.set(key, entry);
    }
  }
  const terms: TermRow[] = [...frequency].map(([term, n]) => ({
    locale,
    term,
    expansion: null,
    frequency: n,
    anagram: anagramKey(term),
  }));
  for (const [term, { expansion, frequency: n }] of joined) {
    if (!frequency.has(term))
      terms.push({ locale, term, expansion, frequency: n, anagram: anagramKey(term) });
  }
  return terms;
}

/**
 * Query suggestions per text locale: the names of online categories that hold products, and the
 * one- to three-word phrases of product names (phrases of two or more words only when at least two
 * products share them). A phrase never starts or ends with a stop word.
 */
export function buildPhrases(
  documents: readonly DocumentRow[],
  rows: CatalogRows,
  locales: readonly string[],
  stop: StopWords,
): PhraseRow[] {
  const out: PhraseRow[] = [];
  const categories = new Map(rows.categories.map((c) => [c.id, c]));
  const nameIn = (id: string | null, locale: string) => {
    const c = id ? categories.get(id) : undefined;
    if (!c) return null;
    const [key] = locale ? localeChain(locale, Object.keys(c.localized)) : [];
    return (key && c.localized[key]?.name) || c.name;
  };
  for (const locale of locales) {
    const config = searchConfig(locale);
    const docs = documents.filter((d) => d.locale === locale);
    const phrases = new Map<string, PhraseRow>();
    const inCategory = new Map<string, number>();
    for (const d of docs)
      for (const id of d.categoryIds) inCategory.set(id, (inCategory.get(id) ?? 0) + 1);
    for (const [id, hits] of inCategory) {
      const c = categories.get(id);
      if (!c || c.parentId === null) continue;
      const phrase = (nameIn(id, locale) ?? c.name).toLowerCase();
      phrases.set(phrase, {
        locale,
        phrase,
        config,
        hits,
        categoryId: id,
        parentCategoryName: nameIn(c.parentId, locale),
      });
    }
    const counts = new Map<string, number>();
    for (const d of docs) {
      const name = words(d.name);
      const seen = new Set<string>();
      for (let n = 1; n <= 3; n++) {
        for (let i = 0; i + n <= name.length; i++) {
          const gram = name.slice(i, i + n);
          const first = gram[0]!;
          const last = gram[n - 1]!;
          if (isStop(stop, config, first) || isStop(stop, config, last)) continue;
          if (n === 1 && (first.length < 2 || /^\d+$/.test(first))) continue;
          seen.add(gram.join(' '));
        }
      }
      for (const gram of seen) counts.set(gram, (counts.get(gram) ?? 0) + 1);
    }
    for (const [phrase, hits] of counts) {
      if (phrase.includes(' ') && hits < 2) continue;
      const existing = phrases.get(phrase);
      if (existing) existing.hits = Math.max(existing.hits ?? 0, hits);
      else
        phrases.set(phrase, {
          locale,
          phrase,
          config,
          hits,
          categoryId: null,
          parentCategoryName: null,
        });
    }
    out.push(...phrases.values());
  }
  return out;
}
