import {
  COMPLETIONS_PER_TERM,
  CORRECTION_CANDIDATES,
  MIN_CORRECTION_LENGTH,
  maxEdits,
} from './constants.ts';
import type { LocaleTexts, SearchMemory, Term } from './memory-index.ts';
import type { ParsedQuery } from './query.ts';
import { andQuery, orQuery, type QueryTexts } from './query-texts.ts';
import { anagramKey, editDistance } from './text.ts';
import { similarity, trigrams } from './trigram.ts';
import type { TsQuery } from './tsearch.ts';

/** A dictionary word near a typed word. */
export interface Candidate {
  term: string;
  /** The words a joined pair stands for ("fire pit" for "firepit"). */
  expansion: string | null;
  frequency: number;
  /** Trigram similarity to the typed word. */
  similarity: number;
  /** Same letters as the typed word: a transposition. */
  anagram: boolean;
}

/** What the dictionary knows about one typed word. */
export interface WordFacts {
  word: string;
  known: boolean;
  expansion: string | null;
  /** A stop word of the locale's language or of English. */
  stop: boolean;
  /** The most frequent longer words it begins. */
  completions: string[];
  candidates: Candidate[];
}

/** How one typed word takes part in the search. */
export type Resolved =
  | {
      kind: 'word';
      original: string;
      words: string[];
      corrected: boolean;
      prefix: boolean;
      completions: string[];
    }
  | { kind: 'prefix'; original: string; completions: string[] }
  | { kind: 'stop'; original: string }
  | { kind: 'unknown'; original: string; closest: string | null };

/** The closest candidate within `edits`: fewest edits, then transpositions, similarity, frequency. */
export function bestCorrection(word: string, candidates: readonly Candidate[], edits: number) {
  return candidates
    .filter((c) => c.term.length >= MIN_CORRECTION_LENGTH && c.term !== word)
    .map((c) => ({ ...c, distance: editDistance(word, c.term) }))
    .filter((c) => c.distance <= edits)
    .sort(
      (a, b) =>
        a.distance - b.distance ||
        Number(b.anagram) - Number(a.anagram) ||
        b.similarity - a.similarity ||
        b.frequency - a.frequency ||
        a.term.localeCompare(b.term),
    )[0];
}

/**
 * Known words match as typed (a joined pair as its two words); a word that begins dictionary
 * words matches as a prefix; the last word does both, since the shopper may still be typing.
 * Unknown words are corrected when a dictionary word is close enough; stop words are dropped.
 */
export function resolveWord(f: WordFacts, last: boolean): Resolved {
  const original = f.word;
  if (f.known) {
    const words = f.expansion ? f.expansion.split(' ') : [f.word];
    return {
      kind: 'word',
      original,
      words,
      corrected: !!f.expansion,
      prefix: last,
      completions: f.completions,
    };
  }
  if (f.stop && !last) return { kind: 'stop', original };
  if (f.completions.length) return { kind: 'prefix', original, completions: f.completions };
  if (f.stop) return { kind: 'stop', original };
  const edits = maxEdits([...f.word].length);
  const best = bestCorrection(f.word, f.candidates, edits);
  if (best) {
    const words = best.expansion ? best.expansion.split(' ') : [best.term];
    return { kind: 'word', original, words, corrected: true, prefix: last, completions: [] };
  }
  // Not close enough to search for, but worth offering when nothing is found.
  const loose = edits > 0 ? bestCorrection(f.word, f.candidates, edits + 1) : undefined;
  return { kind: 'unknown', original, closest: loose?.expansion ?? loose?.term ?? null };
}

/**
 * The text locale to read: the request's when the index has translations for it, else its
 * language's own country, else another locale of the language (the catalog text fallback, as
 * product pages read it), else the base text.
 */
export async function textsFor(
  memory: SearchMemory,
  locale: string,
): Promise<LocaleTexts | undefined> {
  const wanted = locale.toLowerCase();
  const language = wanted.split('-')[0] ?? wanted;
  const sameLanguage = [...memory.locales].filter((l) => l.split('-')[0] === language).sort()[0];
  const found = [wanted, `${language}-${language}`, sameLanguage, ''].find(
    (l) => l !== undefined && memory.locales.has(l),
  );
  return found === undefined ? undefined : memory.texts(found);
}

const byBytes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The most frequent longer words that `word` begins (joined pairs aside). */
function completions(texts: LocaleTexts, word: string): string[] {
  const terms = texts.sortedTerms;
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (terms[mid]!.term < word) lo = mid + 1;
    else hi = mid;
  }
  const found: Term[] = [];
  for (let i = lo; i < terms.length && terms[i]!.term.startsWith(word); i++) {
    const t = terms[i]!;
    if (t.term !== word && t.expansion === null) found.push(t);
  }
  return found
    .sort((a, b) => b.frequency - a.frequency || byBytes(a.term, b.term))
    .slice(0, COMPLETIONS_PER_TERM)
    .map((t) => t.term);
}

/** The dictionary words nearest by trigrams (as pg_trgm's `<->`), and the word's anagrams. */
function candidates(texts: LocaleTexts, word: string): Candidate[] {
  const own = trigrams(word);
  const shared = new Set<Term>();
  for (const t of own) for (const term of texts.byTrigram.get(t) ?? []) shared.add(term);
  const near = [...shared]
    .map((term) => ({ term, similarity: similarity(own, term.trigrams) }))
    .sort((a, b) => b.similarity - a.similarity || byBytes(a.term.term, b.term.term))
    .slice(0, CORRECTION_CANDIDATES);
  const anagram = anagramKey(word);
  const all = new Map(near.map((n) => [n.term, n.similarity]));
  for (const term of texts.anagrams.get(anagram) ?? [])
    if (!all.has(term)) all.set(term, similarity(own, term.trigrams));
  return [...all].map(([t, s]) => ({
    term: t.term,
    expansion: t.expansion,
    frequency: t.frequency,
    similarity: s,
    anagram: t.anagram === anagram,
  }));
}

/**
 * What the locale's term dictionary knows of each word: exact match, completions, stop word
 * (the database's stop words of the locale's language or English) and, for a word that is
 * neither known nor the start of one, the near words it may be a typo of.
 */
export function lookupWords(
  texts: LocaleTexts,
  words: readonly string[],
  isStop: (word: string) => boolean,
): WordFacts[] {
  return words.map((word) => {
    const known = texts.terms.get(word);
    const completed = completions(texts, word);
    return {
      word,
      known: !!known,
      expansion: known?.expansion ?? null,
      stop: isStop(word),
      completions: completed,
      candidates: !known && completed.length === 0 ? candidates(texts, word) : [],
    };
  });
}

/** Every form of a word the index may hold: stemmed for the locale and English, and as typed. */
function wordQuery(queries: QueryTexts, config: string, word: string, prefix: boolean) {
  const forms = orQuery(
    orQuery(queries.get(config, word), queries.get('english', word)),
    queries.get('simple', word),
  );
  return prefix ? orQuery(forms, { op: 'val', word, prefix: true }) : forms;
}

/** The words whose tsqueries `tsquery` reads besides the typed ones. */
function queryWords(resolved: readonly Resolved[]): string[] {
  const words: string[] = [];
  for (const r of resolved) {
    if (r.kind === 'word') words.push(...r.words);
    else if (r.kind === 'prefix') words.push(r.completions[0] ?? r.original);
    else if (r.kind === 'unknown') words.push(r.original);
  }
  return words;
}

/**
 * The tsquery of a resolved query: every word must match (AND), phrases and exclusions as
 * websearch_to_tsquery reads them. Null when nothing searchable is left (only stop words).
 * `likely` reads each prefix as its most frequent completion and nothing as a prefix: the
 * query the shopper most probably means, used to rank ("fir" ranks fire pits above fireside).
 */
export function tsquery(
  queries: QueryTexts,
  resolved: readonly Resolved[],
  operators: readonly string[],
  config: string,
  options: { likely?: boolean } = {},
): TsQuery | null {
  let out: TsQuery | null = null;
  for (const r of resolved) {
    if (r.kind === 'word')
      r.words.forEach((w, i) => {
        const prefix = !options.likely && r.prefix && i === r.words.length - 1;
        out = andQuery(out, wordQuery(queries, config, w, prefix));
      });
    else if (r.kind === 'prefix' && options.likely)
      out = andQuery(out, wordQuery(queries, config, r.completions[0] ?? r.original, false));
    // Letters and digits only (query.ts), so the prefix is one lexeme as typed.
    else if (r.kind === 'prefix')
      out = andQuery(out, { op: 'val', word: r.original, prefix: true });
    else if (r.kind === 'unknown')
      out = andQuery(out, wordQuery(queries, config, r.original, false));
  }
  for (const op of operators) out = andQuery(out, queries.get(config, op));
  return out;
}

/** A query resolved against a locale's dictionary, with its tsqueries. */
export interface ResolvedQuery {
  resolved: Resolved[];
  /** The query to match (null when nothing searchable is left). */
  text: TsQuery | null;
  /** The query the shopper most probably means, to rank by. */
  likely: TsQuery | null;
}

/**
 * Resolves the words of a parsed query against the term dictionary (see lookupWords) and builds
 * its tsqueries. The database is asked only for stems it has not stemmed before.
 */
export async function resolveQuery(
  queries: QueryTexts,
  texts: LocaleTexts,
  parsed: ParsedQuery,
  config: string,
): Promise<ResolvedQuery> {
  const forms = (w: string) => [
    [config, w] as const,
    ['english', w] as const,
    ['simple', w] as const,
  ];
  await queries.prepare([
    ...parsed.words.flatMap(forms),
    ...parsed.operators.map((op) => [config, op] as const),
  ]);
  const isStop = (w: string) => !queries.get(config, w) || !queries.get('english', w);
  const facts = lookupWords(texts, parsed.words, isStop);
  const resolved = facts.map((f, i) => resolveWord(f, i === facts.length - 1));
  await queries.prepare(queryWords(resolved).flatMap(forms));
  return {
    resolved,
    text: tsquery(queries, resolved, parsed.operators, config),
    likely: tsquery(queries, resolved, parsed.operators, config, { likely: true }),
  };
}
