/**
 * Customer product lists (Shopper Customers): the wish list of spec 000 §3 / 001 §3 and other
 * list types. Callers have already checked that the customer is the one signed in; a list of
 * anyone else is simply not found.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { ShopperCustomersTypes } from 'commerce-sdk-isomorphic';
import { schema, type Database } from '@solo/db';
import { MAX_LISTS, type LIST_TYPES } from './constants.ts';
import { toWireList, type ListRow } from './wire.ts';

const { productLists, productListItems } = schema;

export const newListId = (): string => randomBytes(12).toString('hex');

export type ListType = (typeof LIST_TYPES)[number];

async function withItems(
  db: Database,
  rows: ListRow[],
): Promise<ShopperCustomersTypes.CustomerProductList[]> {
  if (!rows.length) return [];
  const items = await db
    .select()
    .from(productListItems)
    .where(
      inArray(
        productListItems.listId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(productListItems.createdAt), asc(productListItems.id));
  return rows.map((r) =>
    toWireList(
      r,
      items.filter((i) => i.listId === r.id),
    ),
  );
}

/** Inserts the customer's wish list unless one exists; safe under parallel calls (unique index). */
async function ensureWishList(db: Database, customerId: string, now: Date): Promise<void> {
  await db
    .insert(productLists)
    .values({ id: newListId(), customerId, type: 'wish_list', createdAt: now, modifiedAt: now })
    .onConflictDoNothing();
}

/**
 * The customer's lists, oldest first. Spec 000 §3: a registered customer who has no wish_list
 * gets one here.
 */
export async function listProductLists(
  db: Database,
  customerId: string,
  now: Date,
): Promise<ShopperCustomersTypes.CustomerProductList[]> {
  await ensureWishList(db, customerId, now);
  const rows = await db
    .select()
    .from(productLists)
    .where(eq(productLists.customerId, customerId))
    .orderBy(asc(productLists.createdAt), asc(productLists.id));
  return withItems(db, rows);
}

export async function getProductList(
  db: Database,
  customerId: string,
  listId: string,
): Promise<ShopperCustomersTypes.CustomerProductList | undefined> {
  const rows = await db
    .select()
    .from(productLists)
    .where(and(eq(productLists.id, listId), eq(productLists.customerId, customerId)));
  return (await withItems(db, rows))[0];
}

export type CreateListResult =
  | { ok: true; created: boolean; list: ShopperCustomersTypes.CustomerProductList }
  | { ok: false; reason: 'too-many' };

/**
 * Creates a list. Asking for a wish_list when the customer has one answers that one (created
 * false), so the storefront's create-if-missing never makes a second.
 */
export async function createProductList(
  db: Database,
  customerId: string,
  init: { type: ListType; name?: string | undefined; public?: boolean | undefined },
  now: Date,
): Promise<CreateListResult> {
  const existing = async () =>
    db
      .select()
      .from(productLists)
      .where(and(eq(productLists.customerId, customerId), eq(productLists.type, 'wish_list')));
  if (init.type === 'wish_list') {
    const [wish] = await existing();
    if (wish) return { ok: true, created: false, list: (await withItems(db, [wish]))[0]! };
  }
  const [counted] = await db
    .select({ n: count() })
    .from(productLists)
    .where(eq(productLists.customerId, customerId));
  if ((counted?.n ?? 0) >= MAX_LISTS) return { ok: false, reason: 'too-many' };
  const [row] = await db
    .insert(productLists)
    .values({
      id: newListId(),
      customerId,
      type: init.type,
      name: init.name || null,
      public: init.public ?? false,
      createdAt: now,
      modifiedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (row) return { ok: true, created: true, list: toWireList(row, []) };
  // A parallel call created the wish list first.
  const [wish] = await existing();
  if (!wish) throw new Error('product list insert conflicted but no wish list exists');
  return { ok: true, created: false, list: (await withItems(db, [wish]))[0]! };
}

/**
 * A list anyone with a shopper token may read (Shopper Customers `getPublicProductList`, the
 * storefront's /saved-for-later/{listId}): only a list marked public, holding only its public
 * items, without the owner (docs/decisions.md "Public product lists").
 */
export async function getPublicProductList(
  db: Database,
  listId: string,
): Promise<ShopperCustomersTypes.CustomerProductList | undefined> {
  const rows = await db
    .select()
    .from(productLists)
    .where(and(eq(productLists.id, listId), eq(productLists.public, true)));
  const [list] = await withItems(db, rows);
  if (!list) return undefined;
  return {
    ...list,
    customerProductListItems: (list.customerProductListItems ?? []).filter((i) => i.public),
  };
}

/** Shopper Customers updateCustomerProductList: name and whether the list is public. */
export async function updateProductList(
  db: Database,
  customerId: string,
  listId: string,
  change: { name?: string | undefined; public?: boolean | undefined },
  now: Date,
): Promise<ShopperCustomersTypes.CustomerProductList | undefined> {
  const rows = await db
    .update(productLists)
    .set({
      ...(change.name !== undefined ? { name: change.name || null } : {}),
      ...(change.public !== undefined ? { public: change.public } : {}),
      modifiedAt: now,
    })
    .where(and(eq(productLists.id, listId), eq(productLists.customerId, customerId)))
    .returning();
  return (await withItems(db, rows))[0];
}
