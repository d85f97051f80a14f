import { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { validateQuery } from '../../http/validate.ts';
import { productSearchQuery, suggestionsQuery } from './params.ts';
import { searchProducts } from './product-search.ts';
import { searchSuggestions } from './suggestions.ts';
import { productSearchResult, suggestionResult } from './wire.ts';

/** Shopper Search (docs/catalog-api.md), mounted at search/shopper-search/v1/organizations/:org. */
export const searchRoutes = new Hono<AppEnv>()
  .get('/product-search', validateQuery(productSearchQuery), async (c) => {
    const query = c.req.valid('query');
    return c.json(productSearchResult(await searchProducts(c.var.db, query), query));
  })
  .get('/search-suggestions', validateQuery(suggestionsQuery), async (c) => {
    return c.json(suggestionResult(await searchSuggestions(c.var.db, c.req.valid('query'))));
  });
