/**
 * One function per listing page kind, called by the route loaders: the calls of
 * catalog.server.ts, then the view models the page draws (listing-view.ts and the product tile's).
 */
import { ROOT_CATEGORY_ID } from '../product/breadcrumbs.ts';
import { toTileView } from '../tile/tile-view.ts';
import type { RequestServices } from '../api/context.ts';
import {
  fetchCategory,
  fetchTileProducts,
  searchProducts,
  swatchColors,
  type CatalogContext,
} from './catalog.server.ts';
import { listingQuery, withPage, type ListingState } from './url-state.ts';
import {
  toCategoryView,
  toListingView,
  type ListingKind,
  type ListingPageData,
} from './listing-view.ts';

export type ListingOutcome =
  | { status: 'ok'; data: ListingPageData }
  | { status: 'notFound' }
  /** A site-relative path and query the page lives at (canonical category path, last page). */
  | { status: 'redirect'; to: string };

type Services = Pick<RequestServices, 'api' | 'log'>;

async function listing(
  services: Services,
  ctx: CatalogContext,
  kind: ListingKind,
  basePath: string,
  state: ListingState,
  categoryId?: string,
): Promise<ListingOutcome & { status: 'ok' | 'redirect' }> {
  const result = await searchProducts(services, ctx, state, categoryId);
  const total = result.total ?? 0;
  const pageCount = Math.ceil(total / state.limit);
  if (total > 0 && state.page > pageCount) {
    const query = listingQuery(withPage(state, pageCount));
    return { status: 'redirect', to: query ? `${basePath}?${query}` : basePath };
  }
  const products = await fetchTileProducts(
    services,
    ctx,
    (result.hits ?? []).map((h) => h.productId),
  );
  const view = toListingView({
    result,
    state,
    basePath,
    ...(categoryId ? { categoryId } : {}),
    swatches: swatchColors(products),
    money: { currency: ctx.currency, localeId: ctx.localeId },
  });
  return {
    status: 'ok',
    data: {
      kind,
      siteId: ctx.siteId,
      localeId: ctx.localeId,
      basePath,
      q: state.q,
      view,
      tiles: products.map((p) => toTileView(p, ctx)),
    },
  };
}

/**
 * A category listing: /plp/{ids…} lists the deepest category (spec 001 §2), /c/{id} is its
 * landing page. An unknown category is not found; a /plp path that does not follow the
 * category's levels is sent to the one that does, so each category has one listing URL.
 */
export async function loadCategoryListing(
  services: Services,
  ctx: CatalogContext,
  input: { kind: 'landing' | 'category'; ids: string[]; state: ListingState },
): Promise<ListingOutcome> {
  const id = input.ids.at(-1);
  if (!id) return { status: 'notFound' };
  const category = await fetchCategory(services, ctx, id);
  if (!category) return { status: 'notFound' };
  const view = toCategoryView(category);
  const requested = `/plp/${input.ids.map(encodeURIComponent).join('/')}`;
  if (input.kind === 'category' && requested !== view.path) {
    const query = listingQuery(input.state);
    return { status: 'redirect', to: query ? `${view.path}?${query}` : view.path };
  }
  const basePath = input.kind === 'landing' ? `/c/${encodeURIComponent(id)}` : view.path;
  const outcome = await listing(services, ctx, input.kind, basePath, input.state, category.id);
  return outcome.status === 'ok'
    ? { status: 'ok', data: { ...outcome.data, category: view } }
    : outcome;
}

/**
 * Search results for the state's phrase. Without a phrase there is no call: the page offers the
 * search field. When nothing is found, the top-level categories are offered as a way on.
 */
export async function loadSearchListing(
  services: Services,
  ctx: CatalogContext,
  state: ListingState,
): Promise<ListingOutcome> {
  const outcome = state.q
    ? await listing(services, ctx, 'search', '/search', state)
    : emptySearch(ctx, state);
  if (outcome.status !== 'ok' || outcome.data.view.total > 0) return outcome;
  const root = await fetchCategory(services, ctx, ROOT_CATEGORY_ID).catch((error: unknown) => {
    services.log.warn({ err: error }, 'root category call failed');
    return null;
  });
  const helpfulCategories = root ? toCategoryView(root).subcategories : [];
  return { status: 'ok', data: { ...outcome.data, helpfulCategories } };
}

function emptySearch(ctx: CatalogContext, state: ListingState): ListingOutcome & { status: 'ok' } {
  const result = {
    hits: [],
    refinements: [],
    total: 0,
    offset: 0,
    limit: state.limit,
    query: '',
    sortingOptions: [],
    searchPhraseSuggestions: { suggestedTerms: [] },
  };
  return {
    status: 'ok',
    data: {
      kind: 'search',
      siteId: ctx.siteId,
      localeId: ctx.localeId,
      basePath: '/search',
      q: '',
      view: toListingView({ result, state, basePath: '/search' }),
      tiles: [],
    },
  };
}
