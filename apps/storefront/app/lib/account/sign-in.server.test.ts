import { describe, expect, it } from 'vitest';
import { resolvePath } from '@solo/sites';
import type { SessionArgs, ShopperSession } from '../session/session.server.ts';
import { completeSignIn, signInFailure } from './sign-in.server.ts';

describe('sign-in failures (spec 000 §4, §8)', () => {
  it('maps each login-service answer to its form message and status', () => {
    expect(signInFailure({ kind: 'invalid-credentials' })).toEqual({
      error: { kind: 'invalid-credentials' },
      status: 401,
    });
    expect(signInFailure({ kind: 'password-reset-required' })).toEqual({
      error: { kind: 'password-reset-required' },
      status: 403,
    });
    expect(signInFailure({ kind: 'too-many-attempts', retryAfterSeconds: 30 })).toEqual({
      error: { kind: 'too-many-attempts', retryAfterSeconds: 30 },
      status: 429,
    });
    for (const failure of [
      { kind: 'invalid-grant' },
      { kind: 'unavailable', status: 500 },
    ] as const)
      expect(signInFailure(failure)).toEqual({ error: { kind: 'generic' }, status: 502 });
  });

  it('goes to the account home of the site, or to a same-origin return URL', async () => {
    const eu = resolvePath('/eu/de/login');
    // Without a guest session before sign-in there is no basket to merge and no call to make.
    const signedIn = { session: {} as ShopperSession, guest: null };
    const go = async (returnUrl: unknown) =>
      (await completeSignIn({} as SessionArgs, eu, signedIn, returnUrl)).headers.get('location');
    expect(await go(null)).toBe('/eu/de/account');
    expect(await go('/eu/de/p/ranger')).toBe('/eu/de/p/ranger');
    expect(await go('https://evil.example')).toBe('/eu/de/account');
  });
});
