/**
 * Recent searches (spec 000 §5, §9): the shopper's last searches, kept in the browser's
 * localStorage per site, newest first, at most 5, each at least 3 characters long. A term searched
 * again moves to the front instead of appearing twice (compared without regard to case).
 */

/** Spec 000 §9: at most 5 recent searches are kept. */
export const RECENT_SEARCHES_MAX = 5;
/** Spec 000 §5, §9: a recent-search term needs at least 3 characters. */
export const RECENT_SEARCH_MIN_LENGTH = 3;

/** The localStorage key of a site's recent searches. */
export const recentSearchesKey = (siteId: string) => `solo.recentSearches.${siteId}`;

/** Trims a typed term and collapses runs of whitespace, as the term is searched and shown. */
export const normaliseTerm = (term: string): string => term.trim().replace(/\s+/g, ' ');

const sameTerm = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/**
 * The list after searching `term`: the term first, an earlier equal term dropped, cut to the
 * maximum. A term shorter than the minimum leaves the list as it is.
 */
export function addRecentSearch(list: readonly string[], term: string): string[] {
  const clean = normaliseTerm(term);
  if ([...clean].length < RECENT_SEARCH_MIN_LENGTH) return [...list];
  return [clean, ...list.filter((t) => !sameTerm(t, clean))].slice(0, RECENT_SEARCHES_MAX);
}

/**
 * The stored list, read defensively: anything that is not a JSON array of strings counts as empty,
 * and the stored terms pass the same rules again (a hand-edited or older entry cannot break them).
 */
export function parseRecentSearches(raw: string | null): string[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value
    .filter((t): t is string => typeof t === 'string')
    .reduceRight<string[]>((list, term) => addRecentSearch(list, term), []);
}

/** The part of Storage these functions use; localStorage in the browser. */
export type RecentSearchStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage, or null where it is unavailable (server, privacy modes, blocked storage). */
export function browserStorage(): RecentSearchStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readRecentSearches(storage: RecentSearchStorage | null, siteId: string): string[] {
  try {
    return parseRecentSearches(storage?.getItem(recentSearchesKey(siteId)) ?? null);
  } catch {
    return [];
  }
}

/** Records a search and returns the new list (unchanged when the term is too short). */
export function recordRecentSearch(
  storage: RecentSearchStorage | null,
  siteId: string,
  term: string,
): string[] {
  const list = addRecentSearch(readRecentSearches(storage, siteId), term);
  try {
    storage?.setItem(recentSearchesKey(siteId), JSON.stringify(list));
  } catch {
    // A full or blocked storage only costs the shopper the list.
  }
  return list;
}

export function clearRecentSearches(storage: RecentSearchStorage | null, siteId: string): void {
  try {
    storage?.removeItem(recentSearchesKey(siteId));
  } catch {
    // Nothing to clear where storage is blocked.
  }
}
