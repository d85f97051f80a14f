/**
 * What the storefront reads from a Shopper Login access token (docs/api.md "Login service"):
 * `isb` names the shopper (`uido:slas::upn:Guest::…::gcid:{id}::chid:{site}` for guests,
 * `uido:ecom::upn:{login}::uidn:{first last}::gcid:{id}::rcid:{customerId}::chid:{site}` for
 * registered shoppers), `sub` the usid, `exp` the expiry. Pure: tokens are verified elsewhere
 * (jwks.server.ts) before these claims are trusted.
 */

export interface AccessTokenClaims {
  /** Registered customer id, or the guest customer id. */
  customerId: string;
  isRegistered: boolean;
  usid: string;
  /** The site (channel) the token was issued for. */
  siteId: string;
  /** The login (email) of a registered shopper. */
  login?: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

function parts(value: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of value.split('::')) {
    const colon = part.indexOf(':');
    if (colon > 0) map.set(part.slice(0, colon), part.slice(colon + 1));
  }
  return map;
}

/** The claims of a verified JWT payload, or null when it is not a Shopper Login access token. */
export function claimsFromPayload(payload: Record<string, unknown>): AccessTokenClaims | null {
  const { isb, sub, exp } = payload;
  if (typeof isb !== 'string' || typeof sub !== 'string' || typeof exp !== 'number') return null;
  const shopper = parts(isb);
  const usid = parts(sub).get('usid');
  const registeredId = shopper.get('rcid');
  const customerId = registeredId ?? shopper.get('gcid');
  const siteId = shopper.get('chid');
  if (!usid || !customerId || !siteId) return null;
  const login = registeredId ? shopper.get('upn') : undefined;
  return {
    customerId,
    isRegistered: Boolean(registeredId),
    usid,
    siteId,
    ...(login ? { login } : {}),
    exp,
  };
}

/**
 * Access tokens live 30 minutes (docs/api.md); one is renewed when less than this is left, so a
 * call made with it cannot fail half-way through a page.
 */
export const REFRESH_MARGIN_SECONDS = 60;

/** Whether a token expiring at `exp` is still good for a request starting at `nowSeconds`. */
export const isFresh = (exp: number, nowSeconds: number): boolean =>
  exp - nowSeconds > REFRESH_MARGIN_SECONDS;

/**
 * The claims of a token the login service has just issued to this server (no signature check:
 * it never passed through a browser). Null for anything that is not a Shopper Login token.
 */
export function claimsOfIssuedToken(token: string): AccessTokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    return claimsFromPayload(
      JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>,
    );
  } catch {
    return null;
  }
}
