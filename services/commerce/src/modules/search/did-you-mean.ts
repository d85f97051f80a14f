import type { ShopperSearchTypes } from 'commerce-sdk-isomorphic';
import type { Resolved } from './resolve.ts';

type SuggestedTerm = ShopperSearchTypes.SuggestedTerm;

const term = (value: string, kind: 'exact' | 'corrected' | 'completed'): SuggestedTerm => ({
  value,
  exactMatch: kind === 'exact',
  corrected: kind === 'corrected',
  completed: kind === 'completed',
});

/** What each typed word was read as: itself, its completions, or a correction. */
function termsOf(r: Resolved): SuggestedTerm[] {
  switch (r.kind) {
    case 'word':
      return r.corrected
        ? [term(r.words.join(' '), 'corrected')]
        : [term(r.original, 'exact'), ...r.completions.map((c) => term(c, 'completed'))];
    case 'prefix':
      return r.completions.map((c) => term(c, 'completed'));
    case 'unknown':
      return r.closest ? [term(r.closest, 'corrected')] : [];
    case 'stop':
      return [];
  }
}

/**
 * The searchPhraseSuggestions of a product search. When words were corrected, the phrase that was
 * searched ("fire pit" for "fire pti"). When nothing was found, the query with its unknown words
 * replaced by their nearest dictionary word, or left out when none is near.
 */
export function phraseSuggestions(
  resolved: readonly Resolved[],
  found: boolean,
): ShopperSearchTypes.Suggestion {
  const suggestedTerms = resolved
    .filter((r) => r.kind !== 'stop')
    .map((r) => ({ originalTerm: r.original, terms: termsOf(r) }));
  const searched = resolved.map((r) => (r.kind === 'word' ? r.words.join(' ') : r.original));
  const phrases: string[] = [];
  if (resolved.some((r) => r.kind === 'word' && r.corrected)) phrases.push(searched.join(' '));
  if (!found && resolved.some((r) => r.kind === 'unknown')) {
    const alternative = resolved
      .map((r, i) => (r.kind === 'unknown' ? r.closest : r.kind === 'stop' ? null : searched[i]))
      .filter((w): w is string => !!w)
      .join(' ');
    if (alternative && !phrases.includes(alternative)) phrases.push(alternative);
  }
  return {
    suggestedPhrases: phrases.map((phrase) => ({ phrase, exactMatch: false })),
    suggestedTerms,
  };
}
