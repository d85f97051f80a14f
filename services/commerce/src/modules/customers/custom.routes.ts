/**
 * The customer custom APIs (spec 000 §7): …/custom/customer/v1/organizations/{org}/{action}.
 * Success answers the data; failures are problem+json whose `title` the storefront maps.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { emailSchema, normalizeLogin, passwordSchema } from '@solo/accounts';
import { findLocale, defaultLocale, sitePrefix } from '@solo/sites';
import type { AppEnv } from '../../http/context.ts';
import { linkOrigin } from '../../http/link-origin.ts';
import { HttpProblem } from '../../http/problem.ts';
import { requireShopper, type ShopperEnv } from '../../http/shopper-auth.ts';
import { localeSchema, siteQuery } from '../../http/site.ts';
import { validateJson, validateQuery } from '../../http/validate.ts';
import { BUDGETS, enforce } from '../abuse/index.ts';
import { storeContact } from '../mail/index.ts';
import { needsPasswordReset, requestPasswordReset, setPasswordWithToken } from './reset.ts';

const query = siteQuery.extend({ locale: localeSchema.optional() });
const emailBody = z.object({ email: emailSchema });

/** Distinct titles per reason (docs/decisions.md "Password reset links"). */
const RESET_LINK_PROBLEMS = {
  invalid: [
    'reset-link-invalid',
    'Reset Link Invalid',
    'This reset link is not valid for this email.',
  ],
  expired: ['reset-link-expired', 'Reset Link Expired', 'This reset link has expired.'],
  used: ['reset-link-used', 'Reset Link Used', 'This reset link has already been used.'],
} as const;

/** POST customer/reset-password {email}: the same answer whether or not the email is known. */
export const resetPasswordRoutes = new Hono<AppEnv>().post(
  '/',
  requireShopper,
  validateQuery(query),
  validateJson(emailBody),
  async (c) => {
    await enforce(c, [
      { budget: BUDGETS.resetIp, key: c.var.client.ip },
      { budget: BUDGETS.resetGlobal, key: '*' },
    ]);
    const { siteId: site, locale } = c.req.valid('query');
    const pageLocale = findLocale(site, locale) ?? defaultLocale(site);
    const prefix = sitePrefix(site, pageLocale);
    const origin = linkOrigin(c.var.config.publicOrigin, c.req.url);
    const outcome = await requestPasswordReset(
      { db: c.var.db, mailer: c.var.mailer, now: new Date() },
      c.req.valid('json').email,
      (token, email) => `${origin}${prefix}/setpassword?${new URLSearchParams({ token, email })}`,
      {
        locale: pageLocale.id,
        contact: storeContact(site.id, pageLocale.id, c.var.config.mail.storeInbox),
        origin,
      },
    );
    c.var.log.info({ outcome }, 'password reset requested');
    c.header('cache-control', 'no-store');
    return c.json({ requested: true });
  },
);

const setPasswordBody = z.object({
  email: emailSchema,
  token: z.string().min(1, 'Required').max(200),
  password: passwordSchema,
});

/** POST customer/set-password {email, token, password}. */
export const setPasswordRoutes = new Hono<AppEnv>().post(
  '/',
  requireShopper,
  validateQuery(query),
  validateJson(setPasswordBody),
  async (c) => {
    await enforce(c, [{ budget: BUDGETS.setPasswordIp, key: c.var.client.ip }]);
    const result = await setPasswordWithToken(c.var.db, c.req.valid('json'), new Date());
    c.header('cache-control', 'no-store');
    if (result.ok) return c.json({ passwordSet: true });
    const [slug, title, detail] = RESET_LINK_PROBLEMS[result.reason];
    throw new HttpProblem({
      status: 400,
      slug,
      title,
      detail,
      extra: { invalidFields: [{ name: 'token', reason: detail }] },
    });
  },
);

/**
 * GET ?email= or POST {email} customer/legacy-customer-need-password-reset. Answered for the
 * caller's own account only: for anyone else (a guest before sign-in included) it is false, so
 * it never tells whether an email has an account; sign-in itself refuses a legacy customer with
 * the right password (docs/decisions.md "Account existence").
 */
async function legacyAnswer(c: Context<ShopperEnv>, email: string): Promise<Response> {
  await enforce(c, [{ budget: BUDGETS.legacyIp, key: c.var.client.ip }]);
  const { login, isGuest } = c.var.shopper;
  const own = !isGuest && login !== undefined && normalizeLogin(email) === normalizeLogin(login);
  const needPasswordReset = own && (await needsPasswordReset(c.var.db, email));
  c.header('cache-control', 'no-store');
  return c.json({ needPasswordReset });
}

export const legacyResetRoutes = new Hono<AppEnv>().route(
  '/',
  new Hono<ShopperEnv>()
    .get('/', requireShopper, validateQuery(query.extend(emailBody.shape)), (c) =>
      legacyAnswer(c, c.req.valid('query').email),
    )
    .post('/', requireShopper, validateQuery(query), validateJson(emailBody), (c) =>
      legacyAnswer(c, c.req.valid('json').email),
    ),
);
