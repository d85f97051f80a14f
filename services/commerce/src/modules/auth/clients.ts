/**
 * The one public client (COMMERCE_CLIENT_ID) and the redirect URIs it may name: the storefront's
 * `/callback` and COMMERCE_REDIRECT_URIS (docs/decisions.md "Login redirect URIs").
 */
import type { CommerceConfig } from '../../config.ts';
import { fail, invalidRequest, ok, type Result } from './errors.ts';

/** Spec 000 §2: the login redirect lands on /callback. */
export const CALLBACK_PATH = '/callback';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function parseUri(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/**
 * With PUBLIC_ORIGIN set, only `{PUBLIC_ORIGIN}/callback` and the configured list. Without it the
 * storefront's origin is not known here: `/callback` on the origin the request came to (the
 * in-process storefront) or on a loopback origin (a development storefront on another port).
 */
export function isAllowedRedirectUri(
  config: Pick<CommerceConfig, 'publicOrigin' | 'redirectUris'>,
  redirectUri: string,
  requestOrigin: string,
): boolean {
  if (config.redirectUris.includes(redirectUri)) return true;
  const uri = parseUri(redirectUri);
  if (!uri || uri.pathname !== CALLBACK_PATH || uri.search || uri.hash || uri.username)
    return false;
  if (config.publicOrigin) return uri.origin === config.publicOrigin;
  return (
    uri.origin === requestOrigin || (uri.protocol === 'http:' && LOOPBACK_HOSTS.has(uri.hostname))
  );
}

/** Unknown client or unlisted redirect URI: refused without redirecting anywhere. */
export function checkClient(
  config: Pick<CommerceConfig, 'clientId' | 'publicOrigin' | 'redirectUris'>,
  params: { clientId: string | undefined; redirectUri: string | undefined },
  requestOrigin: string,
): Result<{ clientId: string; redirectUri: string }> {
  const { clientId, redirectUri } = params;
  if (clientId !== config.clientId) return fail(400, 'invalid_client', 'Unknown client_id');
  if (!redirectUri || !isAllowedRedirectUri(config, redirectUri, requestOrigin)) {
    return invalidRequest('redirect_uri is not registered for this client');
  }
  return ok({ clientId, redirectUri });
}
