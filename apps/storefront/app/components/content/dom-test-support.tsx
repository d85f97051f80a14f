import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { DEFAULT_SITE_PREFERENCES, resolvePath } from '@solo/sites';
import { SiteContext } from '../../lib/site-context.tsx';
import { messagesFor } from '../../i18n/testing.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * Mounts content in the browser-like test document (happy-dom) on the US site in English, inside
 * a data router (what the cart's provider needs). Answers the container and an unmount.
 */
export function mountContent(node: ReactNode): { container: HTMLElement; unmount: () => void } {
  const container = document.createElement('div');
  document.body.append(container);
  const root: Root = createRoot(container);
  const { site, locale } = resolvePath('/');
  const router = createMemoryRouter([
    {
      path: '*',
      Component: () => (
        <SiteContext value={{ site, locale, preferences: DEFAULT_SITE_PREFERENCES[site.id] }}>
          <IntlProvider locale="en-US" messages={messagesFor('en-US')} onError={() => {}}>
            {node}
          </IntlProvider>
        </SiteContext>
      ),
    },
  ]);
  act(() => root.render(<RouterProvider router={router} />));
  return {
    container,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

export const click = (el: Element) => act(() => (el as HTMLElement).click());

export const key = (el: Element, k: string) =>
  act(() => {
    el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
  });
