// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MiniCartContent as Content } from '../../lib/content/mini-cart.ts';

/** Fresh modules for each test: the content is read once per page life (a module-level cache). */
async function fresh() {
  vi.resetModules();
  const [{ mountContent }, { MiniCartContent, preloadContent }] = await Promise.all([
    import('../content/dom-test-support.tsx'),
    import('./MiniCartContent.tsx'),
  ]);
  return { mountContent, MiniCartContent, preloadContent };
}

const content = (heading: string): Content => ({
  sections: [
    {
      _content_type_uid: 'text_card',
      uid: 'mini_cart_text',
      heading,
      text: {
        type: 'doc',
        children: [
          { type: 'ul', children: [{ type: 'li', children: [{ text: '30-day returns' }] }] },
        ],
      },
      button: {
        link_custom: '/shipping-returns',
        button_text: 'Shipping & Returns',
        button_type: 'link',
      },
    },
  ],
  recommendations: {},
  forms: {},
  products: {},
  carousels: {},
});

/** A fetch answering `body` for the content route and counting its calls. */
function contentRoute(body: unknown, status = 200) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    calls.push(url);
    return Promise.resolve(Response.json(body, { status }));
  });
  return calls;
}

/** Lets the read and the state update land. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
/** Settles until `check` holds: the blocks' code loads in its own chunks (lazy-block.tsx). */
async function settleUntil(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await settle();
}
const shown = () => document.querySelector('[data-testid="mini-cart-content"] h2') !== null;

let unmount = () => {};
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

describe('MiniCartContent', () => {
  it("renders the entry's sections through the page renderers, read once per page life", async () => {
    const calls = contentRoute(content('Shop with confidence'));
    const { mountContent, MiniCartContent, preloadContent } = await fresh();
    await preloadContent((path) => `/us${path}`);
    ({ unmount } = mountContent(<MiniCartContent />));
    await settleUntil(
      () => document.querySelector('[data-testid="mini-cart-content"] li') !== null,
    );
    const box = document.querySelector('[data-testid="mini-cart-content"]');
    expect(box?.querySelector('h2')?.textContent).toBe('Shop with confidence');
    expect(box?.querySelector('li')?.textContent).toBe('30-day returns');
    expect(box?.querySelector('a')?.getAttribute('href')).toBe('/us/shipping-returns');
    // The drawer's preload and its first open share one read; opening again reads nothing more.
    unmount();
    ({ unmount } = mountContent(<MiniCartContent />));
    await settleUntil(shown);
    expect(shown()).toBe(true);
    expect(calls).toEqual(['/us/mini-cart-content']);
  });

  it('renders nothing without sections (no entry) or when the read fails', async () => {
    contentRoute({ ...content('x'), sections: [] });
    const first = await fresh();
    ({ unmount } = first.mountContent(<first.MiniCartContent />));
    await settle();
    expect(document.querySelector('[data-testid="mini-cart-content"]')).toBeNull();
    unmount();

    contentRoute({ error: 'down' }, 503);
    const second = await fresh();
    ({ unmount } = second.mountContent(<second.MiniCartContent />));
    await settle();
    expect(document.querySelector('[data-testid="mini-cart-content"]')).toBeNull();
  });
});
