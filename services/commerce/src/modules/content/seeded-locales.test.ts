import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FooterEntry, HeaderEntry } from '@solo/content-model';
import { CONTENT_DIR } from '@solo/fixtures';
import { DEMO_DATA } from '@solo/fixtures/testing';
import { contentLocaleChain, SITES } from '@solo/sites';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import { readContentFolder } from './folder.ts';
import { canonicalJson } from './versions.ts';

type Served<T> = T & { locale: string; title: string };

/**
 * Every locale of every site through the content service over the demo data as the first start
 * imports it: the header, footer and home page it is served are the content folder's files of
 * the first locale of its fallback chain that has one (content.test.ts in packages/fixtures
 * checks what those files state).
 */
describe('demo content in every locale', () => {
  let t: TestCommerce;
  const get = async <T>(path: string): Promise<Served<T>> => {
    const res = await t.app.request(path);
    expect(res.status, path).toBe(200);
    return ((await res.json()) as { entry: Served<T> }).entry;
  };
  const folder = readContentFolder(CONTENT_DIR);
  const fileFor = (type: string, uid: string, locale: string) =>
    contentLocaleChain(locale)
      .map((l) =>
        folder.entries.find((e) => e.contentTypeUid === type && e.uid === uid && e.locale === l),
      )
      .find((e) => e !== undefined);
  /** The body fields of a served entry, without the metadata the API adds. */
  const bodyOf = (entry: Record<string, unknown>) => {
    const {
      uid: _u,
      _content_type_uid: _t,
      locale: _l,
      title: _ti,
      updated_at: _a,
      ...body
    } = entry;
    return body;
  };

  beforeAll(async () => {
    t = await createTestCommerce({ template: DEMO_DATA });
  });
  afterAll(() => t.close());

  const locales = SITES.flatMap((site) =>
    site.l10n.supportedLocales.map((l) => l.id.toLowerCase()),
  );

  it('has imported the folder without a problem', () => {
    expect(folder.problems).toEqual([]);
  });

  it.each(locales)("%s is served its chain's files", async (id) => {
    for (const [type, uid] of [
      ['header', 'header'],
      ['footer', 'footer'],
      ['page', 'home'],
    ] as const) {
      const entry = await get<Record<string, unknown>>(
        `/content-stack/id?type=${type}&contentId=${uid}&locale=${id}`,
      );
      const file = fileFor(type, uid, id);
      expect(entry.locale, `${uid} ${id}`).toBe(file?.locale);
      expect(entry.title).toBe(file?.title);
      expect(canonicalJson(bodyOf(entry)), `${uid} ${id}`).toBe(canonicalJson(file?.body));
    }
  });

  it('serves the locales the issue named in their language, in euros, from Amsterdam', async () => {
    const austria = await get<HeaderEntry>('/content-stack/entry?id=header&locale=de-at');
    expect(austria.promotion[0]?.promo_text).toBe('Kostenloser Versand ab €\u00a0120');
    const belgium = await get<HeaderEntry>('/content-stack/entry?id=header&locale=fr-be');
    expect(belgium).toMatchObject({ locale: 'fr' });
    expect(belgium.promotion[0]?.promo_text).toBe('Livraison gratuite dès 120\u00a0€ d’achat');
    const english = await get<HeaderEntry>('/content-stack/entry?id=header&locale=en-ie');
    expect(english.promotion[0]?.promo_text).toBe('Free shipping on orders over €120');
    const footer = await get<FooterEntry>('/content-stack/entry?id=footer&locale=en-de');
    expect(footer.locale).toBe('en-ie');
    expect(footer.address_block.address).toMatch(/Amsterdam, Netherlands$/);
  });
});
