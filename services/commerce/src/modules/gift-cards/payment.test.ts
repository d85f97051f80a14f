/** The shares gift cards pay of a total (pure). */
import { describe, expect, it } from 'vitest';
import { allocate } from './payment.ts';

describe('allocate', () => {
  it('takes from each card in turn until nothing is due', () => {
    expect(allocate(10_000, [3000, 5000, 9000])).toEqual([3000, 5000, 2000]);
    expect(allocate(2000, [3000, 5000])).toEqual([2000, 0]);
    expect(allocate(0, [3000])).toEqual([0]);
    expect(allocate(500, [])).toEqual([]);
  });
  it('never pays more than a card holds, nor a negative share', () => {
    expect(allocate(10_000, [Infinity, 1])).toEqual([10_000, 0]);
    expect(allocate(10_000, [-5, 4000])).toEqual([0, 4000]);
    expect(allocate(-1, [4000])).toEqual([0]);
  });
});
