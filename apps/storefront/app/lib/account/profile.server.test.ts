import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH } from '@solo/accounts';
import type { Commerce } from '@solo/commerce';
import { DEMO_SHOPPERS, openSeededCommerce } from '../../../server/testing-commerce.ts';
import { signInShopper, signOutShopper } from '../session/session.server.ts';
import { cookieHeader, sessionHarness } from '../session/session-testing.server.ts';
import { requireAccount, type AccountContext, type PageArgs } from './account.server.ts';
import { changePassword, setEmailOptIn, updateProfile } from './profile.server.ts';

/** Spec 000 §2 "Profile & Password", "Communications Preferences", against the real service. */
let commerce: Commerce;
const run = sessionHarness(() => commerce);
const PAGE = 'http://127.0.0.1:3000/account/profile';
const { jordan: JORDAN, lena: LENA, casey: CASEY } = DEMO_SHOPPERS;

beforeAll(async () => {
  commerce = await openSeededCommerce('account-profile');
}, 180_000);

afterAll(async () => {
  await commerce.close();
});

async function signIn(credentials: { username: string; password: string }) {
  const { response, result } = await run('http://127.0.0.1:3000/login', (args) =>
    signInShopper(args, credentials),
  );
  return { ok: result.ok, cookie: cookieHeader(response) };
}

/** Runs `body` as the page's action would, for the signed-in shopper of `cookie`. */
async function asPage<T>(
  cookie: string,
  body: (account: AccountContext, args: PageArgs) => Promise<T>,
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

const customerOf = (account: AccountContext) =>
  account.customers.getCustomer({ parameters: { customerId: account.customerId } });

const PROFILE = { firstName: 'Jordan', lastName: 'Miller-Fox', email: JORDAN.username, phone: '' };

describe('the profile', () => {
  it('refuses what the rules refuse and an email in use, keeping what was typed, then saves', async () => {
    const { cookie } = await signIn(JORDAN);
    const invalid = { ...PROFILE, lastName: 'x'.repeat(NAME_MAX_LENGTH + 1), email: 'jordan@' };
    const taken = { ...PROFILE, email: LENA.username };
    const result = await asPage(cookie, async (account, args) => ({
      invalid: await updateProfile(account, args, invalid),
      taken: await updateProfile(account, args, taken),
      saved: await updateProfile(account, args, { ...PROFILE, phone: '503 555 0199' }),
      customer: await customerOf(account),
    }));
    expect(result.invalid).toEqual({
      ok: false,
      status: 400,
      answer: {
        intent: 'profile',
        ok: false,
        values: invalid,
        errors: {
          lastName: { key: 'tooLong', values: { max: NAME_MAX_LENGTH } },
          email: { key: 'emailInvalid' },
        },
      },
    });
    expect(result.taken).toEqual({
      ok: false,
      status: 400,
      answer: {
        intent: 'profile',
        ok: false,
        values: taken,
        errors: { email: { key: 'emailInUse' } },
      },
    });
    expect(result.saved).toEqual({ ok: true, answer: { intent: 'profile', ok: true } });
    expect(result.customer).toMatchObject({ lastName: 'Miller-Fox', phoneHome: '503 555 0199' });
  });

  it('answers the default failure, with the status, to a session the service has ended', async () => {
    const { cookie } = await signIn(LENA);
    const result = await asPage(cookie, async (account, args) => {
      await signOutShopper(args);
      return updateProfile(account, args, { ...PROFILE, email: LENA.username });
    });
    expect(result).toMatchObject({
      ok: false,
      status: 401,
      answer: { intent: 'profile', ok: false, errors: {}, failed: true },
    });
  });
});

describe('the password', () => {
  const NEW_PASSWORD = 'Smokehouse#2026';

  it('refuses a missing current password, a weak new one and a wrong current one, then changes it', async () => {
    const { cookie } = await signIn(CASEY);
    const result = await asPage(cookie, async (account, args) => ({
      invalid: await changePassword(account, args, { currentPassword: '', password: 'short' }),
      wrong: await changePassword(account, args, {
        currentPassword: 'Not-the-one#1',
        password: NEW_PASSWORD,
      }),
      changed: await changePassword(account, args, {
        currentPassword: CASEY.password,
        password: NEW_PASSWORD,
      }),
    }));
    expect(result.invalid).toMatchObject({
      ok: false,
      status: 400,
      answer: {
        intent: 'password',
        ok: false,
        errors: { currentPassword: { key: 'currentPasswordRequired' } },
      },
    });
    expect(
      (result.invalid.answer as { errors: { password?: string[] } }).errors.password,
    ).toContain('minLength');
    // Never the passwords: the shopper types them again.
    expect(JSON.stringify(result)).not.toContain(NEW_PASSWORD);
    expect(result.wrong).toEqual({
      ok: false,
      status: 401,
      answer: {
        intent: 'password',
        ok: false,
        errors: { currentPassword: { key: 'currentPasswordWrong' } },
      },
    });
    expect(result.changed).toEqual({ ok: true, answer: { intent: 'password', ok: true } });
    expect((await signIn({ username: CASEY.username, password: NEW_PASSWORD })).ok).toBe(true);
  });
});

describe('the email opt-in', () => {
  it('saves the choice, and answers the default failure to a session the service has ended', async () => {
    const { cookie } = await signIn(JORDAN);
    const result = await asPage(cookie, async (account, args) => {
      const optedIn = await setEmailOptIn(account, args, true);
      const customer = await customerOf(account);
      await signOutShopper(args);
      return { optedIn, customer, ended: await setEmailOptIn(account, args, false) };
    });
    expect(result.optedIn).toEqual({ ok: true });
    expect(result.customer.c_emailOptIn).toBe(true);
    expect(result.ended).toEqual({ ok: false, status: 502 });
  });
});
