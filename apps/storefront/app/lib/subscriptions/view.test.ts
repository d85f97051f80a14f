import { describe, expect, it } from 'vitest';
import {
  cancelling,
  doneOf,
  parseUpcomingOrder,
  savedAddressIdOf,
  subscriptionActionSchema,
  subscriptionsView,
  writeFailure,
  type WireSubscription,
} from './view.ts';

const wire = (fields: Partial<WireSubscription> = {}): WireSubscription => ({
  id: 's1',
  productId: 'hardwood-pellets',
  productName: 'Hardwood Pellets',
  quantity: 2,
  frequency: '1_3',
  status: 'active',
  nextOrderDate: '2027-01-28',
  price: 17.99,
  currency: 'USD',
  shippingAddress: {
    firstName: 'Jordan',
    lastName: 'Miles',
    address1: '12 Pine Rd',
    city: 'Portland',
    stateCode: 'OR',
    postalCode: '97201',
    countryCode: 'US',
  },
  paymentInstrument: {
    id: 'pi1',
    cardType: 'Visa',
    maskedNumber: '************1111',
    expirationMonth: 6,
    expirationYear: 2030,
  },
  skippedDates: [],
  ...fields,
});

describe('subscriptionsView', () => {
  it('shows the order total, the card and the address on one line each', () => {
    const [view] = subscriptionsView([wire()]);
    expect(view).toMatchObject({
      total: 35.98,
      card: 'Visa ************1111 06/2030',
      cardId: 'pi1',
      address: 'Jordan Miles, 12 Pine Rd, Portland, OR 97201, US',
      changeable: true,
      failure: null,
    });
  });

  it('finds the saved address it ships to by its fields, whatever the entry is named', () => {
    const home = { addressId: 'Home', ...wire().shippingAddress! };
    const cabin = { ...home, addressId: 'Cabin', address1: '3 Lake Dr' };
    expect(subscriptionsView([wire()], [cabin, home])[0]!.addressId).toBe('Home');
    // Case and spaces as typed do not matter; a missing second line is an empty one.
    expect(
      savedAddressIdOf(wire().shippingAddress, [{ ...home, city: ' portland ', address2: '' }]),
    ).toBe('Home');
    // An address the book no longer holds, or none, chooses nothing.
    expect(subscriptionsView([wire()], [cabin])[0]!.addressId).toBeNull();
    expect(savedAddressIdOf({ ...wire().shippingAddress, postalCode: '97202' }, [home])).toBeNull();
    expect(savedAddressIdOf(null, [home])).toBeNull();
  });

  it('lists active, then paused, then canceled, each by next date; a canceled one takes no change', () => {
    const views = subscriptionsView([
      wire({ id: 'c', status: 'canceled', nextOrderDate: '2027-01-01' }),
      wire({ id: 'p', status: 'paused', nextOrderDate: '2027-01-01' }),
      wire({ id: 'a2', nextOrderDate: '2027-03-01' }),
      wire({ id: 'a1', nextOrderDate: '2027-02-01' }),
    ]);
    expect(views.map((v) => v.id)).toEqual(['a1', 'a2', 'p', 'c']);
    expect(views.map((v) => v.changeable)).toEqual([true, true, true, false]);
  });

  it('shows no price while the product has none in the currency', () => {
    expect(subscriptionsView([wire({ price: undefined })])[0]).toMatchObject({
      price: null,
      total: null,
    });
  });

  it('passes over a frequency it does not know and copes without card or address', () => {
    const views = subscriptionsView([
      wire({ id: 'odd', frequency: '9_9' }),
      wire({ paymentInstrument: null, shippingAddress: null }),
    ]);
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ card: null, cardId: null, address: null });
  });
});

describe('parseUpcomingOrder (spec 001 §7: a JSON string that is parsed)', () => {
  it('reads the date, lines and total; null is no upcoming order', () => {
    const text = JSON.stringify({
      date: '2027-01-28',
      items: [
        { subscriptionId: 's1', productId: 'p', productName: 'Pellets', quantity: 2, price: 17.99 },
      ],
      total: 35.98,
      currency: 'USD',
    });
    expect(parseUpcomingOrder(text)).toEqual({
      ok: true,
      order: {
        date: '2027-01-28',
        items: [{ subscriptionId: 's1', productName: 'Pellets', quantity: 2, price: 17.99 }],
        total: 35.98,
        currency: 'USD',
      },
    });
    expect(parseUpcomingOrder(null)).toEqual({ ok: true, order: null });
  });

  it('refuses text that is not JSON or not the shape', () => {
    expect(parseUpcomingOrder('{')).toEqual({ ok: false });
    expect(parseUpcomingOrder('{"date":"tomorrow","items":[],"total":1,"currency":"USD"}')).toEqual(
      {
        ok: false,
      },
    );
    expect(parseUpcomingOrder('{"date":"2027-01-01","total":1,"currency":"USD"}')).toEqual({
      ok: false,
    });
  });
});

describe('subscriptionActionSchema', () => {
  const parse = (form: Record<string, string>) => subscriptionActionSchema.safeParse(form);

  it('takes each of the page posts', () => {
    expect(parse({ intent: 'frequency', subscriptionId: 's1', frequency: '3_3' }).data).toEqual({
      intent: 'frequency',
      subscriptionId: 's1',
      frequency: '3_3',
    });
    expect(parse({ intent: 'quantity', subscriptionId: 's1', quantity: '4' }).data).toMatchObject({
      quantity: 4,
    });
    for (const intent of ['skip', 'pause', 'resume', 'cancel'])
      expect(parse({ intent, subscriptionId: 's1' }).success).toBe(true);
    expect(
      parse({ intent: 'card', subscriptionId: 's1', paymentInstrumentId: 'pi2' }).success,
    ).toBe(true);
    expect(
      parse({ intent: 'address', subscriptionId: 's1', shippingAddressId: 'Home' }).success,
    ).toBe(true);
  });

  it('refuses a frequency of none, a quantity out of range, a missing id and an unknown intent', () => {
    expect(parse({ intent: 'frequency', subscriptionId: 's1', frequency: '0_0' }).success).toBe(
      false,
    );
    expect(parse({ intent: 'quantity', subscriptionId: 's1', quantity: '0' }).success).toBe(false);
    expect(parse({ intent: 'quantity', subscriptionId: 's1', quantity: '1.5' }).success).toBe(
      false,
    );
    expect(parse({ intent: 'quantity', subscriptionId: 's1', quantity: '100' }).success).toBe(
      false,
    );
    expect(parse({ intent: 'skip', subscriptionId: ' ' }).success).toBe(false);
    expect(parse({ intent: 'delete', subscriptionId: 's1' }).success).toBe(false);
  });
});

describe('answers', () => {
  it("maps the service's refusals", () => {
    expect(writeFailure(404, 's1')).toEqual({ failure: 'notFound' });
    expect(writeFailure(409, 's1')).toEqual({ failure: 'canceled', subscriptionId: 's1' });
    expect(
      writeFailure(400, 's1', { invalidFields: [{ name: 'quantity', reason: 'too many' }] }),
    ).toEqual({ failure: 'invalid', subscriptionId: 's1', fields: ['quantity'] });
    expect(writeFailure(502, 's1')).toEqual({ failure: 'failed' });
  });

  it('confirms only known intents and cancels only a listed subscription that can be', () => {
    expect(doneOf('skip')).toBe('skip');
    expect(doneOf('drop')).toBeNull();
    const views = subscriptionsView([wire(), wire({ id: 'c', status: 'canceled' })]);
    expect(cancelling(views, 's1')?.id).toBe('s1');
    expect(cancelling(views, 'c')).toBeNull();
    expect(cancelling(views, 'other')).toBeNull();
    expect(cancelling(views, null)).toBeNull();
  });
});
