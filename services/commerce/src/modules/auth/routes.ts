/**
 * Shopper Login: …/shopper/auth/v1/organizations/{org}/oauth2/{authorize,login,token,logout,jwks}.
 * Errors are OAuth 2.0 bodies `{error, error_description}`, not problem+json, as clients of this
 * API expect. Parameters come as the SDK sends them: query strings and form bodies.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { checkClient } from './clients.ts';
import type { OAuthError, Result } from './errors.ts';
import { publicJwks } from './keys.ts';
import {
  authorizeGuest,
  exchangeCode,
  loginRegistered,
  logout,
  refreshTokens,
  type AuthDeps,
} from './service.ts';

type Params = Record<string, string | undefined>;

const deps = (c: Context<AppEnv>): AuthDeps => ({
  db: c.var.db,
  orgId: c.var.config.orgId,
  clientId: c.var.config.clientId,
  now: new Date(),
});

/** Form or JSON body fields as strings; anything else (or nothing) is no fields. */
async function bodyParams(c: Context<AppEnv>): Promise<Params> {
  const type = c.req.header('content-type') ?? '';
  if (/^application\/json/i.test(type)) {
    const body: unknown = await c.req.json().catch(() => ({}));
    if (!body || typeof body !== 'object') return {};
    return Object.fromEntries(
      Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  }
  if (/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) {
    const body = await c.req.parseBody();
    return Object.fromEntries(
      Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  }
  return {};
}

function oauthError(c: Context<AppEnv>, e: OAuthError): Response {
  c.header('cache-control', 'no-store');
  if (e.retryAfter) c.header('retry-after', String(e.retryAfter));
  return c.json({ error: e.error, error_description: e.description }, e.status as 400);
}

function json<T>(c: Context<AppEnv>, result: Result<T>): Response {
  if (!result.ok) return oauthError(c, result.error);
  c.header('cache-control', 'no-store');
  return c.json(result.value as object);
}

/** 303 to the client's redirect URI with the code (or the error) in its query. */
function redirectBack(
  c: Context<AppEnv>,
  redirectUri: string,
  result: Result<{ code: string; usid: string }>,
  state: string | undefined,
): Response {
  const target = new URL(redirectUri);
  const params: Record<string, string> = result.ok
    ? { code: result.value.code, usid: result.value.usid }
    : { error: result.error.error, error_description: result.error.description };
  for (const [k, v] of Object.entries({ ...params, ...(state ? { state } : {}) })) {
    target.searchParams.set(k, v);
  }
  c.header('cache-control', 'no-store');
  return c.redirect(target.toString(), 303);
}

/** RFC 7617: `Basic base64(login:password)`; the login cannot contain a colon, the password can. */
function basicCredentials(
  header: string | undefined,
): { username: string; password: string } | undefined {
  const encoded = /^Basic ([A-Za-z0-9+/=_-]+)$/i.exec(header ?? '')?.[1];
  if (!encoded) return undefined;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

const requestOrigin = (c: Context<AppEnv>) => new URL(c.req.url).origin;

async function logoutRoute(c: Context<AppEnv>): Promise<Response> {
  const p = { ...c.req.query(), ...(c.req.method === 'POST' ? await bodyParams(c) : {}) };
  return json(c, await logout(deps(c), { clientId: p.client_id, refreshToken: p.refresh_token }));
}

export const authRoutes = new Hono<AppEnv>()
  .get('/oauth2/authorize', async (c) => {
    const q: Params = c.req.query();
    const client = checkClient(
      c.var.config,
      { clientId: q.client_id, redirectUri: q.redirect_uri },
      requestOrigin(c),
    );
    if (!client.ok) return oauthError(c, client.error);
    const { clientId, redirectUri } = client.value;
    const result = await authorizeGuest(deps(c), {
      clientId,
      redirectUri,
      channelId: q.channel_id,
      codeChallenge: q.code_challenge,
      usid: q.usid,
      usidProof: q.c_usid_proof,
      hint: q.hint,
      responseType: q.response_type,
    });
    return redirectBack(c, redirectUri, result, q.state);
  })
  .post('/oauth2/login', async (c) => {
    const p = await bodyParams(c);
    const client = checkClient(
      c.var.config,
      { clientId: p.client_id, redirectUri: p.redirect_uri },
      requestOrigin(c),
    );
    if (!client.ok) return oauthError(c, client.error);
    const { clientId, redirectUri } = client.value;
    const credentials = basicCredentials(c.req.header('authorization'));
    if (!credentials) {
      return oauthError(c, {
        status: 400,
        error: 'invalid_request',
        description: 'Credentials are required as HTTP Basic authorization (login:password)',
      });
    }
    const result = await loginRegistered(deps(c), {
      clientId,
      redirectUri,
      channelId: p.channel_id,
      codeChallenge: p.code_challenge,
      usid: p.usid,
      usidProof: p.c_usid_proof,
      ...credentials,
    });
    if (!result.ok) return oauthError(c, result.error);
    return redirectBack(c, redirectUri, result, p.state);
  })
  .post('/oauth2/token', async (c) => {
    const p = await bodyParams(c);
    switch (p.grant_type) {
      case 'authorization_code_pkce':
        return json(
          c,
          await exchangeCode(deps(c), {
            clientId: p.client_id,
            code: p.code,
            codeVerifier: p.code_verifier,
            redirectUri: p.redirect_uri,
          }),
        );
      case 'refresh_token':
        return json(
          c,
          await refreshTokens(deps(c), { clientId: p.client_id, refreshToken: p.refresh_token }),
        );
      default:
        return oauthError(c, {
          status: 400,
          error: 'unsupported_grant_type',
          description: 'grant_type must be authorization_code_pkce or refresh_token',
        });
    }
  })
  .get('/oauth2/logout', logoutRoute)
  .post('/oauth2/logout', logoutRoute)
  .get('/oauth2/jwks', async (c) => {
    c.header('cache-control', 'public, max-age=300');
    return c.json(await publicJwks(c.var.db));
  });
