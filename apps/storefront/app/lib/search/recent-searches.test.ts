import { describe, expect, it } from 'vitest';
import {
  addRecentSearch,
  clearRecentSearches,
  parseRecentSearches,
  readRecentSearches,
  RECENT_SEARCH_MIN_LENGTH,
  RECENT_SEARCHES_MAX,
  recentSearchesKey,
  recordRecentSearch,
  type RecentSearchStorage,
} from './recent-searches.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage: RecentSearchStorage = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
  return { data, storage };
}

describe('recent searches', () => {
  it('keeps the spec limits: at most 5, at least 3 characters', () => {
    expect(RECENT_SEARCHES_MAX).toBe(5);
    expect(RECENT_SEARCH_MIN_LENGTH).toBe(3);
  });

  it('puts the newest search first and keeps at most 5', () => {
    let list: string[] = [];
    for (const term of ['one', 'two', 'three', 'four', 'five', 'six']) {
      list = addRecentSearch(list, term);
    }
    expect(list).toEqual(['six', 'five', 'four', 'three', 'two']);
  });

  it('ignores terms shorter than 3 characters after trimming', () => {
    expect(addRecentSearch(['stove'], 'pi')).toEqual(['stove']);
    expect(addRecentSearch(['stove'], '  pi  ')).toEqual(['stove']);
    expect(addRecentSearch([], 'pit')).toEqual(['pit']);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(addRecentSearch([], '🔥🔥')).toEqual([]);
    expect(addRecentSearch([], '🔥🔥🔥')).toEqual(['🔥🔥🔥']);
  });

  it('moves a repeated search to the front instead of listing it twice, ignoring case', () => {
    expect(addRecentSearch(['stove', 'fire pit', 'lid'], 'Fire Pit')).toEqual([
      'Fire Pit',
      'stove',
      'lid',
    ]);
  });

  it('trims and collapses whitespace', () => {
    expect(addRecentSearch([], '  fire \t  pit ')).toEqual(['fire pit']);
  });

  it('reads only a JSON array of strings, applying the rules again', () => {
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches('not json')).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(
      parseRecentSearches('["fire", 3, "x", "FIRE", "a", "b c", "stove", "lid", "mug", "bag"]'),
    ).toEqual(['fire', 'b c', 'stove', 'lid', 'mug']);
  });

  it('records, reads and clears per site', () => {
    const { data, storage } = memoryStorage();
    expect(recordRecentSearch(storage, 'SoloUS', 'fire pit')).toEqual(['fire pit']);
    expect(recordRecentSearch(storage, 'SoloUS', 'st')).toEqual(['fire pit']);
    recordRecentSearch(storage, 'SoloUS', 'stove');
    recordRecentSearch(storage, 'SoloCA', 'foyer');
    expect(readRecentSearches(storage, 'SoloUS')).toEqual(['stove', 'fire pit']);
    expect(readRecentSearches(storage, 'SoloCA')).toEqual(['foyer']);
    expect(JSON.parse(data.get(recentSearchesKey('SoloUS'))!)).toEqual(['stove', 'fire pit']);
    clearRecentSearches(storage, 'SoloUS');
    expect(readRecentSearches(storage, 'SoloUS')).toEqual([]);
    expect(readRecentSearches(storage, 'SoloCA')).toEqual(['foyer']);
  });

  it('works without storage and when storage throws', () => {
    expect(readRecentSearches(null, 'SoloUS')).toEqual([]);
    expect(recordRecentSearch(null, 'SoloUS', 'stove')).toEqual(['stove']);
    const throwing: RecentSearchStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readRecentSearches(throwing, 'SoloUS')).toEqual([]);
    expect(recordRecentSearch(throwing, 'SoloUS', 'stove')).toEqual(['stove']);
    expect(() => clearRecentSearches(throwing, 'SoloUS')).not.toThrow();
  });
});
