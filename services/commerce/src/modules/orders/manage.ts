/**
 * The operator's order actions (docs/decisions/order-lifecycle.md): process, ship, deliver,
 * fulfil, cancel, return, refund. An action without a payment call is one transaction. One with
 * a payment call (ship captures, cancel voids, refund refunds) runs in three steps: claim the
 * order (its row records the action's key), call the gateway with a key derived from the
 * action's, then apply the outcome and release the claim. A retry with the same key waits for
 * the first call and answers as it did; a crash between the steps leaves the claim, which only a
 * retry with the same key completes (the gateway replays its call), so money moves once.
 */
import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { schema, type Database, type Transaction } from '@solo/db';
import { SITES, type CurrencyCode } from '@solo/sites';
import type { InvalidField } from '../../errors.ts';
import type { Logger } from '../../logger.ts';
import { returnToCards } from '../gift-cards/index.ts';
import { returnStock } from '../inventory/index.ts';
import type { PaymentProvider } from '../payments/index.ts';
import { toMinor } from '../pricing/index.ts';
import { CARRIERS, type CarrierId, trackingUrl } from './carriers.ts';
import type { OrderStatusKey } from './document.ts';
import type { OrderEmail } from '../mail/index.ts';
import { enqueueOrderEmail, type OrderMailDeps } from './order-mail.ts';
import {
  changedDocument,
  linePrices,
  orderedUnits,
  shippedUnits,
  type LifeDocument,
} from './life-document.ts';
import {
  eventByKey,
  eventsOf,
  lockOrder,
  operatorOrder,
  type OperatorOrder,
  type OrderRow,
} from './life-store.ts';
import { addShipment, step, unshipped, type LineUnits, type OrderAction } from './lifecycle.ts';
import { checkRefund, shipmentCapture } from './settle.ts';

const { orders, orderEvents } = schema;

/** Told after each committed transition or payment event (order emails hang here). */
export interface TransitionEvent {
  kind: OrderAction;
  orderNo: string;
  actor: string;
  from: OrderStatusKey;
  to: OrderStatusKey;
  at: Date;
  data: {
    carrier?: CarrierId;
    trackingNumber?: string;
    trackingUrl?: string;
    lines?: Record<string, number>;
    /** Minor units of `currency` captured, voided or refunded. */
    amount?: number;
    currency?: CurrencyCode;
    restock?: boolean;
  };
}

export interface LifeDeps {
  db: Database;
  payments: PaymentProvider;
  log: Logger;
  now?: () => Date;
  onTransition?: ((event: TransitionEvent) => void | Promise<void>) | undefined;
  /**
   * The shopper's emails of a transition (shipping, delivery, cancellation, refund), written in
   * the transaction that records it: one per event, never lost to a crash after the commit.
   */
  mail?: OrderMailDeps | undefined;
  /** How long a call waits for another action on the order to finish. */
  waitMs?: number;
}

export type ActionRequest =
  | { action: 'ship'; carrier: CarrierId; trackingNumber: string; lines?: LineUnits | undefined }
  /** `amount`: a decimal in the order's currency, as sent; all that is refundable when omitted. */
  | { action: 'refund'; amount?: number | undefined }
  | { action: 'return'; restock: boolean }
  | { action: 'process' | 'deliver' | 'fulfil' | 'cancel' };

export interface ActCall {
  orderNo: string;
  actor: string;
  idempotencyKey?: string | undefined;
  request: ActionRequest;
}

export type ActOutcome =
  | { ok: true; order: OperatorOrder; replayed: boolean }
  | { ok: false; reason: 'not-found' | 'key-reused' }
  | { ok: false; reason: 'busy'; detail: string }
  | { ok: false; reason: 'wrong-state'; status: OrderStatusKey; detail: string }
  | { ok: false; reason: 'invalid'; fields: InvalidField[] }
  | { ok: false; reason: 'beyond-captured'; refundable: number; currency: string }
  | {
      ok: false;
      reason: 'payment-refused';
      status: OrderStatusKey;
      payment: string;
      message: string;
    };

/** A claim older than this, whose call never came back, may be completed by its own key. */
const CLAIM_STALE_MS = 60_000;
const POLL_MS = 25;

type Payment =
  | { call: 'capture'; amount: number; partial: boolean }
  | { call: 'void' }
  | { call: 'refund'; amount: number };

interface Plan {
  action: OrderAction;
  from: OrderStatusKey;
  to: OrderStatusKey;
  lines?: LineUnits;
  payment?: Payment;
  /** Minor units going back to the order's gift cards (a cancel, a refund beyond the card's). */
  giftReturn?: number;
}

type Begun =
  | { kind: 'done'; outcome: ActOutcome; event?: TransitionEvent }
  | { kind: 'wait'; detail: string }
  | { kind: 'pay'; plan: Plan & { payment: Payment }; transactionId: string };

export async function act(deps: LifeDeps, call: ActCall): Promise<ActOutcome> {
  const now = deps.now ?? (() => new Date());
  const key = call.idempotencyKey ?? randomUUID();
  const hash = createHash('sha256').update(JSON.stringify(call.request)).digest('hex');
  const deadline = Date.now() + (deps.waitMs ?? 10_000);
  for (;;) {
    const begun = await deps.db.transaction((tx) => begin(tx, call, key, hash, now(), deps.mail));
    if (begun.kind === 'wait') {
      if (Date.now() > deadline) return { ok: false, reason: 'busy', detail: begun.detail };
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      continue;
    }
    if (begun.kind === 'done') return told(deps, begun.outcome, begun.event);
    const { plan, transactionId } = begun;
    const paid = await pay(deps.payments, plan.payment, transactionId, `${call.orderNo}:${key}`);
    const done = await deps.db.transaction(async (tx) => {
      const row = await lockOrder(tx, call.orderNo);
      if (!row) return { outcome: { ok: false, reason: 'not-found' } as const };
      const at = now();
      if (!paid.ok) return { outcome: await refused(tx, row, call, key, hash, plan, paid, at) };
      return apply(tx, row, call, key, hash, plan, at, deps.mail);
    });
    return told(deps, done.outcome, 'event' in done ? done.event : undefined);
  }
}

async function told(
  deps: LifeDeps,
  outcome: ActOutcome,
  event: TransitionEvent | undefined,
): Promise<ActOutcome> {
  if (event) deps.mail?.mailer.deliverSoon();
  if (event && deps.onTransition)
    try {
      await deps.onTransition(event);
    } catch (error) {
      // The transition is committed; a listener's failure is its own to retry.
      deps.log.error(
        { err: error, orderNo: event.orderNo, kind: event.kind },
        'onTransition failed',
      );
    }
  return outcome;
}

async function begin(
  tx: Transaction,
  call: ActCall,
  key: string,
  hash: string,
  at: Date,
  mail: OrderMailDeps | undefined,
): Promise<Begun> {
  const row = await lockOrder(tx, call.orderNo);
  if (!row) return { kind: 'done', outcome: { ok: false, reason: 'not-found' } };
  const earlier = await eventByKey(tx, call.orderNo, key);
  if (earlier) return { kind: 'done', outcome: await replay(tx, row, earlier, hash) };
  if (row.actionKey) {
    const stale = at.getTime() - (row.actionStartedAt?.getTime() ?? 0) > CLAIM_STALE_MS;
    const held = `Order ${row.orderNo} has an action in progress (Idempotency-Key ${row.actionKey})`;
    // A stale claim is a call that never came back: waiting will not end it, its own key will.
    if (stale && row.actionKey !== key)
      return {
        kind: 'done',
        outcome: {
          ok: false,
          reason: 'busy',
          detail: `${held} that did not finish: retry it with its key`,
        },
      };
    if (!stale) return { kind: 'wait', detail: held };
  }
  const planned = plan(row, call.request);
  if ('outcome' in planned) return { kind: 'done', outcome: planned.outcome };
  const { payment } = planned;
  if (payment && row.paymentTransactionId) {
    await tx
      .update(orders)
      .set({ actionKey: key, actionStartedAt: at })
      .where(eq(orders.orderNo, row.orderNo));
    return {
      kind: 'pay',
      plan: { ...planned, payment },
      transactionId: row.paymentTransactionId,
    };
  }
  const { payment: _none, ...free } = planned;
  return { kind: 'done', ...(await apply(tx, row, call, key, hash, free, at, mail)) };
}

async function replay(
  tx: Transaction,
  row: OrderRow,
  earlier: typeof orderEvents.$inferSelect,
  hash: string,
): Promise<ActOutcome> {
  if (earlier.data.requestHash !== hash) return { ok: false, reason: 'key-reused' };
  if (earlier.kind.endsWith('-refused'))
    return {
      ok: false,
      reason: 'payment-refused',
      status: earlier.fromStatus as OrderStatusKey,
      payment: String(earlier.data.reason),
      message: String(earlier.data.message),
    };
  return { ok: true, order: operatorOrder(row, await eventsOf(tx, row.orderNo)), replayed: true };
}

/** What the action does to this order, or why it may not. */
function plan(row: OrderRow, request: ActionRequest): Plan | { outcome: ActOutcome } {
  const document = row.document as LifeDocument;
  const currency = row.currency as CurrencyCode;
  const status = row.status as OrderStatusKey;
  const facts = { status, ordered: orderedUnits(document), shipped: shippedUnits(document) };
  const lines = request.action === 'ship' ? (request.lines ?? unshipped(facts)) : undefined;
  const next = step(facts, request.action, lines);
  if (!next.ok) {
    switch (next.reason) {
      case 'wrong-state':
        return wrongState(
          status,
          `cannot ${request.action} an order that is ${status}; only one that is ${next.allowedFrom.join(', ')}`,
        );
      case 'not-all-shipped':
        return wrongState(
          status,
          `cannot deliver an order that is ${status} with lines not shipped yet`,
        );
      case 'nothing-to-ship':
        return invalid('lines', 'no units to ship');
      case 'unknown-line':
        return invalid(`lines.${next.itemId}`, 'not a line of this order');
      case 'too-many-units':
        return invalid(`lines.${next.itemId}`, `only ${next.unshipped} unit(s) left to ship`);
    }
  }
  const base = { action: request.action, from: status, to: next.to };
  switch (request.action) {
    case 'ship': {
      const after = addShipment(facts.shipped, lines!);
      const amount = shipmentCapture(
        row.orderTotal,
        linePrices(document, currency),
        after,
        row.capturedAmount,
      );
      const partial = Object.values(unshipped({ ordered: facts.ordered, shipped: after })).some(
        (n) => n > 0,
      );
      return {
        ...base,
        lines: lines!,
        ...(amount > 0 ? { payment: { call: 'capture', amount, partial } } : {}),
      };
    }
    case 'cancel': {
      // Nothing has shipped, so the gateway captured nothing: its authorisation is voided and
      // the gift cards get back what the order took.
      const giftReturn = row.giftCardAmount - row.giftCardReturned;
      return {
        ...base,
        ...(row.capturedAmount - row.giftCardAmount === 0 ? { payment: { call: 'void' } } : {}),
        ...(giftReturn > 0 ? { giftReturn } : {}),
      };
    }
    case 'refund': {
      const minor = request.amount === undefined ? undefined : toMinor(request.amount, currency);
      if (request.amount !== undefined && (minor === undefined || minor <= 0))
        return invalid(
          'amount',
          `must be a positive amount of ${currency} with at most its decimals`,
        );
      const check = checkRefund(row.capturedAmount, row.refundedAmount, minor);
      if (!check.ok)
        return {
          outcome: { ok: false, reason: 'beyond-captured', refundable: check.refundable, currency },
        };
      const { gateway, giftCards } = splitRefund(row, check.amount);
      return {
        ...base,
        ...(gateway > 0 ? { payment: { call: 'refund', amount: gateway } } : {}),
        ...(giftCards > 0 ? { giftReturn: giftCards } : {}),
      };
    }
    default:
      return base;
  }
}

/**
 * A refund goes back the way the money came: first to the card or wallet, up to what the gateway
 * captured and has not refunded, then the rest to the gift cards (docs/decisions.md "Gift cards
 * at checkout").
 */
export function splitRefund(
  row: Pick<OrderRow, 'capturedAmount' | 'refundedAmount' | 'giftCardAmount' | 'giftCardReturned'>,
  amount: number,
): { gateway: number; giftCards: number } {
  const gatewayLeft =
    row.capturedAmount - row.giftCardAmount - (row.refundedAmount - row.giftCardReturned);
  const gateway = Math.min(amount, Math.max(0, gatewayLeft));
  return { gateway, giftCards: amount - gateway };
}

const wrongState = (status: OrderStatusKey, detail: string): { outcome: ActOutcome } => ({
  outcome: { ok: false, reason: 'wrong-state', status, detail },
});
const invalid = (name: string, reason: string): { outcome: ActOutcome } => ({
  outcome: { ok: false, reason: 'invalid', fields: [{ name, reason }] },
});

type Paid = { ok: true; amount: number } | { ok: false; reason: string; message: string };

async function pay(
  payments: PaymentProvider,
  payment: Payment,
  transactionId: string,
  key: string,
): Promise<Paid> {
  // One gateway key per order action: a retried action never captures or refunds twice.
  const idempotencyKey = createHash('sha256').update(`order-life\n${key}`).digest('hex');
  switch (payment.call) {
    case 'capture': {
      const r = await payments.capture({
        transactionId,
        amount: payment.amount,
        partial: payment.partial,
        idempotencyKey,
      });
      return r.ok ? { ok: true, amount: payment.amount } : r;
    }
    case 'refund': {
      const r = await payments.refund({ transactionId, amount: payment.amount, idempotencyKey });
      return r.ok ? { ok: true, amount: payment.amount } : r;
    }
    case 'void': {
      const r = await payments.void(transactionId);
      // A retry after a void that went through finds it voided: the same outcome.
      if (r.ok || r.reason === 'already_voided')
        return { ok: true, amount: r.ok ? r.value.amount.amount : 0 };
      return r;
    }
  }
}

/** The gateway said no: the order stays as it was, the reason is on its trail. */
async function refused(
  tx: Transaction,
  row: OrderRow,
  call: ActCall,
  key: string,
  hash: string,
  plan: Plan,
  paid: Extract<Paid, { ok: false }>,
  at: Date,
): Promise<ActOutcome> {
  await tx
    .update(orders)
    .set({ actionKey: null, actionStartedAt: null })
    .where(eq(orders.orderNo, row.orderNo));
  await tx.insert(orderEvents).values({
    orderNo: row.orderNo,
    kind: `${plan.action}-refused`,
    fromStatus: plan.from,
    toStatus: plan.from,
    actor: call.actor,
    idempotencyKey: key,
    data: {
      requestHash: hash,
      reason: paid.reason,
      message: paid.message,
      ...(plan.payment && 'amount' in plan.payment ? { amount: plan.payment.amount } : {}),
    },
    createdAt: at,
  });
  return {
    ok: false,
    reason: 'payment-refused',
    status: plan.from,
    payment: paid.reason,
    message: paid.message,
  };
}

/** Writes the transition: the row, its document, stock given back, the trail. */
async function apply(
  tx: Transaction,
  row: OrderRow,
  call: ActCall,
  key: string,
  hash: string,
  plan: Plan,
  at: Date,
  mail: OrderMailDeps | undefined,
): Promise<{ outcome: ActOutcome; event: TransitionEvent }> {
  const currency = row.currency as CurrencyCode;
  const request = call.request;
  const paid = plan.payment && plan.payment.call !== 'void' ? plan.payment.amount : 0;
  const giftBack = plan.giftReturn
    ? await returnToCards(tx, row.orderNo, plan.giftReturn, key, at)
    : 0;
  const moved = paid + giftBack;
  const captured = row.capturedAmount + (plan.payment?.call === 'capture' ? paid : 0);
  const refunded = row.refundedAmount + (plan.payment?.call === 'refund' ? paid : 0) + giftBack;
  const shipment =
    request.action === 'ship'
      ? { carrier: request.carrier, trackingNumber: request.trackingNumber, lines: plan.lines! }
      : undefined;
  const document = changedDocument(row.document, {
    status: plan.to,
    at,
    currency,
    orderTotal: row.orderTotal,
    captured,
    refunded,
    ...(shipment ? { shipment } : {}),
    ...(moved > 0
      ? {
          payment: { kind: plan.payment?.call === 'capture' ? 'capture' : 'refund', amount: moved },
        }
      : {}),
  });
  const restock = request.action === 'return' && request.restock;
  const listId = SITES.find((s) => s.id === row.siteId)?.inventoryListId;
  if (listId && request.action === 'cancel') await returnStock(tx, listId, row.stockTaken);
  // Returned goods are back on the shelf, whether they were taken from stock or back-ordered.
  if (listId && restock)
    await returnStock(
      tx,
      listId,
      row.stockTaken.map((t) => ({
        productId: t.productId,
        fromStock: t.fromStock + t.fromBackorder,
        fromBackorder: 0,
      })),
    );
  const [updated] = await tx
    .update(orders)
    .set({
      status: plan.to,
      capturedAmount: captured,
      refundedAmount: refunded,
      giftCardReturned: row.giftCardReturned + giftBack,
      document,
      actionKey: null,
      actionStartedAt: null,
    })
    .where(eq(orders.orderNo, row.orderNo))
    .returning();
  const data: TransitionEvent['data'] = {
    ...(shipment
      ? {
          carrier: shipment.carrier,
          trackingNumber: shipment.trackingNumber,
          trackingUrl: trackingUrl(shipment.carrier, shipment.trackingNumber),
          lines: { ...shipment.lines },
        }
      : {}),
    ...(moved > 0 ? { amount: moved, currency } : {}),
    ...(request.action === 'return' ? { restock } : {}),
  };
  await tx.insert(orderEvents).values({
    orderNo: row.orderNo,
    kind: plan.action,
    fromStatus: plan.from,
    toStatus: plan.to,
    actor: call.actor,
    idempotencyKey: key,
    data: { ...data, requestHash: hash },
    createdAt: at,
  });
  const email = shopperEmail(plan.action, key, data);
  if (mail && email)
    await enqueueOrderEmail(
      tx,
      mail,
      { order: updated!.document, ownerKind: row.ownerKind },
      email,
      at,
    );
  const event: TransitionEvent = {
    kind: plan.action,
    orderNo: row.orderNo,
    actor: call.actor,
    from: plan.from,
    to: plan.to,
    at,
    data,
  };
  return {
    outcome: {
      ok: true,
      order: operatorOrder(updated!, await eventsOf(tx, row.orderNo)),
      replayed: false,
    },
    event,
  };
}

/**
 * The email a transition sends the shopper (issue 20), or none: each shipment and each refund is
 * its own event, named by the action's idempotency key.
 */
function shopperEmail(
  action: OrderAction,
  key: string,
  data: TransitionEvent['data'],
): OrderEmail | undefined {
  switch (action) {
    case 'ship':
      return {
        kind: 'shipping',
        shipmentId: key,
        // The shopper reads the carrier's name (DHL), not the operator's id for it (dhl).
        carrier: data.carrier ? CARRIERS[data.carrier].name : '',
        trackingNumber: data.trackingNumber ?? '',
        trackingUrl: data.trackingUrl ?? '',
        lines: Object.entries(data.lines ?? {}).map(([itemId, quantity]) => ({ itemId, quantity })),
      };
    case 'deliver':
      return { kind: 'delivery' };
    case 'cancel':
      return { kind: 'cancellation' };
    case 'refund':
      return data.amount ? { kind: 'refund', refundId: key, amount: data.amount } : undefined;
    default:
      return undefined;
  }
}
