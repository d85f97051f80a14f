import { describe, expect, it } from 'vitest';
import { catalogueChain, catalogueFor, mergeCatalogues, missingIds } from './catalogue.ts';

const available = new Set(['en', 'fr', 'fr-CA', 'de', 'es', 'es-US']);

describe('catalogueFor', () => {
  it('uses the locale’s own catalogue, else its language’s, else English', () => {
    expect(catalogueFor('fr-CA', available)).toBe('fr-CA');
    expect(catalogueFor('fr-BE', available)).toBe('fr');
    expect(catalogueFor('de-AT', available)).toBe('de');
    expect(catalogueFor('en-IE', available)).toBe('en');
    expect(catalogueFor('en-US', available)).toBe('en');
    expect(catalogueFor('pl-PL', available)).toBe('en');
  });
});

describe('catalogueChain', () => {
  it('puts English under the language under the variant', () => {
    expect(catalogueChain('fr-CA')).toEqual(['en', 'fr', 'fr-CA']);
    expect(catalogueChain('de')).toEqual(['en', 'de']);
    expect(catalogueChain('en')).toEqual(['en']);
  });
});

describe('mergeCatalogues', () => {
  it('lets the most specific file win and keeps English for missing ids', () => {
    const merged = mergeCatalogues(['en', 'fr', 'fr-CA'], {
      en: { a: 'A', b: 'B', c: 'C' },
      fr: { a: 'A-fr', b: 'B-fr' },
      'fr-CA': { a: 'A-ca' },
    });
    expect(merged).toEqual({ a: 'A-ca', b: 'B-fr', c: 'C' });
  });
});

describe('missingIds', () => {
  it('lists ids a translation lacks', () => {
    expect(missingIds({ a: '1', b: '2' }, { a: 'x' })).toEqual(['b']);
  });
});
