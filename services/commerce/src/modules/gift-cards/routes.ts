/**
 * Custom API `gift-card/balance` (spec 000 §2 `/gift-card-balance`): `POST {code, pin}` answers
 * `{balance, currency}`; the same 404 for an unknown code and a wrong PIN; 429 with Retry-After
 * past the budgets, per client, per code (many clients trying the PINs of one code) and in all.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { CurrencyCode } from '@solo/sites';
import type { AppEnv } from '../../http/context.ts';
import { HttpProblem } from '../../http/problem.ts';
import { requireShopper, type ShopperEnv } from '../../http/shopper-auth.ts';
import { validateJson, validateQuery } from '../../http/validate.ts';
import { BUDGETS, enforce } from '../abuse/index.ts';
import { basketQuery } from '../baskets/index.ts';
import { toDecimal } from '../pricing/index.ts';
import { giftCardBalance } from './balance.ts';
import { hashCode, normalizeCode, PIN_LENGTH } from './codes.ts';

const balanceBody = z.object({
  code: z.string().trim().min(1, 'Required').max(64),
  pin: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${PIN_LENGTH}}$`), `must be ${PIN_LENGTH} digits`),
});

export const giftCardNotFound = () =>
  new HttpProblem({
    status: 404,
    slug: 'gift-card-not-found',
    title: 'Gift Card Not Found',
    detail: 'No gift card matches this code and PIN',
  });

export const giftCardBalanceRoutes = new Hono<AppEnv>().route(
  '/',
  new Hono<ShopperEnv>()
    .use(requireShopper)
    .post('/', validateQuery(basketQuery), validateJson(balanceBody), async (c) => {
      const typed = c.req.valid('json');
      const ip = c.var.client.ip;
      const code = normalizeCode(typed.code);
      await enforce(c, [
        { budget: BUDGETS.giftCardBalanceIpBurst, key: ip },
        { budget: BUDGETS.giftCardBalanceIp, key: ip },
        ...(code ? [{ budget: BUDGETS.giftCardBalanceCode, key: hashCode(code) }] : []),
        { budget: BUDGETS.giftCardBalanceGlobal, key: '*' },
      ]);
      const found = await giftCardBalance(c.var.db, typed);
      if (!found) throw giftCardNotFound();
      c.header('cache-control', 'no-store');
      return c.json({
        balance: toDecimal(found.balance, found.currency as CurrencyCode),
        currency: found.currency,
      });
    }),
);
