import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, ProductType } from '@solo/db';
import { categories, productCategories, products } from '@solo/db/schema';

/** What the catalog recommenders read of a product. */
export interface RelatedRecord {
  id: string;
  type: ProductType;
  masterId: string | null;
  primaryCategoryId: string | null;
  /** Set members or bundled products, in the merchant's order. */
  members: string[];
  /** The merchant's accessories of the product (custom attribute `accessories`). */
  accessories: string[];
}

/** Rows a category read returns at most: a recommendation never needs the whole catalog. */
const MAX_CATEGORY_ROWS = 1000;

const related = {
  id: products.id,
  type: products.type,
  masterId: products.masterId,
  primaryCategoryId: products.primaryCategoryId,
  setProductIds: products.setProductIds,
  bundledProducts: products.bundledProducts,
  custom: products.custom,
};

type RelatedRow = {
  id: string;
  type: ProductType;
  masterId: string | null;
  primaryCategoryId: string | null;
  setProductIds: string[] | null;
  bundledProducts: Array<{ productId: string; quantity: number }> | null;
  custom: Record<string, unknown>;
};

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

function toRelated(row: RelatedRow): RelatedRecord {
  return {
    id: row.id,
    type: row.type,
    masterId: row.masterId,
    primaryCategoryId: row.primaryCategoryId,
    members: row.setProductIds ?? (row.bundledProducts ?? []).map((b) => b.productId),
    accessories: strings(row.custom.accessories),
  };
}

/** The online products `ids` name, in no particular order. */
export async function loadRelated(db: Database, ids: readonly string[]): Promise<RelatedRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(related)
    .from(products)
    .where(and(eq(products.online, true), inArray(products.id, [...new Set(ids)])));
  return rows.map(toRelated);
}

/** Online sets and bundles that hold any of `ids` as a member, by id. */
export async function loadContainers(
  db: Database,
  ids: readonly string[],
): Promise<RelatedRecord[]> {
  if (ids.length === 0) return [];
  const list = sql.join(
    [...new Set(ids)].map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await db
    .select(related)
    .from(products)
    .where(
      and(
        eq(products.online, true),
        inArray(products.type, ['set', 'bundle']),
        sql`(exists (select 1 from jsonb_array_elements_text(coalesce(${products.setProductIds}, '[]'::jsonb)) as m(id) where m.id in (${list}))
          or exists (select 1 from jsonb_array_elements(coalesce(${products.bundledProducts}, '[]'::jsonb)) as b(item) where b.item->>'productId' in (${list})))`,
      ),
    )
    .orderBy(asc(products.id));
  return rows.map(toRelated);
}

/** Categories each product is assigned to, in the category tree's order. */
export async function loadAssignments(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ productId: productCategories.productId, categoryId: productCategories.categoryId })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(
      and(inArray(productCategories.productId, [...new Set(ids)]), eq(categories.online, true)),
    )
    .orderBy(asc(categories.position), asc(categories.id));
  for (const r of rows) out.set(r.productId, [...(out.get(r.productId) ?? []), r.categoryId]);
  return out;
}

/**
 * The online products assigned to each of `categoryIds`, in the merchant's order within the
 * category (position, then id).
 */
export async function loadCategoryProducts(
  db: Database,
  categoryIds: readonly string[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (categoryIds.length === 0) return out;
  const rows = await db
    .select({ productId: productCategories.productId, categoryId: productCategories.categoryId })
    .from(productCategories)
    .innerJoin(products, eq(products.id, productCategories.productId))
    .where(
      and(
        inArray(productCategories.categoryId, [...new Set(categoryIds)]),
        eq(products.online, true),
      ),
    )
    .orderBy(asc(productCategories.position), asc(productCategories.productId))
    .limit(MAX_CATEGORY_ROWS);
  for (const r of rows) out.set(r.categoryId, [...(out.get(r.categoryId) ?? []), r.productId]);
  return out;
}
