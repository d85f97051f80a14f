/**
 * The default shipment `me` of a basket: its shipping address and method, and the methods a
 * shopper may choose (Shopper Baskets v2 `…/shipments/{shipmentId}/…`), and the billing address.
 */
import { eq } from 'drizzle-orm';
import type { ShopperBasketsV2Types } from 'commerce-sdk-isomorphic';
import { type Database, schema, type Transaction } from '@solo/db';
import type { BasketAddress } from '@solo/db/schema';
import type { CurrencyCode } from '@solo/sites';
import { applicableMethods, DEFAULT_SHIPMENT_ID, shipmentMethod } from '../shipping-tax/index.ts';
import { loadCheckout, saveShipment } from './checkout-store.ts';
import { wireShippingMethod } from './checkout-wire.ts';
import {
  done,
  invalid,
  lockBasket,
  NO_BASKET,
  ownBaskets,
  priceBaskets,
  touchAndRead,
  type BasketScope,
  type Outcome,
} from './store.ts';
import type { BasketRow, WireBasket } from './wire.ts';

const { baskets } = schema;

export type ShipmentOutcome<T = WireBasket> =
  Outcome<T> | { ok: false; reason: 'shipment-not-found' };

const NO_SHIPMENT = { ok: false, reason: 'shipment-not-found' } as const;

/** Locks the shopper's basket for a change of shipment `shipmentId` (only `me` exists). */
async function lockShipment(
  tx: Transaction,
  scope: BasketScope,
  basketId: string,
  shipmentId: string,
) {
  const row = await lockBasket(tx, scope, basketId);
  if (!row) return NO_BASKET;
  if (shipmentId !== DEFAULT_SHIPMENT_ID) return NO_SHIPMENT;
  return { ok: true as const, row };
}

/**
 * `PUT …/shipments/{id}/shipping-address` (optionally the billing address too). A chosen method
 * that does not reach the new address is dropped, so the site's default applies again;
 * `setFirstMethod` chooses the first method that reaches it.
 */
export async function setShippingAddress(
  db: Database,
  scope: BasketScope,
  basketId: string,
  shipmentId: string,
  address: BasketAddress,
  options: { useAsBilling?: boolean; setFirstMethod?: boolean } = {},
): Promise<ShipmentOutcome> {
  return db.transaction(async (tx): Promise<ShipmentOutcome> => {
    const locked = await lockShipment(tx, scope, basketId, shipmentId);
    if (!locked.ok) return locked;
    const current = (await loadCheckout(tx, [basketId])).get(basketId)?.shipment;
    const currency = locked.row.currency as CurrencyCode;
    const methods = applicableMethods(scope.site.id, currency, address);
    const chosen = current?.shippingMethodId;
    const reaches = methods.some((m) => m.method.id === chosen);
    const first = methods[0]?.method.id;
    await saveShipment(tx, basketId, {
      shippingAddress: address,
      ...(options.setFirstMethod && first
        ? { shippingMethodId: first }
        : chosen && !reaches
          ? { shippingMethodId: null }
          : {}),
    });
    let row = locked.row;
    if (options.useAsBilling)
      row =
        (
          await tx
            .update(baskets)
            .set({ billingAddress: address })
            .where(eq(baskets.id, basketId))
            .returning()
        )[0] ?? row;
    return done(await touchAndRead(tx, row, scope));
  });
}

/** `PUT …/shipments/{id}/shipping-method {id}`: one of the methods that reach the address. */
export async function setShippingMethod(
  db: Database,
  scope: BasketScope,
  basketId: string,
  shipmentId: string,
  methodId: string,
): Promise<ShipmentOutcome> {
  return db.transaction(async (tx): Promise<ShipmentOutcome> => {
    const locked = await lockShipment(tx, scope, basketId, shipmentId);
    if (!locked.ok) return locked;
    const to = (await loadCheckout(tx, [basketId])).get(basketId)?.shipment?.shippingAddress;
    const methods = applicableMethods(
      scope.site.id,
      locked.row.currency as CurrencyCode,
      to ?? undefined,
    );
    if (!methods.some((m) => m.method.id === methodId))
      return invalid([
        {
          name: 'id',
          reason: `is not a shipping method of ${scope.site.id}${to ? ' for this address' : ''}; one of ${methods.map((m) => m.method.id).join(', ')}`,
        },
      ]);
    await saveShipment(tx, basketId, { shippingMethodId: methodId });
    return done(await touchAndRead(tx, locked.row, scope));
  });
}

/** `PUT …/billing-address` (optionally the shipping address too). */
export async function setBillingAddress(
  db: Database,
  scope: BasketScope,
  basketId: string,
  address: BasketAddress,
  useAsShipping = false,
): Promise<Outcome> {
  return db.transaction(async (tx): Promise<Outcome> => {
    const row = await lockBasket(tx, scope, basketId);
    if (!row) return NO_BASKET;
    const [updated] = await tx
      .update(baskets)
      .set({ billingAddress: address })
      .where(eq(baskets.id, basketId))
      .returning();
    if (useAsShipping) await saveShipment(tx, basketId, { shippingAddress: address });
    return done(await touchAndRead(tx, updated ?? row, scope));
  });
}

type ShippingMethodResult = ShopperBasketsV2Types.ShippingMethodResult;

/**
 * The methods that reach the shipment's address (all of the site's before one is set), each
 * priced for this basket: `price` is the method's cost, `shippingPromotions` what takes it off
 * and `c_priceAfterDiscount` what the basket would pay.
 */
export async function quoteShippingMethods(
  db: Database | Transaction,
  scope: BasketScope,
  row: BasketRow,
): Promise<ShippingMethodResult> {
  const currency = row.currency as CurrencyCode;
  const shipment = (await loadCheckout(db, [row.id])).get(row.id)?.shipment;
  const to = shipment?.shippingAddress ?? undefined;
  const methods = applicableMethods(scope.site.id, currency, to);
  const applicableShippingMethods = [];
  // Each method priced as the basket would be with it: its shipping promotions apply or not.
  for (const { method, cost } of methods) {
    const [priced] = await priceBaskets(db, [row], scope, { shippingMethodId: method.id });
    const item = priced?.basket.shippingItems?.[0];
    const wire = wireShippingMethod(method, cost, currency, scope.locale);
    applicableShippingMethods.push({
      ...wire,
      shippingPromotions: (item?.priceAdjustments ?? []).map((a) => ({
        promotionId: a.promotionId,
        promotionName: a.itemText,
        calloutMsg: a.itemText,
      })),
      c_priceAfterDiscount: item?.priceAfterItemDiscount ?? wire.price,
    });
  }
  const fallback = shipmentMethod(scope.site.id, currency, undefined, to);
  return {
    applicableShippingMethods,
    ...(fallback ? { defaultShippingMethodId: fallback.method.id } : {}),
  };
}

/** `GET …/shipments/{id}/shipping-methods`. */
export async function shippingMethods(
  db: Database,
  scope: BasketScope,
  basketId: string,
  shipmentId: string,
): Promise<ShipmentOutcome<ShippingMethodResult>> {
  const [row] = (await ownBaskets(db, scope.owner, scope.site)).filter((b) => b.id === basketId);
  if (!row) return NO_BASKET;
  if (shipmentId !== DEFAULT_SHIPMENT_ID) return NO_SHIPMENT;
  return done(await quoteShippingMethods(db, scope, row));
}
