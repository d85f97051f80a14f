import { describe, expect, it } from 'vitest';
import { generateCatalog } from './generated-catalog.ts';

describe('generated benchmark catalog', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  const catalog = generateCatalog({ products: 300, seed: 7, now });
  const byId = new Map(catalog.products.map((p) => [p.id, p]));

  it('is deterministic for the same options', () => {
    expect(generateCatalog({ products: 300, seed: 7, now })).toEqual(catalog);
    expect(generateCatalog({ products: 300, seed: 8, now }).products[0]).not.toEqual(
      catalog.products[0],
    );
  });

  it('holds the requested number of sellable products, with unique ids', () => {
    expect(catalog.products.filter((p) => p.type !== 'variant')).toHaveLength(300);
    expect(byId.size).toBe(catalog.products.length);
  });

  it('links every variant, set member and bundled product to a product it holds', () => {
    for (const p of catalog.products) {
      if (p.type === 'variant') expect(byId.get(p.masterId ?? '')?.type).toBe('master');
      for (const id of p.setProductIds ?? []) expect(byId.has(id)).toBe(true);
      for (const b of p.bundledProducts ?? []) expect(byId.has(b.productId)).toBe(true);
    }
    for (const pc of catalog.productCategories) expect(byId.has(pc.productId)).toBe(true);
  });

  it('prices every variant and item in every price book currency', () => {
    const priced = new Set(catalog.prices.map((p) => `${p.productId}:${p.priceBookId}`));
    const listBooks = catalog.priceBooks.filter((b) => b.kind === 'list');
    expect(listBooks.length).toBeGreaterThanOrEqual(4);
    for (const p of catalog.products.filter((x) => x.type === 'variant' || x.type === 'item'))
      for (const book of listBooks) expect(priced.has(`${p.id}:${book.id}`)).toBe(true);
  });
});
