/** Items of a customer product list: add (once per product), change, remove. */
import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { ShopperCustomersTypes } from 'commerce-sdk-isomorphic';
import { type Database, schema, type Transaction } from '@solo/db';
import { LIST_MAX_ITEMS, WISH_LIST_MAX_ITEMS } from './constants.ts';
import { toWireItem } from './wire.ts';

const { productLists, productListItems, products } = schema;

export interface ItemInit {
  productId: string;
  quantity: number;
  public?: boolean | undefined;
  priority?: number | undefined;
  /** A design saved for later from the etching modal (checked by the route's text rules). */
  c_etchingText?: string | undefined;
  c_etchingImage?: string | undefined;
}

export interface ItemChange {
  quantity?: number | undefined;
  public?: boolean | undefined;
  priority?: number | undefined;
}

export type ItemResult =
  | { ok: true; created: boolean; item: ShopperCustomersTypes.CustomerProductListItem }
  | { ok: false; reason: 'list-not-found' | 'item-not-found' | 'unknown-product' | 'not-etchable' }
  | { ok: false; reason: 'list-full'; max: number };

/** The customer's list, locked so item counts hold under parallel adds; undefined if not theirs. */
async function lockList(tx: Transaction, customerId: string, listId: string) {
  const [list] = await tx
    .select()
    .from(productLists)
    .where(and(eq(productLists.id, listId), eq(productLists.customerId, customerId)))
    .for('update');
  return list;
}

/** A product of the catalog that is online (module catalog's table, read only). */
async function onlineProduct(tx: Transaction, productId: string) {
  const [row] = await tx
    .select({ id: products.id, custom: products.custom })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.online, true)));
  return row;
}

const itemOf = (listId: string, itemId: string) =>
  and(eq(productListItems.listId, listId), eq(productListItems.id, itemId));

/**
 * Adds a product. A product already in the list answers its item unchanged (created false), so a
 * double click never makes two lines; the storefront shows "Item is already in wishlist".
 */
export async function addItem(
  db: Database,
  customerId: string,
  listId: string,
  init: ItemInit,
  now: Date,
): Promise<ItemResult> {
  return db.transaction(async (tx): Promise<ItemResult> => {
    const list = await lockList(tx, customerId, listId);
    if (!list) return { ok: false, reason: 'list-not-found' };
    const product = await onlineProduct(tx, init.productId);
    if (!product) return { ok: false, reason: 'unknown-product' };
    if (init.c_etchingText !== undefined && product.custom.enableEtching !== true)
      return { ok: false, reason: 'not-etchable' };
    const [same] = await tx
      .select()
      .from(productListItems)
      .where(
        and(eq(productListItems.listId, listId), eq(productListItems.productId, init.productId)),
      );
    if (same) return { ok: true, created: false, item: toWireItem(same) };
    const max = list.type === 'wish_list' ? WISH_LIST_MAX_ITEMS : LIST_MAX_ITEMS;
    const [counted] = await tx
      .select({ n: count() })
      .from(productListItems)
      .where(eq(productListItems.listId, listId));
    if ((counted?.n ?? 0) >= max) return { ok: false, reason: 'list-full', max };
    const [row] = await tx
      .insert(productListItems)
      .values({
        id: randomBytes(12).toString('hex'),
        listId,
        productId: init.productId,
        quantity: init.quantity,
        public: init.public ?? false,
        priority: init.priority ?? 1,
        type: 'product',
        etchingText: init.c_etchingText ?? null,
        etchingImage: init.c_etchingImage ?? null,
        createdAt: now,
        modifiedAt: now,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await tx.update(productLists).set({ modifiedAt: now }).where(eq(productLists.id, listId));
    return { ok: true, created: true, item: toWireItem(row) };
  });
}

export async function updateItem(
  db: Database,
  customerId: string,
  listId: string,
  itemId: string,
  change: ItemChange,
  now: Date,
): Promise<ItemResult> {
  return db.transaction(async (tx): Promise<ItemResult> => {
    if (!(await lockList(tx, customerId, listId))) return { ok: false, reason: 'list-not-found' };
    const [row] = await tx
      .update(productListItems)
      .set({
        ...(change.quantity !== undefined ? { quantity: change.quantity } : {}),
        ...(change.public !== undefined ? { public: change.public } : {}),
        ...(change.priority !== undefined ? { priority: change.priority } : {}),
        modifiedAt: now,
      })
      .where(itemOf(listId, itemId))
      .returning();
    if (!row) return { ok: false, reason: 'item-not-found' };
    return { ok: true, created: false, item: toWireItem(row) };
  });
}

export async function deleteItem(
  db: Database,
  customerId: string,
  listId: string,
  itemId: string,
  now: Date,
): Promise<'deleted' | 'list-not-found' | 'item-not-found'> {
  return db.transaction(async (tx) => {
    if (!(await lockList(tx, customerId, listId))) return 'list-not-found';
    const [gone] = await tx.delete(productListItems).where(itemOf(listId, itemId)).returning();
    if (!gone) return 'item-not-found';
    await tx.update(productLists).set({ modifiedAt: now }).where(eq(productLists.id, listId));
    return 'deleted';
  });
}
