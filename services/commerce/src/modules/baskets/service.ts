/** Shopper baskets: create (within the quota), read, change the basket itself, delete, list. */
import { eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@solo/db';
import { localeCurrency, siteCurrencies, type CurrencyCode, type Site } from '@solo/sites';
import { MAX_OPEN_BASKETS } from './constants.ts';
import {
  done,
  invalid,
  lockBasket,
  NO_BASKET,
  newBasketId,
  ownBaskets,
  touchAndRead,
  wireBaskets,
  wireNewBasket,
  type BasketScope,
  type Outcome,
} from './store.ts';
import type { WireBasket } from './wire.ts';

const { baskets, basketPaymentInstruments } = schema;

/** Custom attributes as stored: keys without `c_`; a null value removes the attribute. */
export type CustomChanges = Record<
  string,
  string | number | boolean | null | Record<string, string | number | boolean | null>
>;

export const applyCustom = (current: Record<string, unknown>, changes: CustomChanges = {}) => {
  const next = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete next[key];
    else next[key] = value;
  }
  return next;
};

const checkCurrency = (site: Site, currency: string | undefined) =>
  currency === undefined || siteCurrencies(site).includes(currency as CurrencyCode)
    ? undefined
    : {
        name: 'currency',
        reason: `${site.id} sells in ${siteCurrencies(site).join(', ')} only, got "${currency}"`,
      };

export type CreateOutcome =
  Outcome<WireBasket> | { ok: false; reason: 'quota'; basketIds: string[]; max: number };

/**
 * A new empty basket in the currency asked for, else the locale's (spec 000 §3, §4). A shopper with MAX_OPEN_BASKETS baskets on the site
 * gets their ids instead (spec 000 §8). The count and the insert run under a lock on the owner,
 * so parallel creates never pass the quota.
 */
export async function createBasket(
  db: Database,
  scope: BasketScope,
  init: { currency?: string | undefined; custom?: CustomChanges | undefined },
): Promise<CreateOutcome> {
  const wrong = checkCurrency(scope.site, init.currency);
  if (wrong) return invalid([wrong]);
  const { owner, site, now } = scope;
  return db.transaction(async (tx): Promise<CreateOutcome> => {
    // One transaction-scoped advisory lock per owner and site serialises the count and insert.
    const key = `basket-owner:${owner.kind}:${owner.id}:${site.id}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    const open = await ownBaskets(tx, owner, site);
    if (open.length >= MAX_OPEN_BASKETS)
      return {
        ok: false,
        reason: 'quota',
        basketIds: open.map((b) => b.id),
        max: MAX_OPEN_BASKETS,
      };
    const [row] = await tx
      .insert(baskets)
      .values({
        id: newBasketId(),
        siteId: site.id,
        ownerKind: owner.kind,
        ownerId: owner.id,
        customerId: owner.customerId,
        usid: owner.usid,
        currency: (init.currency as CurrencyCode | undefined) ?? localeCurrency(site, scope.locale),
        custom: applyCustom({}, init.custom),
        createdAt: now,
        modifiedAt: now,
      })
      .returning();
    if (!row) throw new Error('basket insert returned no row');
    return done(await wireNewBasket(tx, row, scope));
  });
}

export async function getBasket(
  db: Database,
  scope: BasketScope,
  basketId: string,
): Promise<WireBasket | undefined> {
  const [row] = (await ownBaskets(db, scope.owner, scope.site)).filter((b) => b.id === basketId);
  return row ? (await wireBaskets(db, [row], scope))[0] : undefined;
}

/** The shopper's baskets on the site, most recently changed first. */
export async function listBaskets(db: Database, scope: BasketScope): Promise<WireBasket[]> {
  return wireBaskets(db, await ownBaskets(db, scope.owner, scope.site), scope);
}

export async function deleteBasket(
  db: Database,
  scope: BasketScope,
  basketId: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockBasket(tx, scope, basketId))) return false;
    await tx.delete(baskets).where(eq(baskets.id, basketId));
    return true;
  });
}

/**
 * `PATCH /baskets/{id}`: the currency (spec 000 §4 currency sync) and custom attributes such as
 * c_containsEtching. Lines, shipping, promotions and totals are priced on every read, so from
 * then on they are in the new currency's price books, costs and amounts. Payment instruments
 * lose an amount they named: it was in the old currency (null pays the order total).
 */
export async function updateBasket(
  db: Database,
  scope: BasketScope,
  basketId: string,
  change: { currency?: string | undefined; custom?: CustomChanges | undefined },
): Promise<Outcome> {
  const wrong = checkCurrency(scope.site, change.currency);
  if (wrong) return invalid([wrong]);
  return db.transaction(async (tx): Promise<Outcome> => {
    const row = await lockBasket(tx, scope, basketId);
    if (!row) return NO_BASKET;
    const [updated] = await tx
      .update(baskets)
      .set({
        ...(change.currency ? { currency: change.currency } : {}),
        custom: applyCustom(row.custom, change.custom),
      })
      .where(eq(baskets.id, basketId))
      .returning();
    if (change.currency && change.currency !== row.currency)
      await tx
        .update(basketPaymentInstruments)
        .set({ amount: null })
        .where(eq(basketPaymentInstruments.basketId, basketId));
    return done(await touchAndRead(tx, updated ?? row, scope));
  });
}

/** `PUT /baskets/{id}/customer`: the email an order confirmation goes to. */
export async function setCustomerEmail(
  db: Database,
  scope: BasketScope,
  basketId: string,
  email: string,
): Promise<Outcome> {
  return db.transaction(async (tx): Promise<Outcome> => {
    const row = await lockBasket(tx, scope, basketId);
    if (!row) return NO_BASKET;
    const [updated] = await tx
      .update(baskets)
      .set({ email })
      .where(eq(baskets.id, basketId))
      .returning();
    return done(await touchAndRead(tx, updated ?? row, scope));
  });
}
