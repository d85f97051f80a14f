/**
 * `actions/merge` (spec 000 §4 sign-in): a registered shopper's token brings the items of the
 * guest basket of the same usid — the login service keeps a guest's usid through sign-in — into
 * the customer's most recent basket, created when there is none and `createDestinationBasket` is
 * true, with its coupon codes and gift certificates. The guest basket is then deleted. Email
 * and other personal data are not copied.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { type Database, schema, type Transaction } from '@solo/db';
import { localeCurrency } from '@solo/sites';
import type { MergeMode } from './constants.ts';
import { moveGiftCertificates } from './gift-certificates.ts';
import { partsOf, sameParts } from './bundles.ts';
import { loadLineProducts, quantityRules, sameOptions } from './products.ts';
import { lineFrequency } from './subscription-lines.ts';
import {
  done,
  itemsOf,
  lockBasket,
  newBasketId,
  newItemId,
  ownBaskets,
  pricingContext,
  touchAndRead,
  type BasketScope,
  type Outcome,
} from './store.ts';

const { baskets, basketItems, basketCoupons } = schema;

export type MergeOutcome = Outcome | { ok: false; reason: 'guest-token' | 'no-destination' };

/** The newest guest basket of this usid on the site, locked. */
async function lockGuestBasket(tx: Transaction, scope: BasketScope) {
  const [row] = await tx
    .select()
    .from(baskets)
    .where(
      and(
        eq(baskets.ownerKind, 'guest'),
        eq(baskets.ownerId, scope.owner.usid),
        eq(baskets.siteId, scope.site.id),
      ),
    )
    .orderBy(desc(baskets.modifiedAt))
    .limit(1)
    .for('update');
  return row;
}

const mergedQuantity = (mode: MergeMode, saved: number, guest: number) =>
  mode === 'sum_quantities'
    ? saved + guest
    : mode === 'saved_quantity'
      ? saved
      : Math.max(saved, guest);

export async function mergeBasket(
  db: Database,
  scope: BasketScope,
  options: { createDestinationBasket: boolean; mode: MergeMode },
): Promise<MergeOutcome> {
  if (scope.owner.kind !== 'registered') return { ok: false, reason: 'guest-token' };
  return db.transaction(async (tx): Promise<MergeOutcome> => {
    const [newest] = await ownBaskets(tx, scope.owner, scope.site);
    let destination = newest ? await lockBasket(tx, scope, newest.id) : undefined;
    const source = await lockGuestBasket(tx, scope);
    if (!destination) {
      if (!options.createDestinationBasket) return { ok: false, reason: 'no-destination' };
      [destination] = await tx
        .insert(baskets)
        .values({
          id: newBasketId(),
          siteId: scope.site.id,
          ownerKind: 'registered',
          ownerId: scope.owner.id,
          customerId: scope.owner.customerId,
          usid: scope.owner.usid,
          currency: source?.currency ?? localeCurrency(scope.site, scope.locale),
          createdAt: scope.now,
          modifiedAt: scope.now,
        })
        .returning();
      if (!destination) throw new Error('basket insert returned no row');
    }
    if (!source) return done(await touchAndRead(tx, destination, scope));

    const saved = await itemsOf(tx, destination.id);
    const guest = await itemsOf(tx, source.id);
    const ctx = pricingContext(destination, scope);
    const products = await loadLineProducts(
      tx,
      ctx,
      guest.map((i) => i.productId),
    );
    let position = saved.reduce((n, i) => Math.max(n, i.position + 1), 0);
    for (const item of guest) {
      const product = products.get(item.productId);
      // Products gone from the catalog since the guest added them are not carried over.
      if (!product) continue;
      const max = Math.max(quantityRules(product).max, 1);
      // A free gift merges only with the same gift; the next pricing drops it if it no longer applies.
      const same = saved.find(
        (s) =>
          s.productId === item.productId &&
          s.bonusDiscountLineItemId === item.bonusDiscountLineItemId &&
          sameOptions(s.optionItems, item.optionItems) &&
          // A subscription line stays apart from a one-time line, and from another frequency.
          lineFrequency(s.custom) === lineFrequency(item.custom) &&
          // A bundle with other part variants stays a line of its own.
          sameParts(partsOf(s, product, products), partsOf(item, product, products)),
      );
      if (same) {
        const quantity = Math.min(
          mergedQuantity(options.mode, same.quantity, item.quantity),
          Math.max(max, same.quantity),
        );
        await tx
          .update(basketItems)
          .set({ quantity, custom: { ...item.custom, ...same.custom } })
          .where(eq(basketItems.id, same.id));
        continue;
      }
      await tx.insert(basketItems).values({
        id: newItemId(),
        basketId: destination.id,
        productId: item.productId,
        quantity: Math.min(item.quantity, max),
        optionItems: item.optionItems,
        custom: item.custom,
        position: position++,
        createdAt: scope.now,
        bonusDiscountLineItemId: item.bonusDiscountLineItemId,
      });
    }
    // The guest's coupon codes come along, unless the customer's basket holds them already.
    const held = await tx
      .select()
      .from(basketCoupons)
      .where(inArray(basketCoupons.basketId, [source.id, destination.id]));
    const kept = new Set(held.filter((c) => c.basketId === destination.id).map((c) => c.code));
    for (const coupon of held.filter((c) => c.basketId === source.id && !kept.has(c.code)))
      await tx
        .update(basketCoupons)
        .set({ basketId: destination.id })
        .where(eq(basketCoupons.id, coupon.id));
    // Gift cards come along within the one-per-basket limit (docs/decisions.md "Gift certificate items").
    await moveGiftCertificates(tx, source.id, destination.id);
    const [updated] = await tx
      .update(baskets)
      // Custom attributes of both, the customer's own winning (Shopper Baskets merge rules).
      .set({ custom: { ...source.custom, ...destination.custom } })
      .where(eq(baskets.id, destination.id))
      .returning();
    await tx.delete(baskets).where(eq(baskets.id, source.id));
    return done(await touchAndRead(tx, updated ?? destination, scope));
  });
}
