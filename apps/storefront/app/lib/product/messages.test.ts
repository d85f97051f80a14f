import { describe, expect, it } from 'vitest';
import { productMessage, productMessages } from './messages.ts';

const ids = Object.values(productMessages).map((m) => m.id);

describe('product messages', () => {
  it('have unique ids under product.', () => {
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^product\./);
  });

  it('keep the spec texts verbatim in English (spec 001 §4, §8, §2; spec 000 §9)', () => {
    const texts = Object.values(productMessages).map((m) => m.defaultMessage);
    for (const quoted of [
      'Only {count} Left',
      'Coming in {days} Days',
      'Backordered until {date}',
      'Out of stock',
      'Final Sale',
      'Discontinued',
      'This product/bundle is unavailable due to pricing issues.',
      'Only {stockLevel} left!',
      'Only {stockLevel} left for {productName}!',
      'Add Set to Cart',
      'Add to Cart',
      'Notify Me',
      'Max quantity reached',
      'Update',
      'View Full Details',
      'Your Free Gift',
      'FREE',
      'SALE',
      '{value}% off',
      'Please select all your options above',
      'Please select a gas fuel adaptor.',
    ]) {
      expect(texts).toContain(quoted);
    }
  });

  it('carry values only when given', () => {
    expect(productMessage('onlyLeft', { count: 3 })).toEqual({
      id: 'product.inventory.onlyLeft',
      defaultMessage: 'Only {count} Left',
      values: { count: 3 },
    });
    expect(productMessage('notifyMe')).not.toHaveProperty('values');
  });
});
