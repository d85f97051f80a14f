import {
  useEffect,
  useMemo,
  useReducer,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useNavigate } from 'react-router';
import { useLocalizedHref, useSite } from '../../lib/site-context.tsx';
import {
  autocompleteReducer,
  comboboxKey,
  comboboxView,
  initialAutocomplete,
  type SuggestionOption,
} from '../../lib/search/autocomplete.ts';
import { beaconTo, clickEventOf, clickReporter } from '../../lib/search/click.ts';
import {
  browserStorage,
  clearRecentSearches,
  readRecentSearches,
  recordRecentSearch,
} from '../../lib/search/recent-searches.ts';
import {
  emptySuggestions,
  SUGGESTION_DEBOUNCE_MS,
  type SuggestionView,
} from '../../lib/search/suggestions.ts';

/**
 * The search combobox's behaviour (SearchAutocomplete.tsx renders it): the debounced suggestions
 * request, Escape that clears the field first, the active option kept in view, the keyboard, the
 * recent searches remembered for the site, and the click report of a followed suggestion. `optionId` names each option's element.
 */
export function useAutocomplete(
  inputRef: RefObject<HTMLInputElement | null>,
  optionId: (index: number) => string,
) {
  const href = useLocalizedHref();
  const navigate = useNavigate();
  const { site } = useSite();
  // Only rendered in the browser (the drawer never renders on the server), so storage is safe here.
  const [state, dispatch] = useReducer(autocompleteReducer, site.id, (siteId) =>
    initialAutocomplete(readRecentSearches(browserStorage(), siteId)),
  );
  const view = comboboxView(state);
  const { term, typing } = view;
  const endpoint = href('/search-suggestions');
  const clickEndpoint = href('/search-suggestions/click');
  const reporter = useMemo(() => clickReporter(beaconTo(clickEndpoint)), [clickEndpoint]);

  // A click waiting for its debounce is sent before the page goes away.
  useEffect(() => {
    window.addEventListener('pagehide', reporter.flush);
    return () => window.removeEventListener('pagehide', reporter.flush);
  }, [reporter]);

  // Debounced fetch; a newer term aborts the older request, so a late answer never replaces a
  // newer one.
  useEffect(() => {
    if (!typing) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`${endpoint}?q=${encodeURIComponent(term)}`, {
        signal: controller.signal,
        headers: { Accept: 'application/json' },
      })
        .then((res) => (res.ok ? (res.json() as Promise<SuggestionView>) : null))
        .then((next) => {
          if (controller.signal.aborted) return;
          dispatch({ type: 'answered', view: next ?? emptySuggestions(term) });
        })
        .catch(() => {
          // Aborted by a newer term, or offline: the previous suggestions stay.
        });
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [endpoint, term, typing]);

  // Radix closes the drawer on Escape from a capture listener on the document; this one, on the
  // window, runs first: Escape in a filled field only clears it, the next Escape closes.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const input = inputRef.current;
      if (event.key !== 'Escape' || event.target !== input || !input?.value) return;
      event.stopPropagation();
      event.preventDefault();
      dispatch({ type: 'cleared' });
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [inputRef]);

  const activeId = view.activeIndex >= 0 ? optionId(view.activeIndex) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const remember = (search: string | undefined) => {
    if (search)
      dispatch({
        type: 'remembered',
        recent: recordRecentSearch(browserStorage(), site.id, search),
      });
  };

  /** A followed option: remembered when it is a search, reported to click analytics. */
  const followed = (option: SuggestionOption) => {
    remember(option.search);
    const group = view.groups.find((g) => g.options.includes(option));
    const position = (group?.options.indexOf(option) ?? 0) + 1;
    const event = clickEventOf(option, position, term, state.view?.queryID ?? '');
    if (event) reporter.report(event);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const action = comboboxKey(view, event.key);
    if (!action) return;
    event.preventDefault();
    if ('move' in action) return dispatch({ type: 'moved', active: action.move });
    followed(action.follow);
    void navigate(href(action.follow.path));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!term) {
      event.preventDefault();
      return;
    }
    remember(term);
  };

  return {
    state,
    view,
    activeId,
    remember,
    followed,
    onKeyDown,
    onSubmit,
    type: (query: string) => dispatch({ type: 'typed', query }),
    clearRecent: (notice: string) => {
      clearRecentSearches(browserStorage(), site.id);
      dispatch({ type: 'recentCleared', notice });
    },
  };
}
