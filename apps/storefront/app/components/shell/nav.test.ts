import { describe, expect, it } from 'vitest';
import type { MainNavItem } from '@solo/content-model';
import { mobileGroup, panelLayout } from './nav.ts';

const image = { url: '/images/content/x.jpg', alt: 'x' };
const firePits: MainNavItem = {
  title: 'Fire Pits',
  url_custom: '/c/fire-pits',
  link: [
    {
      title: 'By Size',
      url_custom: '/plp/fire-pits',
      link: [
        {
          title: 'Ranger',
          url_custom: '/p/ranger',
          link: [{ title: 'Too deep', url_custom: '/x' }],
        },
      ],
    },
    { title: 'Bundles', url_custom: '/plp/bundles' },
    { title: 'New', url_custom: '/plp/new', item_image: image },
  ],
  secondary_links: [{ title: 'Compare', url_custom: '/s/compare' }],
};

describe('panelLayout', () => {
  it('makes every child a column, one per child by default', () => {
    const layout = panelLayout(firePits);
    expect(layout.columns.map((c) => c.title)).toEqual(['By Size', 'Bundles', 'New']);
    expect(layout.columnCount).toBe(3);
    expect(layout.shopAll).toBe(true);
  });

  it('uses desktop_menu_columns', () => {
    expect(panelLayout({ ...firePits, desktop_menu_columns: 4 }).columnCount).toBe(4);
  });

  it('leaves out Shop All when a child or secondary link already goes to the item', () => {
    const withShopAll = {
      ...firePits,
      link: [...firePits.link!, { title: 'Shop all', url_custom: '/c/fire-pits/' }],
    };
    expect(panelLayout(withShopAll).shopAll).toBe(false);
    const viaSecondary = {
      ...firePits,
      secondary_links: [{ title: 'All', url_custom: '/c/fire-pits' }],
    };
    expect(panelLayout(viaSecondary).shopAll).toBe(false);
  });
});

describe('mobileGroup', () => {
  it('puts Shop All first in groups at depth above 1', () => {
    expect(mobileGroup(firePits, 2).shopAll).toEqual({
      title: 'Fire Pits',
      url_custom: '/c/fire-pits',
    });
    expect(mobileGroup(firePits.link![0]!, 3).shopAll).toEqual({
      title: 'By Size',
      url_custom: '/plp/fire-pits',
    });
  });

  it('has no Shop All at depth 1', () => {
    expect(mobileGroup(firePits, 1).shopAll).toBeNull();
  });

  it('nests no deeper than three levels', () => {
    expect(mobileGroup(firePits, 2).children.map((c) => c.expandable)).toEqual([
      true,
      false,
      false,
    ]);
    expect(mobileGroup(firePits.link![0]!, 3).children.map((c) => c.expandable)).toEqual([false]);
  });

  it('drops a plain child link that repeats the Shop All url, but keeps a group', () => {
    const item: MainNavItem = {
      title: 'Accessories',
      url_custom: '/plp/accessories',
      link: [
        {
          title: 'Around the Fire',
          url_custom: '/plp/accessories',
          link: [{ title: 'Fuel', url_custom: '/plp/fuel' }],
        },
        { title: 'Shop all Accessories', url_custom: '/plp/accessories' },
      ],
    };
    expect(mobileGroup(item, 2).children.map((c) => c.item.title)).toEqual(['Around the Fire']);
  });
});
