/**
 * Products a shopper viewed (docs/decisions/recently-viewed.md): the newest VIEWED_PRODUCTS_KEPT
 * product pages per shopper and site, newest first, each once. A guest is known by the usid of
 * its token, a registered shopper by the customer id; the login service keeps the usid through
 * sign-in, so a registered token's first call adopts the guest list of its usid (sign-in merge).
 * Nothing but the ids and the time of the last view is stored.
 */
import { and, desc, eq, notInArray, type SQL, sql } from 'drizzle-orm';
import { type Database, schema, type Transaction } from '@solo/db';
import type { Shopper } from '../auth/index.ts';

const { viewedProducts, products } = schema;

/** The bound of a list: a flood of views replaces entries, never adds beyond it. */
export const VIEWED_PRODUCTS_KEPT = 20;

/** Whose list: a guest's usid, or a customer (with the usid its guest list was kept under). */
export type Viewer =
  { kind: 'guest'; usid: string } | { kind: 'customer'; customerId: string; usid: string };

export const viewerOf = (shopper: Pick<Shopper, 'isGuest' | 'usid' | 'customerId'>): Viewer =>
  shopper.isGuest
    ? { kind: 'guest', usid: shopper.usid }
    : { kind: 'customer', customerId: shopper.customerId, usid: shopper.usid };

const ownerOf = (viewer: Viewer) =>
  viewer.kind === 'guest'
    ? { kind: 'guest' as const, id: viewer.usid }
    : { kind: 'customer' as const, id: viewer.customerId };

type Owner = ReturnType<typeof ownerOf>;

const ofOwner = (owner: Owner, siteId: string) =>
  and(
    eq(viewedProducts.ownerKind, owner.kind),
    eq(viewedProducts.ownerId, owner.id),
    eq(viewedProducts.siteId, siteId),
  );

/** Keeps the owner's newest VIEWED_PRODUCTS_KEPT rows (ties by product id, so runs agree). */
async function trim(tx: Transaction, owner: Owner, siteId: string): Promise<void> {
  const kept = tx
    .select({ productId: viewedProducts.productId })
    .from(viewedProducts)
    .where(ofOwner(owner, siteId))
    .orderBy(desc(viewedProducts.viewedAt), viewedProducts.productId)
    .limit(VIEWED_PRODUCTS_KEPT);
  await tx
    .delete(viewedProducts)
    .where(and(ofOwner(owner, siteId), notInArray(viewedProducts.productId, kept)));
}

/** Writes views; a product viewed again keeps its latest time. */
async function upsert(
  tx: Transaction,
  owner: Owner,
  siteId: string,
  rows: Array<{ productId: string; viewedAt: Date | SQL }>,
): Promise<void> {
  if (!rows.length) return;
  await tx
    .insert(viewedProducts)
    .values(rows.map((r) => ({ ownerKind: owner.kind, ownerId: owner.id, siteId, ...r })))
    .onConflictDoUpdate({
      target: [
        viewedProducts.ownerKind,
        viewedProducts.ownerId,
        viewedProducts.siteId,
        viewedProducts.productId,
      ],
      set: { viewedAt: sql`greatest(${viewedProducts.viewedAt}, excluded.viewed_at)` },
    });
}

/**
 * Sign-in merge: a customer's token still carries the usid its guest browsed under; that guest
 * list joins the customer's (the later view of a product wins) and is deleted.
 */
async function adoptGuestViews(tx: Transaction, viewer: Viewer, siteId: string): Promise<void> {
  if (viewer.kind !== 'customer') return;
  const guest: Owner = { kind: 'guest', id: viewer.usid };
  const rows = await tx
    .delete(viewedProducts)
    .where(ofOwner(guest, siteId))
    .returning({ productId: viewedProducts.productId, viewedAt: viewedProducts.viewedAt });
  if (!rows.length) return;
  const owner = ownerOf(viewer);
  await upsert(tx, owner, siteId, rows);
  await trim(tx, owner, siteId);
}

export type RecordOutcome = { ok: true } | { ok: false; reason: 'unknown-product' };

/**
 * Records a view of `productId` (a variant counts as its master's page); an id the catalog does
 * not know is not stored.
 */
export async function recordView(
  db: Database,
  viewer: Viewer,
  siteId: string,
  productId: string,
  /** When; by default the database's clock, which tells apart views of one millisecond. */
  now?: Date,
): Promise<RecordOutcome> {
  const [product] = await db
    .select({ id: products.id, masterId: products.masterId })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) return { ok: false, reason: 'unknown-product' };
  await db.transaction(async (tx) => {
    await adoptGuestViews(tx, viewer, siteId);
    const owner = ownerOf(viewer);
    const viewedAt = now ?? sql`clock_timestamp()`;
    await upsert(tx, owner, siteId, [{ productId: product.masterId ?? product.id, viewedAt }]);
    await trim(tx, owner, siteId);
  });
  return { ok: true };
}

/** The shopper's viewed products on the site, newest first. */
export async function viewedProductIds(
  db: Database,
  viewer: Viewer,
  siteId: string,
): Promise<string[]> {
  if (viewer.kind === 'customer') {
    const [guestRow] = await db
      .select({ productId: viewedProducts.productId })
      .from(viewedProducts)
      .where(ofOwner({ kind: 'guest', id: viewer.usid }, siteId))
      .limit(1);
    if (guestRow) await db.transaction((tx) => adoptGuestViews(tx, viewer, siteId));
  }
  const rows = await db
    .select({ productId: viewedProducts.productId })
    .from(viewedProducts)
    .where(ofOwner(ownerOf(viewer), siteId))
    .orderBy(desc(viewedProducts.viewedAt), viewedProducts.productId)
    .limit(VIEWED_PRODUCTS_KEPT);
  return rows.map((r) => r.productId);
}

/**
 * Forgets the shopper's views on the site (personalisation declined): the customer's list and
 * the guest list of the token's usid. Answers how many were deleted.
 */
export async function forgetViews(db: Database, viewer: Viewer, siteId: string): Promise<number> {
  const owners: Owner[] = [ownerOf(viewer)];
  if (viewer.kind === 'customer') owners.push({ kind: 'guest', id: viewer.usid });
  let deleted = 0;
  for (const owner of owners) {
    const rows = await db
      .delete(viewedProducts)
      .where(ofOwner(owner, siteId))
      .returning({ productId: viewedProducts.productId });
    deleted += rows.length;
  }
  return deleted;
}
