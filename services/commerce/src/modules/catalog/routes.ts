import { Hono, type Context } from 'hono';
import type { ShopperProductsTypes } from 'commerce-sdk-isomorphic';
import type { AppEnv } from '../../http/context.ts';
import { HttpProblem } from '../../http/problem.ts';
import { validateQuery } from '../../http/validate.ts';
import { categoryView } from './categories.ts';
import { EXPANDS, type ReadOptions } from './context.ts';
import { localeOf } from '../../http/site.ts';
import { categoryQuery, productQuery, productsQuery } from './params.ts';
import type { Generation } from '../../current.ts';
import { readProducts } from './products.ts';
import { applySelect, type Selection } from './select.ts';
import {
  createTtlCache,
  TILE_CACHE_CONTROL,
  TILE_CACHE_MAX_ENTRIES,
  TILE_CACHE_TTL_MS,
  type TtlCache,
} from './tile-cache.ts';

/** Spec 001 §8: the product page's not-found title. */
const productNotFound = (id: string) =>
  new HttpProblem({
    status: 404,
    slug: 'product-not-found',
    title: 'Product Not Found',
    detail: `No online product with id "${id}"`,
  });

const categoryNotFound = (id: string) =>
  new HttpProblem({
    status: 404,
    slug: 'category-not-found',
    title: 'Category Not Found',
    detail: `No online category with id "${id}"`,
  });

type ProductQuery = typeof productQuery._output;

function readOptions(q: ProductQuery, tile: boolean): ReadOptions {
  return {
    site: q.siteId,
    locale: localeOf(q.siteId, q.locale),
    currency: q.currency,
    expand: q.expand ?? new Set(EXPANDS),
    // The tile projection shows every colour's images (spec 001 §2 swatches).
    allImages: tile || (q.allImages ?? false),
    perPricebook: q.perPricebook ?? false,
    tile,
    now: new Date(),
  };
}

const selected = (body: unknown, selection: Selection | undefined) =>
  selection ? applySelect(body, selection) : body;

/** The cache key: the full query, parameters sorted, so the same tiles share one entry. */
function queryKey(c: Context<AppEnv>): string {
  const url = new URL(c.req.url);
  url.searchParams.sort();
  return `${url.pathname}${url.search}`;
}

export interface CatalogRoutesOptions {
  /** The tile pricing cache; one per process by default (spec 001 §7, §9: 5 minutes). */
  tileCache?: TtlCache<unknown>;
  /** The change feed, where heard: a catalog change empties the default tile cache at once. */
  changes?: Generation | undefined;
}

/** Shopper Products: products and categories, under …/product/shopper-products/v1/organizations/:org. */
export function catalogRoutes(options: CatalogRoutesOptions = {}) {
  const tileCache =
    options.tileCache ??
    createTtlCache<unknown>({
      ttlMs: TILE_CACHE_TTL_MS,
      maxEntries: TILE_CACHE_MAX_ENTRIES,
      ...(options.changes && { generation: () => options.changes!.generation('catalog') }),
    });

  return new Hono<AppEnv>()
    .get('/products/:id', validateQuery(productQuery), async (c) => {
      const q = c.req.valid('query');
      const id = c.req.param('id');
      const tile = q.c_productTilesPricing ?? false;
      const [product] = await readProducts(
        c.var.db,
        [id],
        readOptions(q, tile),
        c.var.log,
        c.var.reads,
      );
      if (!product) throw productNotFound(id);
      return c.json(selected(product, q.select) as ShopperProductsTypes.Product);
    })
    .get('/products', validateQuery(productsQuery), async (c) => {
      const q = c.req.valid('query');
      const tile = q.c_productTilesPricing ?? false;
      const load = async () => {
        const data = await readProducts(
          c.var.db,
          q.ids,
          readOptions(q, tile),
          c.var.log,
          c.var.reads,
        );
        const body: ShopperProductsTypes.ProductResult = {
          limit: data.length,
          total: data.length,
          data,
        };
        return selected(body, q.select);
      };
      if (!tile) return c.json(await load());
      const { value, hit } = await tileCache.get(queryKey(c), load);
      c.header('cache-control', TILE_CACHE_CONTROL);
      c.header('x-cache', hit ? 'HIT' : 'MISS');
      return c.json(value);
    })
    .get('/categories/:id', validateQuery(categoryQuery), async (c) => {
      const q = c.req.valid('query');
      const id = c.req.param('id');
      const tree = await c.var.reads.categoryTree(c.var.db);
      const category = categoryView(tree, id, localeOf(q.siteId, q.locale), q.levels ?? 1);
      if (!category) throw categoryNotFound(id);
      return c.json(category);
    });
}
