/**
 * Placing an order (docs/decisions.md "Placing an order"): claim the basket with the shopper's
 * idempotency key (a repeat of a running attempt waits for it and answers its order); in one transaction re-price the basket, check it is complete and take its
 * stock; authorise the payment; in a second transaction write the order and close the basket.
 * Every failure after stock was taken gives it back, and a failure after the authorisation voids
 * it, so no order means no stock held and no charge; the basket stays as it was.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { inArray } from 'drizzle-orm';
import { type Database, schema, type StockTaken, type Transaction } from '@solo/db';
import type { BasketAddress } from '@solo/db/schema';
import type { CurrencyCode } from '@solo/sites';
import type { InvalidField } from '../../errors.ts';
import {
  type BasketScope,
  type CheckoutInstrument,
  giftCardShares,
  isFrequency,
  loadCheckout,
  lockBasket,
  removePlacedBasket,
  type WireBasket,
  wireBaskets,
} from '../baskets/index.ts';
import {
  GIFT_CERTIFICATE,
  KLARNA,
  type PaymentFailure,
  type PaymentProvider,
} from '../payments/index.ts';
import { toDecimal, toMinor } from '../pricing/index.ts';
import {
  checkHolds,
  type GiftCardHold,
  issueGiftCards,
  redeemHolds,
  releaseHolds,
  takeHolds,
} from '../gift-cards/index.ts';
import { returnStock, takeStock } from '../inventory/index.ts';
import { createSubscriptions, type SubscribingOrder } from '../subscriptions/index.ts';
import { orderDocument, type PlacedPayment, type WireOrder } from './document.ts';
import { paymentStatusOf } from './life-document.ts';
import { readinessGaps } from './readiness.ts';
import { enqueueOrderEmail, type OrderMailDeps } from './order-mail.ts';
import { type Claim, claimBasket, markPlaced, recordTaken, releaseClaim } from './requests.ts';
import { findOrder } from './store.ts';

const { issuedOrderNumbers, orders, products } = schema;

export interface OrderDeps {
  db: Database;
  payments: PaymentProvider;
  /**
   * The order confirmation's mailer and link origin; absent (no trustworthy origin for links,
   * scripts), the order is placed without one.
   */
  mail?: OrderMailDeps;
}

export interface PlaceRequest {
  basketId: string;
  idempotencyKey: string;
  /** Fraud (device) data from the browser, passed to the gateway. */
  deviceData?: string | undefined;
  /**
   * The scheduled run of a subscription this order is (subscriptions module): the order records
   * it as its origin and creates no new subscription from its subscription line.
   */
  subscriptionRun?: { subscriptionId: string; dueDate: string } | undefined;
}

export type PlaceOutcome =
  | { ok: true; order: WireOrder; replayed: boolean }
  | { ok: false; reason: 'basket-not-found' | 'busy' | 'key-reused' }
  | { ok: false; reason: 'not-ready'; fields: InvalidField[] }
  | { ok: false; reason: 'out-of-stock'; productIds: string[] }
  | { ok: false; reason: 'payment'; failure: PaymentFailure }
  | { ok: false; reason: 'subscription-needs-account' | 'subscription-needs-saved-card' };

/**
 * Eight random digits (the length order numbers always had), claimed in `issued_order_numbers`:
 * a number already issued is skipped, so two orders never share one, and knowing one order's
 * number tells nothing about another's.
 */
async function nextOrderNo(tx: Transaction, now: Date): Promise<string> {
  for (let attempt = 0; attempt < ORDER_NO_ATTEMPTS; attempt++) {
    const orderNo = String(randomInt(0, 100_000_000)).padStart(8, '0');
    const claimed = await tx
      .insert(issuedOrderNumbers)
      .values({ orderNo, issuedAt: now })
      .onConflictDoNothing()
      .returning({ orderNo: issuedOrderNumbers.orderNo });
    if (claimed.length) return orderNo;
  }
  throw new Error(`no free order number after ${ORDER_NO_ATTEMPTS} attempts`);
}

/**
 * How long a retry waits for the attempt of its key still running (a gateway answers within
 * seconds; the sandbox's timeout card after 10 s) before it is answered 409 Order In Progress.
 */
export const SAME_KEY_WAIT_MS = 30_000;
const SAME_KEY_POLL_MS = 100;

/**
 * The basket claimed for this key, or what stops it. A submit repeated while its first attempt
 * runs (a double click, three taps, a retry after a dropped connection) asks again every
 * SAME_KEY_POLL_MS until that attempt ends, then answers its order (or, had it failed, makes
 * the attempt itself): the claim row in the database is what every process waits on.
 */
async function claimWaiting(
  db: Database,
  request: Parameters<typeof claimBasket>[1] & { now: Date },
): Promise<Claim> {
  const { now, ...claim } = request;
  const deadline = Date.now() + SAME_KEY_WAIT_MS;
  for (;;) {
    const answer = await claimBasket(db, claim, now);
    if (answer.kind !== 'running' || Date.now() >= deadline) return answer;
    await delay(SAME_KEY_POLL_MS);
  }
}

/** Even with ten million orders issued, ten draws all taken happen once in 10^10 orders. */
const ORDER_NO_ATTEMPTS = 10;

export async function placeOrder(
  deps: OrderDeps,
  scope: BasketScope,
  request: PlaceRequest,
): Promise<PlaceOutcome> {
  const { db } = deps;
  const { owner, site, now } = scope;
  const { basketId, idempotencyKey } = request;
  const listId = site.inventoryListId;
  const claim = await claimWaiting(db, {
    basketId,
    ownerId: owner.id,
    idempotencyKey,
    inventoryListId: listId,
    now,
  });
  if (claim.kind === 'placed') {
    const order = await findOrder(db, { ownerId: owner.id }, claim.orderNo);
    if (order) return { ok: true, order, replayed: true };
    return { ok: false, reason: 'basket-not-found' };
  }
  if (claim.kind === 'running') return { ok: false, reason: 'busy' };
  if (claim.kind !== 'claimed') return { ok: false, reason: claim.kind };

  let taken: StockTaken[] = [];
  let held: GiftCardHold[] = [];
  const giveBack = () =>
    db.transaction(async (tx) => {
      await returnStock(tx, listId, taken);
      await releaseHolds(tx, held);
      await releaseClaim(tx, basketId);
    });
  try {
    const prepared = await db.transaction((tx) => prepare(tx, scope, basketId));
    if (!prepared.ok) {
      await releaseClaim(db, basketId);
      return prepared;
    }
    ({ taken, held } = prepared);
    const { basket, orderNo } = prepared;
    const currency = basket.currency as CurrencyCode;
    const total = toMinor(basket.orderTotal ?? 0, currency) ?? 0;
    const giftPaid = held.reduce((sum, h) => sum + h.amount, 0);
    // What the gift cards leave, authorised on the one card or wallet.
    const amount = total - giftPaid;
    let payment: PlacedPayment | undefined;
    if (amount > 0) {
      const instrument = prepared.instrument;
      const stored = owner.kind === 'registered' ? instrument?.customerPaymentInstrumentId : null;
      const secret = instrument?.paymentNonce ?? stored;
      if (!instrument || !secret) {
        await giveBack();
        const name = 'paymentInstruments';
        return { ok: false, reason: 'not-ready', fields: [{ name, reason: 'no payment details' }] };
      }
      const auth = await deps.payments.authorize({
        amount: { amount, currency },
        paymentMethod: instrument.paymentNonce
          ? { nonce: instrument.paymentNonce }
          : { token: secret, customerId: owner.customerId },
        // One gateway key per attempt and card: a retried attempt never charges twice, and a
        // new card after a decline is a new authorisation.
        idempotencyKey: createHash('sha256')
          .update(`${owner.id}\n${idempotencyKey}\n${secret}`)
          .digest('hex'),
        ...(owner.kind === 'registered' ? { customerId: owner.customerId } : {}),
        reference: orderNo,
        ...(request.deviceData ? { deviceData: request.deviceData } : {}),
        // A nonce pays only for the shopper who made it, on its own basket.
        payer: { usid: owner.usid, customerId: owner.customerId, basketId },
      });
      if (!auth.ok) {
        await giveBack();
        return { ok: false, reason: 'payment', failure: auth };
      }
      const mixed = klarnaMismatch(instrument.paymentMethodId, auth.value.method.methodType);
      if (mixed) {
        await deps.payments.void(auth.value.id);
        await giveBack();
        return { ok: false, reason: 'payment', failure: mixed };
      }
      payment = {
        paymentInstrumentId: instrument.id,
        paymentMethodId: instrument.paymentMethodId,
        transaction: auth.value,
      };
    }
    try {
      const order: WireOrder = {
        ...orderDocument(basket, {
          orderNo,
          siteId: site.id,
          createdAt: now,
          orderToken: randomBytes(24).toString('base64url'),
          ...(payment ? { payment } : {}),
        }),
        // The shopper's locale: the order's emails speak it.
        c_locale: scope.locale,
        ...(request.subscriptionRun ? { c_subscriptionOrigin: request.subscriptionRun } : {}),
        ...(giftPaid > 0
          ? {
              paymentStatus: paymentStatusOf(giftPaid, total),
              c_capturedTotal: toDecimal(giftPaid, currency),
            }
          : {}),
      };
      const { mail } = deps;
      await db.transaction(async (tx) => {
        await tx.insert(orders).values({
          orderNo,
          siteId: site.id,
          ownerKind: owner.kind,
          ownerId: owner.id,
          customerId: owner.customerId,
          email: (basket.customerInfo?.email ?? '').toLowerCase(),
          orderToken: order.orderToken!,
          status: order.c_status as string,
          currency,
          orderTotal: total,
          paymentTransactionId: payment?.transaction.id ?? null,
          stockTaken: taken,
          // Gift card money is the order's from placement on: captured, as a shipment would.
          giftCardAmount: giftPaid,
          capturedAmount: giftPaid,
          document: order,
          createdAt: now,
        });
        // The order's e-gift cards exist with the order or not at all.
        await issueGiftCards(tx, basket, {
          orderNo,
          siteId: site.id,
          locale: scope.locale,
          buyerEmail: (basket.customerInfo?.email ?? '').toLowerCase(),
          now,
        });
        await redeemHolds(tx, orderNo, held, now);
        // The order's subscriptions exist with the order or not at all; a scheduled run's order
        // only reorders its own.
        if (!request.subscriptionRun)
          await createSubscriptions(
            tx,
            subscribingOrder(scope, basket, order, prepared.instrument),
            now,
          );
        await removePlacedBasket(tx, basketId);
        await markPlaced(tx, basketId, orderNo);
        // In the order's own transaction: the confirmation exists exactly when the order does.
        if (mail)
          await enqueueOrderEmail(
            tx,
            mail,
            { order, ownerKind: owner.kind },
            { kind: 'confirmation' },
            now,
          );
      });
      mail?.mailer.deliverSoon();
      return { ok: true, order, replayed: false };
    } catch (error) {
      if (payment) await deps.payments.void(payment.transaction.id);
      throw error;
    }
  } catch (error) {
    await giveBack();
    throw error;
  }
}

/**
 * A Klarna approval pays only a Klarna instrument, and a Klarna instrument only with a Klarna
 * approval: the site's methods decide where Klarna is offered (EU and Australia), so a Klarna
 * nonce slipped under another method (or the other way round) would pay where it is not.
 */
function klarnaMismatch(
  paymentMethodId: string,
  methodType: string,
): PaymentFailure<'invalid_request'> | undefined {
  if ((paymentMethodId === KLARNA.id) === (methodType === 'klarna')) return undefined;
  const reason = `the payment was approved for ${methodType === 'klarna' ? 'Klarna' : 'another method'}, not ${paymentMethodId}`;
  return {
    ok: false,
    reason: 'invalid_request',
    message: reason,
    fields: [{ name: 'paymentMethodId', reason }],
  };
}

/** Why a basket holding a subscription line cannot become an order; undefined when it can. */
function subscriptionRefusal(
  scope: BasketScope,
  basket: WireBasket,
  instrument: CheckoutInstrument | undefined,
): 'subscription-needs-account' | 'subscription-needs-saved-card' | undefined {
  if (!basket.c_isSubscriptionProductInBasket) return undefined;
  if (scope.owner.kind !== 'registered') return 'subscription-needs-account';
  if (!instrument?.customerPaymentInstrumentId) return 'subscription-needs-saved-card';
  return undefined;
}

/** The subscriptions a placed basket's subscription lines become (subscriptions module). */
function subscribingOrder(
  scope: BasketScope,
  basket: WireBasket,
  order: WireOrder,
  instrument: CheckoutInstrument | undefined,
): SubscribingOrder {
  const shipment = basket.shipments?.[0];
  const lines = (basket.productItems ?? []).flatMap((item) => {
    const frequency: unknown = item.c_subscriptionFrequency;
    return isFrequency(frequency)
      ? [{ productId: item.productId!, quantity: item.quantity ?? 1, frequency }]
      : [];
  });
  return {
    orderNo: order.orderNo!,
    customerId: scope.owner.customerId,
    siteId: scope.site.id,
    locale: scope.locale,
    currency: basket.currency!,
    email: (basket.customerInfo?.email ?? '').toLowerCase(),
    shippingAddress: shipment?.shippingAddress as BasketAddress,
    billingAddress: basket.billingAddress as BasketAddress,
    shippingMethodId: shipment?.shippingMethod?.id ?? '',
    paymentInstrumentId: instrument?.customerPaymentInstrumentId ?? '',
    lines,
  };
}

type Prepared =
  | {
      ok: true;
      basket: WireBasket;
      taken: StockTaken[];
      held: GiftCardHold[];
      orderNo: string;
      instrument: CheckoutInstrument | undefined;
    }
  | Extract<PlaceOutcome, { ok: false }>;

/**
 * Re-prices the basket, checks it is complete, takes its stock and holds its gift cards' shares,
 * all in `tx`: the cards are locked and checked before anything is taken, so a refusal takes
 * nothing.
 */
async function prepare(tx: Transaction, scope: BasketScope, basketId: string): Promise<Prepared> {
  const row = await lockBasket(tx, scope, basketId);
  if (!row) return { ok: false, reason: 'basket-not-found' };
  const [basket] = await wireBaskets(tx, [row], scope);
  const instruments = (await loadCheckout(tx, [basketId])).get(basketId)?.instruments ?? [];
  const holds = giftCardHolds(basket!, instruments);
  const check = await checkHolds(tx, holds);
  if (!check.ok) {
    const last4 = instruments.find((i) => i.giftCardId === check.giftCardId)?.giftCard?.last4;
    const reason = `gift card ****${last4 ?? ''} no longer holds its share; apply it again`;
    return { ok: false, reason: 'not-ready', fields: [{ name: 'paymentInstruments', reason }] };
  }
  const fields = readinessGaps(basket!);
  if (fields.length) return { ok: false, reason: 'not-ready', fields };
  const instrument = instruments.find((i) => i.paymentMethodId !== GIFT_CERTIFICATE);
  // A subscription reorders later with the card that pays now: a signed-in customer's saved one.
  const refusal = subscriptionRefusal(scope, basket!, instrument);
  if (refusal) return { ok: false, reason: refusal };
  const demand = await stockDemand(tx, basket!);
  const result = await takeStock(tx, scope.site.inventoryListId, demand);
  if (!result.ok) return { ok: false, reason: 'out-of-stock', productIds: result.productIds };
  await takeHolds(tx, holds);
  await recordTaken(tx, basketId, result.taken, holds);
  return {
    ok: true,
    basket: basket!,
    taken: result.taken,
    held: holds,
    orderNo: await nextOrderNo(tx, scope.now),
    instrument,
  };
}

/** What placement holds of each gift card: its share as the shopper applied it. */
function giftCardHolds(basket: WireBasket, instruments: CheckoutInstrument[]): GiftCardHold[] {
  const total = toMinor(basket.orderTotal ?? 0, basket.currency as CurrencyCode) ?? 0;
  const shares = giftCardShares(instruments, total, 'as-applied');
  return instruments.flatMap((i) => {
    const amount = shares.get(i.id) ?? 0;
    return i.giftCardId && amount > 0 ? [{ giftCardId: i.giftCardId, amount }] : [];
  });
}

/**
 * Units of each product the basket's lines take; a bundle takes its own and its parts' (the
 * variants its line holds, `bundledProductItems`, already bundle quantity × part quantity).
 */
async function stockDemand(tx: Transaction, basket: WireBasket): Promise<Map<string, number>> {
  const demand = new Map<string, number>();
  const add = (id: string, n: number) => demand.set(id, (demand.get(id) ?? 0) + n);
  const items = basket.productItems ?? [];
  for (const item of items) {
    add(item.productId!, item.quantity ?? 0);
    for (const part of item.bundledProductItems ?? []) add(part.productId!, part.quantity ?? 0);
  }
  // A bundle line read without its parts (none in the basket's answer) takes the definition's.
  const ids = [...new Set(items.filter((i) => !i.bundledProductItems).map((i) => i.productId!))];
  if (ids.length === 0) return demand;
  const bundles = await tx
    .select({ id: products.id, bundledProducts: products.bundledProducts })
    .from(products)
    .where(inArray(products.id, ids));
  for (const bundle of bundles) {
    const units = items
      .filter((i) => i.productId === bundle.id)
      .reduce((n, i) => n + (i.quantity ?? 0), 0);
    for (const member of bundle.bundledProducts ?? [])
      add(member.productId, member.quantity * units);
  }
  return demand;
}
