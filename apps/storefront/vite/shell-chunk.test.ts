import { describe, expect, it } from 'vitest';
import { isEveryPageEntry, isProductCommon, staticClosure } from './shell-chunk.ts';

describe('isEveryPageEntry', () => {
  it('knows the client entry and the root route, and no other route', () => {
    expect(
      isEveryPageEntry('/x/node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx'),
    ).toBe(true);
    expect(
      isEveryPageEntry('/x/apps/storefront/app/root.tsx?__react-router-build-client-route'),
    ).toBe(true);
    expect(
      isEveryPageEntry(
        '/x/apps/storefront/app/routes/product.tsx?__react-router-build-client-route',
      ),
    ).toBe(false);
    expect(isEveryPageEntry('/x/apps/storefront/app/components/root.tsx.bak')).toBe(false);
  });
});

describe('staticClosure', () => {
  const imports: Record<string, string[]> = {
    entry: ['react-dom', 'react'],
    'react-dom': ['react', 'scheduler'],
    root: ['shell', 'react'],
    shell: ['icons'],
    product: ['gallery', 'shell'],
  };
  const importsOf = (id: string) => imports[id] ?? [];

  it('holds every module the roots reach through static imports, once each', () => {
    expect([...staticClosure(['entry', 'root'], importsOf)].sort()).toEqual(
      ['entry', 'icons', 'react', 'react-dom', 'root', 'scheduler', 'shell'].sort(),
    );
  });

  it('leaves out what only other routes import', () => {
    const closure = staticClosure(['entry', 'root'], importsOf);
    expect(closure.has('product')).toBe(false);
    expect(closure.has('gallery')).toBe(false);
  });

  it('survives import cycles', () => {
    expect([...staticClosure(['a'], (id) => (id === 'a' ? ['b'] : ['a']))]).toEqual(['a', 'b']);
  });
});

describe('isProductCommon', () => {
  it('takes what product pages and tiles share, not what the cart also loads', () => {
    const app = '/x/apps/storefront/app/';
    for (const path of [
      'lib/product/price.ts',
      'lib/product/buttons.ts',
      'lib/product/messages.ts',
      'components/reviews/Stars.tsx',
      'components/notify-me/NotifyMeButton.tsx',
      'components/ui/text.ts',
    ])
      expect(isProductCommon(app + path)).toBe(true);
    for (const path of [
      'lib/format/money.ts',
      'lib/product/price.test.ts',
      'components/reviews/ReviewsSection.tsx',
      'lib/product/page/cart-button.ts',
      'components/notify-me/NotifyMeModal.tsx',
    ])
      expect(isProductCommon(app + path)).toBe(false);
  });
});
