/**
 * Access tokens: JWTs signed with the database's keys, carrying the Shopper Login claims
 * (DESIGN.md): `sub` names the client and usid, `isb` the shopper (guest or registered).
 */
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Database } from '@solo/db';
import { ACCESS_TOKEN_SECONDS, SIGNING_ALG } from './constants.ts';
import { signingKeysOf, verificationKey } from './keys.ts';
import { newId } from './secrets.ts';
import { verifiedTokens } from './verified-tokens.ts';

/** Who a token is for: what a session records, plus the registered customer's names. */
export interface TokenSubject {
  sessionId: string;
  clientId: string;
  channelId: string;
  usid: string;
  guestCustomerId: string;
  customer?: { id: string; login: string; firstName: string | null; lastName: string } | undefined;
}

/** What a verified access token says about the shopper calling. */
export interface Shopper {
  /** The registered customer id, or the guest customer id for a guest. */
  customerId: string;
  usid: string;
  isGuest: boolean;
  /** The registered customer's login; undefined for a guest. */
  login: string | undefined;
  channelId: string;
  sessionId: string;
}

export const issuerOf = (orgId: string): string => `slas/prod/${orgId}`;
export const audienceOf = (orgId: string): string => `commercecloud/prod/${orgId}`;

/** `::` separates the parts of `sub` and `isb`, so it never appears inside a value. */
const part = (value: string): string => value.replaceAll('::', ':');

export function subjectClaims(orgId: string, s: TokenSubject): { sub: string; isb: string } {
  const sub = `cc-slas::${orgId}::scid:${s.clientId}::usid:${s.usid}`;
  const c = s.customer;
  const isb = c
    ? `uido:ecom::upn:${part(c.login)}::uidn:${part([c.firstName, c.lastName].filter(Boolean).join(' '))}::gcid:${s.guestCustomerId}::rcid:${c.id}::chid:${s.channelId}`
    : `uido:slas::upn:Guest::uidn:Guest User::gcid:${s.guestCustomerId}::chid:${s.channelId}`;
  return { sub, isb };
}

export async function signAccessToken(
  db: Database,
  orgId: string,
  subject: TokenSubject,
  now: Date,
): Promise<string> {
  const { signer } = await signingKeysOf(db);
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({
    ...subjectClaims(orgId, subject),
    sty: subject.customer ? 'User' : 'Guest',
    ctx: 'slas',
    // OpenID Connect session id: lets a logout end the access tokens of the session too.
    sid: subject.sessionId,
  })
    .setProtectedHeader({ alg: SIGNING_ALG, kid: signer.kid, typ: 'JWT' })
    .setIssuer(issuerOf(orgId))
    .setAudience(audienceOf(orgId))
    .setIssuedAt(iat)
    .setNotBefore(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_SECONDS)
    .setJti(newId())
    .sign(signer.key);
}

function isbParts(isb: string): Map<string, string> {
  const parts = new Map<string, string>();
  for (const p of isb.split('::')) {
    const colon = p.indexOf(':');
    if (colon > 0) parts.set(p.slice(0, colon), p.slice(colon + 1));
  }
  return parts;
}

/** Reads the shopper out of verified claims; undefined when they do not have the expected form. */
export function shopperOf(payload: JWTPayload): Shopper | undefined {
  const { sub, isb, sid } = payload as JWTPayload & { isb?: unknown; sid?: unknown };
  if (typeof sub !== 'string' || typeof isb !== 'string' || typeof sid !== 'string')
    return undefined;
  const usid = /::usid:([^:]+)$/.exec(sub)?.[1];
  const parts = isbParts(isb);
  const gcid = parts.get('gcid');
  const rcid = parts.get('rcid');
  const channelId = parts.get('chid');
  if (!usid || !gcid || !channelId) return undefined;
  const isGuest = parts.get('uido') === 'slas' && parts.get('upn') === 'Guest' && !rcid;
  if (!isGuest && (!rcid || !parts.get('upn'))) return undefined;
  return {
    customerId: isGuest ? gcid : (rcid as string),
    usid,
    isGuest,
    login: isGuest ? undefined : parts.get('upn'),
    channelId,
    sessionId: sid,
  };
}

export type VerifyFailure = 'expired' | 'invalid';

/** Tokens already checked, per database (each has its own keys; tests open many). */
const checked = new WeakMap<Database, ReturnType<typeof verifiedTokens<Shopper>>>();

/**
 * Checks signature, algorithm, issuer, audience and lifetime at `now`; a token this process
 * checked before is only checked against its lifetime again (verified-tokens.ts).
 */
export async function verifyAccessToken(
  db: Database,
  orgId: string,
  token: string,
  now: Date,
): Promise<{ ok: true; shopper: Shopper } | { ok: false; reason: VerifyFailure }> {
  let known = checked.get(db);
  if (!known) checked.set(db, (known = verifiedTokens<Shopper>()));
  // The organization is part of the key: issuer and audience are checked for it.
  const key = `${orgId} ${token}`;
  const remembered = known.get(key, now);
  if (remembered) return { ok: true, shopper: remembered };
  try {
    const { payload } = await jwtVerify(
      token,
      async (header) => {
        const key = header.kid ? await verificationKey(db, header.kid) : undefined;
        if (!key) throw new errors.JWKSNoMatchingKey();
        return key;
      },
      {
        algorithms: [SIGNING_ALG],
        issuer: issuerOf(orgId),
        audience: audienceOf(orgId),
        currentDate: now,
        requiredClaims: ['exp', 'iat', 'sub', 'isb', 'sid'],
      },
    );
    const shopper = shopperOf(payload);
    if (!shopper) return { ok: false, reason: 'invalid' };
    // `requiredClaims` made jose check that `exp` and `iat` are there; `nbf` is set at signing.
    known.set(key, {
      value: shopper,
      notBefore: payload.nbf ?? payload.iat!,
      expires: payload.exp!,
    });
    return { ok: true, shopper };
  } catch (err) {
    if (err instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    if (err instanceof errors.JOSEError) return { ok: false, reason: 'invalid' };
    throw err;
  }
}
