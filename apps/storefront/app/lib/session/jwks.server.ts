/**
 * Access tokens in cookies are verified against the login service's published keys before the
 * storefront trusts their claims, so a tampered or forged `cc-at_` cookie counts as no token (and
 * the session is refreshed) rather than showing someone as signed in. Keys are fetched once per
 * upstream and again when a token names an unknown key, at most every 30 s.
 */
import { createLocalJWKSet, errors, jwtVerify, type JSONWebKeySet } from 'jose';
import type { ApiClient } from '../api/types.ts';
import { claimsFromPayload, type AccessTokenClaims } from './claims.ts';

const RELOAD_MS = 30_000;
const MAX_ORIGINS = 8;

interface KeyCache {
  keys?: Promise<ReturnType<typeof createLocalJWKSet>>;
  loadedAt: number;
}

type Api = Pick<ApiClient, 'shopperApiBase' | 'orgId' | 'fetch' | 'catalogFetch'>;

/**
 * Keys per upstream (the handler's shared catalog fetch: one per commerce service the process
 * talks to), then per URL. Two services answering on one URL, such as the test services of
 * test files sharing a process, keep their keys apart.
 */
const upstreams = new WeakMap<Api['catalogFetch'], Map<string, KeyCache>>();

function jwksUrl(api: Api): string {
  return `${api.shopperApiBase}/shopper/auth/v1/organizations/${api.orgId}/oauth2/jwks`;
}

async function loadKeys(api: Api) {
  const res = await api.fetch(jwksUrl(api), { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`jwks answered ${res.status}`);
  return createLocalJWKSet((await res.json()) as JSONWebKeySet);
}

function keysFor(api: Api, reload: boolean) {
  const url = jwksUrl(api);
  let caches = upstreams.get(api.catalogFetch);
  if (!caches) upstreams.set(api.catalogFetch, (caches = new Map<string, KeyCache>()));
  let cache = caches.get(url);
  if (!cache) {
    // Without PUBLIC_ORIGIN the URL follows the request's Host header: keep a few, not any number.
    if (caches.size >= MAX_ORIGINS) caches.delete(caches.keys().next().value!);
    caches.set(url, (cache = { loadedAt: 0 }));
  }
  if (!cache.keys || (reload && Date.now() - cache.loadedAt > RELOAD_MS)) {
    const keys = loadKeys(api);
    cache.keys = keys;
    cache.loadedAt = Date.now();
    // A failed load is not kept: the next request tries again.
    keys.catch(() => {
      if (cache.keys === keys) cache.keys = undefined;
    });
  }
  return cache.keys;
}

/**
 * The claims of a valid, unexpired access token issued by our login service, else null. `now`
 * lets tests move the clock.
 */
export async function verifyAccessToken(
  api: Api,
  token: string,
  now: Date = new Date(),
): Promise<AccessTokenClaims | null> {
  const verify = async (reload: boolean) =>
    jwtVerify(token, await keysFor(api, reload), {
      algorithms: ['ES256'],
      issuer: `slas/prod/${api.orgId}`,
      currentDate: now,
    });
  try {
    const { payload } = await verify(false).catch((error: unknown) => {
      if (error instanceof errors.JWKSNoMatchingKey) return verify(true);
      throw error;
    });
    return claimsFromPayload(payload);
  } catch {
    return null;
  }
}
