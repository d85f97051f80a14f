/** OAuth 2.0 error bodies `{error, error_description}` of the login service (RFC 6749 §5.2). */
export interface OAuthError {
  status: number;
  error: string;
  description: string;
  /** Seconds until another attempt may succeed (429 answers). */
  retryAfter?: number;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: OAuthError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T = never>(
  status: number,
  error: string,
  description: string,
  retryAfter?: number,
): Result<T> => ({
  ok: false,
  error: { status, error, description, ...(retryAfter ? { retryAfter } : {}) },
});

export const invalidRequest = <T = never>(description: string): Result<T> =>
  fail(400, 'invalid_request', description);

export const invalidGrant = <T = never>(description: string): Result<T> =>
  fail(400, 'invalid_grant', description);
