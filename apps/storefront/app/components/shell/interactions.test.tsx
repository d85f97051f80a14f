// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_PREFERENCES, resolvePath } from '@solo/sites';
import { SiteContext } from '../../lib/site-context.tsx';
import { MEGA_MENU_HOVER_DELAY_MS } from './MegaMenu.tsx';
import { shellMessages } from './translations.ts';
import { SiteShell } from './SiteShell.tsx';
import { footerEntry, headerEntry } from './test-support.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLElement;

function Providers({ children, pathname }: { children: ReactNode; pathname: string }) {
  const { site, locale } = resolvePath(pathname);
  return (
    <SiteContext value={{ site, locale, preferences: DEFAULT_SITE_PREFERENCES[site.id] }}>
      <IntlProvider locale="en-US" messages={shellMessages['en-US']}>
        {children}
      </IntlProvider>
    </SiteContext>
  );
}

/** Mounts the shell in a memory router, as the browser would after hydration. */
function mount(url = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        Component: function Page() {
          return (
            <Providers pathname={router.state.location.pathname}>
              <SiteShell header={headerEntry} footer={footerEntry}>
                <h1>Page</h1>
              </SiteShell>
            </Providers>
          );
        },
      },
    ],
    { initialEntries: [url] },
  );
  act(() => {
    root.render(<RouterProvider router={router} />);
  });
  return router;
}

const q = <T extends Element = HTMLElement>(selector: string) =>
  document.querySelector<T>(selector);
const menuButton = () => q<HTMLButtonElement>('nav[aria-label="Main"] button')!;
const dialog = () => q('[role="dialog"]');

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => {
    root.unmount();
  });
  container.remove();
  vi.useRealTimers();
});

describe('mega menu', () => {
  it('opens a panel 500 ms after the pointer enters and closes when it leaves', () => {
    vi.useFakeTimers();
    mount();
    const item = menuButton().closest('li')!;
    act(() => {
      item.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    });
    act(() => {
      vi.advanceTimersByTime(MEGA_MENU_HOVER_DELAY_MS - 1);
    });
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(menuButton().getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(false);
    expect(panel.textContent).toContain('Compare Fire Pits');
    act(() => {
      item.dispatchEvent(
        new PointerEvent('pointerout', {
          bubbles: true,
          pointerType: 'mouse',
          relatedTarget: document.body,
        }),
      );
    });
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
  });

  it('opens from the keyboard into the panel and Escape returns focus', () => {
    mount();
    menuButton().focus();
    act(() => {
      menuButton().dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    });
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toBe('Shop All Fire Pits');
    act(() => {
      document.activeElement!.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
      );
    });
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton());
  });

  it('marks the header active while a panel is open', () => {
    mount();
    const bar = q('header [data-active]')!;
    expect(bar.getAttribute('data-active')).toBe('false');
    act(() => {
      menuButton().click();
    });
    expect(bar.getAttribute('data-active')).toBe('true');
  });
});

describe('drawers', () => {
  it('opens the cart drawer from the cart button; Keep Shopping closes it', () => {
    mount();
    act(() => {
      q<HTMLButtonElement>('button[aria-label="Cart"]')!.click();
    });
    expect(dialog()?.textContent).toContain('Your cart is empty.');
    expect(q('header [data-active]')!.getAttribute('data-active')).toBe('true');
    const keepShopping = [...dialog()!.querySelectorAll('button')].find(
      (b) => b.textContent === 'Keep Shopping',
    )!;
    act(() => {
      keepShopping.click();
    });
    expect(dialog()).toBeNull();
  });

  it('closes on a route change', async () => {
    const router = mount();
    act(() => {
      q<HTMLButtonElement>('button[aria-label="Account"]')!.click();
    });
    expect(dialog()?.textContent).toContain('Create Account');
    await act(() => router.navigate('/us/p/ranger'));
    expect(dialog()).toBeNull();
  });

  it('lists the guest links without Track an Order on the EU site', () => {
    mount('/eu');
    act(() => {
      q<HTMLButtonElement>('button[aria-label="Account"]')!.click();
    });
    const hrefs = [...dialog()!.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/eu/login',
      '/eu/registration',
      '/eu/reset-password',
      '/eu/account/wishlist',
    ]);
  });

  it('puts Shop All first in the expanded groups of the mobile menu', () => {
    mount();
    act(() => {
      q<HTMLButtonElement>('button[aria-label="Menu"]')!.click();
    });
    const trigger = (name: string) =>
      [...dialog()!.querySelectorAll('button')].find((b) => b.textContent === name)!;
    act(() => {
      trigger('Fire Pits').click();
    });
    act(() => {
      trigger('By Size').click();
    });
    const links = [...dialog()!.querySelectorAll('nav[aria-label="Shop"] a')].map(
      (a) => a.textContent,
    );
    expect(links.slice(0, 5)).toEqual([
      'Shop All Fire Pits',
      'Shop All By Size',
      'Ranger',
      'Bonfire',
      'New Arrivals',
    ]);
    expect(links.at(-1)).toBe('Gift Cards');
  });

  it('sends the search form to the localized /search', () => {
    mount('/ca/fr');
    act(() => {
      q<HTMLButtonElement>('button[aria-label="Search"]')!.click();
    });
    const form = dialog()!.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/ca/fr/search');
    expect(form.querySelector('input')!.name).toBe('q');
    expect(document.activeElement).toBe(form.querySelector('input'));
  });
});

describe('offline banner', () => {
  it('shows while the browser is offline', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    mount();
    const status = q('[role="status"]')!;
    expect(status.textContent).toBe('');
    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(status.textContent).toBe("You're currently browsing in offline mode");
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(status.textContent).toBe('');
  });
});
