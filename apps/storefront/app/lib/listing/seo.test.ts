import { describe, expect, it } from 'vitest';
import { canonicalPath, listingMeta } from './seo.ts';
import { emptyListingState } from './url-state.ts';
import type { ListingPageData } from './listing-view.ts';

const view = {
  total: 0,
  first: 0,
  last: 0,
  refinements: [],
  chips: [],
  sort: 'best-matches',
  sortOptions: [],
  limit: emptyListingState().limit,
  pageSizes: [25, 50, 100],
  formFields: [],
  pagination: null,
  suggestions: [],
};

const category: ListingPageData = {
  kind: 'category',
  siteId: 'SoloCA',
  localeId: 'fr-CA',
  basePath: '/plp/fire-pits',
  q: '',
  category: {
    id: 'fire-pits',
    name: 'Foyers extérieurs',
    description: 'Foyers sans fumée.',
    crumbs: [],
    path: '/plp/fire-pits',
    subcategories: [],
  },
  view,
  tiles: [],
};

const root = { origin: 'https://shop.example', messages: {} };

describe('canonicalPath', () => {
  it('is the bare listing path, with the phrase on search', () => {
    expect(canonicalPath(category)).toBe('/plp/fire-pits');
    expect(canonicalPath({ kind: 'search', basePath: '/search', q: 'fire pit' })).toBe(
      '/search?q=fire+pit',
    );
  });
});

describe('listingMeta', () => {
  it('gives a category its title, description, canonical link and hreflang alternates', () => {
    const tags = listingMeta(category, root);
    expect(tags).toContainEqual({ title: 'Foyers extérieurs | Solo Outdoor Canada' });
    expect(tags).toContainEqual({ name: 'description', content: 'Foyers sans fumée.' });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://shop.example/ca/fr/plp/fire-pits',
    });
    const german = tags.find((t) => 'hrefLang' in t && t.hrefLang === 'de-DE');
    expect(german).toMatchObject({ rel: 'alternate' });
    expect((german as { href: string }).href).toMatch(
      /^https:\/\/shop\.example\/eu\/.+\/plp\/fire-pits$/,
    );
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: 'https://shop.example/plp/fire-pits',
    });
    expect(tags.some((t) => 'name' in t && t.name === 'robots')).toBe(false);
  });

  it('keeps search results out of the index', () => {
    const tags = listingMeta(
      { ...category, kind: 'search', basePath: '/search', q: 'stove', category: undefined },
      root,
    );
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://shop.example/ca/fr/search?q=stove',
    });
  });
});
