// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyCart, type CartView } from '../../lib/basket/cart-view.ts';
import type { ContentProductMap } from '../../lib/content/content-products.ts';
import { productTracking } from '../../lib/recommendations/recommendations.server.ts';
import {
  canyonFirePit,
  naturalFireStarters,
  signatureFirePit,
  stoveTravelBag,
} from '../../lib/product/test-products.ts';
import type { CatalogProduct } from '../../lib/product/types.ts';
import { toTileView } from '../../lib/tile/tile-view.ts';
import { CartProvider } from '../cart/cart-state.tsx';
import { ShellDrawersProvider, useShellDrawers } from '../shell/shell-state.tsx';
import { ToastProvider } from '../ui/Toaster.tsx';
import { ContentProducts } from './block-contexts.tsx';
import { click, mountContent } from './dom-test-support.tsx';
import { ProductCards } from './ProductCards.tsx';

const US = { siteId: 'SoloUS', localeId: 'en-US', currency: 'USD' };
const map: ContentProductMap = Object.fromEntries(
  [naturalFireStarters, canyonFirePit, stoveTravelBag, signatureFirePit].map(
    (p: CatalogProduct) => [p.id, { tile: toTileView(p, US), tracking: productTracking(p, 'USD') }],
  ),
);
const entry = {
  title: 'Stock up',
  products: {
    data: [
      { id: 'natural-fire-starters' },
      { id: 'missing-product' },
      { id: 'canyon-fire-pit' },
      { id: 'stove-travel-bag' },
      { id: 'signature-fire-pit' },
    ],
  },
};

/** Which drawer the shell has open. */
function OpenDrawer() {
  return <output data-drawer="">{useShellDrawers().openDrawer ?? ''}</output>;
}

let unmount = () => {};
afterEach(() => {
  unmount();
  vi.restoreAllMocks();
});

function mountCards(value: ContentProductMap, cards: typeof entry & { show_add_all?: boolean }) {
  const mounted = mountContent(
    <ToastProvider>
      <ShellDrawersProvider>
        <CartProvider>
          <ContentProducts value={value}>
            <OpenDrawer />
            <ProductCards entry={cards} first={false} />
          </ContentProducts>
        </CartProvider>
      </ShellDrawersProvider>
    </ToastProvider>,
  );
  unmount = mounted.unmount;
  return mounted.container;
}

describe('ProductCards', () => {
  it('shows the resolved products, "+ Add" on those that add at once, and Add All to Cart', () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(emptyCart('USD')));
    const html = mountCards(map, entry).innerHTML;
    expect(html.match(/data-product-id="[^"]+"/g)).toEqual([
      'data-product-id="natural-fire-starters"',
      'data-product-id="canyon-fire-pit"',
      'data-product-id="stove-travel-bag"',
      'data-product-id="signature-fire-pit"',
    ]);
    expect(html.match(/>\+ Add</g)).toHaveLength(2);
    expect(html).toContain('Add All to Cart');
    expect(html).toContain('href="/us/p/canyon-fire-pit"');
  });
  it('has no Add All to Cart when the entry turns it off, and nothing without products', () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(emptyCart('USD')));
    expect(mountCards(map, { ...entry, show_add_all: false }).innerHTML).not.toContain(
      'Add All to Cart',
    );
    unmount();
    expect(mountCards({}, entry).innerHTML).toBe('<output data-drawer=""></output>');
  });
  it('adds each product, then opens the mini cart and names the one that failed', async () => {
    const cart: CartView = { ...emptyCart('USD'), basketId: 'b1', count: 1 };
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation((_input, init) => {
      if (init?.method !== 'POST') return Promise.resolve(Response.json(emptyCart('USD')));
      const body = JSON.parse(init.body as string) as { items: Array<{ productId: string }> };
      if (body.items[0]!.productId === 'canyon-fire-pit') {
        return Promise.resolve(
          Response.json(
            { error: { status: 400, reason: 'quantityLimit', fields: ['quantity'] } },
            { status: 400 },
          ),
        );
      }
      return Promise.resolve(Response.json({ cart }));
    });
    const container = mountCards(map, entry);
    const addAll = container.querySelector('[data-add-all]')!;
    click(addAll);
    expect(addAll.getAttribute('aria-busy')).toBe('true');
    await vi.waitFor(() =>
      expect(container.querySelector('[data-drawer]')!.textContent).toBe('cart'),
    );
    const posts = fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([, init]) => JSON.parse(init!.body as string) as unknown)).toEqual([
      { intent: 'add', items: [{ productId: 'natural-fire-starters', quantity: 1 }] },
      { intent: 'add', items: [{ productId: 'canyon-fire-pit', quantity: 1 }] },
    ]);
    await vi.waitFor(() => {
      expect(document.body.textContent).toContain('We can’t add that many of this item.');
      expect(document.body.textContent).toContain('Not added to your cart: Canyon Steel Fire Pit');
    });
    await act(() => Promise.resolve());
    expect(addAll.getAttribute('aria-busy')).toBe('false');
  });
});
