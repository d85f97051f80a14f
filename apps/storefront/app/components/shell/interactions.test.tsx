// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_PREFERENCES, resolvePath } from '@solo/sites';
import { SiteContext } from '../../lib/site-context.tsx';
import { CONSENT_CHANGE_EVENT } from '../../lib/consent.ts';
import { MEGA_MENU_HOVER_DELAY_MS } from './MegaMenu.tsx';
import { SiteShell } from './SiteShell.tsx';
import { footerEntry, headerEntry } from './test-support.tsx';
import { messagesFor } from '../../i18n/testing.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLElement;

function Providers({ children, pathname }: { children: ReactNode; pathname: string }) {
  const { site, locale } = resolvePath(pathname);
  return (
    <SiteContext value={{ site, locale, preferences: DEFAULT_SITE_PREFERENCES[site.id] }}>
      <IntlProvider locale="en-US" messages={messagesFor('en-US')}>
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
const headerButton = (name: string) => q<HTMLButtonElement>(`header button[aria-label="${name}"]`)!;

/**
 * Clicks a control that opens a dialog and returns the dialog. Its code loads on first use (the
 * modules are imported up front below, so the lazy import settles within the act scope).
 */
async function openWith(button: HTMLElement) {
  await act(async () => {
    button.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(dialog()).not.toBeNull();
  return dialog()!;
}

beforeAll(async () => {
  await Promise.all([
    import('./DrawerPanel.tsx'),
    import('./ConsentPanel.tsx'),
    import('./MobileMenuContent.tsx'),
    import('../search/SearchAutocomplete.tsx'),
    import('../account/sign-in/AccountDrawerContent.tsx'),
  ]);
});

/** The account drawer asks /session who the shopper is: here, always a guest. */
const asGuest = () =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(() => Promise.resolve(Response.json({ registered: false })));

const pressEscape = () =>
  act(() => {
    document.activeElement!.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
    );
  });

beforeEach(() => {
  // The shell starts the shopper session once hydrated (useSessionStart): nothing listens here.
  vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
    Promise.resolve(new Response(null, { status: 204 })),
  );
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
  vi.restoreAllMocks();
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
  it('opens the cart drawer from the cart button; Keep Shopping closes it', async () => {
    mount();
    const cart = headerButton('Cart');
    expect(cart.getAttribute('aria-haspopup')).toBe('dialog');
    expect(cart.getAttribute('aria-expanded')).toBe('false');
    expect(dialog()).toBeNull();
    const drawer = await openWith(cart);
    expect(drawer.textContent).toContain('Your cart is empty.');
    expect(cart.getAttribute('aria-expanded')).toBe('true');
    expect(cart.getAttribute('aria-controls')).toBe(drawer.id);
    expect(q('header [data-active]')!.getAttribute('data-active')).toBe('true');
    // The mini cart's content loads with the drawer (a lazy chunk, transformed on first import:
    // seconds on a busy machine, past waitFor's default second).
    const keepShopping = await vi.waitFor(
      () => {
        const button = [...drawer.querySelectorAll('button')].find(
          (b) => b.textContent === 'Keep Shopping',
        );
        if (!button) throw new Error('Keep Shopping not shown yet');
        return button;
      },
      { timeout: 10_000 },
    );
    act(() => {
      keepShopping.click();
    });
    expect(dialog()).toBeNull();
    expect(cart.getAttribute('aria-expanded')).toBe('false');
    // Radix restores focus on the next task after the dialog unmounts.
    await vi.waitFor(() => expect(document.activeElement).toBe(cart));
  });

  it('is titled, closes with Escape, returns focus to its button and reopens at once', async () => {
    asGuest();
    mount();
    const account = headerButton('Account');
    const drawer = await openWith(account);
    const title = document.getElementById(drawer.getAttribute('aria-labelledby')!);
    expect(title?.textContent).toBe('Account');
    expect(drawer.contains(document.activeElement)).toBe(true);
    pressEscape();
    expect(dialog()).toBeNull();
    // Radix restores focus on the next task after the dialog unmounts.
    await vi.waitFor(() => expect(document.activeElement).toBe(account));
    // The drawer stays loaded: opening it again needs no wait.
    act(() => {
      account.click();
    });
    expect(dialog()?.textContent).toContain('Create Account');
  });

  it('closes on a route change', async () => {
    asGuest();
    const router = mount();
    expect((await openWith(headerButton('Account'))).textContent).toContain('Create Account');
    await act(() => router.navigate('/us/p/ranger'));
    expect(dialog()).toBeNull();
  });

  it('shows a guest the sign-in form and the links, without Track an Order on the EU site', async () => {
    const fetch = asGuest();
    mount('/eu');
    const drawer = await openWith(headerButton('Account'));
    expect(fetch).toHaveBeenCalledWith('/eu/session', expect.anything());
    expect(drawer.querySelector('form')?.getAttribute('action')).toBe('/eu/login');
    const hrefs = [...drawer.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/eu/registration', '/eu/reset-password', '/eu/account/wishlist']);
  });

  it('puts Shop All first in the expanded groups of the mobile menu', async () => {
    mount();
    await openWith(headerButton('Menu'));
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

  it('sends the search form to the localized /search', async () => {
    mount('/ca/fr');
    const form = (await openWith(headerButton('Search'))).querySelector('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/ca/fr/search');
    expect(form.querySelector('input')!.name).toBe('q');
    expect(document.activeElement).toBe(form.querySelector('input'));
  });
});

describe('consent preferences', () => {
  it('opens from the footer, saves the choice and returns focus to its button', async () => {
    mount();
    const button = [...document.querySelectorAll<HTMLButtonElement>('footer button')].find(
      (b) => b.textContent === 'Consent Preferences',
    )!;
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    const consent = await openWith(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const title = document.getElementById(consent.getAttribute('aria-labelledby')!);
    expect(title?.textContent).toBe('Consent Preferences');
    const analytics = consent.querySelectorAll<HTMLInputElement>('input[role="switch"]')[1]!;
    expect(analytics.checked).toBe(false);
    act(() => {
      analytics.click();
    });
    expect(analytics.checked).toBe(true);
    const changes: unknown[] = [];
    const onChange = (event: Event) => changes.push((event as CustomEvent).detail);
    window.addEventListener(CONSENT_CHANGE_EVENT, onChange);
    act(() => {
      [...consent.querySelectorAll('button')].find((b) => b.textContent === 'Save')!.click();
    });
    window.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
    expect(changes).toEqual([{ analytics: true, marketing: false, personalisation: true }]);
    expect(dialog()).toBeNull();
    // Radix restores focus on the next task after the dialog unmounts.
    await vi.waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('deletes the recorded product views when personalisation is declined', async () => {
    mount();
    const button = [...document.querySelectorAll<HTMLButtonElement>('footer button')].find(
      (b) => b.textContent === 'Consent Preferences',
    )!;
    const consent = await openWith(button);
    const switches = consent.querySelectorAll<HTMLInputElement>('input[role="switch"]');
    const personalisation = switches[3]!;
    expect(personalisation.checked).toBe(true);
    const calls: Array<[string, string | undefined]> = [];
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      calls.push([input instanceof Request ? input.url : input.toString(), init?.method]);
      return Promise.resolve(new Response(null, { status: 204 }));
    });
    try {
      act(() => personalisation.click());
      act(() => {
        [...consent.querySelectorAll('button')].find((b) => b.textContent === 'Save')!.click();
      });
    } finally {
      fetchSpy.mockRestore();
    }
    expect(calls).toEqual([['/us/recommendations-data', 'DELETE']]);
    expect(document.cookie).toContain('personalisation%3D0');
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
