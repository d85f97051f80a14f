import { describe, expect, it } from 'vitest';
import { billingLine } from './saved-cards.server.ts';

describe('a stored wallet account’s billing address on one line (spec 002 §3, §4)', () => {
  it('joins name, street, city, state and postal code', () => {
    expect(
      billingLine({
        firstName: 'Ada',
        lastName: 'Stone',
        line1: '1 Main St',
        city: 'Austin',
        state: 'TX',
        postalCode: '78701',
      }),
    ).toEqual({ billingAddress: 'Ada Stone, 1 Main St, Austin, TX 78701' });
  });

  it('leaves out what is missing, and answers nothing for no address', () => {
    expect(billingLine({ line1: '9 Rue Haute', city: 'Lyon', postalCode: '69001' })).toEqual({
      billingAddress: '9 Rue Haute, Lyon, 69001',
    });
    expect(billingLine(undefined)).toEqual({});
    expect(billingLine({ city: 7 })).toEqual({});
  });
});
