import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database, type Transaction } from '@solo/db';
import {
  COMPLETIONS_PER_TERM,
  CORRECTION_CANDIDATES,
  MIN_CORRECTION_LENGTH,
  maxEdits,
} from '../constants.ts';
import type { ParsedQuery } from '../query.ts';
import { anagramKey, editDistance } from '../text.ts';

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
 * One round trip: the text locale to read (the request's when the index has translations for it,
 * else another of its language's, as the catalog text fallback reads them, else the base text)
 * and, for each word, exact match, completions, stop-word test and near words in that locale's
 * term dictionary.
 * The locale comes back as a value so that later statements name it and the planner sees it.
 */
export async function lookupWords(
  db: Database | Transaction,
  words: string[],
  config: string,
  locale: string,
): Promise<{ textLocale: string; facts: WordFacts[] }> {
  // The catalog text fallback: the locale, its language's own country, another locale of it.
  const wanted = locale.toLowerCase();
  const language = wanted.split('-')[0] ?? wanted;
  const home = `${language}-${language}`;
  const [row] = await queryRows<{ textLocale: string; facts: Array<WordFacts & { ord: number }> }>(
    db,
    sql`
    with tl as (select coalesce(
        (select locale from search_documents where locale = ${wanted} limit 1),
        (select locale from search_documents where locale = ${home} limit 1),
        (select min(locale) from search_documents where split_part(locale, '-', 1) = ${language}),
        '') as locale)
    select (select locale from tl) as "textLocale",
      coalesce((select json_agg(x order by x.ord) from (
    select w.ord::int as ord, w.word, k.term is not null as known, k.expansion,
      numnode(websearch_to_tsquery(${config}::regconfig, w.word)) = 0
        or numnode(websearch_to_tsquery('english', w.word)) = 0 as stop,
      c.completions,
      -- Near words only for a word that is neither known nor the start of one: only it is corrected.
      case when k.term is null and c.completions::text = '[]' then coalesce((
        select json_agg(json_build_object('term', n.term, 'expansion', n.expansion,
          'frequency', n.frequency, 'similarity', similarity(n.term, w.word),
          'anagram', n.anagram = w.anagram))
        from (
          (select term, expansion, frequency, anagram from search_terms
            where locale = (select locale from tl)
            order by term <-> w.word limit ${CORRECTION_CANDIDATES})
          union
          (select term, expansion, frequency, anagram from search_terms
            where locale = (select locale from tl) and anagram = w.anagram)
        ) n), '[]'::json) else '[]'::json end as candidates
    from unnest(${sql.param(words)}::text[], ${sql.param(words.map(anagramKey))}::text[])
      with ordinality as w(word, anagram, ord)
    left join search_terms k on k.locale = (select locale from tl) and k.term = w.word
    cross join lateral (
      select coalesce(json_agg(t.term order by t.frequency desc, t.term), '[]'::json) as completions
      from (
        select term, frequency from search_terms
        -- a byte-wise range on the text_pattern_ops index: the prefix is not a constant
        where locale = (select locale from tl)
          and term ~>=~ w.word and term ~<~ (w.word || chr(1114111))
          and term <> w.word and expansion is null
        order by frequency desc, term limit ${COMPLETIONS_PER_TERM}
      ) t
    ) c
      ) x), '[]'::json) as facts`,
  );
  return {
    textLocale: row?.textLocale ?? '',
    facts: (row?.facts ?? []).map(({ ord: _ord, ...facts }) => facts),
  };
}

/** Every form of a word the index may hold: stemmed for the locale and English, and as typed. */
const wordQuery = (config: string, word: string, prefix: boolean): SQL =>
  sql`(websearch_to_tsquery(${config}::regconfig, ${word}) || websearch_to_tsquery('english', ${word}) || websearch_to_tsquery('simple', ${word})${prefix ? sql` || to_tsquery('simple', ${`${word}:*`})` : sql``})`;

/**
 * The tsquery of a resolved query: every word must match (AND), phrases and exclusions as
 * websearch_to_tsquery reads them. Null when nothing searchable is left (only stop words).
 * `likely` reads each prefix as its most frequent completion and nothing as a prefix: the
 * query the shopper most probably means, used to rank ("fir" ranks fire pits above fireside).
 */
export function tsquery(
  resolved: readonly Resolved[],
  operators: readonly string[],
  config: string,
  options: { likely?: boolean } = {},
): SQL | null {
  const parts: SQL[] = [];
  for (const r of resolved) {
    if (r.kind === 'word')
      r.words.forEach((w, i) =>
        parts.push(wordQuery(config, w, !options.likely && r.prefix && i === r.words.length - 1)),
      );
    else if (r.kind === 'prefix' && options.likely)
      parts.push(wordQuery(config, r.completions[0] ?? r.original, false));
    // Letters and digits only (query.ts), so the prefix cannot carry tsquery syntax.
    else if (r.kind === 'prefix') parts.push(sql`to_tsquery('simple', ${`${r.original}:*`})`);
    else if (r.kind === 'unknown') parts.push(wordQuery(config, r.original, false));
  }
  for (const op of operators) parts.push(sql`websearch_to_tsquery(${config}::regconfig, ${op})`);
  return parts.length ? sql.join(parts, sql` && `) : null;
}

/** Resolves the words of a parsed query against the term dictionary; see lookupWords. */
export async function resolveQuery(
  db: Database | Transaction,
  parsed: ParsedQuery,
  config: string,
  locale: string,
): Promise<{ textLocale: string; resolved: Resolved[] }> {
  const { textLocale, facts } = await lookupWords(db, parsed.words, config, locale);
  return { textLocale, resolved: facts.map((f, i) => resolveWord(f, i === facts.length - 1)) };
}
