/**
 * The payment gateway's browser calls (custom API `payments`: tokenize, wallet contexts) and the
 * etching modal's group inquiry (custom API `email`, send-gac-email) and the notify-me modal
 * (custom API `notify-me`, subscribe) need the shopper's access
 * token, which browser JavaScript never holds (DESIGN.md): on their way to the
 * commerce service the server adds it from the session cookie of the site the call names
 * (`?siteId=`). Other calls pass as they are; a call with its own Authorization keeps it.
 */
import { parseCookies, sessionCookieNames } from '../app/lib/session/cookies.ts';

const BROWSER_APIS = [
  /^\/mobify\/proxy\/api\/custom\/payments\/v1\//,
  /^\/mobify\/proxy\/api\/custom\/email\/v1\/organizations\/[^/]+\/send-gac-email$/,
  /^\/mobify\/proxy\/api\/custom\/notify-me\/v1\/organizations\/[^/]+\/subscribe$/,
];
const SITE_ID = /^[A-Za-z0-9_-]{1,32}$/;

/** The `Authorization` value to add to a browser's call of these APIs, if it has a session. */
export function browserShopperToken(url: string, headers: Headers): string | undefined {
  if (headers.has('authorization')) return undefined;
  const { pathname, searchParams } = new URL(url);
  if (!BROWSER_APIS.some((api) => api.test(pathname))) return undefined;
  const siteId = searchParams.get('siteId') ?? '';
  if (!SITE_ID.test(siteId)) return undefined;
  const token = parseCookies(headers.get('cookie')).get(sessionCookieNames(siteId).accessToken);
  return token ? `Bearer ${token}` : undefined;
}
