import { describe, expect, it } from 'vitest';
import type { OrderView } from './order-view.ts';
import {
  purchaseEvent,
  pushPurchaseOnce,
  TRACKED_ORDERS_KEY,
  TRACKED_ORDERS_MAX,
  withCartProducts,
} from './purchase-event.ts';

const VIEW = {
  orderNo: '00001001',
  currency: 'USD',
  email: 'robin@example.com',
  taxTotal: 8.8,
  shippingTotal: 9.99,
  orderTotal: 118.77,
  lines: [{ productId: 'log-rack', name: 'Log Rack', quantity: 2, price: 99.98, options: [] }],
} as unknown as OrderView;

const ADDRESS = { firstName: 'Robin', city: 'Seattle', countryCode: 'US' };

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

describe('purchase event (spec 002 §3)', () => {
  const event = purchaseEvent({ view: VIEW, emailSubscribed: true, shippingAddress: ADDRESS });

  it('carries the purchase tracking fields and each line with its unit price', () => {
    expect(event).toEqual({
      event: 'purchase',
      orderNo: '00001001',
      taxTotal: 8.8,
      shippingTotal: 9.99,
      orderTotal: 118.77,
      currency: 'USD',
      email: 'robin@example.com',
      emailSubscribed: true,
      shippingAddress: ADDRESS,
      products: [{ id: 'log-rack', name: 'Log Rack', price: 49.99, currency: 'USD', quantity: 2 }],
    });
  });

  it('is pushed once per order and browser, under a gtmProductData key (spec 002 §9)', () => {
    const storage = memoryStorage();
    const target: { dataLayer?: unknown[] } = {};
    expect(pushPurchaseOnce(event, target, storage)).toBe(true);
    expect(pushPurchaseOnce(event, target, storage)).toBe(false);
    expect(target.dataLayer).toEqual([event]);
    expect(TRACKED_ORDERS_KEY.startsWith('gtmProductData')).toBe(true);
    expect(JSON.parse(storage.items.get(TRACKED_ORDERS_KEY)!)).toEqual(['00001001']);
  });

  it('remembers only the latest orders', () => {
    const storage = memoryStorage();
    const target: { dataLayer?: unknown[] } = {};
    for (let i = 0; i < TRACKED_ORDERS_MAX + 5; i++)
      pushPurchaseOnce({ ...event, orderNo: String(i) }, target, storage);
    const kept = JSON.parse(storage.items.get(TRACKED_ORDERS_KEY)!) as string[];
    expect(kept).toHaveLength(TRACKED_ORDERS_MAX);
    expect(kept.at(-1)).toBe(String(TRACKED_ORDERS_MAX + 4));
  });

  it('still pushes when storage fails or holds garbage', () => {
    const target: { dataLayer?: unknown[] } = {};
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(pushPurchaseOnce(event, target, broken)).toBe(true);
    const garbage = memoryStorage();
    garbage.items.set(TRACKED_ORDERS_KEY, '{not json');
    expect(pushPurchaseOnce(event, target, garbage)).toBe(true);
    expect(pushPurchaseOnce(event, target, null)).toBe(true);
    expect(target.dataLayer).toHaveLength(3);
  });

  it('completes each line with the tracking fields kept when its product was added (spec 002 §9)', () => {
    const view = {
      ...VIEW,
      lines: [
        ...VIEW.lines,
        {
          productId: 'fire-gloves-l',
          name: 'Leather Fire Gloves',
          quantity: 1,
          price: 35,
          options: [],
        },
      ],
    } as unknown as OrderView;
    const kept = {
      id: 'fire-gloves-l',
      name: 'Old name',
      brand: 'Solo Stove',
      price: 39.99,
      currency: 'CAD',
      masterId: 'fire-gloves',
      primaryCategoryId: 'accessories',
      imageGroups: [{ viewType: 'large', images: ['https://img.example/gloves.jpg'] }],
      variationValues: { size: 'L' },
    };
    const base = purchaseEvent({ view, emailSubscribed: false, shippingAddress: null });
    const completed = withCartProducts(base, (id) => (id === 'fire-gloves-l' ? kept : null));
    expect(completed.products).toEqual([
      { id: 'log-rack', name: 'Log Rack', price: 49.99, currency: 'USD', quantity: 2 },
      {
        // What was bought stands: the order's name, unit price, currency and quantity.
        id: 'fire-gloves-l',
        name: 'Leather Fire Gloves',
        price: 35,
        currency: 'USD',
        quantity: 1,
        brand: 'Solo Stove',
        masterId: 'fire-gloves',
        primaryCategoryId: 'accessories',
        imageGroups: kept.imageGroups,
        variationValues: { size: 'L' },
      },
    ]);
    expect({ ...completed, products: [] }).toEqual({ ...base, products: [] });
  });
});
