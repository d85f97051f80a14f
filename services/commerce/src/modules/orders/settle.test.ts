import { describe, expect, it } from 'vitest';
import { toDecimal } from '../pricing/index.ts';
import { checkRefund, shareOf, shipmentCapture } from './settle.ts';

describe('shipment captures', () => {
  // Two lines: 3 × 33.33 = 99.99 and 1 × 50.00; the order total with shipping and tax 162.97.
  const prices = { a: { units: 3, price: 9_999 }, b: { units: 1, price: 5_000 } };
  const total = 16_297;

  it('captures each shipment its share, the last one what is left, summing to the total', () => {
    const first = shipmentCapture(total, prices, { a: 1 }, 0);
    // 16297 × 3333/14999 = 3621.4…
    expect(first).toBe(3_621);
    const second = shipmentCapture(total, prices, { a: 2, b: 1 }, first);
    const last = shipmentCapture(total, prices, { a: 3, b: 1 }, first + second);
    expect(first + second + last).toBe(total);
    expect(shipmentCapture(total, prices, { a: 3, b: 1 }, 0)).toBe(total);
  });

  it('never loses or invents a minor unit over any order of partial shipments', () => {
    const three = {
      x: { units: 3, price: 100 },
      y: { units: 7, price: 1 },
      z: { units: 1, price: 0 },
    };
    for (const t of [1, 2, 99, 100, 101, 12_345]) {
      let captured = 0;
      const shipped: Record<string, number> = {};
      for (const [id, n] of [
        ['y', 3],
        ['x', 1],
        ['z', 1],
        ['y', 4],
        ['x', 2],
      ] as const) {
        shipped[id] = (shipped[id] ?? 0) + n;
        const due = shipmentCapture(t, three, shipped, captured);
        expect(due).toBeGreaterThanOrEqual(0);
        captured += due;
      }
      expect(captured).toBe(t);
    }
  });

  it('rounds half up to the minor unit and shares free lines by units', () => {
    const halves = { a: { units: 2, price: 100 } };
    expect(shareOf(1, halves, { a: 1 })).toBe(1); // 0.5 → 1
    expect(shareOf(3, halves, { a: 1 })).toBe(2); // 1.5 → 2
    const free = { a: { units: 1, price: 0 }, b: { units: 3, price: 0 } };
    expect(shareOf(1_000, free, { b: 1 })).toBe(250);
    expect(shareOf(1_000, {}, {})).toBe(0);
  });

  it('is in minor units of the order currency: 36.21 EUR, 36.21 SEK at the wire', () => {
    const amount = shipmentCapture(total, prices, { a: 1 }, 0);
    expect(toDecimal(amount, 'EUR')).toBe(36.21);
    expect(toDecimal(amount, 'SEK')).toBe(36.21);
  });
});

describe('refunds', () => {
  it('refunds in parts up to what was captured, never beyond', () => {
    expect(checkRefund(10_000, 0, 2_550)).toEqual({ ok: true, amount: 2_550 });
    expect(checkRefund(10_000, 2_550, undefined)).toEqual({ ok: true, amount: 7_450 });
    expect(checkRefund(10_000, 2_550, 7_451)).toEqual({
      ok: false,
      reason: 'beyond-captured',
      refundable: 7_450,
    });
    expect(checkRefund(10_000, 10_000, 1)).toMatchObject({ reason: 'nothing-captured' });
    expect(checkRefund(0, 0, undefined)).toMatchObject({ reason: 'nothing-captured' });
  });
});
