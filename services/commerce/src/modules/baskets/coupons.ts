/**
 * Coupon codes of a basket (Shopper Baskets v2 `POST /baskets/{id}/coupons`, `DELETE
 * /baskets/{id}/coupons/{couponItemId}`). A code is checked when it is entered: unknown or not
 * running codes are refused; a running code with nothing to discount yet is kept with the status
 * `no_applicable_promotion` (spec 001 §3), which the engine works out again on every read.
 */
import { and, eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@solo/db';
import { promotions } from '@solo/db/schema';
import { isRunning, parsePromotionRule } from '../promotions/index.ts';
import { MAX_COUPONS } from './constants.ts';
import {
  done,
  invalid,
  lockBasket,
  NO_BASKET,
  newItemId,
  touchAndRead,
  type BasketScope,
  type Outcome,
} from './store.ts';
import type { WireBasket } from './wire.ts';

const { basketCoupons } = schema;

/** Why a code is refused: a Shopper Baskets v2 coupon status code. */
export type CouponRefusal =
  'coupon_code_unknown' | 'no_active_promotion' | 'coupon_code_already_in_basket';

export type CouponOutcome =
  | Outcome<WireBasket>
  | { ok: false; reason: 'coupon-refused'; statusCode: CouponRefusal; code: string }
  | { ok: false; reason: 'coupon-not-found' };

/** `POST /baskets/{id}/coupons {code}`: codes match case-insensitively. */
export async function addCoupon(
  db: Database,
  scope: BasketScope,
  basketId: string,
  code: string,
): Promise<CouponOutcome> {
  return db.transaction(async (tx): Promise<CouponOutcome> => {
    const row = await lockBasket(tx, scope, basketId);
    if (!row) return NO_BASKET;
    const rows = await tx
      .select()
      .from(promotions)
      .where(sql`upper(${promotions.couponCode}) = ${code.toUpperCase()}`);
    const gated = rows.flatMap((p) => {
      const rule = parsePromotionRule(p.rule);
      return rule ? [{ ...p, rule }] : [];
    });
    const refuse = (statusCode: CouponRefusal): CouponOutcome => ({
      ok: false,
      reason: 'coupon-refused',
      statusCode,
      code,
    });
    if (!gated.length) return refuse('coupon_code_unknown');
    if (!gated.some((p) => isRunning(p, scope.site.id, scope.now)))
      return refuse('no_active_promotion');
    const canonical = gated[0]!.couponCode!;
    const held = await tx.select().from(basketCoupons).where(eq(basketCoupons.basketId, basketId));
    if (held.some((c) => c.code.toUpperCase() === canonical.toUpperCase()))
      return refuse('coupon_code_already_in_basket');
    if (held.length >= MAX_COUPONS)
      return invalid([{ name: 'code', reason: `a basket holds at most ${MAX_COUPONS} coupons` }]);
    await tx
      .insert(basketCoupons)
      .values({ id: newItemId(), basketId, code: canonical, createdAt: scope.now });
    return done(await touchAndRead(tx, row, scope));
  });
}

/** `DELETE /baskets/{id}/coupons/{couponItemId}`. */
export async function removeCoupon(
  db: Database,
  scope: BasketScope,
  basketId: string,
  couponItemId: string,
): Promise<CouponOutcome> {
  return db.transaction(async (tx): Promise<CouponOutcome> => {
    const row = await lockBasket(tx, scope, basketId);
    if (!row) return NO_BASKET;
    const [gone] = await tx
      .delete(basketCoupons)
      .where(and(eq(basketCoupons.id, couponItemId), eq(basketCoupons.basketId, basketId)))
      .returning({ id: basketCoupons.id });
    if (!gone) return { ok: false, reason: 'coupon-not-found' };
    return done(await touchAndRead(tx, row, scope));
  });
}
