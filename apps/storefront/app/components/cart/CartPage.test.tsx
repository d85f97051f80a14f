// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_PREFERENCES, resolvePath } from '@solo/sites';
import { emptyCart, type CartLine, type CartView } from '../../lib/basket/cart-view.ts';
import { SiteContext } from '../../lib/site-context.tsx';
import { ShellDrawersProvider } from '../shell/shell-state.tsx';
import { ToastProvider } from '../ui/Toaster.tsx';
import { CartProvider } from './cart-state.tsx';
import { CartPage } from './CartPage.tsx';
import { messagesFor } from '../../i18n/testing.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const line = (itemId: string, name: string, extra: Partial<CartLine> = {}): CartLine => ({
  itemId,
  productId: itemId,
  name,
  quantity: 1,
  price: 20,
  options: [],
  min: 1,
  max: 5,
  step: 1,
  unavailable: false,
  bonus: false,
  ...extra,
});

const basket = (lines: CartLine[]): CartView => ({
  ...emptyCart('USD'),
  basketId: 'b1',
  count: lines.length,
  lines,
  productSubTotal: 20 * lines.length,
  estimatedTotal: 20 * lines.length,
  hasShipments: true,
});

/**
 * The `/basket` resource route as the browser sees it: GET answers the cart, POST `remove`
 * answers it without the line. Records the writes so the test sees what the page sent.
 */
function basketRoute(initial: CartView) {
  let current = initial;
  const writes: unknown[] = [];
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  const fetch = vi.fn((_url: string, init?: RequestInit) => {
    if (init?.method !== 'POST') return Promise.resolve(json(current));
    const action = JSON.parse(init.body as string) as { intent: string; itemId: string };
    writes.push(action);
    const lines = current.lines.filter((l) => l.itemId !== action.itemId);
    current = { ...basket(lines), lines };
    return Promise.resolve(json({ cart: current }));
  });
  return { fetch, writes };
}

let root: Root;
let container: HTMLElement;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

function cartRouter(view: CartView, path: string) {
  const { site, locale } = resolvePath(path);
  const messages = messagesFor('en-US');
  return createMemoryRouter(
    [
      {
        path: '*',
        Component: () => (
          <SiteContext value={{ site, locale, preferences: DEFAULT_SITE_PREFERENCES[site.id] }}>
            <IntlProvider locale="en-US" messages={messages}>
              <ToastProvider>
                <ShellDrawersProvider>
                  <CartProvider>
                    <CartPage initial={view} />
                  </CartProvider>
                </ShellDrawersProvider>
              </ToastProvider>
            </IntlProvider>
          </SiteContext>
        ),
      },
    ],
    { initialEntries: [path] },
  );
}

function mount(view: CartView, path = '/cart') {
  const router = cartRouter(view, path);
  act(() => root.render(<RouterProvider router={router} />));
}

/** Lets fetches, state updates and the dialog's lazy chunk settle. */
const flush = async () => {
  for (let i = 0; i < 20; i++) await act(async () => new Promise((r) => setTimeout(r, 10)));
};

describe('CartPage: Items Unavailable (spec 001 §4)', () => {
  it('offers to remove the lines no longer sold online, and Remove removes each of them', async () => {
    const view = basket([
      line('gone', 'Retired Fire Pit', { availability: 'discontinued', unavailable: true }),
      line('sold-out', 'Sold Out Stove', { availability: 'outOfStock', unavailable: true }),
      line('kept', 'Pizza Stone'),
    ]);
    const route = basketRoute(view);
    vi.stubGlobal('fetch', route.fetch);
    mount(view);
    await flush();
    const dialog = document.querySelector('[role="alertdialog"], [role="dialog"]');
    expect(dialog?.textContent).toContain('Items Unavailable');
    expect(dialog?.textContent).toContain(
      'Some items are no longer available online and will be removed from your cart.',
    );
    const remove = [...dialog!.querySelectorAll('button')].find((b) => b.textContent === 'Remove');
    act(() => remove!.click());
    await flush();
    expect(route.writes).toEqual([
      { intent: 'remove', itemId: 'gone' },
      { intent: 'remove', itemId: 'sold-out' },
    ]);
    expect(container.textContent).toContain('Pizza Stone');
    expect(container.textContent).not.toContain('Sold Out Stove');
    expect(document.querySelector('[role="alertdialog"], [role="dialog"]')).toBeNull();
  });

  it('does not open for a cart whose lines are all sold online', async () => {
    const view = basket([line('kept', 'Pizza Stone', { availability: 'finalSale' })]);
    vi.stubGlobal('fetch', basketRoute(view).fetch);
    mount(view);
    await flush();
    expect(document.querySelector('[role="alertdialog"], [role="dialog"]')).toBeNull();
    expect(container.textContent).toContain('Pizza Stone');
  });
});

describe('CartPage: free shipping in the basket currency (spec 001 §9)', () => {
  it("measures a kronor basket against the EU site's kronor threshold, shipping left to checkout", async () => {
    const view: CartView = {
      ...basket([line('peel', 'Pizza Peel', { price: 1000 })]),
      currency: 'SEK',
      productSubTotal: 1000,
      estimatedTotal: 1000,
    };
    vi.stubGlobal('fetch', basketRoute(view).fetch);
    mount(view, '/eu/sv/cart');
    await flush();
    const text = container.textContent?.replace(/\s/g, ' ') ?? '';
    // 1 300 kr (site preferences) less 1 000 kr, not the euro threshold of 120.
    expect(text).toContain('Add 300,00 kr more for free shipping');
    expect(
      container.querySelector('[data-testid="free-shipping"] progress')?.getAttribute('max'),
    ).toBe('1300');
    const summary = container.querySelector('[data-testid="order-summary"]')?.textContent ?? '';
    expect(summary).toContain('calculated in Checkout');
    expect(summary).toContain('Included in price');
  });
});

describe('CartPage: the server-rendered summary', () => {
  it('holds the free-shipping bar, so hydration does not push the summary down', () => {
    const view: CartView = {
      ...basket([line('stone', 'Pizza Stone', { price: 59.99 })]),
      productSubTotal: 59.99,
      estimatedTotal: 59.99,
    };
    const html = renderToString(<RouterProvider router={cartRouter(view, '/us/cart')} />);
    expect(html).toContain('data-testid="free-shipping"');
    expect(html.replace(/<!-- -->/g, '')).toContain('Add $40.01 more for free shipping');
  });
});
