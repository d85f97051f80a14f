import { DEMO_DATA } from '@solo/fixtures/testing';
import { SITES, type Site } from '@solo/sites';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import { NO_REFINEMENTS, parseRefinements } from './query.ts';
import { rebuildSearchIndex } from './index-build.ts';
import type { ProductSearchParams } from './product-search.ts';

/** The commerce app over a fresh test database holding the demo catalog and its search index. */
export async function createSearchTestStore(): Promise<TestCommerce> {
  const store = await createTestCommerce({ template: DEMO_DATA });
  await rebuildSearchIndex(store.db.db);
  return store;
}

export const site = (id: Site['id']): Site => {
  const found = SITES.find((s) => s.id === id);
  if (!found) throw new Error(`no site ${id}`);
  return found;
};

/** Search parameters for the US site in en-US, overridden by `over`; `refine` as on the wire. */
export function searchParams(
  over: Partial<Omit<ProductSearchParams, 'refine'>> & { refine?: string[] } = {},
): ProductSearchParams {
  const { refine, ...rest } = over;
  const parsed = refine ? parseRefinements(refine) : NO_REFINEMENTS;
  if (typeof parsed === 'string') throw new Error(parsed);
  const s = rest.site ?? site('SoloUS');
  return {
    site: s,
    locale: 'en-US',
    currency: s.defaultCurrency,
    q: '',
    refine: parsed,
    sort: 'best-matches',
    limit: 200,
    offset: 0,
    ...rest,
  };
}
