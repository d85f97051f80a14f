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
  it('splits columns from image cards', () => {
    const layout = panelLayout(firePits);
    expect(layout.columns.map((c) => c.title)).toEqual(['By Size', 'Bundles']);
    expect(layout.imageCards.map((c) => c.title)).toEqual(['New']);
    expect(layout.columnCount).toBe(2);
  });

  it('uses desktop_menu_columns and the item image', () => {
    const layout = panelLayout({ ...firePits, desktop_menu_columns: 4, item_image: image });
    expect(layout.columnCount).toBe(4);
    expect(layout.imageCards.map((c) => c.title)).toEqual(['Fire Pits', 'New']);
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
});
