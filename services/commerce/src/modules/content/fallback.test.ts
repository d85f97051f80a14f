import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import { localeCandidates, upsertContentEntry } from './store.ts';

interface Served {
  uid: string;
  locale: string;
  title: string;
  tone?: string;
}

describe('localeCandidates', () => {
  it('walks locale, language, English, the site default, then en-us', () => {
    expect(localeCandidates('de-AT')).toEqual(['de-at', 'de', 'en', 'en-ie', 'en-us']);
    expect(localeCandidates('fr-ca')).toEqual(['fr-ca', 'fr', 'en', 'en-ca', 'en-us']);
    expect(localeCandidates('en-DE')).toEqual(['en-de', 'en', 'en-ie', 'en-us']);
    expect(localeCandidates('en-nz')).toEqual(['en-nz', 'en', 'en-au', 'en-us']);
    expect(localeCandidates('zh-TW')).toEqual(['zh-tw', 'zh', 'en', 'en-au', 'en-us']);
    expect(localeCandidates('es-us')).toEqual(['es-us', 'es', 'en', 'en-us']);
    expect(localeCandidates('en-us')).toEqual(['en-us', 'en']);
  });

  it('skips the site default for a locale no site offers', () => {
    expect(localeCandidates('pt-BR')).toEqual(['pt-br', 'pt', 'en', 'en-us']);
    expect(localeCandidates('de')).toEqual(['de', 'en', 'en-us']);
  });
});

describe('content locale fallback', () => {
  let t: TestCommerce;
  const entry = async (id: string, locale: string) => {
    const res = await t.app.request(`/content-stack/entry?id=${id}&locale=${locale}`);
    expect(res.status, `${id} ${locale}`).toBe(200);
    return ((await res.json()) as { entry: Served }).entry;
  };
  const servedLocale = async (id: string, locale: string) => (await entry(id, locale)).locale;

  beforeAll(async () => {
    t = await createTestCommerce();
    const put = (contentTypeUid: string, uid: string, locale: string, body = {}) =>
      upsertContentEntry(t.db.db, { contentTypeUid, uid, locale, title: `${uid} ${locale}`, body });
    // No `en` row: English locales reach their site's default.
    for (const locale of ['de', 'de-ch', 'fr', 'en-ie', 'en-au', 'en-ca', 'en-us'])
      await put('banner', 'greeting', locale);
    for (const locale of ['en', 'en-us']) await put('banner', 'english', locale);
    // Paging and filtering: each banner's served row decides whether it matches.
    await put('promo', 'p1', 'de', { tone: 'warm' });
    await put('promo', 'p1', 'en-us', { tone: 'cold' });
    await put('promo', 'p2', 'en-ie', { tone: 'cold' });
    await put('promo', 'p2', 'en-us', { tone: 'warm' });
    await put('promo', 'p3', 'en-us', { tone: 'warm' });
    await put('promo', 'p4', 'de-at', { tone: 'cold' });
    await put('promo', 'p4', 'de', { tone: 'warm' });
  });
  afterAll(() => t.close());

  it('serves a regional locale its language', async () => {
    expect(await servedLocale('greeting', 'de-AT')).toBe('de');
    expect(await servedLocale('greeting', 'fr-be')).toBe('fr');
    // Language before the site's English default: Canadian French reads French.
    expect(await servedLocale('greeting', 'fr-CA')).toBe('fr');
  });

  it('prefers the locale itself to its language', async () => {
    expect(await servedLocale('greeting', 'de-ch')).toBe('de-ch');
    expect(await servedLocale('greeting', 'de')).toBe('de');
  });

  it('serves an English locale its site default when there is no en entry', async () => {
    expect(await servedLocale('greeting', 'en-DE')).toBe('en-ie');
    expect(await servedLocale('greeting', 'en-nz')).toBe('en-au');
    expect(await servedLocale('greeting', 'en-gb')).toBe('en-ie');
  });

  it('serves English before the site default, and the site default before en-us', async () => {
    expect(await servedLocale('english', 'en-gb')).toBe('en');
    expect(await servedLocale('english', 'de-at')).toBe('en');
    expect(await servedLocale('greeting', 'pl-PL')).toBe('en-ie');
    expect(await servedLocale('greeting', 'ja-jp')).toBe('en-au');
    expect(await servedLocale('greeting', 'zh-tw')).toBe('en-au');
  });

  it('serves a locale no site offers its language, else en-us', async () => {
    expect(await servedLocale('greeting', 'de-li')).toBe('de');
    expect(await servedLocale('greeting', 'pt-br')).toBe('en-us');
  });

  it('resolves by type and uid through the same chain', async () => {
    const res = await t.app.request(
      '/content-stack/id?type=banner&contentId=greeting&locale=nl-be',
    );
    expect(((await res.json()) as { entry: Served }).entry.locale).toBe('en-ie');
  });

  describe('find-entries', () => {
    const find = async (query: string) => {
      const res = await t.app.request(
        `/content-stack/find-entries?contentTypeUid=promo&orderBy=uid&${query}`,
      );
      return (await res.json()) as { entries: Served[]; count?: number };
    };

    it('pages over the served rows, one per entry', async () => {
      const seen: Array<[string, string]> = [];
      for (let skip = 0; skip < 4; skip++) {
        const page = await find(`locale=de-AT&limit=1&skip=${skip}&includeCount=true`);
        expect(page.count).toBe(4);
        seen.push(...page.entries.map((e): [string, string] => [e.uid, e.locale]));
      }
      expect(seen).toEqual([
        ['p1', 'de'],
        ['p2', 'en-ie'],
        ['p3', 'en-us'],
        ['p4', 'de-at'],
      ]);
    });

    it('filters on the row served, not on rows of other locales', async () => {
      const warm = encodeURIComponent(JSON.stringify({ tone: 'warm' }));
      const austria = await find(`locale=de-at&searchParams=${warm}&includeCount=true`);
      expect(austria.entries.map((e) => [e.uid, e.locale])).toEqual([
        ['p1', 'de'],
        ['p3', 'en-us'],
      ]);
      expect(austria.count).toBe(2);
      const us = await find(`locale=en-us&searchParams=${warm}&includeCount=true`);
      expect(us.entries.map((e) => [e.uid, e.locale])).toEqual([
        ['p2', 'en-us'],
        ['p3', 'en-us'],
      ]);
    });
  });
});
