/**
 * What every operator API shares (content management, review moderation, orders): a token of its
 * own guards it — unset, the API does not exist (404, as any unknown path); set, a request
 * without it or with another is 401 — its answers are never stored by a browser or CDN, and the
 * audit trail names the token, plus whoever the actor header says used it.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { CommerceConfig } from '../config.ts';
import type { AppEnv } from './context.ts';
import { hasOperatorToken } from './operator.ts';
import { HttpProblem, badRequest, notFound } from './problem.ts';
import { parseOrThrow } from './validate.ts';

export interface OperatorApi {
  /** Its token in the configuration. */
  token: (config: CommerceConfig) => string | undefined;
  /** The environment variable of the token, named in the 401. */
  tokenVar: string;
  /** What the API is, for the 401: "The orders API". */
  title: string;
  /** The Bearer realm. */
  realm: string;
  /** The header naming who acts ("x-ops-actor"). */
  actorHeader: string;
  /** The token's name in the audit trail ("ops"). */
  label: string;
}

const ACTOR = z
  .string()
  .regex(/^[\w.@ -]{1,64}$/, 'must be 1-64 letters, digits, space, . @ _ or -');

export function requireOperatorToken(api: OperatorApi): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = api.token(c.var.config);
    if (!token) throw notFound(`No resource at ${c.req.method} ${c.req.path}`);
    if (!hasOperatorToken(c.req.header('authorization'), token))
      throw new HttpProblem({
        status: 401,
        slug: 'unauthorized',
        title: 'Unauthorized',
        detail: `${api.title} needs Authorization: Bearer <${api.tokenVar}>`,
        headers: { 'www-authenticate': `Bearer realm="${api.realm}"`, 'cache-control': 'no-store' },
      });
    await next();
    c.header('cache-control', 'no-store');
  };
}

/** Who acts, for the audit trail: the token's label, with the actor header's name when sent. */
export function operatorActor(c: Context<AppEnv>, api: OperatorApi): string {
  const named = c.req.header(api.actorHeader)?.trim();
  if (!named) return api.label;
  parseOrThrow(z.object({ [api.actorHeader]: ACTOR }), { [api.actorHeader]: named });
  return `${api.label}:${named}`;
}

/** An action's body: optional (`{}` when none), and JSON when sent. */
export async function operatorBody(c: Context<AppEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('body: must be valid JSON', [{ name: 'body', reason: 'invalid JSON' }]);
  }
}
