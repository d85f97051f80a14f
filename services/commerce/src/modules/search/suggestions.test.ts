import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestCommerce } from '../../testing.ts';
import { searchSuggestions, type SuggestionParams } from './suggestions.ts';
import { createSearchTestStore, site } from './test-store.ts';

describe('search suggestions on the demo catalog', () => {
  let t: TestCommerce;
  const suggest = (q: string, over: Partial<SuggestionParams> = {}) =>
    searchSuggestions(t.db.db, {
      site: site('SoloUS'),
      locale: 'en-US',
      currency: 'USD',
      q,
      limit: 7,
      ...over,
    });

  beforeAll(async () => {
    t = await createSearchTestStore();
  });
  afterAll(() => t.close());

  it.each(['f', 'fi', 'pi', 'st', 'ca', 'b', 'g'])(
    'offers 7 phrases for the short prefix "%s" (spec 000 §9)',
    async (q) => {
      const { phrases } = await suggest(q);
      expect(phrases).toHaveLength(7);
      expect(new Set(phrases.map((p) => p.phrase)).size).toBe(7);
      expect(phrases.every((p) => p.phrase.split(/\W+/).some((w) => w.startsWith(q)))).toBe(true);
    },
  );

  it('puts phrases starting with the query first, then the ones finding most products', async () => {
    const { phrases, categories, products } = await suggest('fire');
    expect(phrases[0]).toEqual({ phrase: 'fire', exactMatch: true });
    expect(phrases.slice(1, 3).map((p) => p.phrase)).toEqual(['fire pit', 'fire pits']);
    expect(categories[0]).toEqual({
      id: 'fire-pits',
      name: 'Fire Pits',
      parentCategoryName: 'Storefront Catalog',
    });
    expect(categories.map((c) => c.id)).toContain('wood-fire-pits');
    expect(products).toHaveLength(7);
    expect(products.every((p) => /fire/i.test(p.productName))).toBe(true);
  });

  it('completes and corrects words as product search does', async () => {
    const pti = await suggest('fire pti');
    expect(pti.phrases[0]?.phrase).toBe('fire pit');
    expect(pti.products.map((p) => p.productId)).toContain('signature-fire-pit');
    expect(pti.terms[1]?.terms?.[0]).toMatchObject({ value: 'pit', corrected: true });
    const tumblr = await suggest('tumblr');
    expect(tumblr.products).toEqual([
      {
        productId: 'insulated-tumbler',
        productName: 'Fireside Tumbler',
        price: 2999,
        currency: 'USD',
        image: expect.objectContaining({
          path: expect.stringContaining('insulated-tumbler/') as unknown,
        }) as unknown,
      },
    ]);
    expect(tumblr.phrases[0]?.phrase).toBe('tumbler');
    const stov = await suggest('stov');
    expect(stov.categories.map((c) => c.id)).toEqual(['stoves-grills', 'camp-stoves']);
    expect(stov.products.map((p) => p.productId)).toContain('titan-camp-stove');
  });

  it('returns up to `limit` of each kind, and nothing for nonsense', async () => {
    const few = await suggest('fi', { limit: 2 });
    expect([few.phrases.length, few.products.length]).toEqual([2, 2]);
    expect(await suggest('xqzvw')).toMatchObject({ phrases: [], products: [], categories: [] });
  });

  it('suggests in the language of the locale, prices in the site currency', async () => {
    const fr = await suggest('foyer', { site: site('SoloCA'), locale: 'fr-CA', currency: 'CAD' });
    expect(fr.categories[0]).toMatchObject({ id: 'fire-pits', name: 'Foyers extérieurs' });
    expect(fr.phrases[0]?.phrase).toBe('foyer');
    const sig = fr.products.find((p) => p.productId === 'signature-fire-pit');
    expect(sig).toMatchObject({
      productName: 'Foyer sans fumée Signature',
      price: 29999,
      currency: 'CAD',
    });
  });
});
