import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import { at, claimsOf, logout, registeredTokens } from '../auth/auth-testing.ts';
import { isSessionActive } from '../auth/index.ts';
import {
  CUSTOMERS,
  ORG,
  call,
  fieldNames,
  guestToken,
  problemOf,
  signedInShopper,
  type SignedIn,
} from './customers-testing.ts';

let t: TestCommerce;
let ada: SignedIn;
let bo: SignedIn;
beforeAll(async () => {
  t = await createTestCommerce();
  ada = await signedInShopper(t, 'ada.profile@example.com');
  bo = await signedInShopper(t, 'bo.profile@example.com');
});
afterAll(() => t.close());

const me = (s: SignedIn) => `${CUSTOMERS}/${s.customerId}`;

describe('getCustomer', () => {
  it('answers the signed-in customer in the Shopper Customers shape', async () => {
    const res = await call(t, 'GET', me(ada), ada.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({
      customerId: ada.customerId,
      login: ada.login,
      email: ada.login,
      firstName: 'Sam',
      lastName: 'Fire',
      authType: 'registered',
      addresses: [],
      c_expressButtons: [],
      c_emailOptIn: false,
    });
  });

  it('answers another customer, an unknown id and a guest with one and the same 403', async () => {
    const guest = await guestToken(t);
    const guestId = claimsOf(guest).isb as string;
    const answers = await Promise.all([
      call(t, 'GET', me(bo), ada.token),
      call(t, 'GET', `${CUSTOMERS}/no-such-customer`, ada.token),
      call(t, 'GET', me(ada), guest),
      call(t, 'GET', `${CUSTOMERS}/${/gcid:([^:]+)/.exec(guestId)?.[1] ?? 'x'}`, guest),
    ]);
    const bodies = await Promise.all(
      answers.map(async (r) => {
        expect(r.status).toBe(403);
        const { instance: _path, ...body } = await problemOf(r);
        return body;
      }),
    );
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(bodies[0]).toMatchObject({ type: '/errors/forbidden', title: 'Forbidden' });
  });

  it('answers paths below the customer that do not exist with 404', async () => {
    const res = await call(t, 'GET', `${me(ada)}/payment-methods`, ada.token);
    expect(res.status).toBe(404);
  });

  it('refuses a missing, tampered, expired or logged-out token with 401', async () => {
    expect((await call(t, 'GET', me(ada), null)).status).toBe(401);
    const [h, p, s] = ada.token.split('.');
    const tampered = `${h}.${p}.${s?.[0] === 'A' ? 'B' : 'A'}${s?.slice(1)}`;
    expect((await call(t, 'GET', me(ada), tampered)).status).toBe(401);
    const old = await registeredTokens(t.db.db, ada.login, 'Campfire#2024', at(new Date(), -3600));
    const expired = await call(t, 'GET', me(ada), old.access_token);
    expect(expired.status).toBe(401);
    expect((await problemOf(expired)).detail).toBe('The access token has expired');
    const ended = await registeredTokens(t.db.db, ada.login, 'Campfire#2024', new Date());
    await logout(
      { db: t.db.db, orgId: ORG, clientId: 'storefront', now: new Date() },
      { clientId: 'storefront', refreshToken: ended.refresh_token },
    );
    const loggedOut = await call(t, 'GET', me(ada), ended.access_token);
    expect(loggedOut.status).toBe(401);
    expect((await problemOf(loggedOut)).detail).toBe('The session of this access token has ended');
  });
});

describe('updateCustomer', () => {
  it('changes the profile, express buttons and the communications choice', async () => {
    const res = await call(t, 'PATCH', me(ada), ada.token, {
      firstName: 'Ada',
      lastName: 'Ember',
      phoneHome: '+1 (555) 010-2000',
      birthday: '1990-04-01',
      c_expressButtons: ['applepay', 'paypal'],
      c_emailOptIn: true,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      firstName: 'Ada',
      lastName: 'Ember',
      phoneHome: '+1 (555) 010-2000',
      birthday: '1990-04-01',
      c_expressButtons: ['applepay', 'paypal'],
      c_emailOptIn: true,
    });
    const again = (await (await call(t, 'GET', me(ada), ada.token)).json()) as Record<
      string,
      unknown
    >;
    expect(again).toMatchObject({ firstName: 'Ada', c_emailOptIn: true });
  });

  it('moves the login with the email and keeps logins unique', async () => {
    const carl = await signedInShopper(t, 'carl.profile@example.com');
    const moved = await call(t, 'PATCH', me(carl), carl.token, {
      email: 'Carl.New@example.com',
    });
    expect(await moved.json()).toMatchObject({
      email: 'Carl.New@example.com',
      login: 'Carl.New@example.com',
    });
    const signIn = await registeredTokens(t.db.db, 'carl.new@example.com', 'Campfire#2024');
    expect(signIn.customer_id).toBe(carl.customerId);

    const taken = await call(t, 'PATCH', me(carl), carl.token, { email: 'BO.profile@example.com' });
    expect(taken.status).toBe(400);
    expect(await problemOf(taken)).toMatchObject({
      title: 'Login Already In Use',
      invalidFields: [{ name: 'email', reason: 'is already in use' }],
    });
    const mismatch = await call(t, 'PATCH', me(carl), carl.token, {
      email: 'a@example.com',
      login: 'b@example.com',
    });
    expect(fieldNames(await problemOf(mismatch))).toEqual(['login']);
  });

  it('names every invalid field', async () => {
    const res = await call(t, 'PATCH', me(ada), ada.token, {
      lastName: '',
      email: 'nope',
      phoneHome: '12',
      birthday: '2999-01-01',
      c_expressButtons: ['paypal', 'paypal'],
      c_emailOptIn: 'yes',
    });
    expect(res.status).toBe(400);
    expect(fieldNames(await problemOf(res))).toEqual([
      'lastName',
      'email',
      'phoneHome',
      'birthday',
      'c_expressButtons',
      'c_emailOptIn',
    ]);
  });

  it("refuses to change another customer's record", async () => {
    const res = await call(t, 'PATCH', me(bo), ada.token, { firstName: 'Mallory' });
    expect(res.status).toBe(403);
    const body = (await (await call(t, 'GET', me(bo), bo.token)).json()) as { firstName: string };
    expect(body.firstName).toBe('Sam');
  });
});

describe('updateCustomerPassword', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const dee = await signedInShopper(t, 'dee.password@example.com');
    const other = await registeredTokens(t.db.db, dee.login, 'Campfire#2024', new Date());
    const res = await call(t, 'PUT', `${me(dee)}/password`, dee.token, {
      currentPassword: 'Campfire#2024',
      password: 'Bonfire#2025',
    });
    expect(res.status).toBe(204);
    expect((await call(t, 'GET', me(dee), dee.token)).status).toBe(200);
    expect(await isSessionActive(t.db.db, claimsOf(other.access_token).sid as string)).toBe(false);
    expect((await call(t, 'GET', me(dee), other.access_token)).status).toBe(401);
    const signIn = await registeredTokens(t.db.db, dee.login, 'Bonfire#2025', new Date());
    expect(signIn.customer_id).toBe(dee.customerId);
  });

  it('answers a wrong current password with 401 Invalid Customer Credentials', async () => {
    const res = await call(t, 'PUT', `${me(bo)}/password`, bo.token, {
      currentPassword: 'Wrong#2024x',
      password: 'Bonfire#2025',
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBeNull();
    expect(await problemOf(res)).toMatchObject({
      type: '/errors/invalid-customer-credentials',
      title: 'Invalid Customer Credentials',
      invalidFields: [{ name: 'currentPassword', reason: 'is not correct' }],
    });
    expect((await call(t, 'GET', me(bo), bo.token)).status).toBe(200);
  });

  it('names every broken password rule like registration', async () => {
    const res = await call(t, 'PUT', `${me(bo)}/password`, bo.token, {
      currentPassword: '',
      password: 'weak',
    });
    expect(res.status).toBe(400);
    const body = await problemOf(res);
    expect(fieldNames(body)).toEqual([
      'currentPassword',
      'password',
      'password',
      'password',
      'password',
    ]);
  });

  it("refuses another customer's password", async () => {
    const res = await call(t, 'PUT', `${me(bo)}/password`, ada.token, {
      currentPassword: 'Campfire#2024',
      password: 'Bonfire#2025',
    });
    expect(res.status).toBe(403);
  });
});
