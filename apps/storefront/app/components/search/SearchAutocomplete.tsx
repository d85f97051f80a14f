import { useId, type RefObject } from 'react';
import { Form, Link } from 'react-router';
import { useIntl } from 'react-intl';
import { useLocalizedHref } from '../../lib/site-context.tsx';
import { searchPath } from '../../lib/search/suggestions.ts';
import { SearchIcon } from '../shell/icons.tsx';
import { m as shell } from '../shell/messages.ts';
import { primaryButtonClass } from '../shell/styles.ts';
import { m } from './messages.ts';
import { SuggestionGroups } from './SuggestionGroups.tsx';
import { useAutocomplete } from './use-autocomplete.ts';

/**
 * The search drawer's form with autocomplete (spec 000 §2, §4, §7, §9), loaded when the drawer
 * first opens. The field is a WAI-ARIA combobox: before typing, its listbox holds the recent
 * searches; as the shopper types, suggested phrases, categories and products from the
 * /search-suggestions resource route. Arrow keys move through the options, Enter follows the
 * active one or submits the search, Escape clears the field (and, when empty, closes the drawer).
 * Without a chosen option the form is the same GET form to /search as before JavaScript. The
 * behaviour is useAutocomplete's; the listbox is SuggestionGroups.
 */
export default function SearchAutocomplete({
  inputRef,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const intl = useIntl();
  const href = useLocalizedHref();
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const combobox = useAutocomplete(inputRef, optionId);
  const { recent, notice, query } = combobox.state;
  const { term, typing, loaded, options, groups, activeIndex } = combobox.view;

  const status = typing
    ? loaded
      ? intl.formatMessage(m.resultCount, { count: options.length })
      : ''
    : notice || (recent.length ? intl.formatMessage(m.recentCount, { count: recent.length }) : '');

  return (
    <Form
      method="get"
      action={href('/search')}
      role="search"
      className="px-5 py-6"
      onSubmit={combobox.onSubmit}
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
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-activedescendant={combobox.activeId}
          value={query}
          onChange={(event) => combobox.type(event.target.value)}
          onKeyDown={combobox.onKeyDown}
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
              combobox.clearRecent(intl.formatMessage(m.recentCleared));
              inputRef.current?.focus();
            }}
          >
            {intl.formatMessage(m.clearRecent)}
          </button>
        </div>
      ) : null}

      <SuggestionGroups
        id={listId}
        groups={groups}
        activeIndex={activeIndex}
        optionId={optionId}
        href={href}
        onFollow={combobox.followed}
      />

      {typing && loaded && !options.length ? (
        <p className="mt-4 px-3 text-sm text-stone-700">
          {intl.formatMessage(m.noResults, { query: term })}
        </p>
      ) : null}

      {typing && loaded && options.length ? (
        <div className="mt-4 border-t border-stone-200 pt-4">
          <Link
            to={href(searchPath(term))}
            onClick={() => combobox.remember(term)}
            className="inline-flex min-h-11 items-center px-3 text-sm font-semibold text-stone-900 underline underline-offset-4 hover:text-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
          >
            {intl.formatMessage(m.viewAll)}
          </Link>
        </div>
      ) : null}
    </Form>
  );
}
