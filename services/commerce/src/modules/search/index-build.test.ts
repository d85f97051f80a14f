import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@solo/db';
import { seedDemoData } from '@solo/fixtures';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import { ensureSearchIndex, rebuildSearchIndex } from './index-build.ts';
import { searchProducts } from './product-search.ts';
import { searchParams } from './test-store.ts';

const { products, categories, searchDocuments } = schema;

describe('search index build', () => {
  let t: TestCommerce;
  const hits = async (q: string, refine: string[] = []) =>
    (await searchProducts(t.db.db, searchParams({ q, refine }))).hits;

  beforeAll(async () => {
    t = await createTestCommerce();
  });
  afterAll(() => t.close());

  it('builds once per catalog version and again after a re-seed', async () => {
    const db = t.db.db;
    expect((await ensureSearchIndex(db)).rebuilt).toBe(true); // never built: an empty index
    expect((await ensureSearchIndex(db)).rebuilt).toBe(false);
    await seedDemoData(db);
    const built = await ensureSearchIndex(db);
    // The base text and the 19 locales the demo catalog is translated into.
    expect(built).toMatchObject({ rebuilt: true, documents: 62 * 20 });
    expect((await ensureSearchIndex(db)).rebuilt).toBe(false);
    await seedDemoData(db, { force: true });
    expect((await ensureSearchIndex(db)).rebuilt).toBe(true);
  });

  it('leaves out offline products, offline categories and what only they hold', async () => {
    const db = t.db.db;
    await db.update(products).set({ online: false }).where(eq(products.id, 'ranger-fire-pit'));
    await db.update(categories).set({ online: false }).where(eq(categories.id, 'drinkware'));
    await rebuildSearchIndex(db);
    expect((await hits('ranger')).map((h) => h.productId)).not.toContain('ranger-fire-pit');
    // The cup set is only in Drinkware; the tumbler is also in Accessories and New Arrivals.
    expect(await hits('cup set')).toEqual([]);
    expect((await hits('tumbler')).map((h) => h.productId)).toEqual(['insulated-tumbler']);
    const result = await searchProducts(db, searchParams({}));
    const cgid = result.refinements.find((r) => r.attributeId === 'cgid');
    const accessories = cgid?.values?.find((v) => v.value === 'accessories');
    expect(accessories?.values?.map((v) => v.value)).not.toContain('drinkware');
    expect(await hits('', ['cgid=drinkware'])).toEqual([]);
  });

  it('prices a master from its online variants only', async () => {
    const db = t.db.db;
    const price = async () =>
      (await hits('signature')).find((h) => h.productId === 'signature-fire-pit')?.price;
    expect(await price()).toBe(22999);
    await db
      .update(products)
      .set({ online: false })
      .where(like(products.id, 'signature-fire-pit-small-%'));
    await rebuildSearchIndex(db);
    expect(await price()).toBe(29999);
  });

  it('indexes translated text per locale and drops stale rows on a rebuild', async () => {
    const db = t.db.db;
    const locales = await db
      .selectDistinct({ locale: searchDocuments.locale })
      .from(searchDocuments)
      .orderBy(searchDocuments.locale);
    expect(locales.map((l) => l.locale)).toEqual([
      '',
      'cs-cz',
      'da-dk',
      'de-de',
      'el-gr',
      'es-es',
      'es-us',
      'fi-fi',
      'fr-ca',
      'fr-fr',
      'it-it',
      'ja-jp',
      'ko-kr',
      'nb-no',
      'nl-nl',
      'pl-pl',
      'pt-pt',
      'sv-se',
      'zh-cn',
      'zh-tw',
    ]);
    await db
      .update(products)
      .set({ online: false })
      .where(inArray(products.type, ['set', 'bundle']));
    await rebuildSearchIndex(db);
    const left = await db
      .select({ id: searchDocuments.productId })
      .from(searchDocuments)
      .where(inArray(searchDocuments.productType, ['set', 'bundle']));
    expect(left).toEqual([]);
  });
});
