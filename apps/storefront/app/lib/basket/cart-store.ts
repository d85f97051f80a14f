import type { CartView } from './cart-view.ts';

/** What the cart's readers re-render on. */
export interface CartState {
  cart: CartView | null;
  failed: boolean;
}

/** A read of `/basket` in flight: whether a write has run since it was sent. */
export interface ReadTicket {
  epoch: number;
  clean: boolean;
}

/**
 * The browser's cart state, outside React (components/cart/cart-state.tsx says why), and the
 * order of its answers. A read of `/basket` sent before a write, or while one is out, may be
 * answered after the write with the basket as it was before it: applying it would take the
 * added line away again (an empty mini cart right after "Add to cart"). So a read's answer is
 * applied only when no write was out while it was; the write's own answer is the newer cart.
 */
export function cartStore() {
  let state: CartState = { cart: null, failed: false };
  let epoch = 0;
  let writing = 0;
  const listeners = new Set<() => void>();
  const set = (next: Partial<CartState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  return {
    get: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    beginRead: (): ReadTicket => ({ epoch, clean: writing === 0 }),
    /** Applies a read's answer unless a write ran while it was out; answers whether it did. */
    applyRead: (ticket: ReadTicket, cart: CartView): boolean => {
      if (!ticket.clean || ticket.epoch !== epoch) return false;
      set({ cart });
      return true;
    },
    beginWrite: () => {
      writing += 1;
      epoch += 1;
    },
    /** A write's answer: the new cart, or only the failure flag. */
    endWrite: (next: Partial<CartState>) => {
      writing -= 1;
      epoch += 1;
      set(next);
    },
  };
}
export type CartStore = ReturnType<typeof cartStore>;
