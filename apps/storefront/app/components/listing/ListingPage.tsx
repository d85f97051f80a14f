import { useIntl } from 'react-intl';
import { useNavigation } from 'react-router';
import type { ListingPageData } from '../../lib/listing/listing-view.ts';
import { LocalizedLink } from '../../lib/site-context.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { DidYouMean } from './DidYouMean.tsx';
import { ListingBaseContext, ListingLink } from './ListingLink.tsx';
import { FilterButton, REFINEMENTS_ID } from './FilterButton.tsx';
import { Pagination } from './Pagination.tsx';
import { ProductGrid } from './ProductGrid.tsx';
import { RefinementPanel } from './RefinementPanel.tsx';
import { SearchEmpty } from './SearchEmpty.tsx';
import { SelectedChips } from './SelectedChips.tsx';
import { SortForm } from './SortForm.tsx';
import { m } from '../../lib/listing/messages.ts';

/** Subcategory cards of a category landing page (/c/…). */
function Subcategories({
  items,
}: {
  items: NonNullable<ListingPageData['category']>['subcategories'];
}) {
  const intl = useIntl();
  if (!items.length) return null;
  return (
    <nav aria-label={intl.formatMessage(m.shopByCategory)} className="mt-6">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {items.map((sub) => (
          <li key={sub.id}>
            <LocalizedLink
              to={sub.href}
              className="flex min-h-20 items-center justify-center rounded-xl border border-stone-200 bg-stone-50 px-4 py-5 text-center font-semibold text-stone-900 hover:border-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
            >
              {sub.name}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A product listing: category landing (/c/…), category listing (/plp/…) or search results
 * (/search?q=…). Every control is a link or a GET form on the listing's URL state.
 */
export function ListingPage({ data }: { data: ListingPageData }) {
  return (
    <ListingBaseContext value={data.basePath}>
      <ListingBody data={data} />
    </ListingBaseContext>
  );
}

function ListingBody({ data }: { data: ListingPageData }) {
  const intl = useIntl();
  const navigation = useNavigation();
  const { view, category } = data;
  const busy = navigation.state === 'loading';

  if (data.kind === 'search' && view.total === 0 && !view.chips.length) {
    return (
      <div className="mx-auto max-w-[2200px] px-4 py-8 lg:px-8">
        <SearchEmpty
          query={data.q}
          suggestions={view.suggestions}
          categories={data.helpfulCategories ?? []}
        />
      </div>
    );
  }

  const heading = category ? category.name : intl.formatMessage(m.searchHeading, { query: data.q });
  const count =
    view.total > 0
      ? intl.formatMessage(m.resultRange, { first: view.first, last: view.last, count: view.total })
      : intl.formatMessage(m.resultCount, { count: 0 });

  return (
    <div className="mx-auto max-w-[2200px] px-4 py-6 lg:px-8">
      {category ? <Breadcrumbs crumbs={category.crumbs} /> : null}
      <h1 className="text-2xl font-semibold tracking-tight text-stone-950 sm:text-3xl">
        {heading}
      </h1>
      {data.kind === 'landing' && category?.description ? (
        <p className="mt-2 max-w-3xl text-stone-700">{category.description}</p>
      ) : null}
      {data.kind === 'landing' && category ? (
        <Subcategories items={category.subcategories} />
      ) : null}
      {data.kind === 'search' ? (
        <DidYouMean
          suggestions={view.suggestions}
          className="mt-2 text-sm text-stone-700"
          linkClassName="font-semibold text-orange-800 underline underline-offset-4"
        />
      ) : null}

      <div className="mt-6 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-10">
        {view.refinements.length ? (
          <aside
            id={REFINEMENTS_ID}
            aria-label={intl.formatMessage(m.filters)}
            className="mb-6 hidden target:block lg:mb-0 lg:block"
          >
            <h2 className="sr-only">{intl.formatMessage(m.filters)}</h2>
            <RefinementPanel refinements={view.refinements} />
          </aside>
        ) : (
          <div className="hidden lg:block" />
        )}

        <div>
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-stone-200 pb-4">
            <p aria-live="polite" data-result-count="" className="text-sm text-stone-700">
              {count}
            </p>
            <div className="flex flex-wrap items-center gap-3">
              <FilterButton
                refinements={view.refinements}
                selectedCount={view.chips.length}
                total={view.total}
                {...(view.clearHref ? { clearHref: view.clearHref } : {})}
              />
              {view.total > 0 ? <SortForm view={view} basePath={data.basePath} /> : null}
            </div>
          </div>
          <SelectedChips
            chips={view.chips}
            {...(view.clearHref ? { clearHref: view.clearHref } : {})}
          />

          {view.total === 0 ? (
            <div className="py-12 text-center">
              <h2 className="text-xl font-semibold text-stone-950">
                {intl.formatMessage(view.chips.length ? m.noMatchesHeading : m.emptyCategory)}
              </h2>
              {view.clearHref ? (
                <>
                  <p className="mt-2 text-stone-700">{intl.formatMessage(m.noMatchesHelp)}</p>
                  <ListingLink
                    to={view.clearHref}
                    className="mt-6 inline-flex min-h-12 items-center justify-center rounded-full bg-stone-900 px-6 text-sm font-semibold text-white hover:bg-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
                  >
                    {intl.formatMessage(m.clearAll)}
                  </ListingLink>
                </>
              ) : null}
            </div>
          ) : (
            <ProductGrid tiles={data.tiles} busy={busy} />
          )}

          {view.pagination ? <Pagination pagination={view.pagination} /> : null}
        </div>
      </div>
    </div>
  );
}
