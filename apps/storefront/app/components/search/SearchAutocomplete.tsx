import {
  useEffect,
  useId,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { Form, Link, useNavigate } from 'react-router';
import { useIntl } from 'react-intl';
import { useLocalizedHref, useSite } from '../../lib/site-context.tsx';
import { nextActiveIndex } from '../../lib/search/combobox.ts';
import {
  browserStorage,
  clearRecentSearches,
  readRecentSearches,
  recordRecentSearch,
} from '../../lib/search/recent-searches.ts';
import {
  categoryPath,
  normaliseQuery,
  productPath,
  searchPath,
  SUGGESTION_DEBOUNCE_MS,
  SUGGESTION_MIN_LENGTH,
  type SuggestionView,
} from '../../lib/search/suggestions.ts';
import { SearchIcon } from '../shell/icons.tsx';
import { m as shell } from '../shell/messages.ts';
import { primaryButtonClass } from '../shell/styles.ts';
import { m } from './messages.ts';

/** One choice of the listbox: where it leads and, for searches, the term to remember. */
interface Option {
  key: string;
  path: string;
  search?: string;
  content: ReactNode;
}

interface Group {
  key: string;
  title: string;
  options: Option[];
}

/** Each group's options with their index among all options (the keyboard moves over all). */
const numbered = (groups: Group[]) => {
  let start = 0;
  return groups.map((group) => {
    const first = start;
    start += group.options.length;
    return { ...group, options: group.options.map((option, i) => ({ option, index: first + i })) };
  });
};

const optionClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm text-stone-900 hover:bg-stone-100 aria-selected:bg-stone-100 aria-selected:outline-2 aria-selected:outline-orange-700';
const groupTitleClass =
  'px-3 pt-4 pb-1 text-xs font-semibold tracking-wider text-stone-600 uppercase';

/**
 * The search drawer's form with autocomplete (spec 000 §2, §4, §7, §9), loaded when the drawer
 * first opens. The field is a WAI-ARIA combobox: before typing, its listbox holds the recent
 * searches; as the shopper types, suggested phrases, categories and products from the
 * /search-suggestions resource route. Arrow keys move through the options, Enter follows the
 * active one or submits the search, Escape clears the field (and, when empty, closes the drawer).
 * Without a chosen option the form is the same GET form to /search as before JavaScript.
 */
export default function SearchAutocomplete({
  inputRef,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const intl = useIntl();
  const href = useLocalizedHref();
  const navigate = useNavigate();
  const { site } = useSite();
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const [query, setQuery] = useState('');
  const [view, setView] = useState<SuggestionView | null>(null);
  const [active, setActive] = useState(-1);
  // Only rendered in the browser (the drawer never renders on the server), so storage is safe here.
  const [recent, setRecent] = useState(() => readRecentSearches(browserStorage(), site.id));
  const [notice, setNotice] = useState('');

  const term = normaliseQuery(query);
  const typing = [...term].length >= SUGGESTION_MIN_LENGTH;
  const endpoint = href('/search-suggestions');

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
          setView(next ?? { query: term, phrases: [], categories: [], products: [] });
          setActive(-1);
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

  const clearField = () => {
    setQuery('');
    setActive(-1);
  };

  // Radix closes the drawer on Escape from a capture listener on the document; this one, on the
  // window, runs first: Escape in a filled field only clears it, the next Escape closes.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const input = inputRef.current;
      if (event.key !== 'Escape' || event.target !== input || !input?.value) return;
      event.stopPropagation();
      event.preventDefault();
      clearField();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [inputRef]);

  const remember = (search: string | undefined) => {
    if (search) setRecent(recordRecentSearch(browserStorage(), site.id, search));
  };

  const shown = typing ? view : null;
  const groups: Group[] = [];
  if (!typing && recent.length) {
    groups.push({
      key: 'recent',
      title: intl.formatMessage(m.recentSearches),
      options: recent.map((search) => ({
        key: `r:${search}`,
        path: searchPath(search),
        search,
        content: <span className="truncate">{search}</span>,
      })),
    });
  }
  if (shown?.phrases.length) {
    groups.push({
      key: 'phrases',
      title: intl.formatMessage(m.suggestions),
      options: shown.phrases.map(({ phrase, parts }) => ({
        key: `s:${phrase}`,
        path: searchPath(phrase),
        search: phrase,
        content: (
          <span className="truncate">
            {parts.map((part, i) =>
              part.match ? (
                <mark key={i} className="bg-transparent font-bold text-stone-950">
                  {part.text}
                </mark>
              ) : (
                <span key={i}>{part.text}</span>
              ),
            )}
          </span>
        ),
      })),
    });
  }
  if (shown?.categories.length) {
    groups.push({
      key: 'categories',
      title: intl.formatMessage(m.categories),
      options: shown.categories.map((category) => ({
        key: `c:${category.id}`,
        path: categoryPath(category.id),
        content: <span className="truncate">{category.name}</span>,
      })),
    });
  }
  if (shown?.products.length) {
    groups.push({
      key: 'products',
      title: intl.formatMessage(m.products),
      options: shown.products.map((product) => ({
        key: `p:${product.id}`,
        path: productPath(product.id),
        content: (
          <>
            {product.image ? (
              <img
                src={product.image.src}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                decoding="async"
                className="size-14 shrink-0 rounded-md bg-stone-100 object-contain"
              />
            ) : (
              <span className="size-14 shrink-0 rounded-md bg-stone-100" />
            )}
            <span className="flex min-w-0 flex-col">
              <span className="truncate font-medium">{product.name}</span>
              {product.price ? <span className="text-stone-700">{product.price}</span> : null}
            </span>
          </>
        ),
      })),
    });
  }
  const options = groups.flatMap((g) => g.options);
  const expanded = options.length > 0;
  const activeIndex = active < options.length ? active : -1;
  const loaded = Boolean(shown && shown.query === term);

  const activeId = activeIndex >= 0 ? optionId(activeIndex) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const status = typing
    ? loaded
      ? intl.formatMessage(m.resultCount, { count: options.length })
      : ''
    : notice || (recent.length ? intl.formatMessage(m.recentCount, { count: recent.length }) : '');

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = nextActiveIndex(activeIndex, options.length, event.key);
    if (next !== null) {
      event.preventDefault();
      setActive(next);
      return;
    }
    if (event.key === 'Enter' && activeIndex >= 0) {
      const option = options[activeIndex]!;
      event.preventDefault();
      remember(option.search);
      void navigate(href(option.path));
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!term) {
      event.preventDefault();
      return;
    }
    remember(term);
  };

  return (
    <Form
      method="get"
      action={href('/search')}
      role="search"
      className="px-5 py-6"
      onSubmit={onSubmit}
    >
      <label htmlFor={inputId} className="mb-2 block text-sm font-semibold text-stone-900">
        {intl.formatMessage(shell.searchLabel)}
      </label>
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          name="q"
          required
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeId}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(-1);
            setNotice('');
          }}
          onKeyDown={onKeyDown}
          placeholder={intl.formatMessage(shell.searchPlaceholder)}
          className="min-h-12 min-w-0 flex-1 rounded-full border border-stone-400 bg-white px-5 text-base text-stone-900 placeholder:text-stone-500 focus:border-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
        />
        <button type="submit" className={`${primaryButtonClass} px-5`}>
          <SearchIcon width={18} height={18} />
          <span className="sr-only">{intl.formatMessage(shell.search)}</span>
        </button>
      </div>

      <div role="status" className="sr-only">
        {status}
      </div>

      {!typing && recent.length ? (
        <div className="mt-4 flex justify-end">
          <button
            type="button"
            className="min-h-11 rounded-md px-2 text-sm font-semibold text-stone-800 underline underline-offset-4 hover:text-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
            onClick={() => {
              clearRecentSearches(browserStorage(), site.id);
              setRecent([]);
              setActive(-1);
              setNotice(intl.formatMessage(m.recentCleared));
              inputRef.current?.focus();
            }}
          >
            {intl.formatMessage(m.clearRecent)}
          </button>
        </div>
      ) : null}

      <div
        id={listId}
        role="listbox"
        aria-label={intl.formatMessage(m.listLabel)}
        hidden={!expanded}
        className="mt-2"
      >
        {numbered(groups).map((group) => (
          <div key={group.key} role="group" aria-labelledby={`${id}-${group.key}`}>
            <div id={`${id}-${group.key}`} className={groupTitleClass}>
              {group.title}
            </div>
            {group.options.map(({ option, index }) => (
              <Link
                key={option.key}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                tabIndex={-1}
                to={href(option.path)}
                onClick={() => remember(option.search)}
                className={optionClass}
              >
                {option.content}
              </Link>
            ))}
          </div>
        ))}
      </div>

      {typing && loaded && !options.length ? (
        <p className="mt-4 px-3 text-sm text-stone-700">
          {intl.formatMessage(m.noResults, { query: term })}
        </p>
      ) : null}

      {typing && loaded && options.length ? (
        <div className="mt-4 border-t border-stone-200 pt-4">
          <Link
            to={href(searchPath(term))}
            onClick={() => remember(term)}
            className="inline-flex min-h-11 items-center px-3 text-sm font-semibold text-stone-900 underline underline-offset-4 hover:text-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
          >
            {intl.formatMessage(m.viewAll)}
          </Link>
        </div>
      ) : null}
    </Form>
  );
}
