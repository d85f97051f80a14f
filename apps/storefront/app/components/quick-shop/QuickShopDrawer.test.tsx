// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_PREFERENCES, resolvePath } from '@solo/sites';
import { emptyCart, type CartLine, type CartView } from '../../lib/basket/cart-view.ts';
import { buildPdpView } from '../../lib/product/page/pdp-view.ts';
import { signatureFirePit, TEST_NOW } from '../../lib/product/test-products.ts';
import { SiteContext } from '../../lib/site-context.tsx';
import { messagesFor } from '../../i18n/testing.ts';
import { CartProvider } from '../cart/cart-state.tsx';
import { ShellDrawersProvider } from '../shell/shell-state.tsx';
import { ToastProvider } from '../ui/Toaster.tsx';
import QuickShopDrawer from './QuickShopDrawer.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ASH = 'signature-fire-pit-medium-ash';
const line: CartLine = {
  itemId: 'line-1',
  productId: ASH,
  name: 'Signature Smokeless Fire Pit',
  quantity: 1,
  price: 229.99,
  options: [],
  min: 1,
  max: 5,
  step: 1,
  unavailable: false,
  bonus: false,
};
const cart: CartView = {
  ...emptyCart('USD'),
  basketId: 'b1',
  count: 1,
  lines: [line],
  hasShipments: true,
};

/** The `/basket` route: GET answers the cart; every POST is recorded and answers it unchanged. */
function basketRoute() {
  const writes: unknown[] = [];
  vi.stubGlobal('fetch', (_url: string, init?: RequestInit) => {
    if (init?.method === 'POST') writes.push(JSON.parse(init.body as string));
    return Promise.resolve(Response.json(init?.method === 'POST' ? { cart } : cart));
  });
  return writes;
}

/**
 * Quick shop's data route, answering each load only when the test releases it, so the test
 * sees the drawer between a swatch click and the new variant's arrival.
 */
function quickShopData() {
  const pending: Array<() => void> = [];
  const loader = ({ request }: { request: Request }) =>
    new Promise((resolve) => {
      const params = new URL(request.url).searchParams;
      pending.push(() =>
        resolve({
          view: buildPdpView(signatureFirePit, {
            params: params.size ? params : new URLSearchParams('size=medium&color=ash'),
            now: TEST_NOW,
            enableBackorderMessaging: false,
          }),
        }),
      );
    });
  const release = async () => {
    for (let i = 0; i < 50 && !pending.length; i++) await settle();
    pending.shift()?.();
    await settle();
  };
  return { loader, release };
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

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

function mount(loader: ReturnType<typeof quickShopData>['loader']) {
  const { site, locale } = resolvePath('/us/cart');
  const router = createMemoryRouter(
    [
      { path: '/us/quick-shop-data/:productId', loader },
      {
        path: '*',
        Component: () => (
          <SiteContext value={{ site, locale, preferences: DEFAULT_SITE_PREFERENCES[site.id] }}>
            <IntlProvider locale="en-US" messages={messagesFor('en-US')}>
              <ToastProvider>
                <ShellDrawersProvider>
                  <CartProvider>
                    <QuickShopDrawer productId="signature-fire-pit" itemId="line-1" />
                  </CartProvider>
                </ShellDrawersProvider>
              </ToastProvider>
            </IntlProvider>
          </SiteContext>
        ),
      },
    ],
    { initialEntries: ['/us/cart'] },
  );
  act(() => root.render(<RouterProvider router={router} />));
}

const drawer = () => document.querySelector<HTMLElement>('[data-testid="quick-shop"]')!;
const button = () => drawer().querySelector<HTMLButtonElement>('[data-testid="add-to-cart"]')!;
const purchase = () => drawer().querySelector<HTMLElement>('[data-testid="quick-shop-purchase"]')!;
const swatch = (name: string) =>
  drawer().querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;

describe("QuickShopDrawer: 'Update' while a selection loads (spec 001 §4)", () => {
  it('is inert until the chosen variant has arrived, then updates to it', async () => {
    const writes = basketRoute();
    const data = quickShopData();
    mount(data.loader);
    await data.release();
    for (let i = 0; i < 50 && button()?.textContent !== 'Update'; i++) await settle();
    expect(button().textContent).toBe('Update');
    expect(swatch('Ash').getAttribute('aria-pressed')).toBe('true');
    expect(drawer().getAttribute('aria-busy')).toBe('false');

    act(() => swatch('Stainless Steel').click());
    expect(drawer().getAttribute('aria-busy')).toBe('true');
    // The browser takes no click or key in an inert panel (jsdom does not model that: the
    // attribute is what is checked here, the journey clicks in Chromium).
    expect(purchase().hasAttribute('inert')).toBe(true);
    expect(writes).toEqual([]);

    await data.release();
    expect(swatch('Stainless Steel').getAttribute('aria-pressed')).toBe('true');
    expect(drawer().getAttribute('aria-busy')).toBe('false');
    expect(purchase().hasAttribute('inert')).toBe(false);
    act(() => button().click());
    for (let i = 0; i < 50 && !writes.length; i++) await settle();
    expect(writes).toEqual([
      {
        intent: 'variant',
        itemId: 'line-1',
        productId: 'signature-fire-pit-medium-stainless',
        quantity: 1,
      },
    ]);
  });
});
