/**
 * The shopper's session cookies (spec 000 §9 "Cookie prefixes"; DESIGN.md: tokens never reach
 * browser JavaScript). Every name carries the site id, so each site keeps its own session and a
 * site switch simply reads the other site's cookies (docs/decisions.md "Shopper session cookies").
 */

/** Spec 000 §9: the prefixes of the access token, the two refresh tokens and the usid. */
export const SESSION_COOKIE_PREFIXES = {
  accessToken: 'cc-at_',
  registeredRefreshToken: 'cc-nx_',
  guestRefreshToken: 'cc-nx-g_',
  usid: 'usid_',
} as const;

export type SessionCookie = keyof typeof SESSION_COOKIE_PREFIXES;

export type SessionCookieNames = Record<SessionCookie, string>;

/** `{accessToken: 'cc-at_SoloUS', …}` for a site. */
export function sessionCookieNames(siteId: string): SessionCookieNames {
  const names = {} as SessionCookieNames;
  for (const [key, prefix] of Object.entries(SESSION_COOKIE_PREFIXES))
    names[key as SessionCookie] = `${prefix}${siteId}`;
  return names;
}

/**
 * Spec 000 §4: cookies sign-out clears besides the site's token cookies. `dwsecuretoken_` is a
 * prefix: every cookie starting with it goes.
 */
export const SIGN_OUT_COOKIES = ['postalCode', 'geoCountryCode', 'dwsid'] as const;
export const SIGN_OUT_COOKIE_PREFIX = 'dwsecuretoken_';

/** All cookies of a Cookie header (first value wins, as browsers send the most specific first). */
export function parseCookies(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    const name = eq > 0 ? part.slice(0, eq).trim() : '';
    if (!name || cookies.has(name)) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      cookies.set(name, raw);
    }
  }
  return cookies;
}

export interface CookieOptions {
  /** Seconds until the browser drops the cookie; 0 deletes it. */
  maxAge: number;
  /** Secure outside plain-HTTP origins (localhost during development). */
  secure: boolean;
}

/**
 * A Set-Cookie value: httpOnly (never readable by page scripts), SameSite=Lax (sent on top-level
 * navigations from other sites, never on their sub-requests or form posts), for the whole origin.
 */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${Math.max(0, Math.floor(options.maxAge))}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

/** A Set-Cookie value that deletes `name` (Expires too, for clients that ignore Max-Age=0). */
export const expireCookie = (name: string, secure: boolean): string =>
  `${serializeCookie(name, '', { maxAge: 0, secure })}; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;

/** Cookies are Secure unless the shopper's origin is plain HTTP (a laptop, the test servers). */
export const isSecureOrigin = (origin: string): boolean => origin.startsWith('https:');
