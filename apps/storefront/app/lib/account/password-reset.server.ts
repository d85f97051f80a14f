/**
 * Forgot password (server only, spec 000 §2, §7): the reset request from /reset-password and the
 * new password from the link's /setpassword, through the custom APIs customer/reset-password and
 * customer/set-password with the shopper's token. Each answers an outcome the route maps.
 */
import { resolvePath } from '@solo/sites';
import { getServices } from '../api/context.ts';
import { getShopperSession, signInShopper } from '../session/session.server.ts';
import { retryAfterSeconds } from '../too-many-requests.ts';
import type { PageArgs } from './account.server.ts';
import { mergeGuestBasket } from './basket-merge.server.ts';
import {
  checkNewPassword,
  checkResetEmail,
  isLinkRefusal,
  type ResetActionData,
  type SetPasswordActionData,
} from './reset-form.ts';

export type ResetOutcome =
  | { ok: true; answer: ResetActionData }
  /** `retryAfterSeconds` in the answer when refused for too many requests (429). */
  | { ok: false; status: number; answer: ResetActionData };

/** The service answers the same for any email, and so does this. */
export async function requestPasswordReset(args: PageArgs, typed: string): Promise<ResetOutcome> {
  const email = typed.trim();
  const check = checkResetEmail(email);
  if (!check.ok)
    return { ok: false, status: 400, answer: { sent: false, email, error: check.error } };
  const { site, locale } = resolvePath(args.url.pathname);
  const session = await getShopperSession(args);
  const result = await getServices(args.context).api.customApi('customer', 'reset-password', {
    method: 'POST',
    siteId: site.id,
    locale: locale.id,
    body: { email: check.email },
    token: session.accessToken,
  });
  if (result.ok) return { ok: true, answer: { sent: true, email: check.email } };
  if (result.status === 429)
    return {
      ok: false,
      status: 429,
      answer: { sent: false, email, retryAfterSeconds: retryAfterSeconds(null, result.problem) },
    };
  if (result.status === 400)
    return {
      ok: false,
      status: 400,
      answer: { sent: false, email, error: { key: 'emailInvalid' } },
    };
  return { ok: false, status: 502, answer: { sent: false, email, failed: true } };
}

export type SetPasswordOutcome =
  /** The password is set; `signedIn` false leaves signing in to the shopper. */
  { ok: true; signedIn: boolean } | { ok: false; status: number; answer: SetPasswordActionData };

/**
 * Sets the new password of a reset link, then signs the shopper in with it and merges their guest
 * basket (docs/decisions.md "Setting a password from a reset link").
 */
export async function setPasswordFromLink(
  args: PageArgs,
  link: { token: string; email: string },
  password: string,
): Promise<SetPasswordOutcome> {
  const { token, email } = link;
  if (!token || !email) return { ok: false, status: 400, answer: { linkInvalid: true } };
  const check = checkNewPassword(password);
  if (!check.ok)
    return {
      ok: false,
      status: 400,
      answer: { linkInvalid: false, failedRules: check.failedRules },
    };
  const { site, locale } = resolvePath(args.url.pathname);
  const session = await getShopperSession(args);
  const services = getServices(args.context);
  const result = await services.api.customApi('customer', 'set-password', {
    method: 'POST',
    siteId: site.id,
    locale: locale.id,
    body: { email, token, password: check.password },
    token: session.accessToken,
  });
  if (!result.ok)
    return isLinkRefusal(result.status)
      ? { ok: false, status: 400, answer: { linkInvalid: true } }
      : { ok: false, status: 502, answer: { linkInvalid: false, failed: true } };
  const signedIn = await signInShopper(args, { username: email, password: check.password });
  if (!signedIn.ok) {
    services.log.warn({ failure: signedIn.failure }, 'sign-in after a password reset failed');
    return { ok: true, signedIn: false };
  }
  await mergeGuestBasket(args, signedIn);
  return { ok: true, signedIn: true };
}
