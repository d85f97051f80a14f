import type { Route } from './+types/ocapi-session';
import { findSite } from '@solo/sites';
import { getServices } from '../lib/api/context.ts';
import { getShopperSession, SessionUnavailableError } from '../lib/session/session.server.ts';

/**
 * `POST /mobify/proxy/ocapi/s/{siteId}/dw/shop/v22_8/sessions`, the session bridge of spec 000
 * §7: creates the site's shopper session, or syncs it (renews a token close to expiry) when the
 * request carries the session's cookies. The browser calls it once per tab after its first page
 * (lib/session/session-start.ts) and again before /checkout (lib/session/checkout-sync.ts). The
 * session middleware writes the httpOnly cookies; 204 like the API it is named after. The site
 * comes from the path, not from a URL prefix.
 */
export async function action(args: Route.ActionArgs) {
  const site = findSite(args.params.siteId);
  if (!site || site.id !== args.params.siteId) {
    return Response.json(
      {
        type: '/errors/site-not-found',
        title: 'Site Not Found',
        status: 404,
        detail: `No site "${args.params.siteId}".`,
      },
      { status: 404, headers: { 'Content-Type': 'application/problem+json' } },
    );
  }
  try {
    await getShopperSession(args, site.id);
  } catch (error) {
    if (!(error instanceof SessionUnavailableError)) throw error;
    getServices(args.context).log.warn({ err: error }, 'session bridge: login service unavailable');
    return new Response(null, { status: 503, statusText: 'Service Unavailable' });
  }
  return new Response(null, { status: 204 });
}

/** Only POST: a GET is not a session write (405, naming the method to use). */
export function loader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST' } });
}
