import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '@solo/commerce';
import { browserShopperToken } from '../../../server/shopper-token.ts';
import { DEMO_SHOPPERS, openSeededCommerce } from '../../../server/testing-commerce.ts';
import { sessionHarness, signedInCookie } from '../session/session-testing.server.ts';
import { requireAccount } from './account.server.ts';
import {
  addPaymentInstrument,
  listPaymentInstruments,
  makeDefaultPaymentInstrument,
  removePaymentInstrument,
} from './payment-instruments.server.ts';

/** Spec 002 §2, §4, §5: the account payments page's calls, against the real service. */
let commerce: Commerce;
const run = sessionHarness(() => commerce);
const PAGE = 'http://127.0.0.1:3000/account/payments';

beforeAll(async () => {
  commerce = await openSeededCommerce('payment-instruments');
}, 180_000);

afterAll(async () => {
  await commerce.close();
});

const signedIn = (credentials: { username: string; password: string }) =>
  signedInCookie(run, credentials);

/** Runs `body` as the account payments page's loader or action would, for the signed-in shopper. */
async function asPage<T>(
  cookie: string,
  body: (
    account: Awaited<ReturnType<typeof requireAccount>>,
    args: Parameters<typeof requireAccount>[0],
  ) => Promise<T>,
) {
  const { result } = await run(
    PAGE,
    async (args) => {
      const pageArgs = { ...args, url: new URL(PAGE) };
      return body(await requireAccount(pageArgs), pageArgs);
    },
    { cookie },
  );
  return result;
}

/**
 * A PayPal account approved in the sandbox wallet sheet in vault flow: its nonce. The browser's
 * calls carry the session's cookies; the storefront server turns them into the bearer token.
 */
async function paypalVaultNonce(email: string, cookie: string): Promise<string> {
  const authorization = browserShopperToken(
    'http://127.0.0.1:3000/mobify/proxy/api/custom/payments/v1/x?siteId=SoloUS',
    new Headers({ cookie }),
  );
  if (!authorization) throw new Error('no access token cookie for SoloUS');
  const base = `http://127.0.0.1:3000/mobify/proxy/api/custom/payments/v1/organizations/${commerce.config.orgId}/wallet-contexts`;
  const post = async (url: string, body: unknown) => {
    const res = await commerce.app.fetch(
      new Request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify(body),
      }),
    );
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    return (await res.json()) as { id: string; nonce: string };
  };
  const context = await post(base, { walletType: 'paypal', flow: 'vault' });
  const approved = await post(`${base}/${context.id}/approve`, {
    email,
    firstName: 'Casey',
    lastName: 'Park',
  });
  return approved.nonce;
}

const summary = (list: Awaited<ReturnType<typeof listPaymentInstruments>>) =>
  list.map((i): unknown[] => [
    i.paymentMethodId,
    i.paymentCard?.maskedNumber ?? (i.c_email as unknown),
    i.default === true,
    i.c_removable === true,
  ]);

describe('the account payments page calls', () => {
  it('lists, makes default, refuses to remove what the gateway keeps, removes and adds', async () => {
    const cookie = await signedIn(DEMO_SHOPPERS.casey);
    const result = await asPage(cookie, async (account, args) => {
      const before = await listPaymentInstruments(account, args);
      const [visa, mastercard, amex] = before.map((i) => i.paymentInstrumentId!);
      const madeDefault = await makeDefaultPaymentInstrument(account, args, mastercard!);
      const kept = await removePaymentInstrument(account, args, amex!);
      const removed = await removePaymentInstrument(account, args, visa!);
      const again = await removePaymentInstrument(account, args, visa!);
      const unknownDefault = await makeDefaultPaymentInstrument(account, args, 'pm_nope');
      const nonce = await paypalVaultNonce('casey.travel@example.com', cookie);
      const added = await addPaymentInstrument(account, args, nonce);
      const reused = await addPaymentInstrument(account, args, nonce);
      const after = await listPaymentInstruments(account, args);
      return { before, madeDefault, kept, removed, again, unknownDefault, added, reused, after };
    });
    expect(summary(result.before)).toEqual([
      ['CREDIT_CARD', '************1111', true, true],
      ['CREDIT_CARD', '************4444', false, true],
      ['CREDIT_CARD', '************0005', false, false],
      ['PayPal', 'casey.park@example.com', false, true],
    ]);
    expect(result.madeDefault.ok).toBe(true);
    expect(result.kept).toEqual({ ok: false, reason: 'not_removable' });
    expect(result.removed.ok).toBe(true);
    expect(result.again).toEqual({ ok: false, reason: 'not_found' });
    expect(result.unknownDefault).toEqual({ ok: false, reason: 'not_found' });
    expect(result.added.ok && result.added.value.paymentMethodId).toBe('PayPal');
    // Saving the same nonce again answers the method it became, never a second one
    // (docs/decisions/payment-method-ownership.md); the list below holds it once.
    expect(result.reused.ok && result.reused.value.paymentInstrumentId).toBe(
      result.added.ok && result.added.value.paymentInstrumentId,
    );
    expect(summary(result.after)).toEqual([
      ['CREDIT_CARD', '************4444', true, true],
      ['CREDIT_CARD', '************0005', false, false],
      ['PayPal', 'casey.park@example.com', false, true],
      ['PayPal', 'casey.travel@example.com', false, true],
    ]);
  });

  it('sends a guest to sign in', async () => {
    const { result } = await run(PAGE, async (args) =>
      requireAccount({ ...args, url: new URL(PAGE) }).catch((thrown: unknown) => thrown),
    );
    expect((result as Response).headers.get('location')).toBe(
      '/login?returnUrl=%2Faccount%2Fpayments',
    );
  });
});
