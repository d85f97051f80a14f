import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductTracking } from './analytics.ts';
import {
  CART_PRODUCT_MAX,
  CART_PRODUCT_PREFIX,
  cartProduct,
  forgetCartProducts,
  forgetProducts,
  rememberCartProducts,
  trackAddToCart,
  trackingStorage,
  type TrackingStorage,
} from './cart-product-tracking.ts';

/** A Storage of the browser's shape, in memory. */
function memoryStorage(initial: Record<string, string> = {}): TrackingStorage & {
  items: Map<string, string>;
} {
  const items = new Map(Object.entries(initial));
  return {
    items,
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const GLOVES: ProductTracking = {
  id: 'fire-gloves-l',
  name: 'Leather Fire Gloves',
  brand: 'Solo Stove',
  price: 39.99,
  currency: 'USD',
  masterId: 'fire-gloves',
  primaryCategoryId: 'accessories',
  imageGroups: [{ viewType: 'large', images: ['https://img.example/gloves.jpg'] }],
  variationValues: { size: 'L' },
};
const tracking = (id: string): ProductTracking => ({ id, name: id, currency: 'USD' });

describe('cartProduct_ tracking storage (spec 002 §9)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps each added product under a cartProduct_ key with all its tracking fields', () => {
    const storage = memoryStorage();
    rememberCartProducts(storage, [GLOVES], 1000);
    expect([...storage.items.keys()]).toEqual([`${CART_PRODUCT_PREFIX}fire-gloves-l`]);
    expect(cartProduct(storage, 'fire-gloves-l')).toEqual(GLOVES);
    expect(cartProduct(storage, 'pizza-stone')).toBeNull();
  });

  it('ignores what it cannot read as tracking fields', () => {
    const storage = memoryStorage({
      cartProduct_a: 'not json',
      cartProduct_b: JSON.stringify({ tracking: { id: 'b' } }),
    });
    expect(cartProduct(storage, 'a')).toBeNull();
    expect(cartProduct(storage, 'b')).toBeNull();
  });

  it(`holds at most ${CART_PRODUCT_MAX} products, dropping the oldest added`, () => {
    const storage = memoryStorage({ other: 'kept' });
    for (let i = 0; i < CART_PRODUCT_MAX; i += 1)
      rememberCartProducts(storage, [tracking(`p${i}`)], i);
    rememberCartProducts(storage, [tracking('p0')], 100); // added again: now the newest
    rememberCartProducts(storage, [tracking('late')], 101);
    expect(storage.items.size).toBe(CART_PRODUCT_MAX + 1);
    expect(cartProduct(storage, 'p1')).toBeNull();
    expect(cartProduct(storage, 'p0')).not.toBeNull();
    expect(cartProduct(storage, 'late')).not.toBeNull();
    expect(storage.items.get('other')).toBe('kept');
  });

  it('forgets the products no longer in the cart, and the products of a placed order', () => {
    const storage = memoryStorage({ other: 'kept' });
    rememberCartProducts(storage, [tracking('a'), tracking('b'), tracking('c')]);
    forgetCartProducts(storage, ['a', 'c']);
    expect(cartProduct(storage, 'b')).toBeNull();
    forgetProducts(storage, ['a']);
    expect(cartProduct(storage, 'a')).toBeNull();
    expect(cartProduct(storage, 'c')).not.toBeNull();
    forgetCartProducts(storage); // an emptied cart
    expect([...storage.items.keys()]).toEqual(['other']);
  });

  it('survives a storage that refuses writes', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(() => rememberCartProducts(storage, [GLOVES])).not.toThrow();
  });

  it('is used only with analytics consent; without it, what was kept goes', () => {
    const storage = memoryStorage({ cartProduct_a: JSON.stringify({ tracking: tracking('a') }) });
    const document = { cookie: 'consent=analytics%3D0%26marketing%3D1' };
    vi.stubGlobal('window', { localStorage: storage });
    vi.stubGlobal('document', document);
    expect(trackingStorage()).toBeNull();
    expect(storage.items.size).toBe(0);
    document.cookie = 'consent=analytics%3D1%26marketing%3D0';
    expect(trackingStorage()).toBe(storage);
  });

  it('add to cart pushes the event with all ten fields and keeps the products', () => {
    const storage = memoryStorage();
    const target: { dataLayer?: unknown[] } = {};
    trackAddToCart([{ tracking: GLOVES, quantity: 2 }], target, storage);
    expect(target.dataLayer).toEqual([
      { event: 'add_to_cart', products: [{ ...GLOVES, quantity: 2 }] },
    ]);
    expect(cartProduct(storage, GLOVES.id)).toEqual(GLOVES);
    // Without consent (no storage) the event still goes; nothing is kept.
    trackAddToCart([{ tracking: GLOVES, quantity: 1 }], target, null);
    expect(target.dataLayer).toHaveLength(2);
  });
});
