import { describe, expect, it } from 'vitest';
import {
  autocompleteReducer,
  comboboxKey,
  comboboxView,
  initialAutocomplete,
  type AutocompleteAction,
} from './autocomplete.ts';
import type { SuggestionView } from './suggestions.ts';

const answer = (query: string): SuggestionView => ({
  query,
  phrases: [{ phrase: 'pizza oven', parts: [{ text: 'pizza oven', match: true }] }],
  categories: [{ id: 'ovens', name: 'Ovens' }],
  products: [{ id: 'pi', name: 'Pi', price: '$1.00', image: null }],
  community: [
    {
      id: 'wood-fired-margherita',
      title: 'Wood-Fired Margherita',
      category: 'Recipes',
      image: null,
      path: '/community/p/wood-fired-margherita',
    },
  ],
  queryID: 'q1',
});

const run = (recent: string[], ...actions: AutocompleteAction[]) =>
  actions.reduce(autocompleteReducer, initialAutocomplete(recent));

describe('comboboxView', () => {
  it('shows the recent searches before typing, each a search to remember', () => {
    const view = comboboxView(run(['fire pit', 'stove']));
    expect(view.typing).toBe(false);
    expect(view.groups.map((g) => g.key)).toEqual(['recent']);
    expect(view.options.map((o) => [o.key, o.path, o.search, o.index])).toEqual([
      ['r:fire pit', '/search?q=fire%20pit', 'fire pit', 0],
      ['r:stove', '/search?q=stove', 'stove', 1],
    ]);
  });

  it('shows the answer for the term typed, numbered across the groups', () => {
    const view = comboboxView(
      run(['stove'], { type: 'typed', query: ' pi ' }, { type: 'answered', view: answer('pi') }),
    );
    expect(view).toMatchObject({ term: 'pi', typing: true, loaded: true });
    expect(view.groups.map((g) => [g.key, g.options.map((o) => o.index)])).toEqual([
      ['phrases', [0]],
      ['categories', [1]],
      ['products', [2]],
      ['community', [3]],
    ]);
    expect(view.options.map((o) => o.search)).toEqual([
      'pizza oven',
      undefined,
      undefined,
      undefined,
    ]);
    expect(view.options[3]?.path).toBe('/community/p/wood-fired-margherita');
  });

  it('keeps an older answer shown but not loaded while a newer term waits', () => {
    const state = run([], { type: 'typed', query: 'pi' }, { type: 'answered', view: answer('pi') });
    const view = comboboxView(autocompleteReducer(state, { type: 'typed', query: 'piz' }));
    expect(view.loaded).toBe(false);
    expect(view.options).toHaveLength(4);
  });

  it('drops an active index beyond the options shown', () => {
    const state = run(['a'], { type: 'moved', active: 4 });
    expect(comboboxView(state).activeIndex).toBe(-1);
  });
});

describe('autocompleteReducer', () => {
  it('typing resets the active option and the notice; clearing keeps the suggestions', () => {
    const state = run(
      ['a'],
      { type: 'recentCleared', notice: 'Cleared' },
      { type: 'typed', query: 'pi' },
      { type: 'answered', view: answer('pi') },
      { type: 'moved', active: 2 },
    );
    expect(state).toMatchObject({ recent: [], notice: '', active: 2, query: 'pi' });
    expect(autocompleteReducer(state, { type: 'cleared' })).toMatchObject({
      query: '',
      active: -1,
      view: answer('pi'),
    });
  });
});

describe('comboboxKey', () => {
  const view = comboboxView(run(['a', 'b']));

  it('moves with the arrows and follows the active option with Enter', () => {
    expect(comboboxKey(view, 'ArrowDown')).toEqual({ move: 0 });
    const active = comboboxView(run(['a', 'b'], { type: 'moved', active: 1 }));
    expect(comboboxKey(active, 'Enter')).toEqual({ follow: active.options[1] });
  });

  it('leaves Enter without an active option, and other keys, to the input', () => {
    expect(comboboxKey(view, 'Enter')).toBeNull();
    expect(comboboxKey(view, 'a')).toBeNull();
  });
});
