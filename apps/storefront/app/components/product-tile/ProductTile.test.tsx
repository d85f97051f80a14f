// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, createRoutesStub, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_PREFERENCES, resolvePath } from '@solo/sites';
import {
  campKitchenSet,
  eGiftCard,
  heritageFireBowl,
  kindlingBundle,
  mesaTabletopFirePit,
  signatureFirePit,
  summitFirePit,
} from '../../lib/product/test-products.ts';
import type { CatalogProduct } from '../../lib/product/types.ts';
import { SiteContext } from '../../lib/site-context.tsx';
import { toTileView, type TileView } from '../../lib/tile/tile-view.ts';
import { ToastProvider } from '../ui/Toaster.tsx';
import { CartProvider } from '../cart/cart-state.tsx';
import { ShellDrawersProvider } from '../shell/shell-state.tsx';
import { ProductTile } from './ProductTile.tsx';
import { moreButtonVisibility, swatchVisibility } from './TileSwatches.tsx';
import { messagesFor } from '../../i18n/testing.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const messages = messagesFor('en-US');
const US = { siteId: 'SoloUS', localeId: 'en-US', currency: 'USD' };
const model = (p: CatalogProduct) => toTileView(p, US);

let root: Root;
let container: HTMLElement;

function Tile({ tile, index, pathname }: { tile: TileView; index: number; pathname: string }) {
  const { site, locale } = resolvePath(pathname);
  return (
    <SiteContext value={{ site, locale, preferences: DEFAULT_SITE_PREFERENCES[site.id] }}>
      <IntlProvider locale="en-US" messages={messages}>
        <ToastProvider>
          <ShellDrawersProvider>
            <CartProvider>
              <ProductTile tile={tile} index={index} />
            </CartProvider>
          </ShellDrawersProvider>
        </ToastProvider>
      </IntlProvider>
    </SiteContext>
  );
}

function mount(p: CatalogProduct, url = '/plp/fire-pits?sort=best-matches', index = 0) {
  const tile = model(p);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        Component: () => (
          <Tile tile={tile} index={index} pathname={router.state.location.pathname} />
        ),
      },
    ],
    { initialEntries: [url] },
  );
  act(() => root.render(<RouterProvider router={router} />));
  return router;
}

const q = <T extends Element = HTMLElement>(selector: string) =>
  container.querySelector<T>(selector);
const qa = <T extends Element = HTMLElement>(selector: string) => [
  ...container.querySelectorAll<T>(selector),
];
const swatch = (value: string) => q<HTMLButtonElement>(`[role="radio"][data-value="${value}"]`)!;
const nameLink = () => q<HTMLAnchorElement>('a[data-tile-link]')!;
const image = () => q<HTMLImageElement>('img:not([data-hover-image])')!;
const price = () => q('[data-price]')?.textContent;
const button = () => q<HTMLElement>('[data-action]');
/** A pointer comes over the tile's image (React's pointerenter listens to pointerover). */
const pointAtImage = () =>
  act(() => {
    image().dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
  });
const click = (el: HTMLElement) => act(() => el.click());
const key = (el: HTMLElement, k: string) =>
  act(() => {
    el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
  });

beforeEach(() => {
  // happy-dom loads no images: report them as loaded, as a browser would.
  Object.defineProperty(HTMLImageElement.prototype, 'naturalWidth', {
    configurable: true,
    get: () => 297,
  });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('ProductTile: a master', () => {
  it('starts on the default variant: its image, its link, the range and quick shop', () => {
    mount(signatureFirePit);
    expect(image().getAttribute('src')).toBe(
      '/images/products/signature-fire-pit/stainless-1.svg?w=297',
    );
    expect(nameLink().getAttribute('href')).toBe(
      '/us/p/signature-fire-pit?size=medium&color=stainless',
    );
    expect(price()).toBe('$229.99 – $399.99');
    expect(swatch('stainless').getAttribute('aria-checked')).toBe('true');
    expect(button()?.textContent).toBe('Quick Shop');
    expect(button()?.getAttribute('href')).toBe(
      '/plp/fire-pits?sort=best-matches&quick-shop=open&quick-shop-product-id=signature-fire-pit',
    );
  });

  it('renders the hover image only once a pointer has come over the image', () => {
    mount(signatureFirePit);
    expect(q('img[data-hover-image]')).toBeNull();
    pointAtImage();
    expect(q('img[data-hover-image]')?.getAttribute('src')).toBe(
      '/images/products/signature-fire-pit/stainless-2.svg?w=297',
    );
  });

  it('choosing a swatch changes the image, the link, the price and the button', () => {
    mount(signatureFirePit);
    click(swatch('ash'));
    expect(swatch('ash').getAttribute('aria-checked')).toBe('true');
    expect(swatch('stainless').getAttribute('aria-checked')).toBe('false');
    expect(image().getAttribute('src')).toBe('/images/products/signature-fire-pit/ash-1.svg?w=297');
    pointAtImage();
    expect(q('img[data-hover-image]')?.getAttribute('src')).toBe(
      '/images/products/signature-fire-pit/ash-2.svg?w=297',
    );
    expect(nameLink().getAttribute('href')).toBe('/us/p/signature-fire-pit?size=medium&color=ash');
    expect(price()).toBe('$299.99');
    // Spec 001 §2: a chosen variant's tile adds it directly (a button, not the quick-shop link).
    expect(button()?.textContent).toBe('Add to Cart');
    expect(button()?.tagName).toBe('BUTTON');
  });

  it('localizes the product link to the current site', () => {
    mount(signatureFirePit, '/ca/fr/plp/fire-pits');
    expect(nameLink().getAttribute('href')).toBe(
      '/ca/fr/p/signature-fire-pit?size=medium&color=stainless',
    );
    expect(button()?.getAttribute('href')).toBe(
      '/ca/fr/plp/fire-pits?quick-shop=open&quick-shop-product-id=signature-fire-pit',
    );
  });

  it('is a keyboard radio group: one tab stop, arrows move and choose', () => {
    mount(signatureFirePit);
    const group = q('[role="radiogroup"]')!;
    expect(group.getAttribute('aria-label')).toBe('Color of Signature Smokeless Fire Pit');
    expect(qa('[role="radio"]').map((r) => r.tabIndex)).toEqual([0, -1, -1, -1]);
    swatch('stainless').focus();
    key(swatch('stainless'), 'ArrowRight');
    expect(swatch('ash').getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(swatch('ash'));
    key(swatch('ash'), 'ArrowLeft');
    key(swatch('stainless'), 'ArrowLeft');
    expect(swatch('bronze').getAttribute('aria-checked')).toBe('true');
    expect(qa('[role="radio"]').map((r) => r.tabIndex)).toEqual([-1, -1, -1, 0]);
  });
});

describe('ProductTile: swatch limits', () => {
  it('shows 12 / 6 / 5 swatches by tile width, with a + N button per width', () => {
    mount(mesaTabletopFirePit);
    const radios = qa('[role="radio"]');
    expect(radios).toHaveLength(13);
    expect(radios[4]!.className).toContain(swatchVisibility(4));
    expect(radios[5]!.className).toContain('@min-[10rem]:hidden');
    expect(radios[11]!.className).toContain('hidden @min-[15rem]:inline-flex');
    expect(radios[12]!.className.split(' ')).toContain('hidden');
    const more = q('button:not([role]):not([aria-pressed])')!;
    expect([...more.querySelectorAll('span:not(.sr-only)')].map((s) => s.textContent)).toEqual([
      '+ 7',
      '+ 8',
      '+ 1',
    ]);
    expect(more.textContent).toContain('Show all 13 options');
  });

  it('+ N reveals every swatch', () => {
    mount(mesaTabletopFirePit);
    click(q('button:not([role]):not([aria-pressed])')!);
    expect(q('button:not([role]):not([aria-pressed])')).toBeNull();
    for (const radio of qa('[role="radio"]')) {
      expect(radio.className.split(' ')).not.toContain('hidden');
    }
  });

  it('the visibility rules follow the spec limits', () => {
    expect([0, 4, 5, 6, 11, 12].map(swatchVisibility)).toEqual([
      'inline-flex',
      'inline-flex',
      'inline-flex @min-[10rem]:hidden @min-[15rem]:inline-flex',
      'hidden @min-[15rem]:inline-flex',
      'hidden @min-[15rem]:inline-flex',
      'hidden',
    ]);
    expect(moreButtonVisibility(4)).toBeNull();
    expect(moreButtonVisibility(5)).toBeNull();
    expect(moreButtonVisibility(6)).toBe('hidden @min-[10rem]:inline-flex @min-[15rem]:hidden');
    expect(moreButtonVisibility(12)).toBe('inline-flex @min-[15rem]:hidden');
    expect(moreButtonVisibility(13)).toBe('inline-flex');
  });

  it('starts with every swatch shown when the default colour is beyond the limit', () => {
    mount({
      ...mesaTabletopFirePit,
      c_variants: mesaTabletopFirePit.c_variants!.map((v) => ({
        ...v,
        isDefault: v.variationValues.color === 'basalt',
      })),
    });
    expect(swatch('basalt').getAttribute('aria-checked')).toBe('true');
    expect(swatch('basalt').tabIndex).toBe(0);
    expect(swatch('basalt').className.split(' ')).not.toContain('hidden');
    expect(q('button:not([role]):not([aria-pressed])')).toBeNull();
  });

  it('Home and End choose the first and the last value', () => {
    mount(signatureFirePit);
    key(swatch('stainless'), 'End');
    expect(swatch('bronze').getAttribute('aria-checked')).toBe('true');
    key(swatch('bronze'), 'Home');
    expect(swatch('stainless').getAttribute('aria-checked')).toBe('true');
  });

  it('a tile with four colours has no + N button', () => {
    mount(signatureFirePit);
    expect(q('button:not([role]):not([aria-pressed])')).toBeNull();
  });
});

describe('ProductTile: disabled values', () => {
  it('a sold-out colour is disabled and cannot be chosen', () => {
    mount(mesaTabletopFirePit);
    const sunset = swatch('sunset');
    expect(sunset.getAttribute('aria-disabled')).toBe('true');
    click(sunset);
    expect(sunset.getAttribute('aria-checked')).toBe('false');
    expect(swatch('stainless').getAttribute('aria-checked')).toBe('true');
  });

  it('arrow keys skip a disabled colour', () => {
    mount(mesaTabletopFirePit);
    const values = qa('[role="radio"]').map((r) => r.dataset.value);
    const before = values.indexOf('sunset') - 1;
    click(swatch(values[before]!));
    key(swatch(values[before]!), 'ArrowRight');
    expect(swatch(values[before + 2]!).getAttribute('aria-checked')).toBe('true');
  });
});

describe('ProductTile: button per state', () => {
  it('out of stock: the label and Notify Me, a button that opens the notify-me dialog', () => {
    mount(kindlingBundle);
    expect(button()?.textContent).toBe('Notify Me');
    expect(button()?.tagName).toBe('BUTTON');
    expect(button()?.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button()?.getAttribute('aria-expanded')).toBe('false');
    expect(q('[data-label="outOfStock"]')?.textContent).toBe('Out of Stock');
  });

  it('discontinued: the label and no button', () => {
    mount(summitFirePit);
    expect(q('[data-label="discontinued"]')?.textContent).toBe('Discontinued');
    expect(button()).toBeNull();
  });

  it('a set of simple items: Add Set to Cart opens quick shop for the set', () => {
    mount(campKitchenSet, '/search?q=camp');
    expect(button()?.textContent).toBe('Add Set to Cart');
    expect(button()?.getAttribute('href')).toBe(
      '/search?q=camp&quick-shop=open&quick-shop-product-id=camp-kitchen-set',
    );
  });

  it('an e-gift card: no price, View Full Details', () => {
    mount(eGiftCard);
    expect(q('[data-price]')).toBeNull();
    expect(button()?.textContent).toBe('View Full Details');
    expect(button()?.getAttribute('href')).toBe('/us/p/e-gift-card');
  });

  it('a sale: the list price struck through and the percent-off badge', () => {
    mount(heritageFireBowl);
    expect(q('s')?.textContent).toBe('$259.99');
    expect(price()).toContain('Sale price:$159.99');
    expect(price()).toContain('38% off');
  });
});

describe('ProductTile: images', () => {
  function render(index: number) {
    const tile = model(signatureFirePit);
    const Stub = createRoutesStub([
      { path: '/', Component: () => <Tile tile={tile} index={index} pathname="/" /> },
    ]);
    const html = renderToString(<Stub />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    return doc.querySelector('img:not([data-hover-image])')!;
  }

  it('the first row loads eagerly at high priority, later rows lazily', () => {
    expect(render(0).getAttribute('fetchpriority')).toBe('high');
    expect(render(0).getAttribute('loading')).toBe('eager');
    expect(render(4).getAttribute('loading')).toBe('lazy');
    expect(render(4).getAttribute('fetchpriority')).toBeNull();
  });

  it('asks the image service for responsive widths', () => {
    const img = render(0);
    expect(img.getAttribute('srcset')).toContain(
      '/images/products/signature-fire-pit/stainless-1.svg?w=594 594w',
    );
    expect(img.getAttribute('sizes')).toBe('(min-width: 992px) 297px, 50vw');
  });

  it('a failed image becomes a placeholder icon', () => {
    mount(signatureFirePit);
    act(() => {
      image().dispatchEvent(new Event('error'));
    });
    expect(q('img:not([data-hover-image])')).toBeNull();
    expect(q('svg[role="img"]')?.getAttribute('aria-label')).toBe('Image not available');
  });
});
