import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SuggestionOption } from './autocomplete.ts';
import { clickEventOf, clickReporter, CLICK_DEBOUNCE_MS } from './click.ts';

const phrase: SuggestionOption = {
  kind: 'phrase',
  key: 's:fire pit',
  path: '/search?q=fire%20pit',
  index: 0,
  search: 'fire pit',
  phrase: { phrase: 'fire pit', parts: [] },
};
const post: SuggestionOption = {
  kind: 'community',
  key: 'b:first-fire',
  path: '/community/p/first-fire',
  index: 5,
  post: { id: 'first-fire', title: 'First Fire', category: null, image: null, path: '/x' },
};
const category: SuggestionOption = {
  kind: 'category',
  key: 'c:fire-pits',
  path: '/plp/fire-pits',
  index: 1,
  category: { id: 'fire-pits', name: 'Fire Pits' },
};

describe('clickEventOf', () => {
  it('names the index and hit of phrases, products and posts', () => {
    expect(clickEventOf(phrase, 1, 'fire', 'q1')).toEqual({
      index: 'query_suggestions',
      query: 'fire',
      objectID: 'fire pit',
      position: 1,
      queryID: 'q1',
    });
    expect(clickEventOf(post, 2, 'fire', 'q1')).toMatchObject({
      index: 'community_posts',
      objectID: 'first-fire',
      position: 2,
    });
  });

  it('reports nothing for a category, or without a query id', () => {
    expect(clickEventOf(category, 1, 'fire', 'q1')).toBeNull();
    expect(clickEventOf(phrase, 1, 'fire', '')).toBeNull();
  });
});

describe('clickReporter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the last click of a burst once, 500 ms after it', () => {
    const send = vi.fn();
    const reporter = clickReporter(send);
    reporter.report(clickEventOf(phrase, 1, 'fire', 'q1')!);
    vi.advanceTimersByTime(CLICK_DEBOUNCE_MS - 100);
    reporter.report(clickEventOf(post, 1, 'fire', 'q1')!);
    vi.advanceTimersByTime(CLICK_DEBOUNCE_MS - 1);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledOnce();
    expect(JSON.parse(send.mock.calls[0]![0] as string)).toMatchObject({ objectID: 'first-fire' });
    vi.advanceTimersByTime(CLICK_DEBOUNCE_MS * 4);
    expect(send).toHaveBeenCalledOnce();
  });

  it('sends what waits at once when flushed, and nothing twice', () => {
    const send = vi.fn();
    const reporter = clickReporter(send);
    reporter.report(clickEventOf(phrase, 3, 'fire', 'q1')!);
    reporter.flush();
    expect(send).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(CLICK_DEBOUNCE_MS);
    reporter.flush();
    expect(send).toHaveBeenCalledOnce();
  });
});
