import { useId } from 'react';
import { Form } from 'react-router';
import { useIntl } from 'react-intl';
import type { ListingView } from '../../lib/listing/listing-view.ts';
import { useHydrated } from '../shell/hooks.ts';
import { SORT_LABELS, m } from '../../lib/listing/messages.ts';
import { useListingHref } from './ListingLink.tsx';

const selectClass =
  'min-h-11 w-full min-w-0 rounded-full border border-stone-400 bg-white py-2 pr-9 pl-4 sm:w-auto text-sm text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700';

/**
 * Sort and page size as one GET form: it carries the phrase and refinements in hidden fields and
 * starts at the first page. Without JavaScript an Apply button submits it; with it, a change
 * navigates at once.
 */
export function SortForm({ view, basePath }: { view: ListingView; basePath: string }) {
  const intl = useIntl();
  const href = useListingHref();
  const hydrated = useHydrated();
  const sortId = useId();
  const sizeId = useId();
  return (
    <Form
      method="get"
      action={href(basePath)}
      preventScrollReset
      className="grid w-full grid-cols-2 gap-3 sm:flex sm:w-auto sm:items-center sm:gap-4"
      // A change submits through the Form, which navigates client-side.
      onChange={(event) => event.currentTarget.requestSubmit()}
    >
      {view.formFields.map((field) => (
        <input
          key={`${field.name}:${field.value}`}
          type="hidden"
          name={field.name}
          value={field.value}
        />
      ))}
      {view.sortOptions.length ? (
        <div className="flex min-w-0 flex-col gap-1 sm:flex-row sm:items-center sm:gap-2">
          <label htmlFor={sortId} className="text-sm font-semibold text-stone-800">
            {intl.formatMessage(m.sortBy)}
          </label>
          <select
            id={sortId}
            name="sort"
            defaultValue={view.sort}
            key={view.sort}
            className={selectClass}
          >
            {view.sortOptions.map((option) => {
              const key = SORT_LABELS[option.id];
              return (
                <option key={option.id} value={option.id}>
                  {key ? intl.formatMessage(m[key]) : option.label}
                </option>
              );
            })}
          </select>
        </div>
      ) : null}
      <div className="flex min-w-0 flex-col gap-1 sm:flex-row sm:items-center sm:gap-2">
        <label htmlFor={sizeId} className="text-sm font-semibold text-stone-800">
          {intl.formatMessage(m.pageSize)}
        </label>
        <select
          id={sizeId}
          name="limit"
          defaultValue={String(view.limit)}
          key={view.limit}
          className={selectClass}
        >
          {view.pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      {hydrated ? null : (
        <button
          type="submit"
          className="col-span-2 min-h-11 rounded-full bg-stone-900 px-5 text-sm font-semibold text-white hover:bg-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
        >
          {intl.formatMessage(m.apply)}
        </button>
      )}
    </Form>
  );
}
