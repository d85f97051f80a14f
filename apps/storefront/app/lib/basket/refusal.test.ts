import { describe, expect, it } from 'vitest';
import { basketRefusal } from './refusal.ts';

const invalid = (...fields: Array<[string, string]>) => ({
  status: 400,
  title: 'Bad Request',
  detail: fields.map(([name, reason]) => `${name}: ${reason}`).join('; '),
  invalidFields: fields.map(([name, reason]) => ({ name, reason })),
});

describe('basketRefusal (spec 001 §8, in the shopper language)', () => {
  it("turns the service's quantity limit into a reason, without its path or wording", () => {
    const refusal = basketRefusal(invalid(['0.quantity', 'must be at most 3']));
    expect(refusal).toEqual({ status: 400, reason: 'quantityLimit', fields: ['quantity'] });
    expect(JSON.stringify(refusal)).not.toMatch(/0\.quantity|must be/);
  });

  it('knows the limit over the product’s other lines, stock and unavailable products', () => {
    expect(
      basketRefusal(invalid(['1.quantity', "must be at most 2 with the product's other lines"]))
        .reason,
    ).toBe('quantityLimit');
    expect(basketRefusal(invalid(['0.productId', 'is out of stock'])).reason).toBe('outOfStock');
    expect(basketRefusal(invalid(['quantity', 'the product is out of stock'])).reason).toBe(
      'outOfStock',
    );
    for (const reason of [
      'is discontinued',
      'is not a product of the catalog',
      'has no price in USD',
    ])
      expect(basketRefusal(invalid(['0.productId', reason])).reason).toBe('unavailable');
  });

  it('says the gift card limit by its problem title', () => {
    expect(
      basketRefusal({ status: 400, title: 'Gift certificate limit exceeded', detail: 'x' }),
    ).toEqual({ status: 400, reason: 'giftCardLimit' });
  });

  it('gives no reason (the generic error) for anything else', () => {
    expect(basketRefusal(invalid(['0.quantity', 'must be 1 plus a multiple of 2']))).toEqual({
      status: 400,
      fields: ['quantity'],
    });
    expect(basketRefusal({ status: 503, title: 'Service Unavailable', detail: 'db down' })).toEqual(
      { status: 503 },
    );
    expect(basketRefusal({ status: 400, invalidFields: 'nonsense' })).toEqual({ status: 400 });
  });
});
