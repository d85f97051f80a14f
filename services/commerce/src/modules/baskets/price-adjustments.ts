/**
 * Custom API `basket/remove-price-adjustment-from-basket` (spec 000 §4 basket lifecycle): a basket
 * with route protection or an applied promo credit has its manual price adjustment removed, then
 * the route-protection toggle is unchecked. This service adds no manual price adjustments of its
 * own (docs/decisions.md "Manual price adjustments"): what marks them on a basket is its custom
 * attributes, `c_routeData.hasRouteProtection` and `c_isPromoCreditApplied`, which this resets.
 */
import { eq } from 'drizzle-orm';
import { schema, type Database } from '@solo/db';
import {
  done,
  lockBasket,
  NO_BASKET,
  touchAndRead,
  type BasketScope,
  type Outcome,
} from './store.ts';

const { baskets } = schema;

/** The custom attributes without the route protection and promo credit marks. */
export function withoutManualAdjustments(custom: Record<string, unknown>): Record<string, unknown> {
  const next: Record<string, unknown> = { ...custom, isPromoCreditApplied: false };
  const route = custom.routeData;
  if (route && typeof route === 'object' && !Array.isArray(route))
    next.routeData = { ...(route as Record<string, unknown>), hasRouteProtection: false };
  else if (typeof route === 'string') {
    // A storefront may keep it as JSON text; anything unreadable is dropped rather than kept on.
    try {
      const parsed: unknown = JSON.parse(route);
      next.routeData =
        parsed && typeof parsed === 'object' && !Array.isArray(parsed)
          ? JSON.stringify({ ...(parsed as Record<string, unknown>), hasRouteProtection: false })
          : undefined;
    } catch {
      next.routeData = undefined;
    }
    if (next.routeData === undefined) delete next.routeData;
  }
  return next;
}

/** Resets the marks on the shopper's basket and answers it priced again. */
export async function removeManualAdjustments(
  db: Database,
  scope: BasketScope,
  basketId: string,
): Promise<Outcome> {
  return db.transaction(async (tx): Promise<Outcome> => {
    const row = await lockBasket(tx, scope, basketId);
    if (!row) return NO_BASKET;
    const [updated] = await tx
      .update(baskets)
      .set({ custom: withoutManualAdjustments(row.custom) })
      .where(eq(baskets.id, basketId))
      .returning();
    return done(await touchAndRead(tx, updated ?? row, scope));
  });
}
