import { describe, expect, it } from 'vitest';
import { quickShopItemId, quickShopProductId, withoutQuickShop, withQuickShop } from './params.ts';

describe('quick-shop parameters (spec 001 §2)', () => {
  it('opens only for quick-shop=open with a product id', () => {
    expect(quickShopProductId(new URLSearchParams('quick-shop=open&quick-shop-product-id=x'))).toBe(
      'x',
    );
    expect(
      quickShopProductId(new URLSearchParams('quick-shop=closed&quick-shop-product-id=x')),
    ).toBeNull();
    expect(
      quickShopProductId(new URLSearchParams('quick-shop=open&quick-shop-product-id=')),
    ).toBeNull();
    expect(quickShopProductId(new URLSearchParams('quick-shop-product-id=x'))).toBeNull();
  });

  it('closing removes both parameters and keeps the others', () => {
    const params = new URLSearchParams('q=pit&quick-shop=open&quick-shop-product-id=x&sort=new');
    expect(withoutQuickShop(params).toString()).toBe('q=pit&sort=new');
    expect(params.get('quick-shop')).toBe('open');
  });

  it('opening adds both parameters', () => {
    expect(withQuickShop(new URLSearchParams('q=pit'), 'y').toString()).toBe(
      'q=pit&quick-shop=open&quick-shop-product-id=y',
    );
  });

  it('edits a basket line only when quick shop is open for a product', () => {
    const editing = withQuickShop(new URLSearchParams('sort=new'), 'pit-ash', 'item-1');
    expect(editing.toString()).toBe(
      'sort=new&quick-shop=open&quick-shop-product-id=pit-ash&quick-shop-item-id=item-1',
    );
    expect(quickShopItemId(editing)).toBe('item-1');
    expect(quickShopItemId(new URLSearchParams('quick-shop-item-id=item-1'))).toBeNull();
    expect(withoutQuickShop(editing).toString()).toBe('sort=new');
    // Opening another product adds: the line being edited is forgotten.
    expect(quickShopItemId(withQuickShop(editing, 'other'))).toBeNull();
  });
});
