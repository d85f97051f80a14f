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
import { siteQuery } from '../../http/site.ts';
import { validateJson, validateQuery } from '../../http/validate.ts';
import { BUDGETS, type Charge, enforce } from '../abuse/index.ts';
import { toDecimal } from '../pricing/index.ts';
import { giftCardBalance } from './balance.ts';
import { hashCode, normalizeCode, PIN_LENGTH } from './codes.ts';

/**
 * What one try of a code and PIN spends, wherever it is tried (the balance page, applying a card
 * at checkout): per client, per code (many clients trying the PINs of one code) and in all.
 */
export function guessCharges(ip: string, typedCode: string): Charge[] {
  const code = normalizeCode(typedCode);
  return [
    { budget: BUDGETS.giftCardBalanceIpBurst, key: ip },
    { budget: BUDGETS.giftCardBalanceIp, key: ip },
    ...(code ? [{ budget: BUDGETS.giftCardBalanceCode, key: hashCode(code) }] : []),
    { budget: BUDGETS.giftCardBalanceGlobal, key: '*' },
  ];
}

/** A gift card's code and PIN as typed (the balance page, and applying a card at checkout). */
export const giftCardCode = z.string().trim().min(1, 'Required').max(64);
export const giftCardPin = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${PIN_LENGTH}}$`), `must be ${PIN_LENGTH} digits`);

const balanceBody = z.object({ code: giftCardCode, pin: giftCardPin });

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
    .post('/', validateQuery(siteQuery), validateJson(balanceBody), async (c) => {
      const typed = c.req.valid('json');
      await enforce(c, guessCharges(c.var.client.ip, typed.code));
      const found = await giftCardBalance(c.var.db, typed);
      if (!found) throw giftCardNotFound();
      c.header('cache-control', 'no-store');
      return c.json({
        balance: toDecimal(found.balance, found.currency as CurrencyCode),
        currency: found.currency,
      });
    }),
);
