import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '@solo/fixtures';
import { schema } from '@solo/db';
import { listenWithDemoData, sdk, type ListeningCommerce } from '../catalog/sdk-testing.ts';

/** The public client's Shopper Customers calls against our service over real HTTP. */
let server: ListeningCommerce;
beforeAll(async () => {
  server = await listenWithDemoData();
});
afterAll(() => server.close());

const redirectURI = 'http://localhost:3000/callback';
const [usShopper] = DEMO_CUSTOMERS;

describe('Shopper Customers', () => {
  it('getCustomer, updateCustomer, updateCustomerPassword, addresses and product lists', async () => {
    const slasClient = new sdk.ShopperLogin(server.config('SoloUS'));
    const tokens = await sdk.helpers.loginRegisteredUserB2C({
      slasClient,
      credentials: { username: usShopper?.login ?? '', password: usShopper?.password ?? '' },
      parameters: { redirectURI },
    });
    const customers = new sdk.ShopperCustomers({
      ...server.config('SoloUS'),
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    const customerId = tokens.customer_id;

    const customer = await customers.getCustomer({ parameters: { customerId } });
    expect(customer).toMatchObject({ customerId, firstName: 'Jordan', authType: 'registered' });
    expect(customer.addresses?.map((a) => [a.addressId, a.preferred])).toEqual([
      ['Home', true],
      ['Cabin', false],
    ]);

    const updated = await customers.updateCustomer({
      parameters: { customerId },
      body: { firstName: 'Jordy', c_expressButtons: ['paypal'], c_emailOptIn: true },
    });
    expect(updated).toMatchObject({ firstName: 'Jordy', c_expressButtons: ['paypal'] });

    await customers.updateCustomerPassword({
      parameters: { customerId },
      body: { currentPassword: usShopper?.password ?? '', password: 'Campfire#2025' },
    });
    const again = await sdk.helpers.loginRegisteredUserB2C({
      slasClient,
      credentials: { username: usShopper?.login ?? '', password: 'Campfire#2025' },
      parameters: { redirectURI },
    });
    expect(again.customer_id).toBe(customerId);

    const address = await customers.createCustomerAddress({
      parameters: { customerId },
      body: {
        addressId: 'Office',
        firstName: 'Jordan',
        lastName: 'Miller',
        address1: '1 Ember Way',
        city: 'Boise',
        postalCode: '83702',
        stateCode: 'ID',
        countryCode: 'US',
      },
    });
    expect(address).toMatchObject({ addressId: 'Office', preferred: false });
    const read = await customers.getCustomerAddress({
      parameters: { customerId, addressName: 'Office' },
    });
    expect(read.city).toBe('Boise');

    const lists = await customers.getCustomerProductLists({ parameters: { customerId } });
    expect(lists.total).toBe(1);
    const wish = lists.data[0];
    expect(wish?.type).toBe('wish_list');

    const [product] = await server.commerce.db.db
      .select({ id: schema.products.id })
      .from(schema.products)
      .limit(1);
    const item = await customers.createCustomerProductListItem({
      parameters: { customerId, listId: wish?.id ?? '' },
      body: {
        productId: product?.id ?? '',
        quantity: 1,
        public: false,
        priority: 1,
        type: 'product',
      },
    });
    expect(item).toMatchObject({ productId: product?.id, quantity: 1 });
    const list = await customers.getCustomerProductList({
      parameters: { customerId, listId: wish?.id ?? '' },
    });
    expect(list.customerProductListItems?.map((i) => i.productId)).toEqual([product?.id]);
  });
});
