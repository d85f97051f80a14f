import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_KEYS, type OrderStatusKey } from './document.ts';
import { ORDER_ACTIONS, addShipment, orderShapes, step, unshipped } from './lifecycle.ts';

const ordered = { a: 2, b: 1 };
const facts = (status: OrderStatusKey, shipped: Record<string, number> = {}) => ({
  status,
  ordered,
  shipped,
});

describe('order lifecycle', () => {
  it('walks ordered → processing → shipped → delivered → fulfilled', () => {
    expect(step(facts('ordered'), 'process')).toEqual({ ok: true, to: 'processing' });
    expect(step(facts('processing'), 'ship')).toEqual({ ok: true, to: 'shipped' });
    expect(step(facts('shipped', ordered), 'deliver')).toEqual({ ok: true, to: 'delivered' });
    expect(step(facts('delivered', ordered), 'fulfil')).toEqual({ ok: true, to: 'fulfilled' });
    expect(step(facts('ordered'), 'ship')).toEqual({ ok: true, to: 'shipped' });
  });

  it('ships in parts: the rest may follow, delivery waits for the last part', () => {
    const first = { a: 1 };
    expect(step(facts('processing'), 'ship', first)).toEqual({ ok: true, to: 'shipped' });
    const partly = facts('shipped', addShipment({}, first));
    expect(unshipped(partly)).toEqual({ a: 1, b: 1 });
    expect(step(partly, 'deliver')).toMatchObject({ ok: false, reason: 'not-all-shipped' });
    expect(step(partly, 'ship', { a: 2 })).toEqual({
      ok: false,
      reason: 'too-many-units',
      itemId: 'a',
      unshipped: 1,
    });
    expect(step(partly, 'ship', { z: 1 })).toEqual({
      ok: false,
      reason: 'unknown-line',
      itemId: 'z',
    });
    expect(step(partly, 'ship', { a: 0 })).toMatchObject({ reason: 'nothing-to-ship' });
    for (const name of ['constructor', 'toString', '__proto__'])
      expect(step(partly, 'ship', { [name]: 1 })).toEqual({
        ok: false,
        reason: 'unknown-line',
        itemId: name,
      });
    expect(step(partly, 'ship')).toEqual({ ok: true, to: 'shipped' });
    const all = facts('shipped', addShipment(partly.shipped, { a: 1, b: 1 }));
    expect(step(all, 'ship')).toMatchObject({ ok: false, reason: 'nothing-to-ship' });
    expect(step(all, 'deliver')).toEqual({ ok: true, to: 'delivered' });
  });

  it('cancels only before anything ships, returns only after', () => {
    for (const status of ['ordered', 'processing'] as const)
      expect(step(facts(status), 'cancel')).toEqual({ ok: true, to: 'canceled' });
    expect(step(facts('shipped', { a: 1 }), 'cancel')).toEqual({
      ok: false,
      reason: 'wrong-state',
      status: 'shipped',
      allowedFrom: ['ordered', 'processing'],
    });
    for (const status of ['shipped', 'delivered', 'fulfilled'] as const)
      expect(step(facts(status, ordered), 'return')).toEqual({ ok: true, to: 'returned' });
    expect(step(facts('ordered'), 'return')).toMatchObject({ reason: 'wrong-state' });
  });

  it('keeps the status on a refund, which needs a shipment (captured money) first', () => {
    expect(step(facts('delivered', ordered), 'refund')).toEqual({ ok: true, to: 'delivered' });
    expect(step(facts('returned', ordered), 'refund')).toEqual({ ok: true, to: 'returned' });
    expect(step(facts('ordered'), 'refund')).toMatchObject({ reason: 'wrong-state' });
  });

  it('leaves canceled and returned only for a refund of a returned order', () => {
    for (const action of ORDER_ACTIONS) {
      expect(step(facts('canceled'), action)).toMatchObject({ ok: false, status: 'canceled' });
      if (action !== 'refund')
        expect(step(facts('returned', ordered), action)).toMatchObject({ reason: 'wrong-state' });
    }
  });

  it('reaches every colour of the map except the store default from some state', () => {
    const reached = new Set<string>(['ordered']);
    for (const status of ORDER_STATUS_KEYS)
      for (const action of ORDER_ACTIONS) {
        const r = step(facts(status, status === 'ordered' ? {} : ordered), action);
        if (r.ok) reached.add(r.to);
      }
    expect([...reached].sort()).toEqual([...ORDER_STATUS_KEYS].sort());
  });

  it('maps to the Shopper Orders status and shipping status', () => {
    expect(orderShapes('ordered', facts('ordered'))).toEqual({
      status: 'new',
      shippingStatus: 'not_shipped',
    });
    expect(orderShapes('shipped', facts('shipped', { a: 1 }))).toEqual({
      status: 'new',
      shippingStatus: 'part_shipped',
    });
    expect(orderShapes('returned', facts('returned', ordered))).toEqual({
      status: 'completed',
      shippingStatus: 'shipped',
    });
    expect(orderShapes('canceled', facts('canceled'))).toMatchObject({ status: 'cancelled' });
  });
});
