import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestCommerce } from '../../../server/testing-commerce.ts';
import { createApiClient } from '../api/client.server.ts';
import { verifyAccessToken } from './jwks.server.ts';
import { createLoginService } from './login-service.server.ts';

const log = { info: () => {}, warn: () => {}, error: () => {} };
const origin = 'http://127.0.0.1:3000';
let services: Array<Awaited<ReturnType<typeof openTestCommerce>>> = [];

beforeAll(async () => {
  services = await Promise.all([openTestCommerce(), openTestCommerce()]);
});
afterAll(() => Promise.all(services.map((s) => s.close())));

/** A storefront API client for one service, on the same URL as every other. */
function apiFor(commerce: (typeof services)[number]) {
  return createApiClient({
    baseUrl: origin,
    fetch: (input, init) => Promise.resolve(commerce.app.fetch(new Request(input, init))),
    requestId: 'jwks-test',
    log,
    orgId: commerce.config.orgId,
    clientId: commerce.config.clientId,
  });
}

async function guestToken(api: ReturnType<typeof apiFor>): Promise<string> {
  const guest = await createLoginService({ api, log }, { siteId: 'SoloUS', origin }).guest();
  if (!guest.ok) throw new Error('guest login failed');
  return guest.tokens.access_token;
}

describe('verifyAccessToken', () => {
  it('keeps the keys of two services on one URL apart: each accepts its own tokens at once', async () => {
    const [first, second] = services.map(apiFor) as [
      ReturnType<typeof apiFor>,
      ReturnType<typeof apiFor>,
    ];
    const firstToken = await guestToken(first);
    expect(await verifyAccessToken(first, firstToken)).toMatchObject({ isRegistered: false });
    // Within the 30 s an unknown key waits before a reload: the second service's keys are its own.
    const secondToken = await guestToken(second);
    expect(await verifyAccessToken(second, secondToken)).toMatchObject({ isRegistered: false });
    // A token of one service is no token for the other.
    expect(await verifyAccessToken(second, firstToken)).toBeNull();
  });
});
