import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '@solo/commerce';
import { DEMO_SHOPPERS, openSeededCommerce } from '../../../server/testing-commerce.ts';
import { getShopperSession } from '../session/session.server.ts';
import { cookieHeader, sessionHarness, signedInCookie } from '../session/session-testing.server.ts';
import { expressBuyer } from './express.server.ts';

/**
 * `GET {prefix}/express?buyer` against the real service: the sandbox sheet's start is never
 * another customer's data (issue 22: a guest's order landed under a demo customer).
 */
let commerce: Commerce;
const run = sessionHarness(() => commerce);
const EXPRESS = 'http://127.0.0.1:3000/express?buyer';

beforeAll(async () => {
  commerce = await openSeededCommerce('express-buyer');
}, 180_000);

afterAll(async () => {
  await commerce.close();
});

describe('the sandbox sheet’s buyer', () => {
  it('is nobody for a guest, with or without a session', async () => {
    expect((await run(EXPRESS, (args) => expressBuyer(args))).result).toEqual({ buyer: null });
    const { response } = await run(EXPRESS, (args) => getShopperSession(args));
    const { result } = await run(EXPRESS, (args) => expressBuyer(args), {
      cookie: cookieHeader(response),
    });
    expect(result).toEqual({ buyer: null });
  });

  it("is a signed-in shopper's own name and email, an address only where express ships", async () => {
    const cookie = await signedInCookie(run, DEMO_SHOPPERS.jordan);
    const { result } = await run(EXPRESS, (args) => expressBuyer(args), { cookie });
    expect(result).toMatchObject({
      buyer: { email: 'jordan.miller@example.com', firstName: 'Jordan', lastName: 'Miller' },
    });
    const address = 'buyer' in result ? result.buyer?.address : undefined;
    expect(address).toBeDefined();
    if (address?.countryCode) expect(address.countryCode).toBe('US');
  });
});
