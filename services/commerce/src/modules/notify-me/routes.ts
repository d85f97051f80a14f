/**
 * POST …/custom/notify-me/v1/organizations/{org}/subscribe?siteId=&locale= (spec 001 §7
 * "Notify-me"): `{email, sku, subscribe}` or `{phone, sku, subscribe}` (phone on SoloUS only,
 * preference enableNotifyMePhone). The contact is checked by the form's rules (spec 001 §5) with
 * the spec's messages; the sku must be a product of the catalog that cannot be sold now. Under
 * the notify-me abuse limits: 200 `{sku, channel, subscribed: true}`, 400 naming what is wrong
 * (nothing is stored), 429.
 *
 * POST …/custom/notify-me/v1/organizations/{org}/unsubscribe `{token}`: the back-in-stock email's
 * link; 200 `{unsubscribed: true}`, 404 for a token that names no request.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { defaultLocale, findLocale } from '@solo/sites';
import { badRequest, notFound } from '../../errors.ts';
import type { AppEnv } from '../../http/context.ts';
import { requireShopper } from '../../http/shopper-auth.ts';
import { localeSchema, siteQuery } from '../../http/site.ts';
import { validateJson, validateQuery } from '../../http/validate.ts';
import { BUDGETS, enforce } from '../abuse/index.ts';
import { getSitePreferences } from '../site-preferences/index.ts';
import {
  EMAIL_MESSAGE,
  isValidEmail,
  isValidPhone,
  normalizeEmail,
  PHONE_MESSAGE,
  phoneDigits,
} from './rules.ts';
import { subscribe } from './subscribe.ts';
import { UNSUBSCRIBE_TOKEN, unsubscribe } from './unsubscribe.ts';

const query = siteQuery.extend({ locale: localeSchema.optional() });

const body = z
  .object({
    email: z.string().max(1000).optional(),
    phone: z.string().max(100).optional(),
    sku: z.string('Required').trim().min(1, 'Required').max(100),
    subscribe: z.boolean('Required: true or false'),
  })
  .strict()
  .refine((b) => (b.email === undefined) !== (b.phone === undefined), {
    message: 'send either email or phone',
    path: ['email'],
  });

export const notifyMeSubscribeRoutes = new Hono<AppEnv>().post(
  '/',
  requireShopper,
  validateQuery(query),
  validateJson(body),
  async (c) => {
    const { siteId: site, locale } = c.req.valid('query');
    const input = c.req.valid('json');
    const contact =
      input.email !== undefined
        ? { channel: 'email' as const, value: normalizeEmail(input.email) }
        : { channel: 'sms' as const, value: phoneDigits(input.phone!) };
    await enforce(c, [
      { budget: BUDGETS.notifyMeIpBurst, key: c.var.client.ip },
      { budget: BUDGETS.notifyMeIp, key: c.var.client.ip },
      { budget: BUDGETS.notifyMeContact, key: `${contact.channel}:${contact.value}` },
      { budget: BUDGETS.notifyMeGlobal, key: '*' },
    ]);
    if (contact.channel === 'email' && !isValidEmail(input.email!.trim()))
      throw badRequest(`email: ${EMAIL_MESSAGE}`, [{ name: 'email', reason: EMAIL_MESSAGE }]);
    if (contact.channel === 'sms') {
      if (!(await getSitePreferences(c.var.db, site.id)).preferences.enableNotifyMePhone)
        throw badRequest(`phone: notify-me by phone is not offered on ${site.id}`, [
          { name: 'phone', reason: `not offered on ${site.id}` },
        ]);
      if (!isValidPhone(input.phone!.trim()))
        throw badRequest(`phone: ${PHONE_MESSAGE}`, [{ name: 'phone', reason: PHONE_MESSAGE }]);
    }
    const outcome = await subscribe(
      c.var.db,
      {
        site,
        locale: (findLocale(site, locale ?? '') ?? defaultLocale(site)).id,
        channel: contact.channel,
        contact: contact.value,
        sku: input.sku,
        subscribe: input.subscribe,
      },
      new Date(),
    );
    c.header('cache-control', 'no-store');
    if (!outcome.ok)
      throw outcome.reason === 'in-stock'
        ? badRequest(
            `sku: "${input.sku}" is in stock on ${site.id}: order it now`,
            [{ name: 'sku', reason: 'in stock' }],
            'in-stock',
          )
        : badRequest(
            `sku: no product "${input.sku}" on ${site.id}`,
            [{ name: 'sku', reason: 'unknown product' }],
            'unknown-sku',
          );
    c.var.log.info({ notifyRequest: outcome.id, created: outcome.created }, 'notify-me request');
    return c.json({ sku: input.sku, channel: contact.channel, subscribed: true });
  },
);

export const notifyMeUnsubscribeRoutes = new Hono<AppEnv>().post(
  '/',
  validateJson(
    z.object({ token: z.string().regex(UNSUBSCRIBE_TOKEN, 'not an unsubscribe token') }),
  ),
  async (c) => {
    await enforce(c, [
      { budget: BUDGETS.notifyMeIpBurst, key: c.var.client.ip },
      { budget: BUDGETS.notifyMeGlobal, key: '*' },
    ]);
    const outcome = await unsubscribe(c.var.db, c.req.valid('json').token, new Date());
    c.header('cache-control', 'no-store');
    if (!outcome.ok)
      throw notFound('No back-in-stock alert has this unsubscribe token', 'unknown-token');
    return c.json({ unsubscribed: true });
  },
);
