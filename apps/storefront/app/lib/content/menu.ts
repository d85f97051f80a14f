/**
 * The main menu's panels (spec 000 §2, §4: the mega menu's columns and the mobile menu's nested
 * groups) are drawn in the browser only, on hover, focus or in the menu drawer. So every page's
 * data carries the menu's top level, which the server renders as links, and the panels come from
 * `{prefix}/menu-data` once the page is interactive (docs/decisions/lean-page-html.md).
 */
import type { HeaderEntry, MainNavItem } from '@solo/content-model';

/** The header entry without the main menu's panels: each top-level item's title and link. */
export function withoutMenuPanels<H extends HeaderEntry>(header: H): H {
  return {
    ...header,
    main_nav: header.main_nav.map((item) => ({ title: item.title, url_custom: item.url_custom })),
  };
}

/** Whether a menu answer is the whole menu: top-level items with their panels. */
export function isMainNav(value: unknown): value is MainNavItem[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item: Partial<MainNavItem> | null) =>
        typeof item?.title === 'string' && typeof item.url_custom === 'string',
    )
  );
}
