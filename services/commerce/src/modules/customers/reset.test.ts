import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '@solo/accounts/password-hash';
import { schema } from '@solo/db';
import { buildDemoCustomers, DEMO_CUSTOMERS } from '@solo/fixtures';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import {
  at,
  claimsOf,
  codeRequest,
  deps,
  loginRegistered,
  PASSWORD_RESET_REQUIRED,
  pkce,
  registeredTokens,
  T0,
} from '../auth/auth-testing.ts';
import { isSessionActive } from '../auth/index.ts';
import { outboxMailer, listOutbox } from '../mail/index.ts';
import {
  call,
  guestToken,
  ORG,
  problemOf,
  signedInShopper,
  storedCustomer,
} from './customers-testing.ts';
import {
  RESET_LINK_MINUTES,
  RESET_MAX_PER_HOUR,
  requestPasswordReset,
  setPasswordWithToken,
} from './reset.ts';
import { registerCustomer } from './service.ts';

const CUSTOM = `/mobify/proxy/api/custom/customer/v1/organizations/${ORG}`;
const MAIL_CONTEXT = {
  locale: 'en-US',
  contact: { phone: '+1 800 555 0100', email: 'help@example.com', address: 'Somewhere' },
  origin: undefined,
};

let t: TestCommerce;
let guest: string;
beforeAll(async () => {
  t = await createTestCommerce();
  await t.db.db.insert(schema.customers).values(await buildDemoCustomers(T0));
  guest = await guestToken(t);
});
afterAll(() => t.close());

const mailsTo = async (email: string) =>
  (await listOutbox(t.db.db)).filter((m) => m.to === email && m.kind === 'reset-password');

/** The link of the newest reset mail to `email`. */
async function linkTo(email: string): Promise<URL> {
  const [mail] = await mailsTo(email);
  const link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`no reset link mailed to ${email}`);
  return new URL(link);
}

const resetRequest = (email: string, query = '') =>
  call(t, 'POST', `${CUSTOM}/reset-password${query}`, guest, { email });
const setPassword = (body: Record<string, string>) =>
  call(t, 'POST', `${CUSTOM}/set-password`, guest, body);

describe('customer/reset-password', () => {
  it('mails a /setpassword link with token and email, and answers unknown emails the same', async () => {
    const shopper = await signedInShopper(t, 'ada.reset@example.com');
    const known = await resetRequest('ADA.reset@example.com', '?locale=es-US');
    const unknown = await resetRequest('nobody.reset@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual({ requested: true });
    expect(await unknown.json()).toEqual({ requested: true });
    expect(await mailsTo('nobody.reset@example.com')).toEqual([]);

    const link = await linkTo(shopper.login);
    expect(link.pathname).toBe('/us/es/setpassword');
    expect([...link.searchParams.keys()]).toEqual(['token', 'email']);
    expect(link.searchParams.get('email')).toBe(shopper.login);
    const [mail] = await mailsTo(shopper.login);
    // In the language of the page it was asked from, in the store's layout.
    expect(mail).toMatchObject({
      subject: 'Restablece tu contraseña de Solo Outdoor',
      status: 'stored',
    });
    expect(mail?.html).toContain('<html lang="es-US">');
    expect(mail?.text).toContain('Este enlace funciona una sola vez, durante 30 minutos.');
    expect(mail?.html).toContain(`href="${link.href.replaceAll('&', '&#38;')}"`);
    // Only the hash is stored.
    const rows = await t.db.db.select().from(schema.passwordResetTokens);
    expect(rows.map((r) => r.tokenHash)).not.toContain(link.searchParams.get('token'));
  });

  it('links with the login when it differs from the email', async () => {
    const registered = await registerCustomer(
      t.db.db,
      {
        customer: {
          login: 'fay.login@example.com',
          email: 'fay.mail@example.com',
          lastName: 'Fay',
        },
        password: 'Campfire#2024',
      },
      new Date(),
    );
    expect(registered.ok).toBe(true);
    await resetRequest('fay.login@example.com');
    const link = await linkTo('fay.mail@example.com');
    expect(link.searchParams.get('email')).toBe('fay.login@example.com');
    const res = await setPassword({
      email: link.searchParams.get('email') ?? '',
      token: link.searchParams.get('token') ?? '',
      password: 'Bonfire#2025',
    });
    expect(res.status).toBe(200);
  });

  it('uses PUBLIC_ORIGIN and the site prefix when set', async () => {
    const other = await createTestCommerce({ env: { PUBLIC_ORIGIN: 'https://shop.example.com' } });
    try {
      await signedInShopper(other, 'eu.reset@example.com');
      const res = await call(other, 'POST', `${CUSTOM}/reset-password`, await guestToken(other), {
        email: 'eu.reset@example.com',
      });
      expect(res.status).toBe(200);
      const [mail] = await listOutbox(other.db.db);
      expect(mail?.text).toContain('https://shop.example.com/us/setpassword?token=');
    } finally {
      await other.close();
    }
  });

  it('never mails a link to the host a request names: without PUBLIC_ORIGIN, a foreign Host is refused', async () => {
    await signedInShopper(t, 'host.reset@example.com');
    const res = await t.app.request(`http://evil.example${CUSTOM}/reset-password?siteId=SoloUS`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${guest}` },
      body: JSON.stringify({ email: 'host.reset@example.com' }),
    });
    expect(res.status).toBe(421);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(await mailsTo('host.reset@example.com')).toEqual([]);
  });

  it('throttles repeated requests per customer, silently', async () => {
    const email = 'bo.reset@example.com';
    await signedInShopper(t, email);
    const mailer = outboxMailer(t.db.db);
    const link = (token: string) => `http://x/setpassword?token=${token}`;
    const outcomes = [];
    for (const seconds of [0, 30, 61, 122, 183, 244, 305, 3700]) {
      outcomes.push(
        await requestPasswordReset(
          { db: t.db.db, mailer, now: at(T0, seconds) },
          email,
          link,
          MAIL_CONTEXT,
        ),
      );
    }
    expect(outcomes).toEqual([
      'sent',
      'throttled',
      'sent',
      'sent',
      'sent',
      'sent',
      'throttled',
      'sent',
    ]);
    expect(outcomes.filter((o) => o === 'sent').length).toBe(RESET_MAX_PER_HOUR + 1);
    expect((await resetRequest('not an email')).status).toBe(400);
  });
});

describe('request budgets', () => {
  it('refuses an eleventh reset request from one client within ten minutes: 429 with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await call(
        t,
        'POST',
        `${CUSTOM}/reset-password`,
        guest,
        { email: `flood-${i}@example.com` },
        '203.0.113.11',
      );
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await problemOf(res)).toMatchObject({ type: '/errors/too-many-requests' });
      }
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
  });
});

describe('customer/set-password', () => {
  it('sets the password once, ends every session, and the new password signs in', async () => {
    const shopper = await signedInShopper(t, 'cy.reset@example.com');
    await resetRequest(shopper.login);
    const link = await linkTo(shopper.login);
    const token = link.searchParams.get('token') ?? '';

    const weak = await setPassword({ email: shopper.login, token, password: 'weak' });
    expect(weak.status).toBe(400);
    expect((await problemOf(weak)).invalidFields).toHaveLength(4);

    const done = await setPassword({ email: shopper.login, token, password: 'Bonfire#2025' });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ passwordSet: true });
    expect(await isSessionActive(t.db.db, claimsOf(shopper.token).sid as string)).toBe(false);
    const stored = await storedCustomer(t.db.db, shopper.login);
    expect(await verifyPassword('Bonfire#2025', stored?.passwordHash)).toBe(true);
    const signIn = await registeredTokens(t.db.db, shopper.login, 'Bonfire#2025', new Date());
    expect(signIn.customer_id).toBe(shopper.customerId);

    const again = await setPassword({ email: shopper.login, token, password: 'Another#2026' });
    expect(await problemOf(again)).toMatchObject({
      status: 400,
      type: '/errors/reset-link-used',
      title: 'Reset Link Used',
    });
  });

  it('refuses unknown tokens, another email and expired links with distinct titles', async () => {
    const shopper = await signedInShopper(t, 'dee.reset@example.com');
    await resetRequest(shopper.login);
    const token = (await linkTo(shopper.login)).searchParams.get('token') ?? '';
    const titleOf = async (res: Response) => (await problemOf(res)).title;
    expect(
      await titleOf(
        await setPassword({
          email: shopper.login,
          token: 'x'.repeat(43),
          password: 'Bonfire#2025',
        }),
      ),
    ).toBe('Reset Link Invalid');
    expect(
      await titleOf(
        await setPassword({ email: 'ada.reset@example.com', token, password: 'Bonfire#2025' }),
      ),
    ).toBe('Reset Link Invalid');
    const now = new Date();
    const late = at(now, RESET_LINK_MINUTES * 60 + 1);
    expect(
      await setPasswordWithToken(
        t.db.db,
        { email: shopper.login, token, password: 'Bonfire#2025' },
        late,
      ),
    ).toEqual({ ok: false, reason: 'expired' });
    const justInTime = at(now, RESET_LINK_MINUTES * 60 - 5);
    expect(
      await setPasswordWithToken(
        t.db.db,
        { email: shopper.login, token, password: 'Bonfire#2025' },
        justInTime,
      ),
    ).toEqual({ ok: true });
  });

  it('answers an expired link over HTTP with Reset Link Expired', async () => {
    const email = 'eve.reset@example.com';
    await signedInShopper(t, email);
    const mailer = outboxMailer(t.db.db);
    let token = '';
    await requestPasswordReset(
      { db: t.db.db, mailer, now: at(new Date(), -3600) },
      email,
      (tk) => {
        token = tk;
        return `http://x/setpassword?token=${tk}`;
      },
      MAIL_CONTEXT,
    );
    const res = await setPassword({ email, token, password: 'Bonfire#2025' });
    expect(await problemOf(res)).toMatchObject({
      type: '/errors/reset-link-expired',
      title: 'Reset Link Expired',
    });
  });
});

describe('legacy customers', () => {
  const legacy = DEMO_CUSTOMERS.find((c) => c.legacyNeedPasswordReset)!;
  const check = (email: string) =>
    call(t, 'POST', `${CUSTOM}/legacy-customer-need-password-reset`, guest, { email });

  it('never tells another caller whether an email has an account, by GET or POST', async () => {
    // A legacy customer's email, a customer's and nobody's: one answer for all three.
    for (const email of [
      legacy.login.toUpperCase(),
      DEMO_CUSTOMERS[0]!.login,
      'nobody.legacy@example.com',
    ]) {
      expect(await (await check(email)).json(), email).toEqual({ needPasswordReset: false });
    }
    const get = await call(
      t,
      'GET',
      `${CUSTOM}/legacy-customer-need-password-reset?email=${encodeURIComponent(legacy.login)}`,
      guest,
    );
    expect(await get.json()).toEqual({ needPasswordReset: false });
    expect((await check('nope')).status).toBe(400);
    const anonymous = await call(t, 'POST', `${CUSTOM}/legacy-customer-need-password-reset`, null, {
      email: legacy.login,
    });
    expect(anonymous.status).toBe(401);
  });

  it('after setting a password by link, the legacy customer signs in with it', async () => {
    const { challenge } = pkce();
    const blocked = await loginRegistered(deps(t.db.db, new Date()), {
      ...codeRequest(challenge),
      username: legacy.login,
      password: legacy.password,
    });
    expect(blocked).toMatchObject({ ok: false, error: { error: PASSWORD_RESET_REQUIRED } });

    await resetRequest(legacy.login);
    const token = (await linkTo(legacy.login)).searchParams.get('token') ?? '';
    const res = await setPassword({ email: legacy.login, token, password: 'Kindling#2026' });
    expect(res.status).toBe(200);
    expect(await (await check(legacy.login)).json()).toEqual({ needPasswordReset: false });
    const tokens = await registeredTokens(t.db.db, legacy.login, 'Kindling#2026', new Date());
    expect(tokens.customer_id).toBe(legacy.id);
  });
});
