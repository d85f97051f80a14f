/**
 * The Shopper Login calls the storefront server makes, through commerce-sdk-isomorphic's own
 * helpers and the request's API transport (in-process or COMMERCE_API_URL). Failures come back
 * as values the callers map to messages, never as thrown SDK errors.
 */
import type { ShopperLoginTypes } from 'commerce-sdk-isomorphic';
import type { ShopperClientConfig } from '../api/shopper.server.ts';
import type { RequestServices } from '../api/context.ts';
import { sdk, shopperClientConfig } from '../api/shopper.server.ts';

type FetchFunction = NonNullable<ShopperClientConfig['fetch']>;

export type TokenResponse = ShopperLoginTypes.TokenResponse;

/** Why a login or refresh failed (docs/api.md "Login service"). */
export type LoginFailure =
  | { kind: 'invalid-credentials' }
  | { kind: 'password-reset-required' }
  | { kind: 'too-many-attempts'; retryAfterSeconds: number }
  /** A refresh token that is spent, expired, logged out or unknown: the session is over. */
  | { kind: 'invalid-grant' }
  | { kind: 'unavailable'; status: number };

export type LoginResult =
  { ok: true; tokens: TokenResponse } | { ok: false; failure: LoginFailure };

export interface LoginService {
  guest(usid?: string): Promise<LoginResult>;
  /** `guest` carries a guest session's usid into the sign-in, with its refresh token as proof. */
  registered(
    credentials: { username: string; password: string },
    guest?: { usid: string; refreshToken: string },
  ): Promise<LoginResult>;
  refresh(refreshToken: string): Promise<LoginResult>;
  logout(tokens: { accessToken: string; refreshToken: string }): Promise<void>;
}

/** Spec 000 §2: /callback is the login redirect landing; the service only checks it is listed. */
export const redirectUriFor = (origin: string) => `${origin.replace(/\/+$/, '')}/callback`;

export function createLoginService(
  services: Pick<RequestServices, 'api' | 'log'>,
  { siteId, origin }: { siteId: string; origin: string },
): LoginService {
  const config = shopperClientConfig(services.api, { siteId });
  const slasClient = new sdk.ShopperLogin({
    ...config,
    fetch: withResponseUrl(services.api.fetch as FetchFunction),
  });
  const redirectURI = redirectUriFor(origin);

  async function attempt(call: () => Promise<TokenResponse>): Promise<LoginResult> {
    try {
      return { ok: true, tokens: await call() };
    } catch (error) {
      return { ok: false, failure: await failureOf(error, services.log) };
    }
  }

  return {
    guest: (usid) =>
      attempt(() =>
        sdk.helpers.loginGuestUser({
          slasClient,
          parameters: { redirectURI, ...(usid ? { usid } : {}) },
        }),
      ),
    registered: (credentials, guest) =>
      attempt(() =>
        sdk.helpers.loginRegisteredUserB2C({
          slasClient,
          credentials,
          parameters: { redirectURI, ...(guest ? { usid: guest.usid } : {}) },
          // The login service keeps a usid only for the holder of a refresh token of it.
          ...(guest ? { body: { c_usid_proof: guest.refreshToken } } : {}),
        }),
      ),
    refresh: (refreshToken) =>
      attempt(() => sdk.helpers.refreshAccessToken({ slasClient, parameters: { refreshToken } })),
    async logout({ accessToken, refreshToken }) {
      try {
        await sdk.helpers.logout({ slasClient, parameters: { accessToken, refreshToken } });
      } catch (error) {
        // Signing out goes on (cookies are cleared); the session ends at its expiry at worst.
        services.log.warn({ err: error }, 'logout call failed');
      }
    },
  };
}

/**
 * The helpers read a failed login's `response.url` (fetch sets it); a Response answered by the
 * in-process commerce app has none, so it gets the request's URL, as over the network.
 */
function withResponseUrl(fetch: FetchFunction): FetchFunction {
  return async (input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) => {
    const response = await fetch(input, init);
    if (!response.url) {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      Object.defineProperty(response, 'url', { value: url });
    }
    return response;
  };
}

async function failureOf(error: unknown, log: RequestServices['log']): Promise<LoginFailure> {
  if (!(error instanceof sdk.ResponseError)) {
    log.error({ err: error }, 'login service unreachable');
    return { kind: 'unavailable', status: 502 };
  }
  const { response } = error;
  const body = (await response.json().catch(() => ({}))) as { error?: unknown };
  if (response.status === 401) return { kind: 'invalid-credentials' };
  if (response.status === 403 && body.error === 'password_reset_required')
    return { kind: 'password-reset-required' };
  if (response.status === 429) {
    const seconds = Number(response.headers.get('retry-after'));
    return { kind: 'too-many-attempts', retryAfterSeconds: seconds > 0 ? Math.ceil(seconds) : 30 };
  }
  if (response.status === 400 && body.error === 'invalid_grant') return { kind: 'invalid-grant' };
  log.warn({ status: response.status, error: body.error }, 'login service call failed');
  return { kind: 'unavailable', status: response.status };
}
