/**
 * The listing's calls to the commerce service, through the Shopper API SDK (DESIGN.md): the
 * category (Shopper Products getCategory), the search (Shopper Search productSearch) and the tile
 * products of the hits (`products?ids=…&c_productTilesPricing=true`, chunks of 24, spec 001 §7).
 */
import type { ShopperProductsTypes, ShopperSearchTypes } from 'commerce-sdk-isomorphic';
import type { ApiClient } from '../api/types.ts';
import type { RequestServices } from '../api/context.ts';
import { sdk, shopperClientConfig } from '../api/shopper.server.ts';
import type { CatalogProduct } from '../product/types.ts';
import { COLOR_ATTRIBUTE } from '../product/variants.ts';
import { apiRefine, offsetOf, type ListingState } from './url-state.ts';

/** Spec 001 §7, §9: product ids go to the products call in chunks of 24. */
export const PRODUCT_IDS_CHUNK = 24;

export interface CatalogContext {
  siteId: string;
  localeId: string;
  currency: string;
}

type Services = Pick<RequestServices, 'api' | 'log'>;

const config = (api: ApiClient, ctx: CatalogContext) =>
  shopperClientConfig(api, {
    siteId: ctx.siteId,
    locale: ctx.localeId,
    currency: ctx.currency,
    cachedCatalog: true,
  });

const statusOf = (error: unknown): number | undefined =>
  error instanceof sdk.ResponseError ? error.response.status : undefined;

/** A category with its online subcategories one level deep; null when unknown or offline. */
export async function fetchCategory(
  { api }: Services,
  ctx: CatalogContext,
  id: string,
): Promise<ShopperProductsTypes.Category | null> {
  const products = new sdk.ShopperProducts(config(api, ctx));
  try {
    return await products.getCategory({ parameters: { id, levels: 1 } });
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}

/** One page of a search or category listing in the state's refinements, sort and page. */
export async function searchProducts(
  { api }: Services,
  ctx: CatalogContext,
  state: ListingState,
  categoryId?: string,
): Promise<ShopperSearchTypes.ProductSearchResult> {
  const search = new sdk.ShopperSearch(config(api, ctx));
  const refine = apiRefine(state, categoryId);
  return search.productSearch({
    parameters: {
      ...(state.q ? { q: state.q } : {}),
      ...(refine.length ? { refine } : {}),
      sort: state.sort,
      limit: state.limit,
      offset: offsetOf(state),
    },
  });
}

/**
 * The tile products of `ids`, in the order asked. Chunks are fetched in parallel; a chunk that
 * fails is logged and yields nothing (spec 001 §8: product fetch errors are logged), and ids the
 * service does not return are left out.
 */
export async function fetchTileProducts(
  { api, log }: Services,
  ctx: CatalogContext,
  ids: string[],
): Promise<CatalogProduct[]> {
  const products = new sdk.ShopperProducts(config(api, ctx));
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += PRODUCT_IDS_CHUNK) {
    chunks.push(ids.slice(i, i + PRODUCT_IDS_CHUNK));
  }
  const results = await Promise.all(
    chunks.map(async (chunk) => {
      try {
        const result = await products.getProducts({
          parameters: { ids: chunk, c_productTilesPricing: true },
        });
        return result.data ?? [];
      } catch (error) {
        log.warn({ err: error, ids: chunk }, 'tile products call failed');
        return [];
      }
    }),
  );
  const byId = new Map(results.flat().map((p) => [p.id, p]));
  return ids.flatMap((id) => {
    const product = byId.get(id);
    return product ? [product] : [];
  });
}

/** Swatch colours of the colour values the products carry (spec 001 §9 swatch colour map). */
export function swatchColors(products: CatalogProduct[]): Record<string, string> {
  const colors: Record<string, string> = {};
  for (const product of products) {
    for (const attribute of product.variationAttributes ?? []) {
      if (attribute.id !== COLOR_ATTRIBUTE) continue;
      for (const value of attribute.values ?? []) {
        if (value.c_colorSwatchValue) colors[value.value] ??= value.c_colorSwatchValue;
      }
    }
    for (const variant of product.c_variants ?? []) {
      const value = variant.variationValues[COLOR_ATTRIBUTE];
      if (value && variant.colorSwatchValue) colors[value] ??= variant.colorSwatchValue;
    }
  }
  return colors;
}
