import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '@solo/commerce';
import { schema } from '@solo/db';
import { DEMO_SHOPPERS, openSeededCommerce } from '../../../server/testing-commerce.ts';
import { findShopperSession } from '../session/session.server.ts';
import { cookieHeader, sessionHarness } from '../session/session-testing.server.ts';
import type { PageArgs } from './account.server.ts';
import { requestPasswordReset, setPasswordFromLink } from './password-reset.server.ts';

/** Spec 000 §2, §7: forgot password and the reset link, against the real service. */
let commerce: Commerce;
const run = sessionHarness(() => commerce);
const RESET = 'http://127.0.0.1:3000/reset-password';
const SET = 'http://127.0.0.1:3000/setpassword';
const { jordan: JORDAN } = DEMO_SHOPPERS;
const NEW_PASSWORD = 'Smokehouse#2026';

beforeAll(async () => {
  commerce = await openSeededCommerce('password-reset');
}, 180_000);

afterAll(async () => {
  await commerce.close();
});

/** Runs `body` as the page's action would, for a new shopper. */
const asPage = <T>(url: string, body: (args: PageArgs) => Promise<T>) =>
  run(url, (args) => body({ ...args, url: new URL(url) }));

/** The token of the last reset link mailed (the outbox holds the mail). */
async function mailedToken(): Promise<string> {
  const mails = await commerce.db.db.select().from(schema.mailOutbox);
  const link = /setpassword\?token=([^&\s]+)/.exec(mails.at(-1)?.text ?? '');
  if (!link) throw new Error('no reset link mailed');
  return decodeURIComponent(link[1]!);
}

describe('asking for a reset link', () => {
  it('refuses a missing or invalid email as typed, and answers any valid one the same', async () => {
    const { result } = await asPage(RESET, async (args) => ({
      missing: await requestPasswordReset(args, '  '),
      invalid: await requestPasswordReset(args, 'jordan@'),
      known: await requestPasswordReset(args, ` ${JORDAN.username} `),
      unknown: await requestPasswordReset(args, 'nobody@example.com'),
    }));
    expect(result.missing).toEqual({
      ok: false,
      status: 400,
      answer: { sent: false, email: '', error: { key: 'emailRequired' } },
    });
    expect(result.invalid).toEqual({
      ok: false,
      status: 400,
      answer: { sent: false, email: 'jordan@', error: { key: 'emailInvalid' } },
    });
    expect(result.known).toEqual({ ok: true, answer: { sent: true, email: JORDAN.username } });
    expect(result.unknown).toEqual({
      ok: true,
      answer: { sent: true, email: 'nobody@example.com' },
    });
  });
});

describe('setting the password from the link', () => {
  it('refuses a link without its token, a weak password and an unknown token', async () => {
    const { result } = await asPage(SET, async (args) => ({
      noToken: await setPasswordFromLink(args, { token: '', email: JORDAN.username }, NEW_PASSWORD),
      weak: await setPasswordFromLink(args, { token: 'x', email: JORDAN.username }, 'short'),
      unknown: await setPasswordFromLink(
        args,
        { token: 'not-a-token', email: JORDAN.username },
        NEW_PASSWORD,
      ),
    }));
    expect(result.noToken).toEqual({ ok: false, status: 400, answer: { linkInvalid: true } });
    expect(result.weak).toMatchObject({ ok: false, status: 400, answer: { linkInvalid: false } });
    expect((result.weak as { answer: { failedRules: string[] } }).answer.failedRules).toContain(
      'minLength',
    );
    expect(result.unknown).toEqual({ ok: false, status: 400, answer: { linkInvalid: true } });
  });

  it('sets the password of a mailed link and signs the shopper in with it, once', async () => {
    await asPage(RESET, (args) => requestPasswordReset(args, JORDAN.username));
    const link = { token: await mailedToken(), email: JORDAN.username };
    const { response, result } = await asPage(SET, async (args) => ({
      set: await setPasswordFromLink(args, link, NEW_PASSWORD),
      again: await setPasswordFromLink(args, link, `${NEW_PASSWORD}!`),
    }));
    expect(result.set).toEqual({ ok: true, signedIn: true });
    expect(result.again).toEqual({ ok: false, status: 400, answer: { linkInvalid: true } });
    const { result: session } = await run(SET, (args) => findShopperSession(args), {
      cookie: cookieHeader(response),
    });
    expect(session?.isRegistered).toBe(true);
  });
});

describe('too many requests', () => {
  it('answers 429 with the time to wait once the budget of one address is spent', async () => {
    const { result } = await asPage(RESET, async (args) => {
      const answers = [];
      for (let i = 0; i < 12; i++)
        answers.push(await requestPasswordReset(args, `n${i}@example.com`));
      return answers;
    });
    const refused = result.at(-1)!;
    expect(refused).toMatchObject({ ok: false, status: 429, answer: { sent: false } });
    expect((refused.answer as { retryAfterSeconds?: number }).retryAfterSeconds).toBeGreaterThan(0);
  });
});
