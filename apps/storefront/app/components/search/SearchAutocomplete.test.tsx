// @vitest-environment happy-dom
import { act, createRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_PREFERENCES, resolvePath } from '@solo/sites';
import { SiteContext } from '../../lib/site-context.tsx';
import { recentSearchesKey } from '../../lib/search/recent-searches.ts';
import { SUGGESTION_DEBOUNCE_MS, type SuggestionView } from '../../lib/search/suggestions.ts';
import SearchAutocomplete from './SearchAutocomplete.tsx';
import { messagesFor } from '../../i18n/testing.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const messages = messagesFor('en-US');

/** A pending suggestions request the test answers when it wants, like a slow network. */
interface Pending {
  url: URL;
  signal: AbortSignal;
  answer(view: SuggestionView): Promise<void>;
}

let root: Root;
let container: HTMLElement;
let requests: Pending[];

const view = (query: string, phrases: string[], products: string[] = []): SuggestionView => ({
  query,
  phrases: phrases.map((phrase) => ({ phrase, parts: [{ text: phrase, match: false }] })),
  categories: [],
  products: products.map((id) => ({ id, name: id, price: '$1.00', image: null })),
  community: [],
  queryID: `q-${query}`,
});

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  localStorage.clear();
  requests = [];
  vi.stubGlobal('fetch', (input: string, init: RequestInit) => {
    const signal = init.signal!;
    return new Promise<Response>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      requests.push({
        url: new URL(input, 'http://localhost'),
        signal,
        answer: (body) =>
          act(async () => {
            resolve(Response.json(body));
            await new Promise((r) => setTimeout(r, 0));
          }),
      });
    });
  });
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

function mount(url = '/') {
  const inputRef = createRef<HTMLInputElement>();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        Component: function Page() {
          const { site, locale } = resolvePath(url);
          return (
            <SiteContext value={{ site, locale, preferences: DEFAULT_SITE_PREFERENCES[site.id] }}>
              <IntlProvider locale="en-US" messages={messages}>
                <SearchAutocomplete inputRef={inputRef} />
              </IntlProvider>
            </SiteContext>
          );
        },
      },
    ],
    { initialEntries: [url] },
  );
  act(() => root.render(<RouterProvider router={router} />));
  return { router, input: () => inputRef.current! };
}

const wait = (ms: number) => act(() => new Promise<void>((r) => setTimeout(r, ms)));

/** Sets the field's value as typing does (React listens to the input event). */
function typeInto(input: HTMLInputElement, value: string) {
  const descriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
  act(() => {
    // The prototype's setter, so React sees a change it did not make itself.
    // eslint-disable-next-line @typescript-eslint/unbound-method -- applied to the input itself
    Reflect.apply(descriptor.set!, input, [value]);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const press = (input: HTMLInputElement, key: string) =>
  act(() => {
    input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });

const optionTexts = () =>
  [...container.querySelectorAll('[role="option"]')].map((o) => o.textContent);
const status = () => container.querySelector('[role="status"]')!.textContent;

describe('SearchAutocomplete', () => {
  it('asks once after a typing pause, in the localized endpoint', async () => {
    const { input } = mount('/ca/fr');
    typeInto(input(), 'f');
    typeInto(input(), 'fi');
    typeInto(input(), 'fir');
    expect(requests).toHaveLength(0);
    await wait(SUGGESTION_DEBOUNCE_MS + 20);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url.pathname).toBe('/ca/fr/search-suggestions');
    expect(requests[0]!.url.searchParams.get('q')).toBe('fir');
  });

  it('never lets an older answer replace a newer one', async () => {
    const { input } = mount();
    typeInto(input(), 'fire');
    await wait(SUGGESTION_DEBOUNCE_MS + 20);
    typeInto(input(), 'fire pit');
    await wait(SUGGESTION_DEBOUNCE_MS + 20);
    const [older, newer] = requests;
    expect(older!.signal.aborted).toBe(true);
    await newer!.answer(view('fire pit', ['fire pit lid']));
    await older!.answer(view('fire', ['fireside']));
    expect(optionTexts()).toEqual(['fire pit lid']);
    expect(status()).toBe('1 result');
    expect(input().getAttribute('aria-expanded')).toBe('true');
  });

  it('moves the active option with the arrow keys and follows it with Enter', async () => {
    const { input, router } = mount();
    typeInto(input(), 'bon');
    await wait(SUGGESTION_DEBOUNCE_MS + 20);
    await requests[0]!.answer(view('bon', ['bonfire'], ['bonfire-fire-pit']));
    expect(optionTexts()).toEqual(['bonfire', 'bonfire-fire-pit$1.00']);
    press(input(), 'ArrowDown');
    press(input(), 'ArrowDown');
    const active = document.getElementById(input().getAttribute('aria-activedescendant')!)!;
    expect(active.textContent).toBe('bonfire-fire-pit$1.00');
    expect(active.getAttribute('aria-selected')).toBe('true');
    press(input(), 'Enter');
    await wait(0);
    expect(router.state.location.pathname).toBe('/us/p/bonfire-fire-pit');
    // Following a product is not a search: nothing is remembered.
    expect(localStorage.getItem(recentSearchesKey('SoloUS'))).toBeNull();
  });

  it('shows recent searches before typing, records followed phrases and clears them', async () => {
    localStorage.setItem(recentSearchesKey('SoloUS'), JSON.stringify(['stove', 'fire pit']));
    const { input, router } = mount();
    expect(optionTexts()).toEqual(['stove', 'fire pit']);
    expect(status()).toBe('2 recent searches');
    press(input(), 'ArrowDown');
    press(input(), 'ArrowDown');
    press(input(), 'Enter');
    await wait(0);
    expect(router.state.location.pathname).toBe('/us/search');
    expect(router.state.location.search).toBe('?q=fire%20pit');
    expect(JSON.parse(localStorage.getItem(recentSearchesKey('SoloUS'))!)).toEqual([
      'fire pit',
      'stove',
    ]);
    const clear = [...container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Clear recent searches',
    )!;
    act(() => clear.click());
    expect(optionTexts()).toEqual([]);
    expect(localStorage.getItem(recentSearchesKey('SoloUS'))).toBeNull();
    expect(status()).toBe('Recent searches cleared');
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('clears a filled field on Escape before the drawer sees the key', () => {
    const { input } = mount();
    const drawerSaw = vi.fn();
    document.addEventListener('keydown', drawerSaw, { capture: true });
    typeInto(input(), 'fire');
    press(input(), 'Escape');
    expect(input().value).toBe('');
    expect(drawerSaw).not.toHaveBeenCalled();
    press(input(), 'Escape');
    expect(drawerSaw).toHaveBeenCalledOnce();
    document.removeEventListener('keydown', drawerSaw, { capture: true });
  });
});
