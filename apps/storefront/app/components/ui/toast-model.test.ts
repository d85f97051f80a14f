import { describe, expect, it } from 'vitest';
import { TOAST_DURATION_MS, toToastItem } from './toast-model.ts';

describe('toToastItem', () => {
  it('uses 5000 ms unless a duration is given', () => {
    expect(toToastItem(1, { status: 'success', title: 'Saved' }, 'fail').duration).toBe(
      TOAST_DURATION_MS,
    );
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(toToastItem(1, { status: 'info', title: 'x', duration: 10_000 }, 'fail').duration).toBe(
      10_000,
    );
  });
  it('gives a bare error toast the default failure message', () => {
    expect(toToastItem(2, { status: 'error' }, 'Something went wrong. Try again!').title).toBe(
      'Something went wrong. Try again!',
    );
    expect(toToastItem(3, { status: 'error', title: 'Card declined' }, 'fail').title).toBe(
      'Card declined',
    );
  });
  it('keeps a link action only when one is given', () => {
    const action = { label: 'View', href: '/account/wishlist' };
    expect(toToastItem(4, { status: 'success', title: 'Added', action }, 'fail').action).toEqual(
      action,
    );
    expect(toToastItem(5, { status: 'success', title: 'Added' }, 'fail')).not.toHaveProperty(
      'action',
    );
  });
});
