/** The Shopper Login token response for a session, with a freshly signed access token. */
import { createHash } from 'node:crypto';
import type { ShopperLoginTypes } from 'commerce-sdk-isomorphic';
import type { Credentials } from './credentials.ts';
import { ACCESS_TOKEN_SECONDS } from './constants.ts';
import type { AuthDeps } from './service.ts';
import type { Session } from './sessions.ts';
import { signAccessToken } from './tokens.ts';

export type TokenResponse = ShopperLoginTypes.TokenResponse;

const secondsUntil = (until: Date, now: Date) =>
  Math.max(0, Math.floor((until.getTime() - now.getTime()) / 1000));

/** A stable pseudonymous id for personalisation services; it never reveals the customer id. */
const encUserId = (orgId: string, customerId: string) =>
  createHash('sha256').update(`${orgId}:${customerId}`).digest('base64url');

export async function tokenResponse(
  deps: AuthDeps,
  session: Session,
  customer: Credentials | undefined,
  refreshToken: string,
): Promise<TokenResponse> {
  const accessToken = await signAccessToken(
    deps.db,
    deps.orgId,
    {
      sessionId: session.id,
      clientId: session.clientId,
      channelId: session.channelId,
      usid: session.usid,
      guestCustomerId: session.guestCustomerId,
      customer: customer && {
        id: customer.customerId,
        login: customer.login,
        firstName: customer.firstName,
        lastName: customer.lastName,
      },
    },
    deps.now,
  );
  const customerId = customer?.customerId ?? session.guestCustomerId;
  return {
    access_token: accessToken,
    // No OpenID Connect identity provider is involved, so there is no id or IdP token.
    id_token: '',
    refresh_token: refreshToken,
    expires_in: ACCESS_TOKEN_SECONDS,
    refresh_token_expires_in: secondsUntil(session.expiresAt, deps.now),
    token_type: 'Bearer',
    usid: session.usid,
    customer_id: customerId,
    enc_user_id: encUserId(deps.orgId, customerId),
    idp_access_token: '',
  };
}
