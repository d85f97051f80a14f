import { describe, expect, it } from 'vitest';
import { fallbackChain, mergeCatalogues, missingIds } from './catalogue.ts';

const available = new Set(['en-US', 'fr-FR', 'fr-CA', 'de-DE', 'es-ES', 'es-US']);

describe('fallbackChain', () => {
  it('uses the locale file on top of en-US', () => {
    expect(fallbackChain('fr-CA', available)).toEqual(['en-US', 'fr-FR', 'fr-CA']);
    expect(fallbackChain('de-DE', available)).toEqual(['en-US', 'de-DE']);
  });
  it('falls back to the language file, then en-US', () => {
    expect(fallbackChain('fr-BE', available)).toEqual(['en-US', 'fr-FR']);
    expect(fallbackChain('de-AT', available)).toEqual(['en-US', 'de-DE']);
    expect(fallbackChain('en-IE', available)).toEqual(['en-US']);
    expect(fallbackChain('pl-PL', available)).toEqual(['en-US']);
  });
});

describe('mergeCatalogues', () => {
  it('lets the most specific file win and keeps en-US for missing ids', () => {
    const merged = mergeCatalogues(['en-US', 'fr-FR', 'fr-CA'], {
      'en-US': { a: 'A', b: 'B', c: 'C' },
      'fr-FR': { a: 'A-fr', b: 'B-fr' },
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
