import { describe, expect, it } from 'vitest';
import { headerEntry } from '../../components/shell/test-support.tsx';
import { isMainNav, withoutMenuPanels } from './menu.ts';

describe('withoutMenuPanels', () => {
  it('keeps the top level of the main menu and drops its panels', () => {
    const lean = withoutMenuPanels(headerEntry);
    expect(lean.main_nav).toEqual(
      headerEntry.main_nav.map(({ title, url_custom }) => ({ title, url_custom })),
    );
    expect(lean.main_nav.some((item) => 'link' in item || 'secondary_links' in item)).toBe(false);
    expect(lean.promotion).toBe(headerEntry.promotion);
  });
});

describe('isMainNav', () => {
  it('accepts menu items and refuses anything else', () => {
    expect(isMainNav(headerEntry.main_nav)).toBe(true);
    expect(isMainNav([])).toBe(true);
    expect(isMainNav({ main_nav: [] })).toBe(false);
    expect(isMainNav([{ title: 'x' }])).toBe(false);
    expect(isMainNav([null])).toBe(false);
  });
});
