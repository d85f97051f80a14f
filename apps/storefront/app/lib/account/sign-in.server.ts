/**
 * Server side of the sign-in and registration actions: the login service's answers mapped to the
 * form's messages, and what happens once a shopper is signed in.
 */
import { data, redirect } from 'react-router';
import { localizedPath, type ResolvedPath } from '@solo/sites';
import type { LoginFailure } from '../session/login-service.server.ts';
import type { SessionArgs, ShopperSession } from '../session/session.server.ts';
import { mergeGuestBasket } from './basket-merge.server.ts';
import { safeReturnPath } from './return-url.ts';
import type { SignInActionData, SignInFormError } from './sign-in.ts';

/** The form-level message of a refused sign-in (spec 000 §4, §8) and the answer's status. */
export function signInFailure(failure: LoginFailure): { error: SignInFormError; status: number } {
  switch (failure.kind) {
    case 'invalid-credentials':
      return { error: { kind: 'invalid-credentials' }, status: 401 };
    case 'password-reset-required':
      return { error: { kind: 'password-reset-required' }, status: 403 };
    case 'too-many-attempts':
      return {
        error: { kind: 'too-many-attempts', retryAfterSeconds: failure.retryAfterSeconds },
        status: 429,
      };
    default:
      return { error: { kind: 'generic' }, status: 502 };
  }
}

/** The sign-in action's answer for a refused sign-in; the typed email stays, the password not. */
export function signInRefused(email: string, failure: LoginFailure) {
  const { error, status } = signInFailure(failure);
  return data<SignInActionData>({ values: { email }, errors: {}, formError: error }, { status });
}

/**
 * Everything that follows a successful sign-in or registration, in one place: the guest basket
 * merged into the customer's (spec 000 §4, basket-merge.server.ts), then the redirect to the
 * account home or to a same-origin `returnUrl`.
 */
export async function completeSignIn(
  args: SessionArgs,
  resolved: Pick<ResolvedPath, 'site' | 'locale'>,
  signedIn: { session: ShopperSession; guest: ShopperSession | null },
  returnUrl: unknown,
): Promise<Response> {
  await mergeGuestBasket(args, signedIn);
  return redirect(
    safeReturnPath(returnUrl, localizedPath(resolved.site, resolved.locale, '/account')),
  );
}
