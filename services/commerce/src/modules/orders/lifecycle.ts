/**
 * An order's life (spec 001 §3 colour map keys): ordered → processing → shipped → delivered →
 * fulfilled, or canceled before anything ships, or returned after. A refund is a payment event,
 * not a status. Pure: the operator actions (manage.ts) ask it what an action may do and apply
 * the answer in the database.
 */
import type { OrderStatusKey } from './document.ts';

export type OrderAction =
  'process' | 'ship' | 'deliver' | 'fulfil' | 'cancel' | 'return' | 'refund';

export const ORDER_ACTIONS: readonly OrderAction[] = [
  'process',
  'ship',
  'deliver',
  'fulfil',
  'cancel',
  'return',
  'refund',
];

/**
 * The states each action starts from. `ship` also starts from `shipped` while lines remain
 * (partial shipments); `refund` leaves the status as it is and needs captured money.
 */
const FROM: Readonly<Record<OrderAction, readonly OrderStatusKey[]>> = {
  process: ['ordered'],
  ship: ['ordered', 'processing', 'shipped'],
  deliver: ['shipped'],
  fulfil: ['delivered'],
  cancel: ['ordered', 'processing'],
  return: ['shipped', 'delivered', 'fulfilled'],
  refund: ['shipped', 'delivered', 'fulfilled', 'returned'],
};

/** Units of each order line (by item id): ordered, or shipped so far. */
export type LineUnits = Readonly<Record<string, number>>;

export interface LifeFacts {
  status: OrderStatusKey;
  ordered: LineUnits;
  shipped: LineUnits;
}

export type Step =
  | { ok: true; to: OrderStatusKey }
  | {
      ok: false;
      reason: 'wrong-state';
      status: OrderStatusKey;
      allowedFrom: readonly OrderStatusKey[];
    }
  | { ok: false; reason: 'nothing-to-ship' | 'not-all-shipped'; status: OrderStatusKey }
  | { ok: false; reason: 'too-many-units'; itemId: string; unshipped: number }
  | { ok: false; reason: 'unknown-line'; itemId: string };

/** Units still to ship of each line. */
export function unshipped(facts: Pick<LifeFacts, 'ordered' | 'shipped'>): Record<string, number> {
  const left: Record<string, number> = {};
  for (const [itemId, n] of Object.entries(facts.ordered))
    left[itemId] = n - (facts.shipped[itemId] ?? 0);
  return left;
}

const allShipped = (facts: Pick<LifeFacts, 'ordered' | 'shipped'>) =>
  Object.values(unshipped(facts)).every((n) => n <= 0);

/**
 * Where `action` takes an order, or why it may not. `lines` are the units a shipment takes
 * (every line's remaining units when omitted).
 */
export function step(facts: LifeFacts, action: OrderAction, lines?: LineUnits): Step {
  const { status } = facts;
  if (!FROM[action].includes(status))
    return { ok: false, reason: 'wrong-state', status, allowedFrom: FROM[action] };
  switch (action) {
    case 'ship':
      return shipStep(facts, lines);
    case 'deliver':
      // A partly shipped order is delivered once its last shipment is.
      return allShipped(facts)
        ? { ok: true, to: 'delivered' }
        : { ok: false, reason: 'not-all-shipped', status };
    case 'process':
      return { ok: true, to: 'processing' };
    case 'fulfil':
      return { ok: true, to: 'fulfilled' };
    case 'cancel':
      return { ok: true, to: 'canceled' };
    case 'return':
      return { ok: true, to: 'returned' };
    case 'refund':
      return { ok: true, to: status };
  }
}

function shipStep(facts: LifeFacts, lines: LineUnits | undefined): Step {
  const left = unshipped(facts);
  const wanted = lines ?? left;
  let units = 0;
  for (const [itemId, n] of Object.entries(wanted)) {
    // Own keys only: `constructor` or `__proto__` is no line of any order.
    if (!Object.hasOwn(left, itemId)) return { ok: false, reason: 'unknown-line', itemId };
    if (n > left[itemId]!)
      return { ok: false, reason: 'too-many-units', itemId, unshipped: left[itemId]! };
    units += n;
  }
  if (units === 0) return { ok: false, reason: 'nothing-to-ship', status: facts.status };
  return { ok: true, to: 'shipped' };
}

/** The shipped units after a shipment of `lines`. */
export function addShipment(shipped: LineUnits, lines: LineUnits): Record<string, number> {
  const sum: Record<string, number> = { ...shipped };
  for (const [itemId, n] of Object.entries(lines))
    if (n > 0) sum[itemId] = (Object.hasOwn(sum, itemId) ? sum[itemId]! : 0) + n;
  return sum;
}

/** Spec shapes of Shopper Orders for a status: `status`, `shippingStatus`. */
export function orderShapes(
  status: OrderStatusKey,
  facts: Pick<LifeFacts, 'ordered' | 'shipped'>,
): {
  status: 'new' | 'completed' | 'cancelled';
  shippingStatus: 'not_shipped' | 'part_shipped' | 'shipped';
} {
  const any = Object.values(facts.shipped).some((n) => n > 0);
  const shippingStatus = allShipped(facts) ? 'shipped' : any ? 'part_shipped' : 'not_shipped';
  if (status === 'canceled') return { status: 'cancelled', shippingStatus: 'not_shipped' };
  if (status === 'fulfilled' || status === 'returned')
    return { status: 'completed', shippingStatus };
  return { status: 'new', shippingStatus };
}
