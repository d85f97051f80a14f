import { describe, expect, it } from 'vitest';
import type { BasketActionInput, WriteResult } from '../basket/actions.ts';
import type { CartView } from '../basket/cart-view.ts';
import { addAllOutcome, addAllToCart, type AddAllItem } from './add-all.ts';

const item = (id: string): AddAllItem => ({
  productId: id,
  name: `Product ${id}`,
  tracking: { id, name: `Product ${id}`, currency: 'USD' },
});
const cart = {} as CartView;

describe('addAllOutcome', () => {
  it('is a success when every product was added', () => {
    expect(addAllOutcome([{ item: item('a') }, { item: item('b') }])).toEqual({
      status: 'success',
      added: [item('a'), item('b')],
    });
  });
  it('names the products that failed and carries the reason of the first refusal', () => {
    const outcome = addAllOutcome([
      { item: item('a') },
      { item: item('b'), error: { status: 400, reason: 'unavailable' } },
      { item: item('c'), error: { status: 0 } },
    ]);
    expect(outcome).toEqual({
      status: 'error',
      added: [item('a')],
      failed: ['Product b', 'Product c'],
      reason: 'unavailable',
    });
  });
  it('leaves the title out when no failure says why (the generic message is shown)', () => {
    const outcome = addAllOutcome([{ item: item('a'), error: { status: 500 } }]);
    expect(outcome).toEqual({ status: 'error', added: [], failed: ['Product a'] });
  });
});

describe('addAllToCart', () => {
  it('adds each product on its own, in order, and goes on after a failure', async () => {
    const sent: BasketActionInput[] = [];
    const write = (action: BasketActionInput): Promise<WriteResult> => {
      sent.push(action);
      const id = action.intent === 'add' ? action.items[0]!.productId : '';
      if (id === 'b') return Promise.resolve({ error: { status: 409, reason: 'outOfStock' } });
      if (id === 'c') return Promise.reject(new Error('offline'));
      return Promise.resolve({ cart });
    };
    const outcome = await addAllToCart([item('a'), item('b'), item('c'), item('d')], write);
    expect(sent).toEqual(
      ['a', 'b', 'c', 'd'].map((productId) => ({
        intent: 'add',
        items: [{ productId, quantity: 1 }],
      })),
    );
    expect(outcome).toEqual({
      status: 'error',
      added: [item('a'), item('d')],
      failed: ['Product b', 'Product c'],
      reason: 'outOfStock',
    });
  });
});
