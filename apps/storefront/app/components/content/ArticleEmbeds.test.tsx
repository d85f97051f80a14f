// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyCart } from '../../lib/basket/cart-view.ts';
import type { ContentProductMap } from '../../lib/content/content-products.ts';
import { canyonFirePit, naturalFireStarters } from '../../lib/product/test-products.ts';
import { productTracking } from '../../lib/recommendations/recommendations.server.ts';
import { toTileView } from '../../lib/tile/tile-view.ts';
import { CartProvider } from '../cart/cart-state.tsx';
import { ShellDrawersProvider } from '../shell/shell-state.tsx';
import { ToastProvider } from '../ui/Toaster.tsx';
import {
  FeaturedAuthorContent,
  FeaturedCommunity,
  FeaturedProducts,
  Recipe,
} from './ArticleEmbeds.tsx';
import { ContentProducts } from './block-contexts.tsx';
import { mountContent } from './dom-test-support.tsx';

const US = { siteId: 'SoloUS', localeId: 'en-US', currency: 'USD' };
const map: ContentProductMap = Object.fromEntries(
  [naturalFireStarters, canyonFirePit].map((p) => [
    p.id,
    { tile: toTileView(p, US), tracking: productTracking(p, 'USD') },
  ]),
);
const picker = { data: [{ id: 'natural-fire-starters' }, { id: 'canyon-fire-pit' }] };
const posts = ['one', 'two', 'three', 'four'].map((uid) => ({
  uid,
  title: `Post ${uid}`,
  url: uid,
  publish_date: '2025-01-02T08:05:00Z',
}));

let unmount = () => {};
afterEach(() => {
  unmount();
  vi.restoreAllMocks();
});

/** Mounted with the cart the product cards add to. */
function mount(node: ReactNode): HTMLElement {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(emptyCart('USD')));
  const mounted = mountContent(
    <ToastProvider>
      <ShellDrawersProvider>
        <CartProvider>
          <ContentProducts value={map}>{node}</ContentProducts>
        </CartProvider>
      </ShellDrawersProvider>
    </ToastProvider>,
  );
  unmount = mounted.unmount;
  return mounted.container;
}

describe('Recipe', () => {
  it('shows the equipment as product cards, the ingredients and the numbered steps', () => {
    const html = mount(
      <Recipe
        entry={{
          title: 'Skillet cornbread',
          equipment_used: picker,
          ingredients: ['2 cups cornmeal', ' ', '1 egg'],
          recipe_step: [
            { name: 'Heat', text: 'Warm the skillet over embers.' },
            { text: 'Pour and bake.' },
          ],
        }}
      />,
    ).innerHTML;
    expect(html).toMatch(/<h3[^>]*>Equipment Used<\/h3>/);
    expect(html).toContain('data-product-id="canyon-fire-pit"');
    expect(html).not.toContain('Add All to Cart');
    expect(html).toMatch(/<h3[^>]*>Ingredients<\/h3>/);
    expect(html.match(/<li>(2 cups cornmeal|1 egg)<\/li>/g)).toHaveLength(2);
    expect(html).toMatch(/<h3[^>]*>Directions<\/h3>/);
    expect(html).toMatch(/<h4[^>]*><span>Step 1<\/span><span[^>]*>Heat<\/span><\/h4>/);
    expect(html).toMatch(/<h4[^>]*><span>Step 2<\/span><\/h4>/);
    expect(html).toContain('Warm the skillet over embers.');
  });
  it('renders nothing without ingredients or steps', () => {
    expect(mount(<Recipe entry={{ title: 'Empty', equipment_used: picker }} />).innerHTML).toBe('');
  });
});

describe('FeaturedProducts', () => {
  it('shows the product cards with "+ Add" and Add All to Cart', () => {
    const html = mount(
      <FeaturedProducts entry={{ title: 'In this story', products: picker }} />,
    ).innerHTML;
    expect(html.match(/>\+ Add</g)).toHaveLength(2);
    expect(html).toContain('Add All to Cart');
  });
});

describe('community embeds', () => {
  it('headed "More From {author}", up to three of the author’s posts, each linked to its page', () => {
    const html = mount(<FeaturedAuthorContent entry={{ author: 'Ana Ruiz', posts }} />).innerHTML;
    expect(html).toMatch(/<h2[^>]*>More From Ana Ruiz<\/h2>/);
    expect(html.match(/<article/g)).toHaveLength(3);
    expect(html).toContain('Jan 2, 2025 | 8:05 AM');
    expect(html.match(/<a [^>]*href="\/us\/community\/p\/[a-z]+"/g)).toHaveLength(6);
    expect(mount(<FeaturedAuthorContent entry={{ posts }} />).innerHTML).toBe('');
  });
  it('shows the featured community posts and nothing without any', () => {
    const html = mount(
      <FeaturedCommunity entry={{ title: 'From the community', posts }} />,
    ).innerHTML;
    expect(html.match(/<article/g)).toHaveLength(4);
    expect(mount(<FeaturedCommunity entry={{ posts: [] }} />).innerHTML).toBe('');
  });
});
