// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_PREFERENCES, resolvePath } from '@solo/sites';
import { emptyCart, type CartView } from '../../lib/basket/cart-view.ts';
import { SiteContext } from '../../lib/site-context.tsx';
import type { WishlistPanelData } from '../../lib/wishlist/wishlist-data.ts';
import { CartProvider, useCart } from '../cart/cart-state.tsx';
import { ShellDrawersProvider } from '../shell/shell-state.tsx';
import { ToastProvider } from '../ui/Toaster.tsx';
import { SavedItemsPanel } from './SavedItemsPanel.tsx';
import { messagesFor } from '../../i18n/testing.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLElement;

const saved: WishlistPanelData = {
  registered: true,
  listId: 'l1',
  productIds: ['pizza-stone', 'signature-fire-pit'],
  entries: [
    {
      itemId: 'w1',
      productId: 'pizza-stone',
      name: 'Cordierite Pizza Stone',
      href: '/p/pizza-stone',
      price: '$59.99',
      available: true,
      addable: true,
    },
    {
      itemId: 'w2',
      productId: 'signature-fire-pit',
      name: 'Signature Fire Pit',
      href: '/p/signature-fire-pit',
      available: true,
      addable: false,
    },
  ],
};

/** The header's count as the cart provider holds it. */
function Count() {
  const { cart } = useCart();
  return <output data-count="">{cart?.count ?? ''}</output>;
}

function mount() {
  const { site, locale } = resolvePath('/');
  const router = createMemoryRouter([
    {
      path: '*',
      Component: () => (
        <SiteContext value={{ site, locale, preferences: DEFAULT_SITE_PREFERENCES[site.id] }}>
          <IntlProvider locale="en-US" messages={messagesFor('en-US')} onError={() => {}}>
            <ToastProvider>
              <ShellDrawersProvider>
                <CartProvider>
                  <Count />
                  <SavedItemsPanel />
                </CartProvider>
              </ShellDrawersProvider>
            </ToastProvider>
          </IntlProvider>
        </SiteContext>
      ),
    },
  ]);
  act(() => root.render(<RouterProvider router={router} />));
}

/** The browser's answers: the saved items, the cart before and after the add. */
function answers() {
  const after: CartView = { ...emptyCart('USD'), basketId: 'b1', count: 1 };
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : (input as Request).url;
    if (url.includes('/wishlist-data')) return Promise.resolve(Response.json(saved));
    if (init?.method === 'POST') return Promise.resolve(Response.json({ cart: after }));
    return Promise.resolve(Response.json(emptyCart('USD')));
  });
}

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.restoreAllMocks();
});

describe('SavedItemsPanel', () => {
  it('adds a saved simple product back to the cart through the basket add', async () => {
    const fetch = answers();
    mount();
    const buttons = await vi.waitFor(() => {
      const found = [...container.querySelectorAll('button')].filter(
        (b) => b.textContent === 'Add to Cart',
      );
      if (!found.length) throw new Error('saved items not shown yet');
      return found;
    });
    // Only the product that can go in the basket as it is (a master needs its options).
    expect(buttons).toHaveLength(1);
    expect(buttons[0]!.closest('li')!.getAttribute('data-product-id')).toBe('pizza-stone');
    await act(async () => {
      buttons[0]!.click();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe('/us/basket');
    expect(JSON.parse(post?.[1]?.body as string)).toEqual({
      intent: 'add',
      items: [{ productId: 'pizza-stone', quantity: 1 }],
    });
    await vi.waitFor(() => expect(container.querySelector('[data-count]')!.textContent).toBe('1'));
  });
});
