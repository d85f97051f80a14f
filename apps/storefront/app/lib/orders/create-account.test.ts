import { describe, expect, it } from 'vitest';
import { accountOfOrder } from './create-account.server.ts';
import type { Order } from './order-view.ts';

describe('accountOfOrder', () => {
  it("takes the order's email and the billing name", () => {
    const order = {
      customerInfo: { email: ' robin@example.com ' },
      billingAddress: { firstName: 'Robin ', lastName: 'Alder' },
      shipments: [{ shippingAddress: { firstName: 'Sam', lastName: 'Other' } }],
    } as unknown as Order;
    expect(accountOfOrder(order)).toEqual({
      firstName: 'Robin',
      lastName: 'Alder',
      email: 'robin@example.com',
    });
  });

  it('falls back to the shipping name, then to nothing', () => {
    const shipped = {
      customerInfo: { email: 'a@b.co' },
      shipments: [{ shippingAddress: { firstName: 'Sam', lastName: 'Other' } }],
    } as unknown as Order;
    expect(accountOfOrder(shipped)).toMatchObject({ firstName: 'Sam', lastName: 'Other' });
    expect(accountOfOrder({})).toEqual({ firstName: '', lastName: '', email: '' });
  });
});
