import { describe, expect, it } from 'vitest';
import type { HeaderEntry } from '@solo/content-model';
import { isMainNav, withoutMenuPanels } from './menu.ts';

const image = { url: '/images/x.svg', alt: '', width: 10, height: 10 };
const header: HeaderEntry = {
  main_nav: [
    {
      title: 'Fire Pits',
      url_custom: '/c/fire-pits',
      desktop_menu_columns: 2,
      link: [{ title: 'Wood', url_custom: '/plp/wood', item_image: image }],
      secondary_links: [{ title: 'Sale', url_custom: '/plp/sale' }],
    },
    { title: 'Gift Cards', url_custom: '/p/gift-card' },
  ],
  user_top_nav_desktop: [],
  user_nav_mobile: [],
  promotion: [{ promo_text: 'Free shipping' }],
  logo: image,
  logo_hover: image,
  account_menu: { registered: { primary_links: [], secondary_links: [] } },
};

describe('withoutMenuPanels', () => {
  it('keeps the top level of the main menu and drops its panels', () => {
    const lean = withoutMenuPanels(header);
    expect(lean.main_nav).toEqual([
      { title: 'Fire Pits', url_custom: '/c/fire-pits' },
      { title: 'Gift Cards', url_custom: '/p/gift-card' },
    ]);
    expect(lean.promotion).toBe(header.promotion);
  });
});

describe('isMainNav', () => {
  it('accepts menu items and refuses anything else', () => {
    expect(isMainNav(header.main_nav)).toBe(true);
    expect(isMainNav([])).toBe(true);
    expect(isMainNav({ main_nav: [] })).toBe(false);
    expect(isMainNav([{ title: 'x' }])).toBe(false);
    expect(isMainNav([null])).toBe(false);
  });
});
