import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '@solo/commerce';
import { DEMO_SHOPPERS, openSeededCommerce } from '../../../server/testing-commerce.ts';
import { getShopperSession, signInShopper, signOutShopper } from '../session/session.server.ts';
import { cookieHeader, sessionHarness } from '../session/session-testing.server.ts';
import { readDrawerState } from './drawer-state.server.ts';

/** Spec 000 §2, §4: what the account drawer shows, against the real service. */
let commerce: Commerce;
const run = sessionHarness(() => commerce);
const SESSION = 'http://127.0.0.1:3000/session';

beforeAll(async () => {
  commerce = await openSeededCommerce('drawer-state');
}, 180_000);

afterAll(async () => {
  await commerce.close();
});

async function signedIn() {
  const { response } = await run('http://127.0.0.1:3000/login', async (args) => {
    const outcome = await signInShopper(args, DEMO_SHOPPERS.jordan);
    if (!outcome.ok) throw new Error(outcome.failure.kind);
  });
  return cookieHeader(response);
}

describe('the account drawer', () => {
  it('shows a guest as not signed in, without starting a session', async () => {
    const { response, result } = await run(SESSION, (args) => readDrawerState(args));
    expect(result).toEqual({ registered: false });
    expect(response.headers.getSetCookie()).toEqual([]);
    const { response: asGuest, result: guest } = await run(SESSION, async (args) => {
      await getShopperSession(args);
      return readDrawerState(args);
    });
    expect(guest).toEqual({ registered: false });
    expect(cookieHeader(asGuest)).not.toBe('');
  });

  it('greets a registered shopper by first name and initial', async () => {
    const { result } = await run(SESSION, (args) => readDrawerState(args), {
      cookie: await signedIn(),
    });
    expect(result).toEqual({ registered: true, name: 'Jordan M.' });
  });

  it('treats a shopper whose session the service ended as a guest, and clears it', async () => {
    const cookie = await signedIn();
    // Signed out elsewhere: the cookies kept here still hold a token that verifies.
    await run('http://127.0.0.1:3000/logout', (args) => signOutShopper(args), { cookie });
    const { response, result } = await run(SESSION, (args) => readDrawerState(args), { cookie });
    expect(result).toEqual({ registered: false });
    expect(response.headers.getSetCookie().join('\n')).toMatch(/cc-at_SoloUS=;/);
  });
});
