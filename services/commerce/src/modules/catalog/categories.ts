import { asc } from 'drizzle-orm';
import type { Database } from '@solo/db';
import { categories } from '@solo/db/schema';
import type { ShopperProductsTypes } from 'commerce-sdk-isomorphic';
import { customAttributes } from '../../custom-attributes.ts';
import { imageLink } from './images.ts';
import { localize } from '../../localize.ts';

export type CategoryRecord = typeof categories.$inferSelect;

export interface CategoryTree {
  byId: Map<string, CategoryRecord>;
  /** Online children of each category, by position. */
  children: Map<string, CategoryRecord[]>;
}

/** The menu root (spec 000 §9 "category menu root id root"); left out of breadcrumb trees. */
export const ROOT_CATEGORY_ID = 'root';

/**
 * The whole category tree in one query: a catalog has tens to hundreds of categories, and every
 * product read needs the path of its primary category.
 */
export async function loadCategoryTree(db: Database): Promise<CategoryTree> {
  const rows = await db
    .select()
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
  const tree: CategoryTree = { byId: new Map(), children: new Map() };
  for (const row of rows) {
    tree.byId.set(row.id, row);
    if (!row.online || row.parentId === null) continue;
    const siblings = tree.children.get(row.parentId);
    if (siblings) siblings.push(row);
    else tree.children.set(row.parentId, [row]);
  }
  return tree;
}

/** Parent of every category, for promotions that include subcategories. */
export const categoryParents = (tree: CategoryTree): Map<string, string | null> =>
  new Map([...tree.byId.values()].map((c) => [c.id, c.parentId]));

/** Texts in the locale; page title and description default to the (translated) name and text. */
function localized(c: CategoryRecord, locale: string) {
  const text = localize(
    { name: c.name, description: c.description ?? '', pageTitle: c.pageTitle ?? '' },
    c.localized,
    locale,
    ['name', 'description', 'pageTitle'],
  );
  return {
    ...text,
    pageTitle: text.pageTitle || text.name,
    pageDescription: c.pageDescription ?? text.description,
  };
}

/**
 * The categories from the top level down to `id` itself, the root left out (the breadcrumb of
 * spec 001 §2 starts at the top-level category); the root's own path is the root.
 */
export function parentCategoryTree(
  tree: CategoryTree,
  id: string,
  locale: string,
): ShopperProductsTypes.PathRecord[] {
  const path: ShopperProductsTypes.PathRecord[] = [];
  const seen = new Set<string>();
  for (let c = tree.byId.get(id); c && !seen.has(c.id); c = tree.byId.get(c.parentId ?? '')) {
    seen.add(c.id);
    if (c.id === ROOT_CATEGORY_ID && path.length > 0) break;
    path.unshift({ id: c.id, name: localized(c, locale).name });
  }
  return path;
}

/** An online category in the wire shape with `levels` levels of online subcategories. */
export function categoryView(
  tree: CategoryTree,
  id: string,
  locale: string,
  levels: number,
): ShopperProductsTypes.Category | undefined {
  const c = tree.byId.get(id);
  if (!c?.online) return undefined;
  const text = localized(c, locale);
  const children = tree.children.get(c.id) ?? [];
  const sub =
    levels > 0
      ? children
          .map((child) => categoryView(tree, child.id, locale, levels - 1))
          .filter((x): x is ShopperProductsTypes.Category => x !== undefined)
      : [];
  return {
    id: c.id,
    name: text.name,
    description: text.description,
    pageTitle: text.pageTitle,
    pageDescription: text.pageDescription,
    ...(c.image ? { image: imageLink(c.image) } : {}),
    ...(c.parentId ? { parentCategoryId: c.parentId } : {}),
    parentCategoryTree: parentCategoryTree(tree, c.id, locale),
    onlineSubCategoriesCount: children.length,
    ...(sub.length ? { categories: sub } : {}),
    ...customAttributes(c.custom),
  };
}
