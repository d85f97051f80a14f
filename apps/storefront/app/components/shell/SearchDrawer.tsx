import { lazy, useEffect, useId, useRef, type Ref } from 'react';
import { Form } from 'react-router';
import { useIntl } from 'react-intl';
import { LocalizedLink, useLocalizedHref } from '../../lib/site-context.tsx';
import { Drawer } from './Drawer.tsx';
import { SearchIcon } from './icons.tsx';
import { m } from './messages.ts';
import { useShellDrawers } from './shell-state.tsx';
import { iconButtonClass, primaryButtonClass } from './styles.ts';

const loadAutocomplete = () => import('../search/SearchAutocomplete.tsx');
// Pages pay nothing for autocomplete until the drawer opens; the drawer then shows it in place
// of the plain form.
const SearchAutocomplete = lazy(loadAutocomplete);

/**
 * The search form: a GET form to the localized /search, so it works without JS and lands on
 * /search?q=… (spec 000 §2). The drawer shows its enhanced form, components/search.
 */
export function SearchForm({ inputRef }: { inputRef?: Ref<HTMLInputElement> }) {
  const intl = useIntl();
  const href = useLocalizedHref();
  const inputId = useId();
  return (
    <Form method="get" action={href('/search')} role="search" className="px-5 py-6">
      <label htmlFor={inputId} className="mb-2 block text-sm font-semibold text-stone-900">
        {intl.formatMessage(m.searchLabel)}
      </label>
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          name="q"
          required
          autoComplete="off"
          enterKeyHint="search"
          placeholder={intl.formatMessage(m.searchPlaceholder)}
          className="min-h-12 min-w-0 flex-1 rounded-full border border-stone-400 bg-white px-5 text-base text-stone-900 placeholder:text-stone-500 focus:border-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
        />
        <button type="submit" className={`${primaryButtonClass} px-5`}>
          <SearchIcon width={18} height={18} />
          <span className="sr-only">{intl.formatMessage(m.search)}</span>
        </button>
      </div>
    </Form>
  );
}

/** The search icon and its right-hand drawer; focus goes straight to the search field. */
export function SearchDrawer() {
  const intl = useIntl();
  const inputRef = useRef<HTMLInputElement>(null);
  const label = intl.formatMessage(m.search);
  const open = useShellDrawers().openDrawer === 'search';
  // Fetched alongside the drawer's own code, not after it.
  useEffect(() => {
    if (open) void loadAutocomplete();
  }, [open]);
  return (
    <Drawer
      name="search"
      side="right"
      title={label}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        inputRef.current?.focus();
      }}
      label={label}
      icon={<SearchIcon />}
      controlClassName={iconButtonClass}
      link={
        <LocalizedLink to="/search" aria-label={label} className={iconButtonClass}>
          <SearchIcon />
        </LocalizedLink>
      }
    >
      <SearchAutocomplete inputRef={inputRef} />
    </Drawer>
  );
}
