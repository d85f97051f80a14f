import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FooterEntry, HeaderEntry, HeroEntry, PageEntry } from '@solo/content-model';
import {
  EN,
  formatAmount,
  freeShippingThreshold,
  GIFT_CARD_MIN_AMOUNT,
  mergeTexts,
  SITE_FACTS,
  textsFile,
} from '@solo/fixtures';
import { DEMO_DATA } from '@solo/fixtures/testing';
import { SITES } from '@solo/sites';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';

type Served<T> = T & { locale: string };

/**
 * Every locale of every site through the content service over the seeded demo data: the shell
 * and home page it is served speak its language when texts exist for it (else English), give its
 * site's address and announce free shipping at the threshold of its currency, as Intl writes it.
 */
describe('demo content in every locale', () => {
  let t: TestCommerce;
  const get = async <T>(path: string): Promise<Served<T>> => {
    const res = await t.app.request(path);
    expect(res.status, path).toBe(200);
    return ((await res.json()) as { entry: Served<T> }).entry;
  };

  beforeAll(async () => {
    t = await createTestCommerce({ template: DEMO_DATA });
  });
  afterAll(() => t.close());

  const locales = SITES.flatMap((site) =>
    site.l10n.supportedLocales.map((locale) => ({ site, locale })),
  );

  it.each(locales.map(({ site, locale }) => [locale.id, site.id, site, locale] as const))(
    '%s (%s)',
    async (id, _siteId, site, locale) => {
      const language = id.split('-')[0] ?? id;
      const translated = textsFile(language) ?? textsFile(id);
      const texts = mergeTexts([textsFile(language), textsFile(id)].filter((f) => f !== undefined));
      const query = `locale=${id.toLowerCase()}`;
      const [header, footer, home] = await Promise.all([
        get<HeaderEntry>(`/content-stack/entry?id=header&${query}`),
        get<FooterEntry>(`/content-stack/entry?id=footer&${query}`),
        get<PageEntry>(`/content-stack/entry?id=home&referenceFieldPath=sections&${query}`),
      ]);

      // Its language when there are texts for it, else English.
      const words = translated ? texts : EN;
      expect(header.main_nav[0]?.title).toBe(words.categories['fire-pits']);
      expect(footer.copyright).toBe(words.footer.copyright);
      const hero = home.sections[0] as unknown as HeroEntry | undefined;
      const heading = hero?.sections?.find((s) => 'text_block' in s);
      expect(heading && 'text_block' in heading && heading.text_block.heading).toBe(
        words.home.heroHeading,
      );
      if (translated && language !== 'en')
        for (const served of [header.locale, footer.locale, home.locale])
          expect([id.toLowerCase(), language]).toContain(served);

      // Its site's contact facts.
      const facts = SITE_FACTS[site.id];
      expect(footer.phone_number).toBe(facts.phone);
      expect(footer.text_number_block.text_number).toContain(facts.textNumber);
      expect([facts.address, ...Object.values(facts.addressIn ?? {})]).toContain(
        footer.address_block.address,
      );

      // Amounts in the currency the locale prefers, written as the locale writes them in the
      // language of the text.
      const region = new Intl.Locale(id).region ?? '';
      const writer = `${translated ? language : 'en'}-${region}`;
      const currency = locale.preferredCurrency;
      const [freeShipping, , giftCards] = header.promotion.map((p) => p.promo_text);
      expect(freeShipping).toContain(
        formatAmount(writer, currency, freeShippingThreshold(site.id, currency)),
      );
      expect(giftCards).toContain(formatAmount(writer, currency, GIFT_CARD_MIN_AMOUNT));
    },
  );

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
