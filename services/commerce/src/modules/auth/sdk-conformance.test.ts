import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { DEMO_CUSTOMERS } from '@solo/fixtures';
import { listenWithDemoData, sdk, type ListeningCommerce } from '../catalog/sdk-testing.ts';
import { claimsOf } from './auth-testing.ts';

/** The public client's own Shopper Login helpers against our service over real HTTP. */
let server: ListeningCommerce;
beforeAll(async () => {
  server = await listenWithDemoData();
});
afterAll(() => server.close());

const redirectURI = 'http://localhost:3000/callback';
const [usShopper, , legacy] = DEMO_CUSTOMERS;

async function responseOf(promise: Promise<unknown>): Promise<Response> {
  const error = await promise.then(
    () => expect.fail('expected the SDK call to fail'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(sdk.ResponseError);
  return (error as InstanceType<typeof sdk.ResponseError>).response;
}

describe('Shopper Login helpers', () => {
  it('loginGuestUser, registerCustomer, loginRegisteredUserB2C, refreshAccessToken and logout', async () => {
    const slasClient = new sdk.ShopperLogin(server.config('SoloUS'));
    const guest = await sdk.helpers.loginGuestUser({ slasClient, parameters: { redirectURI } });
    expect(guest).toMatchObject({ token_type: 'Bearer', expires_in: 1800 });
    expect(claimsOf(guest.access_token).isb).toMatch(/^uido:slas::upn:Guest::/);

    const customers = new sdk.ShopperCustomers({
      ...server.config('SoloUS'),
      headers: { authorization: `Bearer ${guest.access_token}` },
    });
    const registered = await customers.registerCustomer({
      body: {
        customer: {
          login: 'sdk.shopper@example.com',
          email: 'sdk.shopper@example.com',
          firstName: 'Sky',
          lastName: 'Dee',
        },
        password: 'Campfire#2024',
      },
    });
    expect(registered).toMatchObject({ login: 'sdk.shopper@example.com', authType: 'registered' });

    const signedIn = await sdk.helpers.loginRegisteredUserB2C({
      slasClient,
      credentials: { username: 'sdk.shopper@example.com', password: 'Campfire#2024' },
      parameters: { redirectURI, usid: guest.usid },
      // The guest's refresh token proves the usid is the shopper's own.
      body: { c_usid_proof: guest.refresh_token },
    });
    expect(signedIn).toMatchObject({ customer_id: registered.customerId, usid: guest.usid });
    expect(claimsOf(signedIn.access_token).isb).toContain(
      `::rcid:${registered.customerId}::chid:SoloUS`,
    );

    const jwks = (await slasClient.getJwksUri()) as unknown as JSONWebKeySet;
    await jwtVerify(signedIn.access_token, createLocalJWKSet(jwks));

    const refreshed = await sdk.helpers.refreshAccessToken({
      slasClient,
      parameters: { refreshToken: signedIn.refresh_token },
    });
    expect(refreshed.refresh_token).not.toBe(signedIn.refresh_token);
    expect(refreshed.customer_id).toBe(registered.customerId);

    await sdk.helpers.logout({
      slasClient,
      parameters: { accessToken: refreshed.access_token, refreshToken: refreshed.refresh_token },
    });
    const after = await responseOf(
      sdk.helpers.refreshAccessToken({
        slasClient,
        parameters: { refreshToken: refreshed.refresh_token },
      }),
    );
    expect(after.status).toBe(400);
    expect(await after.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('signs a demo shopper in on another site', async () => {
    const slasClient = new sdk.ShopperLogin(server.config('SoloEU'));
    const [, eu] = DEMO_CUSTOMERS;
    const tokens = await sdk.helpers.loginRegisteredUserB2C({
      slasClient,
      credentials: { username: eu?.login ?? '', password: eu?.password ?? '' },
      parameters: { redirectURI },
    });
    expect(claimsOf(tokens.access_token).isb).toMatch(/::rcid:demo-eu-shopper::chid:SoloEU$/);
  });

  it('rejects a wrong password with 401 and a legacy customer with the reset signal', async () => {
    const slasClient = new sdk.ShopperLogin(server.config('SoloUS'));
    const wrong = await responseOf(
      sdk.helpers.loginRegisteredUserB2C({
        slasClient,
        credentials: { username: usShopper?.login ?? '', password: 'Not#the1' },
        parameters: { redirectURI },
      }),
    );
    expect(wrong.status).toBe(401);
    const reset = await responseOf(
      sdk.helpers.loginRegisteredUserB2C({
        slasClient,
        credentials: { username: legacy?.login ?? '', password: legacy?.password ?? '' },
        parameters: { redirectURI },
      }),
    );
    expect(reset.status).toBe(403);
    expect(await reset.json()).toMatchObject({ error: 'password_reset_required' });
  });

  it('rejects a redirect URI the service does not list', async () => {
    const slasClient = new sdk.ShopperLogin(server.config('SoloUS'));
    const refused = await responseOf(
      sdk.helpers.loginGuestUser({
        slasClient,
        parameters: { redirectURI: 'https://evil.example/callback' },
      }),
    );
    expect(refused.status).toBe(400);
  });
});
