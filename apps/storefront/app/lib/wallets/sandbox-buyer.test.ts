import { describe, expect, it } from 'vitest';
import { checkoutBuyer, customerBuyer, type CustomerRecord } from './sandbox-buyer.ts';

const EU = ['IE', 'DE', 'FR', 'SE'];

const customer: CustomerRecord = {
  email: 'kai.berg@example.test',
  firstName: 'Kai',
  lastName: 'Berg',
  phoneHome: '+49 30 1234567',
  addresses: [
    {
      address1: '1 Main St',
      city: 'Austin',
      stateCode: 'TX',
      postalCode: '78701',
      countryCode: 'US',
      preferred: true,
    },
    { address1: 'Unter den Linden 1', city: 'Berlin', postalCode: '10117', countryCode: 'de' },
    { address1: 'Rue de Rivoli 1', city: 'Paris', postalCode: '75001', countryCode: 'FR' },
  ],
};

describe('customerBuyer', () => {
  it("is the customer's own name, email and phone", () => {
    expect(customerBuyer(customer, EU)).toMatchObject({
      email: 'kai.berg@example.test',
      firstName: 'Kai',
      lastName: 'Berg',
      phone: '+49 30 1234567',
    });
  });

  it('takes the preferred saved address where express ships, else the first there', () => {
    // The preferred one is in the US, where the EU site does not ship: the first European one.
    expect(customerBuyer(customer, EU).address).toEqual({
      line1: 'Unter den Linden 1',
      line2: '',
      city: 'Berlin',
      state: '',
      postalCode: '10117',
      countryCode: 'DE',
    });
    const paris = { ...customer.addresses![2]!, preferred: true };
    const preferred = { ...customer, addresses: [customer.addresses![1]!, paris] };
    expect(customerBuyer(preferred, EU).address.city).toBe('Paris');
    expect(customerBuyer(customer, ['US']).address).toMatchObject({ city: 'Austin', state: 'TX' });
  });

  it('has no address when none is in a country express ships to; names from an address', () => {
    const buyer = customerBuyer(
      {
        email: 'x@example.test',
        addresses: [{ firstName: 'Ana', lastName: 'Lima', countryCode: 'US', phone: '5125550100' }],
      },
      ['AU', 'NZ'],
    );
    expect(buyer).toEqual({
      email: 'x@example.test',
      firstName: '',
      lastName: '',
      phone: '',
      address: {},
    });
    expect(
      customerBuyer(
        {
          addresses: customer
            .addresses!.slice(0, 1)
            .map((a) => ({ ...a, firstName: 'Ana', phone: '5125550100' })),
        },
        ['US'],
      ),
    ).toMatchObject({
      firstName: 'Ana',
      phone: '5125550100',
    });
  });
});

describe('checkoutBuyer', () => {
  it('is what the shopper gave the checkout: email and shipping address, billing names as fallback', () => {
    expect(
      checkoutBuyer(
        ' sam@example.test ',
        {
          address1: '400 Pine Street',
          city: 'Seattle',
          stateCode: 'WA',
          postalCode: '98101',
          countryCode: 'us',
          phone: '',
        },
        { firstName: 'Sam', lastName: 'Reed', phone: '(206) 555-0100' },
      ),
    ).toEqual({
      email: 'sam@example.test',
      firstName: 'Sam',
      lastName: 'Reed',
      phone: '(206) 555-0100',
      address: {
        line1: '400 Pine Street',
        line2: '',
        city: 'Seattle',
        state: 'WA',
        postalCode: '98101',
        countryCode: 'US',
      },
    });
  });
});
