/** Basket rows: owners, locking, reading with prices. */
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { type Database, readTogether, schema, type Transaction } from '@solo/db';
import { findSite, type CurrencyCode, type Site } from '@solo/sites';
import type { InvalidField } from '../../errors.ts';
import type { Shopper } from '../auth/index.ts';
import { loadBasketPromotions, type PromotionReads } from '../promotions/index.ts';
import { loadCheckout } from './checkout-store.ts';
import { holdsSubscription } from './subscription-lines.ts';
import { loadLineProducts, type PricingContext } from './products.ts';
import {
  toWireBasket,
  type BasketRow,
  type GiftCertificateRow,
  type ItemRow,
  type WireBasket,
} from './wire.ts';

const { baskets, basketItems, basketCoupons, basketGiftCertificates } = schema;

/**
 * Who owns a basket (docs/decisions.md "Basket owners"): a registered shopper by customer id; a
 * guest by usid, which a guest keeps across sessions and carries into a sign-in.
 */
export interface BasketOwner {
  kind: 'guest' | 'registered';
  id: string;
  customerId: string;
  usid: string;
}

export const ownerOf = (s: Shopper): BasketOwner => ({
  kind: s.isGuest ? 'guest' : 'registered',
  id: s.isGuest ? s.usid : s.customerId,
  customerId: s.customerId,
  usid: s.usid,
});

/** Where a call acts: the shopper, the site of `siteId` and the locale names are read in. */
export interface BasketScope {
  owner: BasketOwner;
  site: Site;
  locale: string;
  now: Date;
  /**
   * The process's promotions, kept between catalog changes; read fresh when absent (placing an
   * order re-prices from the database itself).
   */
  promotions?: PromotionReads;
}

export const newBasketId = (): string => randomBytes(12).toString('hex');
export const newItemId = (): string => randomBytes(12).toString('hex');

export type Outcome<T = WireBasket> =
  | { ok: true; value: T }
  | { ok: false; reason: 'basket-not-found' | 'item-not-found' }
  | { ok: false; reason: 'invalid'; fields: InvalidField[] };

export const done = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const invalid = (fields: InvalidField[]): Outcome<never> => ({
  ok: false,
  reason: 'invalid',
  fields,
});
export const NO_BASKET = { ok: false, reason: 'basket-not-found' } as const;

const owned = (owner: BasketOwner, site: Site) =>
  and(
    eq(baskets.ownerKind, owner.kind),
    eq(baskets.ownerId, owner.id),
    eq(baskets.siteId, site.id),
  );

/** The shopper's open baskets on the site, most recently changed first. */
export function ownBaskets(db: Database | Transaction, owner: BasketOwner, site: Site) {
  return db
    .select()
    .from(baskets)
    .where(owned(owner, site))
    .orderBy(desc(baskets.modifiedAt), asc(baskets.id));
}

/**
 * The shopper's basket, locked until the transaction ends: writes to one basket run one after
 * another, so none is lost (PostgreSQL row lock; PGlite runs one transaction at a time anyway).
 * Undefined for a basket of anyone else, exactly as for one that does not exist.
 */
export async function lockBasket(
  tx: Transaction,
  scope: BasketScope,
  basketId: string,
): Promise<BasketRow | undefined> {
  const [row] = await tx
    .select()
    .from(baskets)
    .where(and(eq(baskets.id, basketId), owned(scope.owner, scope.site)))
    .for('update');
  return row;
}

/**
 * Removes the basket an order was placed from, inside the transaction that writes the order; its
 * items, coupons, shipments and instruments go with it by cascade.
 */
export async function removePlacedBasket(tx: Transaction, basketId: string): Promise<void> {
  await tx.delete(baskets).where(eq(baskets.id, basketId));
}

export const itemsOf = (db: Database | Transaction, basketId: string): Promise<ItemRow[]> =>
  db
    .select()
    .from(basketItems)
    .where(eq(basketItems.basketId, basketId))
    .orderBy(asc(basketItems.position), asc(basketItems.id));

/** The gift certificate items of the baskets, oldest first. */
/** Whether the basket holds a subscription line (express buttons offer only savable methods). */
export const holdsSubscriptionLine = async (db: Database | Transaction, basketId: string) =>
  holdsSubscription(await itemsOf(db, basketId));

export const giftCertificatesOf = (
  db: Database | Transaction,
  basketIds: readonly string[],
): Promise<GiftCertificateRow[]> =>
  db
    .select()
    .from(basketGiftCertificates)
    .where(inArray(basketGiftCertificates.basketId, [...basketIds]))
    .orderBy(asc(basketGiftCertificates.createdAt), asc(basketGiftCertificates.id));

export const pricingContext = (row: BasketRow, scope: BasketScope): PricingContext => ({
  site: findSite(row.siteId) ?? scope.site,
  currency: row.currency as CurrencyCode,
  locale: scope.locale,
});

/** Baskets priced now from the catalog, in one round of queries whatever their number. */
export async function wireBaskets(
  db: Database | Transaction,
  rows: readonly BasketRow[],
  scope: BasketScope,
): Promise<WireBasket[]> {
  return (await priceBaskets(db, rows, scope)).map((p) => p.basket);
}

/** A basket just inserted, priced without reading back what it cannot hold yet. */
export async function wireNewBasket(
  tx: Transaction,
  row: BasketRow,
  scope: BasketScope,
): Promise<WireBasket> {
  const empty: BasketContents = {
    items: [],
    coupons: [],
    checkout: new Map([[row.id, { instruments: [] }]]),
    gifts: [],
  };
  return (await priceBaskets(tx, [row], scope, { contents: empty }))[0]!.basket;
}

/** What baskets hold beside their rows. */
export interface BasketContents {
  items: ItemRow[];
  coupons: Array<typeof basketCoupons.$inferSelect>;
  checkout: Awaited<ReturnType<typeof loadCheckout>>;
  gifts: GiftCertificateRow[];
}

async function loadContents(
  db: Database | Transaction,
  ids: readonly string[],
): Promise<BasketContents> {
  const [items, coupons, checkout, gifts] = await readTogether(db, [
    () =>
      db
        .select()
        .from(basketItems)
        .where(inArray(basketItems.basketId, [...ids]))
        .orderBy(asc(basketItems.position), asc(basketItems.id)),
    () =>
      db
        .select()
        .from(basketCoupons)
        .where(inArray(basketCoupons.basketId, [...ids]))
        .orderBy(asc(basketCoupons.createdAt), asc(basketCoupons.id)),
    () => loadCheckout(db, ids),
    () => giftCertificatesOf(db, ids),
  ]);
  return { items, coupons, checkout, gifts };
}

export type LineProducts = Awaited<ReturnType<typeof loadLineProducts>>;

export interface PriceOptions {
  /** Prices the shipment with this method instead of the chosen one. */
  shippingMethodId?: string | undefined;
  /** What the baskets hold, when the caller has it: read otherwise. */
  contents?: BasketContents;
  /**
   * Line products the caller read in this transaction for the baskets' one currency (a change
   * of lines reads them to check it): only the others are read.
   */
  products?: LineProducts | undefined;
}

/** Baskets priced with the promotions engine, and the free gifts that no longer apply. */
export async function priceBaskets(
  db: Database | Transaction,
  rows: readonly BasketRow[],
  scope: BasketScope,
  { shippingMethodId, contents, products: known }: PriceOptions = {},
) {
  if (!rows.length) return [];
  const { items, coupons, checkout, gifts } =
    contents ??
    (await loadContents(
      db,
      rows.map((r) => r.id),
    ));
  // One product read per currency (a shopper's baskets on a site share it in practice).
  const products = new Map<string, LineProducts>();
  const currencies = new Set(rows.map((r) => r.currency));
  for (const currency of currencies) {
    const productIds = items
      .filter((i) => rows.some((r) => r.id === i.basketId && r.currency === currency))
      .map((i) => i.productId);
    const row = rows.find((r) => r.currency === currency)!;
    const given = currencies.size === 1 ? known : undefined;
    const missing = given ? productIds.filter((id) => !given.has(id)) : productIds;
    const read = await loadLineProducts(db, pricingContext(row, scope), missing);
    products.set(currency, given ? new Map([...given, ...read]) : read);
  }
  const masters = [...products.values()].flatMap((m) =>
    [...m.values()].flatMap((p) => (p.record.masterId ? [p.record.masterId] : [])),
  );
  const data = await loadBasketPromotions(
    db,
    {
      siteId: scope.site.id,
      now: scope.now,
      codes: coupons.map((c) => c.code),
      productIds: [...items.map((i) => i.productId), ...masters],
    },
    undefined,
    scope.promotions,
  );
  return rows.map((row) =>
    toWireBasket(
      row,
      items.filter((i) => i.basketId === row.id),
      products.get(row.currency) ?? new Map(),
      pricingContext(row, scope),
      {
        coupons: coupons.filter((c) => c.basketId === row.id),
        giftCertificates: gifts.filter((g) => g.basketId === row.id),
        data,
        now: scope.now,
        checkout: checkout.get(row.id),
        shippingMethodId,
      },
    ),
  );
}

/**
 * The basket with fresh prices, after a change: marks it modified at `scope.now`, and removes the
 * free gifts whose bonus promotion the change made go away (docs/decisions.md "Bonus products").
 */
export async function touchAndRead(
  tx: Transaction,
  row: BasketRow,
  scope: BasketScope,
  products?: LineProducts,
) {
  const [touched] = await tx
    .update(baskets)
    .set({ modifiedAt: scope.now })
    .where(eq(baskets.id, row.id))
    .returning();
  const current = touched ?? row;
  const [priced] = await priceBaskets(tx, [current], scope, { products });
  if (!priced!.orphanBonusItemIds.length) return priced!.basket;
  await tx.delete(basketItems).where(inArray(basketItems.id, priced!.orphanBonusItemIds));
  return (await priceBaskets(tx, [current], scope, { products }))[0]!.basket;
}
