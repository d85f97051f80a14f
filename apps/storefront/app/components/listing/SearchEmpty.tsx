import { useId } from 'react';
import { Form } from 'react-router';
import { useIntl } from 'react-intl';
import { LocalizedLink, useLocalizedHref } from '../../lib/site-context.tsx';
import { DidYouMean } from './DidYouMean.tsx';
import { m } from '../../lib/listing/messages.ts';

const linkClass =
  'inline-flex min-h-11 items-center rounded-full border border-stone-300 px-4 text-sm font-semibold text-stone-900 hover:border-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700';

/** A search field that lands on /search?q=… (a GET form: it works without JavaScript). */
export function SearchAgain({ query }: { query: string }) {
  const intl = useIntl();
  const href = useLocalizedHref();
  const id = useId();
  return (
    <Form method="get" action={href('/search')} role="search" className="mt-6 flex max-w-xl gap-2">
      <label htmlFor={id} className="sr-only">
        {intl.formatMessage(m.searchLabel)}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        required
        defaultValue={query}
        key={query}
        className="min-h-12 min-w-0 flex-1 rounded-full border border-stone-400 bg-white px-5 text-base text-stone-900 focus:border-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
      />
      <button
        type="submit"
        className="min-h-12 rounded-full bg-stone-900 px-6 text-sm font-semibold text-white hover:bg-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
      >
        {intl.formatMessage(m.searchSubmit)}
      </button>
    </Form>
  );
}

/**
 * The search page without results: what was searched, "did you mean" phrases from the API, tips,
 * a search field and links to the top-level categories.
 */
export function SearchEmpty({
  query,
  suggestions,
  categories,
}: {
  query: string;
  suggestions: Array<{ phrase: string; href: string }>;
  categories: Array<{ id: string; name: string; href: string }>;
}) {
  const intl = useIntl();
  return (
    <div className="py-6">
      <h1 className="text-2xl font-semibold tracking-tight text-stone-950 sm:text-3xl">
        {query
          ? intl.formatMessage(m.noResultsHeading, { query })
          : intl.formatMessage(m.searchTitle)}
      </h1>
      <p className="mt-3 text-stone-700">
        {intl.formatMessage(query ? m.noResultsHelp : m.searchPrompt)}
      </p>
      <DidYouMean
        suggestions={suggestions}
        className="mt-4 text-stone-800"
        linkClassName="font-semibold text-orange-800 underline underline-offset-4 hover:text-stone-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
      />
      <SearchAgain query={query} />
      {categories.length ? (
        <nav aria-label={intl.formatMessage(m.shopByCategory)} className="mt-10">
          <h2 className="text-lg font-semibold text-stone-950">
            {intl.formatMessage(m.shopByCategory)}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {categories.map((c) => (
              <li key={c.id}>
                <LocalizedLink to={c.href} className={linkClass}>
                  {c.name}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
