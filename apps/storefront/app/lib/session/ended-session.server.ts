/**
 * A session can end at the login service while its cookies still look good here: a sign-out in
 * another tab or by the same usid elsewhere, a password change, a revocation. The access token
 * then verifies against the keys, yet the Shopper APIs answer 401 `invalid_token`. The page
 * request's transport notices such an answer; the session middleware then forgets the session
 * (session.server.ts) instead of letting the page fail.
 */
import type { ApiFetch } from '../api/types.ts';

export interface BearerWatch {
  fetch: ApiFetch;
  /** True once a call carrying a bearer token was refused as an invalid token. */
  readonly refused: () => boolean;
}

const hasBearer = (input: string | URL | Request, init?: RequestInit) => {
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : {}));
  return /^Bearer /i.test(headers.get('authorization') ?? '');
};

/**
 * Only `invalid_token` counts (RFC 6750 §3.1, what the commerce service answers for an ended or
 * unknown session): a 401 for wrong credentials (a current password) leaves the session alone.
 */
export const isInvalidTokenAnswer = (res: Response): boolean =>
  res.status === 401 && /invalid_token/.test(res.headers.get('www-authenticate') ?? '');

export function watchBearerRefusals(fetch: ApiFetch): BearerWatch {
  let refused = false;
  return {
    async fetch(input, init) {
      const res = await fetch(input, init);
      if (isInvalidTokenAnswer(res) && hasBearer(input, init)) refused = true;
      return res;
    },
    refused: () => refused,
  };
}
