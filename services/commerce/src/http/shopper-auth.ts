/**
 * Bearer access tokens of the login service, checked for the modules that act for a shopper
 * (customers, baskets, orders): signature, algorithm, issuer, audience, lifetime, and a session
 * not ended by logout. `c.var.shopper` then says who is calling.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { findSite } from '@solo/sites';
import { isSessionActive, type Shopper, verifyAccessToken } from '../modules/auth/index.ts';
import type { AppEnv, AppVariables } from './context.ts';
import { HttpProblem, problemResponse } from './problem.ts';

export type { Shopper } from '../modules/auth/index.ts';

export interface ShopperEnv {
  Variables: AppVariables & { shopper: Shopper };
}

const BEARER = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/i;

export const unauthorized = (detail: string): HttpProblem =>
  new HttpProblem({ status: 401, slug: 'unauthorized', title: 'Unauthorized', detail });

export const forbidden = (detail: string): HttpProblem =>
  new HttpProblem({ status: 403, slug: 'forbidden', title: 'Forbidden', detail });

function refuse(c: Context<AppEnv>, detail: string): Response {
  return problemResponse(unauthorized(detail), {
    instance: c.req.path,
    headers: {
      'www-authenticate': 'Bearer error="invalid_token"',
      'x-request-id': c.var.requestId,
    },
  });
}

/** Who is calling, from the Authorization header; undefined with the reason when nobody valid is. */
export async function authenticate(
  c: Context<AppEnv>,
  now = new Date(),
): Promise<{ ok: true; shopper: Shopper } | { ok: false; detail: string }> {
  const token = BEARER.exec(c.req.header('authorization') ?? '')?.[1];
  if (!token)
    return { ok: false, detail: 'A shopper access token (Authorization: Bearer) is required' };
  const verified = await verifyAccessToken(c.var.db, c.var.config.orgId, token, now);
  if (!verified.ok) {
    return {
      ok: false,
      detail:
        verified.reason === 'expired'
          ? 'The access token has expired'
          : 'The access token is not valid',
    };
  }
  if (!(await isSessionActive(c.var.db, verified.shopper.sessionId))) {
    return { ok: false, detail: 'The session of this access token has ended' };
  }
  return { ok: true, shopper: verified.shopper };
}

/**
 * A token belongs to the site (`channel_id`) it was issued for: a call naming another site in
 * `siteId` is refused, so one site's session never creates or reads baskets, orders, customers or
 * lists on another. An unknown `siteId` is left to the route's own validation.
 */
export function siteMismatch(shopper: Shopper, siteId: string | undefined): string | undefined {
  const site = siteId === undefined ? undefined : findSite(siteId);
  if (!site || site.id === shopper.channelId) return undefined;
  return `The access token was issued for site ${shopper.channelId}; it cannot be used on site ${site.id}`;
}

/** Middleware: 401 problem+json unless a valid shopper token is presented; 403 on another site. */
export const requireShopper: MiddlewareHandler<ShopperEnv> = async (c, next) => {
  const result = await authenticate(c as unknown as Context<AppEnv>);
  if (!result.ok) return refuse(c as unknown as Context<AppEnv>, result.detail);
  const mismatch = siteMismatch(result.shopper, c.req.query('siteId'));
  if (mismatch) {
    return problemResponse(forbidden(mismatch), {
      instance: c.req.path,
      headers: { 'x-request-id': c.var.requestId },
    });
  }
  c.set('shopper', result.shopper);
  await next();
};
