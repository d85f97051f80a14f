/**
 * Spec 000 §4 / issue: a guest session exists from the shopper's first visit. Pages stay
 * shareable HTML without cookies (docs/decisions.md "Shopper sessions and cacheable pages"), so
 * the browser asks for the session once the page is idle: the session bridge (`POST
 * /mobify/proxy/ocapi/s/{siteId}/dw/shop/v22_8/sessions`, spec 000 §7) starts a
 * guest session when the site has none, or renews a token near its expiry, and sets the httpOnly
 * cookies. Once per tab and site is enough: every later request that needs a token renews it
 * on the server.
 *
 * Two requests without cookies would each start a guest session, and the one answered last would
 * win the cookies (a sign-in could be undone). So the request starts as soon as the page
 * hydrates, before any form can be sent from script, and the root's client middleware holds
 * every router request until it is answered (`whenSessionStarted`).
 */

let inFlight: Promise<unknown> | null = null;

/** Settles once no session start is under way (at once when none is). */
export async function whenSessionStarted(): Promise<void> {
  await inFlight?.catch(() => undefined);
}

/** The sessionStorage key that says this tab already asked for the site's session. */
export const sessionStartKey = (siteId: string) => `solo:session-started:${siteId}`;

/** The part of Storage this uses; sessionStorage in the browser. */
export type StartStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Asks for the site's session unless this tab already did. Failures are left for the next page
 * (the key is only kept after a successful answer); nothing the shopper sees depends on it.
 */
export async function startSession(
  siteId: string,
  url: string,
  storage: StartStorage | null,
  post: (url: string) => Promise<{ ok: boolean }>,
): Promise<boolean> {
  const key = sessionStartKey(siteId);
  try {
    if (storage?.getItem(key)) return false;
  } catch {
    // Blocked storage (privacy modes): ask on every page instead.
  }
  const request = post(url);
  inFlight = request;
  let res: { ok: boolean };
  try {
    res = await request;
  } finally {
    if (inFlight === request) inFlight = null;
  }
  if (!res.ok) return false;
  try {
    storage?.setItem(key, '1');
  } catch {
    // As above.
  }
  return true;
}
