import { describe, expect, it } from 'vitest';
import { cartStore } from './cart-store.ts';
import type { CartView } from './cart-view.ts';

const cart = (count: number) => ({ count }) as unknown as CartView;

describe('the cart store: answers in the order that keeps the newest cart', () => {
  it('applies a read that no write crossed', () => {
    const store = cartStore();
    let renders = 0;
    store.subscribe(() => (renders += 1));
    expect(store.applyRead(store.beginRead(), cart(1))).toBe(true);
    expect(store.get().cart).toEqual(cart(1));
    expect(renders).toBe(1);
  });

  it("drops a read sent before a write and answered after it (the add's line stays)", () => {
    const store = cartStore();
    const read = store.beginRead();
    store.beginWrite();
    store.endWrite({ cart: cart(1), failed: false });
    expect(store.applyRead(read, cart(0))).toBe(false);
    expect(store.get().cart).toEqual(cart(1));
  });

  it('drops a read sent while a write was out, whenever either lands', () => {
    const store = cartStore();
    store.beginWrite();
    const read = store.beginRead();
    // The read lands first: the write's answer is still to come.
    expect(store.applyRead(read, cart(0))).toBe(false);
    store.endWrite({ cart: cart(2), failed: false });
    expect(store.get().cart).toEqual(cart(2));
    // A read sent once the write has landed is applied.
    expect(store.applyRead(store.beginRead(), cart(3))).toBe(true);
    expect(store.get().cart).toEqual(cart(3));
  });

  it("keeps the cart on a failed write and says so, without taking a crossed read's answer", () => {
    const store = cartStore();
    store.beginWrite();
    store.endWrite({ cart: cart(1), failed: false });
    const read = store.beginRead();
    store.beginWrite();
    store.endWrite({ failed: true });
    expect(store.applyRead(read, cart(5))).toBe(false);
    expect(store.get()).toEqual({ cart: cart(1), failed: true });
  });
});
