import { describe, expect, it } from 'vitest';
import { prefixKey, requirePageRoute, resolvePageRoute } from './routing.ts';

const ids = (pathname: string, params: { site?: string; locale?: string }) => {
  const r = resolvePageRoute(pathname, params);
  return r && `${r.site.id}/${r.locale.id}`;
};

describe('resolvePageRoute', () => {
  it('resolves the home of every site and locale prefix', () => {
    expect(ids('/', {})).toBe('SoloUS/en-US');
    expect(ids('/us', { site: 'us' })).toBe('SoloUS/en-US');
    expect(ids('/ca', { site: 'ca' })).toBe('SoloCA/en-CA');
    expect(ids('/eu', { site: 'eu' })).toBe('SoloEU/en-IE');
    expect(ids('/au', { site: 'au' })).toBe('SoloAUS/en-AU');
    expect(ids('/ca/fr', { site: 'ca', locale: 'fr' })).toBe('SoloCA/fr-CA');
    expect(ids('/eu/de', { site: 'eu', locale: 'de' })).toBe('SoloEU/de-DE');
    expect(ids('/eu/en-DE', { site: 'eu', locale: 'en-DE' })).toBe('SoloEU/en-DE');
  });
  it('accepts a locale of the default site without a site segment', () => {
    expect(ids('/es', { site: 'es' })).toBe('SoloUS/es-US');
  });
  it('rejects segments that are not a site or locale (404)', () => {
    expect(ids('/login', { site: 'login' })).toBeNull();
    expect(ids('/ca/login', { site: 'ca', locale: 'login' })).toBeNull();
    expect(ids('/ca/de', { site: 'ca', locale: 'de' })).toBeNull();
    expect(ids('/us/us', { site: 'us', locale: 'us' })).toBeNull();
    expect(ids('/SoloCA', { site: 'SoloCA' })).toBeNull();
  });
  it('applies to prefixed pages too', () => {
    expect(ids('/ca/fr/p/123', { site: 'ca', locale: 'fr' })).toBe('SoloCA/fr-CA');
    expect(ids('/p/123', {})).toBe('SoloUS/en-US');
    expect(ids('/x/p/123', { site: 'x' })).toBeNull();
  });
});

describe('prefixKey', () => {
  it('is equal for paths of one site and locale', () => {
    expect(prefixKey('/ca/fr')).toBe(prefixKey('/ca/fr/p/1'));
    expect(prefixKey('/')).toBe(prefixKey('/us/search'));
    expect(prefixKey('/ca')).not.toBe(prefixKey('/ca/fr'));
  });
});

describe('requirePageRoute', () => {
  it('throws a 404 response for a prefix that does not resolve', () => {
    const url = new URL('http://shop.test/ca/login');
    expect(() => requirePageRoute(url, { site: 'ca', locale: 'login' })).toThrow(
      expect.objectContaining({ init: { status: 404 } }),
    );
  });
  it('returns the site and locale of a valid prefix', () => {
    const resolved = requirePageRoute(new URL('http://shop.test/eu/de'), {
      site: 'eu',
      locale: 'de',
    });
    expect(resolved.locale.id).toBe('de-DE');
  });
});
