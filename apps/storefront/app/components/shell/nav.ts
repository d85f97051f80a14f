import type { MainNavItem, MenuLink } from '@solo/content-model';

/** Spec 000 §2: the mobile menu nests main_nav three levels deep. */
export const MOBILE_MENU_DEPTH = 3;

const samePath = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/**
 * How a top-level item's mega-menu panel is laid out: every child is a column (its image, its
 * title as a link, its own links below), `desktop_menu_columns` columns wide (default one per
 * child). The panel opens with a "Shop All {title}" link to the item's own url, since the item
 * itself is a button once the menu is interactive, unless a child or secondary link already
 * goes there.
 */
export function panelLayout(item: MainNavItem): {
  columns: MainNavItem[];
  columnCount: number;
  shopAll: boolean;
} {
  const columns = item.link ?? [];
  const links = [...columns, ...(item.secondary_links ?? [])];
  return {
    columns,
    columnCount: Math.max(1, item.desktop_menu_columns ?? columns.length),
    shopAll: !links.some((link) => samePath(link.url_custom, item.url_custom)),
  };
}

/**
 * What the expanded group of `item` lists, the group being at `depth` (the top-level list is
 * depth 1, a top-level item's group depth 2): at depth above 1 a "Shop All {title}" link to the
 * item's own url comes first (spec 000 §2), then the children, minus plain links to that same
 * url; at the last level children are plain links even when the content nests deeper.
 */
export function mobileGroup(
  item: MainNavItem,
  depth: number,
): {
  shopAll: MenuLink | null;
  children: Array<{ item: MainNavItem; expandable: boolean }>;
} {
  const shopAll = depth > 1 ? { title: item.title, url_custom: item.url_custom } : null;
  return {
    shopAll,
    children: (item.link ?? [])
      .map((child) => ({
        item: child,
        expandable: depth < MOBILE_MENU_DEPTH && Boolean(child.link?.length),
      }))
      .filter(
        ({ item: child, expandable }) =>
          expandable || !shopAll || !samePath(child.url_custom, shopAll.url_custom),
      ),
  };
}
