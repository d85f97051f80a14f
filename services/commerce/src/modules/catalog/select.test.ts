import { describe, expect, it } from 'vitest';
import { applySelect, parseSelect, SelectSyntaxError } from './select.ts';

const product = {
  id: 'p',
  name: 'P',
  price: 10,
  variants: [
    { productId: 'a', price: 1, orderable: true },
    { productId: 'b', price: 2, orderable: false },
  ],
  inventory: { ats: 3, orderable: true },
};

describe('select', () => {
  it('keeps the named properties, nested ones and arrays element by element', () => {
    expect(applySelect(product, parseSelect('(id,variants.(productId),inventory.ats)'))).toEqual({
      id: 'p',
      variants: [{ productId: 'a' }, { productId: 'b' }],
      inventory: { ats: 3 },
    });
  });

  it('keeps everything below ** and merges repeated paths', () => {
    expect(applySelect(product, parseSelect('(inventory.(**),id)'))).toEqual({
      inventory: product.inventory,
      id: 'p',
    });
    expect(applySelect(product, parseSelect('(inventory.ats,inventory.orderable)'))).toEqual({
      inventory: { ats: 3, orderable: true },
    });
    expect(applySelect(product, parseSelect('(**)'))).toEqual(product);
  });

  it('projects a result document through data', () => {
    const result = { limit: 1, total: 1, data: [product] };
    expect(applySelect(result, parseSelect('(total,data.(id,price))'))).toEqual({
      total: 1,
      data: [{ id: 'p', price: 10 }],
    });
  });

  it('refuses what it cannot read, saying where', () => {
    expect(() => parseSelect('id,name')).toThrow(SelectSyntaxError);
    expect(() => parseSelect('(id,')).toThrow(/position 5/);
    expect(() => parseSelect('(data[0].id)')).toThrow(/expected "\)"/);
  });
});
