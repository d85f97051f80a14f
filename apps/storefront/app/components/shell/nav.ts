import type { MainNavItem, MenuLink } from '@solo/content-model';

/** Spec 000 §2: the mobile menu nests main_nav three levels deep. */
export const MOBILE_MENU_DEPTH = 3;

/**
 * How a top-level item's mega-menu panel is laid out: children with their own links are columns;
 * children that are only an image and a title are image cards beside them, after the item's own
 * image. The column count is the entry's desktop_menu_columns, else one per column.
 */
export function panelLayout(item: MainNavItem): {
  columns: MainNavItem[];
  imageCards: MenuLink[];
  columnCount: number;
} {
  const children = item.link ?? [];
  const isCard = (child: MainNavItem) => Boolean(child.item_image) && !child.link?.length;
  const columns = children.filter((child) => !isCard(child));
  const imageCards: MenuLink[] = [...(item.item_image ? [item] : []), ...children.filter(isCard)];
  return {
    columns,
    imageCards,
    columnCount: Math.max(1, item.desktop_menu_columns ?? columns.length),
  };
}

/**
 * What the expanded group of `item` lists, the group being at `depth` (the top-level list is
 * depth 1, a top-level item's group depth 2): at depth above 1 a "Shop All {title}" link to the
 * item's own url comes first (spec 000 §2), then the children; at the last level children are
 * plain links even when the content nests deeper.
 */
export function mobileGroup(
  item: MainNavItem,
  depth: number,
): { shopAll: MenuLink | null; children: Array<{ item: MainNavItem; expandable: boolean }> } {
  return {
    shopAll: depth > 1 ? { title: item.title, url_custom: item.url_custom } : null,
    children: (item.link ?? []).map((child) => ({
      item: child,
      expandable: depth < MOBILE_MENU_DEPTH && Boolean(child.link?.length),
    })),
  };
}
