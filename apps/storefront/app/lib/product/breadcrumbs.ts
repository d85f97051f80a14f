/**
 * Breadcrumbs of listings (spec 001 §2 "Product listing breadcrumb links") and product pages.
 *
 * The spec: "the first crumb is the lower-cased name with spaces turned into hyphens; deeper
 * crumbs join the last segment of each level's name with slashes." Read with our routes
 * (/plp/{categoryId}/{categoryId2}/{categoryId3}): every level contributes one path segment, its
 * URL slug, and a crumb links to the path of all levels down to it — /plp/fire-pits, then
 * /plp/fire-pits/wood-fire-pits. The slug of a level is its category id, which the catalog
 * already keeps as the lower-cased, hyphenated name ("Fire Pits" → fire-pits); the name itself
 * is only slugged when a level comes without an id, because names are translated ("Foyers") and
 * may hold characters an id drops ("Stoves & Grills" → stoves-grills). The catalog root is no
 * crumb, and a path keeps at most its last three levels, as the route allows.
 */
import type { CatalogProduct } from './types.ts';

/** Spec 000 §9: the catalog's root category id; it never shows as a crumb. */
export const ROOT_CATEGORY_ID = 'root';

/** Spec 001 §2: a listing path has at most three category segments. */
export const MAX_PLP_SEGMENTS = 3;

/** One crumb; the last crumb of a product page (the product) has no link. */
export interface Crumb {
  id: string;
  name: string;
  href?: string;
}

interface Level {
  id?: string;
  name?: string;
}

/** Spec 001 §2: "the lower-cased name with spaces turned into hyphens". */
export const nameSlug = (name: string): string => name.trim().toLowerCase().replace(/\s+/g, '-');

const segmentOf = (level: Level) => level.id || nameSlug(level.name ?? '');

/** The levels of a category from the top, itself last, without the root. */
function levels(category: Level & { parentCategoryTree?: Level[] }): Level[] {
  const tree = (category.parentCategoryTree ?? []).filter((l) => l.id !== ROOT_CATEGORY_ID);
  const last = tree.at(-1);
  const listed = last !== undefined && last.id !== undefined && last.id === category.id;
  if (category.id !== ROOT_CATEGORY_ID && !listed) tree.push(category);
  return tree.filter((l) => segmentOf(l) !== '');
}

/** The listing breadcrumb of a category: one linked crumb per level, the category last. */
export function listingBreadcrumbs(category: Level & { parentCategoryTree?: Level[] }): Crumb[] {
  const segments: string[] = [];
  return levels(category).map((level) => {
    segments.push(encodeURIComponent(segmentOf(level)));
    return {
      id: level.id ?? segmentOf(level),
      name: level.name ?? level.id ?? '',
      href: `/plp/${segments.slice(-MAX_PLP_SEGMENTS).join('/')}`,
    };
  });
}

/**
 * The product page breadcrumb: the primary category's levels (c_categories, else
 * primaryCategoryId alone), then the product itself without a link.
 */
export function productBreadcrumbs(product: CatalogProduct): Crumb[] {
  const primary =
    product.c_categories?.find((c) => c.id === product.primaryCategoryId) ??
    product.c_categories?.[0] ??
    (product.primaryCategoryId ? { id: product.primaryCategoryId } : undefined);
  const categories = primary ? listingBreadcrumbs(primary) : [];
  return [...categories, { id: product.id, name: product.name ?? product.id }];
}
