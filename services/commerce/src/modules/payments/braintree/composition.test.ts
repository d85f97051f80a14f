/**
 * The service composed with PAYMENTS_PROVIDER=braintree: card data has no route in (hosted fields
 * tokenize in the browser), the sandbox's wallet sheet does not exist, and only the wallets whose
 * braintree-web driver is built are offered. No gateway call is made.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCommerce, type TestCommerce } from '../../../testing.ts';
import { guestToken } from '../../customers/customers-testing.ts';
import { BASKETS, call, guest, newBasket, ok } from '../../baskets/basket-testing.ts';

const API = '/mobify/proxy/api/custom/payments/v1/organizations/f_ecom_solo_001';
const CONFIGS =
  '/mobify/proxy/api/custom/express-payments/v1/organizations/f_ecom_solo_001/get-express-buttons-configs';
const card = { number: '4111 1111 1111 1111', expiration: '12/30', cvv: '123', owner: 'J M' };

let braintree: TestCommerce;
let sandbox: TestCommerce;
beforeAll(async () => {
  braintree = await createTestCommerce({
    env: {
      PAYMENTS_PROVIDER: 'braintree',
      BRAINTREE_ENVIRONMENT: 'sandbox',
      BRAINTREE_MERCHANT_ID: 'merchant_1',
      BRAINTREE_PUBLIC_KEY: 'public',
      BRAINTREE_PRIVATE_KEY: 'private',
    },
  });
  sandbox = await createTestCommerce();
});
afterAll(async () => {
  await braintree.close();
  await sandbox.close();
});

const tokenize = async (t: TestCommerce) =>
  t.app.request(`${API}/tokenize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await guestToken(t)}` },
    body: JSON.stringify(card),
  });

describe('PAYMENTS_PROVIDER=braintree', () => {
  it('has no card tokenize route, where the sandbox has one', async () => {
    expect((await tokenize(sandbox)).status).toBe(201);
    const res = await tokenize(braintree);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
  });

  it('has no sandbox wallet sheet', async () => {
    const res = await braintree.app.request(`${API}/wallet-contexts`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await guestToken(braintree)}`,
      },
      body: JSON.stringify({ walletType: 'paypal', flow: 'vault' }),
    });
    expect(res.status).toBe(404);
  });

  it('offers cards and the wallets whose braintree-web driver is built (BRAINTREE_WALLETS)', async () => {
    const offered = async (t: TestCommerce) => {
      const shopper = await guest(t);
      const basket = await newBasket(t, shopper);
      const methods = await ok<{ applicablePaymentMethods: Array<{ id: string }> }>(
        call(t, 'GET', `${BASKETS}/${basket.basketId}/payment-methods`, shopper.token),
      );
      const config = await ok<{
        c_expressButtons: { expressPaymentMethods: { allowedPaymentMethods: string[] } };
      }>(call(t, 'GET', CONFIGS, shopper.token));
      return {
        methods: methods.applicablePaymentMethods.map((m) => m.id),
        buttons: config.c_expressButtons.expressPaymentMethods.allowedPaymentMethods,
      };
    };
    // Every wallet but Amazon Pay; the stored card scheme and Venmo are checkout tabs only.
    expect(await offered(braintree)).toEqual({
      methods: ['CREDIT_CARD', 'PayPal', 'ApplePay', 'GooglePay', 'SRC', 'MobileWallet'],
      buttons: ['ApplePay', 'GooglePay', 'PayPal', 'PayLater'],
    });
    const withSandbox = await offered(sandbox);
    expect(withSandbox.methods).toContain('PayPal');
    expect(withSandbox.buttons).toContain('ApplePay');
  });
});
