import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestCommerce } from '../../testing.ts';
import { searchProducts, type ProductSearchParams } from './product-search.ts';
import { createSearchTestStore, searchParams, site } from './test-store.ts';

describe('product search on the demo catalog', () => {
  let t: TestCommerce;
  const search = (over: Parameters<typeof searchParams>[0]) =>
    searchProducts(t.db.db, searchParams(over));
  const ids = async (over: Parameters<typeof searchParams>[0]) =>
    (await search(over)).hits.map((h) => h.productId);

  beforeAll(async () => {
    t = await createSearchTestStore();
  });
  afterAll(() => t.close());

  it('finds fire pits for "fire", names first, and never a variant as a hit', async () => {
    const result = await search({ q: 'fire' });
    expect(result.total).toBeGreaterThan(20);
    expect(result.hits.slice(0, 5).every((h) => /fire/i.test(h.productName))).toBe(true);
    expect(result.hits.map((h) => h.productId)).toContain('signature-fire-pit');
    expect(
      result.hits.every((h) => ['master', 'item', 'set', 'bundle'].includes(h.productType)),
    ).toBe(true);
    expect(result.hits.some((h) => h.productId.startsWith('signature-fire-pit-'))).toBe(false);
  });

  it('reads the last word as a prefix: "fir" and "stov"', async () => {
    const fir = await search({ q: 'fir' });
    expect(
      fir.hits
        .slice(0, 5)
        .map((h) => h.productName)
        .join(' '),
    ).toMatch(/Fire Pit/);
    expect(fir.hits.map((h) => h.productId)).toEqual(
      expect.arrayContaining(['signature-fire-pit', 'fire-gloves']),
    );
    expect(fir.searchPhraseSuggestions.suggestedTerms[0]?.terms?.[0]).toMatchObject({
      value: 'fire',
      completed: true,
    });
    expect(await ids({ q: 'stov' })).toEqual(
      expect.arrayContaining(['titan-camp-stove', 'lite-camp-stove', 'campfire-stove']),
    );
  });

  it('splits "firepit" and corrects "fire pti", "pizza ovn" and "tumblr"', async () => {
    const firePit = await ids({ q: 'fire pit' });
    expect(firePit).toContain('ranger-fire-pit');
    const firepit = await search({ q: 'firepit' });
    expect(firepit.hits.map((h) => h.productId)).toEqual(firePit);
    expect(firepit.searchPhraseSuggestions.suggestedPhrases).toEqual([
      { phrase: 'fire pit', exactMatch: false },
    ]);
    const pti = await search({ q: 'fire pti' });
    expect(pti.hits.map((h) => h.productId)).toEqual(firePit);
    expect(pti.searchPhraseSuggestions.suggestedTerms[1]).toEqual({
      originalTerm: 'pti',
      terms: [{ value: 'pit', exactMatch: false, corrected: true, completed: false }],
    });
    const ovens = await search({ q: 'pizza ovn' });
    expect(
      ovens.hits
        .slice(0, 2)
        .map((h) => h.productId)
        .sort(),
    ).toEqual(['pi-pizza-oven', 'pi-prime-pizza-oven']);
    expect(ovens.searchPhraseSuggestions.suggestedPhrases?.[0]?.phrase).toBe('pizza oven');
    expect(await ids({ q: 'tumblr' })).toEqual(['insulated-tumbler']);
    // Each locale knows its own words: "ovn" is Danish for oven, and English's typo for it.
    const da = await search({ q: 'ovn', locale: 'da-DK', site: site('SoloEU') });
    expect(da.hits.map((h) => h.productName)).toContain('Overtræk til Pi-ovn');
    expect(da.searchPhraseSuggestions.suggestedTerms[0]?.terms?.[0]?.corrected).not.toBe(true);
  });

  it('finds nothing for nonsense, suggesting what is close when something is', async () => {
    const nonsense = await search({ q: 'xqzvw' });
    expect(nonsense).toMatchObject({ total: 0, hits: [] });
    expect(nonsense.searchPhraseSuggestions.suggestedPhrases).toEqual([]);
    const farTypo = await search({ q: 'tuxxxer' });
    expect(farTypo.total).toBe(0);
    expect(farTypo.searchPhraseSuggestions.suggestedPhrases).toEqual([
      { phrase: 'tumbler', exactMatch: false },
    ]);
    const mixed = await search({ q: 'xqzvw stove' });
    expect(mixed.total).toBe(0);
    expect(mixed.searchPhraseSuggestions.suggestedPhrases).toEqual([
      { phrase: 'stove', exactMatch: false },
    ]);
  });

  it('honours quoted phrases and exclusions', async () => {
    const quoted = await ids({ q: '"pizza oven"' });
    expect(quoted).toContain('pi-pizza-oven');
    expect(await ids({ q: 'fire pit -ranger' })).not.toContain('ranger-fire-pit');
  });

  it('prices hits per site currency: masters and sets as ranges, sale prices applied', async () => {
    const sig = await search({ q: 'signature' });
    const find = (r: typeof sig, id: string) => r.hits.find((h) => h.productId === id);
    expect(find(sig, 'signature-fire-pit')).toMatchObject({
      price: 22999,
      priceMax: 39999,
      currency: 'USD',
    });
    const ca = await search({ q: 'signature', site: site('SoloCA') });
    expect(find(ca, 'signature-fire-pit')).toMatchObject({
      price: 29999,
      priceMax: 52999,
      currency: 'CAD',
    });
    const sets = await search({ refine: ['cgid=bundles'] });
    // A set spans its cheapest member's price to its dearest member's highest, as on its page.
    expect(find(sets, 'backyard-set')).toMatchObject({ price: 6999, priceMax: 39999 });
    // Bonfire is on sale in the US and Canada only.
    const bonfireUs = await search({ q: 'bonfire backyard fire pit' });
    const bonfireEu = await search({ q: 'bonfire backyard fire pit', site: site('SoloEU') });
    expect(find(bonfireUs, 'bonfire-fire-pit')?.price).toBe(27999);
    expect(find(bonfireEu, 'bonfire-fire-pit')).toMatchObject({ price: 34900, currency: 'EUR' });
    const gift = await search({ q: 'gift card' });
    expect(find(gift, 'e-gift-card')).toMatchObject({ price: null, priceMax: null });
  });

  it('keeps out-of-stock products, marked not orderable', async () => {
    const result = await search({ q: 'kindling' });
    expect(result.hits.find((h) => h.productId === 'kindling-bundle')).toMatchObject({
      orderable: false,
    });
    const eu = await search({ q: 'pizza stone', site: site('SoloEU') });
    expect(eu.hits.find((h) => h.productId === 'pizza-stone')?.orderable).toBe(false);
  });
});

describe('product search refinements, sorting and paging', () => {
  let t: TestCommerce;
  const search = (over: Parameters<typeof searchParams>[0]) =>
    searchProducts(t.db.db, searchParams(over));
  type Result = Awaited<ReturnType<typeof search>>;
  const values = (r: Result, id: string) =>
    Object.fromEntries(
      (r.refinements.find((x) => x.attributeId === id)?.values ?? []).map((v) => [
        v.value,
        v.hitCount,
      ]),
    );

  beforeAll(async () => {
    t = await createSearchTestStore();
  });
  afterAll(() => t.close());

  it('includes subcategories in a category and nests them in the refinement', async () => {
    const all = await search({});
    const pits = await search({ refine: ['cgid=fire-pits'] });
    expect(pits.total).toBe(values(all, 'cgid')['fire-pits']);
    expect(pits.hits.map((h) => h.productId)).toEqual(
      expect.arrayContaining([
        'signature-fire-pit',
        'mesa-tabletop-fire-pit',
        'ember-propane-fire-pit',
      ]),
    );
    const cgid = pits.refinements.find((r) => r.attributeId === 'cgid');
    const firePits = cgid?.values?.find((v) => v.value === 'fire-pits');
    expect(firePits?.values?.map((v) => v.value)).toEqual(['wood-fire-pits', 'tabletop-fire-pits']);
    expect(pits.selectedRefinements).toEqual({ cgid: 'fire-pits' });
  });

  it("counts each value with the other attributes' selections applied", async () => {
    const all = await search({ refine: ['cgid=fire-pits'] });
    const black = await search({ refine: ['cgid=fire-pits', 'c_color=black'] });
    // Colours are counted without the colour selection: the same counts as before choosing.
    expect(values(black, 'c_color')).toEqual(values(all, 'c_color'));
    expect(black.total).toBe(values(all, 'c_color').black);
    // Categories are counted with the colour selection applied.
    expect(values(black, 'cgid')['fire-pits']).toBe(black.total);
    expect(Object.values(values(black, 'price')).reduce((a, b) => a + b, 0)).toBe(black.total);
    // Values of one attribute are OR-ed: black, or sand (bags and drinkware).
    const anyBlack = await search({ refine: ['c_color=black'] });
    const sand = await search({ refine: ['c_color=sand'] });
    const either = await search({ refine: ['c_color=black|sand'] });
    expect(either.total).toBeGreaterThan(Math.max(anyBlack.total, sand.total));
    expect(either.total).toBeLessThanOrEqual(anyBlack.total + sand.total);
    expect(Object.values(values(all, 'c_color')).every((n) => n > 0)).toBe(true);
  });

  it('filters by price range, size, stock, sale and new arrivals', async () => {
    const cheap = await search({ refine: ['price=(0..50)'] });
    expect(cheap.total).toBeGreaterThan(0);
    expect(cheap.hits.every((h) => h.price !== null && h.price < 5000)).toBe(true);
    const open = await search({ refine: ['price=(500..)'] });
    expect(open.hits.every((h) => (h.price ?? 0) >= 50000)).toBe(true);
    const large = await search({ refine: ['c_size=large'] });
    expect(large.hits.map((h) => h.productId)).toContain('signature-fire-pit');
    const inStock = await search({ refine: ['c_inStock=true'] });
    expect(inStock.hits.every((h) => h.orderable)).toBe(true);
    expect(inStock.hits.map((h) => h.productId)).not.toContain('kindling-bundle');
    const sale = await search({ refine: ['c_onSale=true'] });
    expect(sale.hits.map((h) => h.productId)).toEqual(
      expect.arrayContaining(['heritage-fire-bowl', 'signature-fire-pit', 'fire-pit-bellows']),
    );
    const fresh = await search({ refine: ['c_isNew=true'] });
    expect(fresh.hits.map((h) => h.productId).sort()).toEqual([
      'ember-propane-fire-pit',
      'flat-top-griddle',
      'heat-deflector',
      'insulated-tumbler',
      'mesa-xl-fire-pit',
      'pi-pizza-bundle',
      'pi-prime-pizza-oven',
    ]);
  });

  it('sorts by price, name and age, and pages without overlap', async () => {
    const sorted = async (sort: ProductSearchParams['sort']) => (await search({ sort })).hits;
    const low = (await sorted('price-low-to-high')).map((h) => h.price);
    const priced = low.filter((p) => p !== null);
    expect(priced).toEqual([...priced].sort((a, b) => a - b));
    expect(low.at(-1)).toBeNull(); // the e-gift card has no price: last
    const high = (await sorted('price-high-to-low')).map((h) => h.price).filter((p) => p !== null);
    expect(high).toEqual([...high].sort((a, b) => b - a));
    const names = (await sorted('product-name-ascending')).map((h) => h.productName.toLowerCase());
    expect(names).toEqual([...names].sort());
    const desc = (await sorted('product-name-descending')).map((h) => h.productName.toLowerCase());
    expect(desc).toEqual([...names].reverse());
    expect((await sorted('most-recent'))[0]?.productId).toBe('flat-top-griddle');
    const whole = (await search({ sort: 'most-recent' })).hits.map((h) => h.productId);
    const pages = [];
    for (let offset = 0; offset < whole.length; offset += 25)
      pages.push(
        ...(await search({ sort: 'most-recent', limit: 25, offset })).hits.map((h) => h.productId),
      );
    expect(pages).toEqual(whole);
  });

  it('localises names and categories, and still finds English words', async () => {
    const fr = await search({ q: 'foyer', locale: 'fr-CA', site: site('SoloCA') });
    expect(fr.hits.find((h) => h.productId === 'signature-fire-pit')?.productName).toBe(
      'Foyer sans fumée Signature',
    );
    const frEnglish = await search({ q: 'fire pit', locale: 'fr-CA', site: site('SoloCA') });
    expect(frEnglish.hits.map((h) => h.productId)).toContain('signature-fire-pit');
    const de = await search({ refine: ['cgid=fire-pits'], locale: 'de-DE', site: site('SoloEU') });
    expect(de.refinements.find((r) => r.attributeId === 'cgid')?.values?.[0]?.label).toBe(
      'Feuerschalen',
    );
    // A locale without translations reads the base text.
    const hu = await search({ q: 'signature', locale: 'hu-HU', site: site('SoloEU') });
    expect(hu.hits[0]?.productName).toBe('Signature Smokeless Fire Pit');
  });

  it('finds a product by its translated name, and names colours and sizes in the locale', async () => {
    const pl = await search({ q: 'bezdymne palenisko', locale: 'pl-PL', site: site('SoloEU') });
    const hit = pl.hits.find((h) => h.productId === 'signature-fire-pit');
    expect(hit?.productName).toBe('Bezdymne palenisko Signature');
    expect(hit?.variationAttributes?.map((a) => a.name)).toEqual(['Rozmiar', 'Kolor']);
    const black = await search({ q: 'czarny', locale: 'pl-PL', site: site('SoloEU') });
    expect(black.hits.map((h) => h.productId)).toContain('signature-fire-pit');
    const colors = pl.refinements.find((r) => r.attributeId === 'c_color');
    expect(colors?.values?.find((v) => v.value === 'stainless')?.label).toBe('Stal nierdzewna');
    // Another locale of a language reads its texts, as product pages do.
    const be = await search({ q: 'vuurschaal', locale: 'nl-BE', site: site('SoloEU') });
    expect(be.hits.find((h) => h.productId === 'signature-fire-pit')?.productName).toBe(
      'Signature rookvrije vuurschaal',
    );
    // US Spanish reads its own words where it has them, and Spain's elsewhere.
    const es = await search({ q: 'fogata', locale: 'es-US', site: site('SoloUS') });
    expect(es.hits.find((h) => h.productId === 'signature-fire-pit')?.productName).toBe(
      'Fogata sin humo Signature',
    );
    const peel = await search({ q: 'pala bambú', locale: 'es-US', site: site('SoloUS') });
    expect(peel.hits[0]).toMatchObject({
      productId: 'pizza-peel',
      productName: 'Pala para pizza de bambú',
    });
  });
});
