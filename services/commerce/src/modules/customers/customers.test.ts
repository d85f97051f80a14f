import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '@solo/accounts/password-hash';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import { at, guestTokens, logout, registeredTokens } from '../auth/auth-testing.ts';
import { storedCustomer } from './customers-testing.ts';

const ORG = 'f_ecom_solo_001';
const URL_ = `/mobify/proxy/api/customer/shopper-customers/v1/organizations/${ORG}/customers?siteId=SoloUS`;

let t: TestCommerce;
let guestToken: string;
beforeAll(async () => {
  t = await createTestCommerce();
  guestToken = (await guestTokens(t.db.db, new Date())).access_token;
});
afterAll(() => t.close());

const registration = (login: string, password = 'Campfire#2024') => ({
  customer: { login, email: login, firstName: 'Ada', lastName: 'Ember' },
  password,
});

const register = (body: unknown, token: string | null = guestToken) =>
  t.app.request(URL_, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });

async function problem(res: Response) {
  expect(res.headers.get('content-type')).toBe('application/problem+json');
  return (await res.json()) as Record<string, unknown>;
}

describe('registerCustomer', () => {
  it('registers a customer with a guest token and returns the Shopper Customers shape', async () => {
    const res = await register(registration('ada@example.com'));
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      login: 'ada@example.com',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Ember',
      authType: 'registered',
      customerNo: expect.stringMatching(/^\d{8}$/) as unknown,
    });
    expect(body).not.toHaveProperty('password');
    const stored = await storedCustomer(t.db.db, 'ADA@example.com');
    expect(stored?.id).toBe(body.customerId);
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyPassword('Campfire#2024', stored?.passwordHash)).toBe(true);
  });

  it('refuses a login already in use, in any case, with the Shopper Customers title', async () => {
    await register(registration('taken@example.com'));
    const res = await register(registration('TAKEN@Example.com'));
    expect(res.status).toBe(400);
    expect(await problem(res)).toMatchObject({
      type: '/errors/login-already-in-use',
      title: 'Login Already In Use',
      invalidFields: [{ name: 'customer.login', reason: 'is already in use' }],
    });
  });

  it('lets one of two simultaneous registrations of a login through', async () => {
    const answers = await Promise.all([
      register(registration('race@example.com')),
      register(registration('Race@example.com')),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('names each invalid field, including every password rule broken', async () => {
    const res = await register({
      customer: { login: 'not-an-email', email: 'ada@example.com', lastName: '' },
      password: 'weak',
    });
    expect(res.status).toBe(400);
    const body = await problem(res);
    const fields = body.invalidFields as Array<{ name: string; reason: string }>;
    expect(fields.map((f) => f.name)).toEqual([
      'customer.login',
      'customer.lastName',
      'password',
      'password',
      'password',
      'password',
    ]);
    expect(fields.filter((f) => f.name === 'password').map((f) => f.reason)).toEqual([
      'must be at least 8 characters',
      'must contain an uppercase letter',
      'must contain a number',
      'must contain a special character',
    ]);
  });

  it('needs a valid guest token', async () => {
    const none = await register(registration('x1@example.com'), null);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(await problem(none)).toMatchObject({ type: '/errors/unauthorized' });

    const [header, payload, signature] = guestToken.split('.');
    const flipped = `${signature?.[0] === 'A' ? 'B' : 'A'}${signature?.slice(1)}`;
    const tampered = await register(
      registration('x2@example.com'),
      `${header}.${payload}.${flipped}`,
    );
    expect(tampered.status).toBe(401);

    const old = await guestTokens(t.db.db, at(new Date(), -3600));
    const expired = await register(registration('x3@example.com'), old.access_token);
    expect(expired.status).toBe(401);
    expect((await problem(expired)).detail).toBe('The access token has expired');

    const loggedOut = await guestTokens(t.db.db, new Date());
    await logout(
      { db: t.db.db, orgId: ORG, clientId: 'storefront', now: new Date() },
      { clientId: 'storefront', refreshToken: loggedOut.refresh_token },
    );
    const ended = await register(registration('x5@example.com'), loggedOut.access_token);
    expect(ended.status).toBe(401);
    expect((await problem(ended)).detail).toBe('The session of this access token has ended');

    await register(registration('member@example.com'));
    const member = await registeredTokens(
      t.db.db,
      'member@example.com',
      'Campfire#2024',
      new Date(),
    );
    const forbidden = await register(registration('x4@example.com'), member.access_token);
    expect(forbidden.status).toBe(403);
  });

  it('needs a known site', async () => {
    const res = await t.app.request(URL_.replace('SoloUS', 'SoloMars'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${guestToken}` },
      body: JSON.stringify(registration('site@example.com')),
    });
    expect(res.status).toBe(400);
    expect((await problem(res)).detail).toMatch(/^siteId: /);
  });
});
