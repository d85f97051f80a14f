import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import { guestToken } from '../customers/customers-testing.ts';

const ORG = 'f_ecom_solo_001';
const API = `/mobify/proxy/api/custom/payments/v1/organizations/${ORG}`;

let t: TestCommerce;
let token: string;
beforeAll(async () => {
  t = await createTestCommerce();
  token = await guestToken(t);
});
afterAll(() => t.close());

const auth = () => ({ authorization: `Bearer ${token}` });

const post = (path: string, body?: unknown, org = ORG, headers: Record<string, string> = auth()) =>
  t.app.request(`${API.replace(ORG, org)}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const get = (path: string) => t.app.request(`${API}${path}`, { headers: auth() });

const problem = async (res: Response) => {
  expect(res.headers.get('content-type')).toBe('application/problem+json');
  return (await res.json()) as Record<string, unknown>;
};

const card = {
  number: '4111 1111 1111 1111',
  expiration: '12/30',
  cvv: '123',
  owner: 'Jordan Miller',
};

describe('POST …/custom/payments/v1/…/tokenize', () => {
  it('answers a single-use nonce with the card summary, never stored by caches', async () => {
    const res = await post('/tokenize', card);
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toEqual({
      nonce: expect.stringMatching(/^tokencc_[0-9a-f]{32}$/) as unknown,
      type: 'card',
      expiresAt: expect.any(String) as unknown,
      details: {
        cardType: 'visa',
        lastFour: '1111',
        maskedNumber: '************1111',
        expirationMonth: 12,
        expirationYear: 2030,
        owner: 'Jordan Miller',
      },
    });
    expect(JSON.stringify(body)).not.toContain('4111111111111111');
  });

  it('names every card field at fault (spec 002 §5)', async () => {
    const res = await post('/tokenize', {
      number: '4111 1111 1111 1112',
      expiration: '01/20',
      cvv: '12',
      owner: '',
    });
    expect(res.status).toBe(400);
    expect(await problem(res)).toMatchObject({
      type: '/errors/invalid-request',
      title: 'Bad Request',
      detail:
        'number: is not a valid card number; expiration: the card has expired; cvv: must be 3 digits; owner: Required',
      invalidFields: [
        { name: 'number', reason: 'is not a valid card number' },
        { name: 'expiration', reason: 'the card has expired' },
        { name: 'cvv', reason: 'must be 3 digits' },
        { name: 'owner', reason: 'Required' },
      ],
    });
  });

  it('refuses missing fields, a body not sent as JSON and another organization', async () => {
    const missing = await post('/tokenize', { number: card.number });
    expect(missing.status).toBe(400);
    expect(await problem(missing)).toMatchObject({
      detail: 'expiration: Required; cvv: Required; owner: Required',
    });
    const form = await t.app.request(`${API}/tokenize`, {
      method: 'POST',
      headers: auth(),
      body: 'number=4111',
    });
    expect(form.status).toBe(415);
    expect((await post('/tokenize', card, 'f_ecom_other')).status).toBe(404);
  });
});

describe('shopper token and budgets', () => {
  it('refuses a call without a shopper access token: 401, nothing tokenized', async () => {
    for (const path of ['/tokenize', '/wallet-contexts']) {
      const res = await post(path, path === '/tokenize' ? card : { walletType: 'paypal' }, ORG, {});
      expect(res.status, path).toBe(401);
      expect(await problem(res)).toMatchObject({ type: '/errors/unauthorized' });
    }
    const forged = await post('/tokenize', card, ORG, { authorization: 'Bearer x.y.z' });
    expect(forged.status).toBe(401);
  });

  it("stops one shopper's card testing: 429 with Retry-After past the budget", async () => {
    const tester = await guestToken(t);
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < 35; i++) {
      const res = await post('/tokenize', card, ORG, { authorization: `Bearer ${tester}` });
      statuses.push(res.status);
      if (res.status === 429) refused ??= res;
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await problem(refused!)).toMatchObject({ type: '/errors/too-many-requests' });
  });
});

describe('…/custom/payments/v1/…/wallet-contexts', () => {
  const buyer = {
    email: 'buyer@example.com',
    firstName: 'Sam',
    lastName: 'Buyer',
    phone: '5125550100',
    shippingAddress: {
      firstName: 'Sam',
      lastName: 'Buyer',
      line1: '1 Main St',
      line2: '',
      city: 'Austin',
      state: 'TX',
      postalCode: '78701',
      countryCode: 'us',
    },
  };

  async function created(body: Record<string, unknown>) {
    const res = await post('/wallet-contexts', body);
    expect(res.status).toBe(201);
    return (await res.json()) as { id: string } & Record<string, unknown>;
  }

  it('creates a context in decimal amounts, shows it, approves it with the buyer data', async () => {
    const context = await created({
      walletType: 'google_pay',
      amount: 129.99,
      currency: 'usd',
    });
    expect(context).toEqual({
      id: expect.stringMatching(/^wctx_/) as unknown,
      walletType: 'google_pay',
      displayName: 'Google Pay',
      flow: 'checkout',
      amount: 129.99,
      currency: 'USD',
      status: 'created',
      expiresAt: expect.any(String) as unknown,
    });
    const shown = await get(`/wallet-contexts/${context.id}`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toBe('no-store');
    expect(await shown.json()).toEqual(context);

    const approved = await post(`/wallet-contexts/${context.id}/approve`, buyer);
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({
      nonce: expect.stringMatching(/^token_google_pay_/) as unknown,
      type: 'google_pay',
      details: {
        cardType: 'visa',
        lastFour: '1111',
        email: 'buyer@example.com',
        owner: 'Sam Buyer',
        phone: '5125550100',
        shippingAddress: {
          firstName: 'Sam',
          lastName: 'Buyer',
          line1: '1 Main St',
          city: 'Austin',
          state: 'TX',
          postalCode: '78701',
          countryCode: 'US',
        },
      },
      approvedAmount: { amount: 129.99, currency: 'USD' },
    });

    const again = await post(`/wallet-contexts/${context.id}/approve`, buyer);
    expect(again.status).toBe(409);
    expect(await problem(again)).toMatchObject({
      type: '/errors/wallet-context-approved',
      detail: 'The wallet payment has already been approved.',
    });
  });

  it('refuses a zero total with the spec wording (spec 002 §5)', async () => {
    const res = await post('/wallet-contexts', {
      walletType: 'google_pay',
      amount: 0,
      currency: 'USD',
    });
    expect(res.status).toBe(400);
    expect(await problem(res)).toMatchObject({
      type: '/errors/zero-amount',
      title: 'Zero Amount',
      detail: 'Order total 0 is not allowed for GooglePay',
      invalidFields: [{ name: 'amount', reason: 'Order total 0 is not allowed for GooglePay' }],
    });
  });

  it('names the bad field of a context or a buyer', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ walletType: 'bitcoin', amount: 1, currency: 'USD' }, 'walletType'],
      [{ walletType: 'paypal', amount: 1.005, currency: 'USD' }, 'amount'],
      [{ walletType: 'paypal', amount: 1 }, 'currency'],
      [{ walletType: 'paypal', amount: 1, currency: 'JPY' }, 'currency'],
      [{ walletType: 'paypal', amount: -1, currency: 'USD' }, 'amount'],
      [{ walletType: 'apple_pay', flow: 'vault' }, 'flow'],
    ];
    for (const [body, name] of cases) {
      const res = await post('/wallet-contexts', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const p = await problem(res);
      expect((p.invalidFields as Array<{ name: string }>)[0]?.name).toBe(name);
    }
    const { id } = await created({ walletType: 'google_pay', amount: 5, currency: 'USD' });
    const res = await post(`/wallet-contexts/${id}/approve`, {
      email: 'not-an-email',
      firstName: 'Sam',
      lastName: 'Buyer',
    });
    expect(res.status).toBe(400);
    expect(await problem(res)).toMatchObject({
      invalidFields: [{ name: 'email', reason: 'must be a valid email address' }],
    });
    const incomplete = await post(`/wallet-contexts/${id}/approve`, {
      email: 'buyer@example.com',
      firstName: 'Sam',
      lastName: 'Buyer',
    });
    expect(await problem(incomplete)).toMatchObject({
      detail: 'phone: Required; shippingAddress: Required',
    });
  });

  it('cancels a context; an approval after that and an unknown context are refused', async () => {
    const { id } = await created({ walletType: 'paypal', amount: 20, currency: 'USD' });
    const canceled = await post(`/wallet-contexts/${id}/cancel`);
    expect(canceled.status).toBe(200);
    expect(await canceled.json()).toMatchObject({ status: 'canceled', fundingSource: 'paypal' });
    const approve = await post(`/wallet-contexts/${id}/approve`, buyer);
    expect(approve.status).toBe(409);
    expect(await problem(approve)).toMatchObject({ type: '/errors/wallet-context-canceled' });
    const unknown = await get('/wallet-contexts/wctx_nope');
    expect(unknown.status).toBe(404);
    expect(await problem(unknown)).toMatchObject({ type: '/errors/wallet-context-not-found' });
    expect((await post('/wallet-contexts/wctx_nope/cancel')).status).toBe(404);
  });

  it('saves a PayPal account on the account page without an amount', async () => {
    const context = await created({ walletType: 'paypal', flow: 'vault' });
    expect(context).not.toHaveProperty('amount');
    const res = await post(`/wallet-contexts/${context.id}/approve`, buyer);
    expect(res.status).toBe(200);
    expect(await res.json()).not.toHaveProperty('approvedAmount');
  });

  it('has no public route for authorize, capture, void, refund or the vault', async () => {
    for (const action of ['authorize', 'capture', 'void', 'refund', 'payment-methods'])
      expect((await post(`/${action}`, {})).status).toBe(404);
  });
});
