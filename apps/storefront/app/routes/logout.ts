import { redirect } from 'react-router';
import { localizedPath } from '@solo/sites';
import type { Route } from './+types/logout';
import { requirePageRoute } from '../lib/routing.ts';
import { signOutShopper } from '../lib/session/session.server.ts';

/**
 * GET /logout signs nobody out: a link or an image on any page could send it. It leads to the
 * account page, where Sign Out is a same-origin form post.
 */
export function loader(args: Route.LoaderArgs) {
  const { site, locale } = requirePageRoute(args.url, args.params);
  return redirect(localizedPath(site, locale, '/account'));
}

/**
 * POST /logout (the account drawer's Sign Out, spec 000 §4): ends the session at the login
 * service, clears postalCode, geoCountryCode, dwsid, dwsecuretoken_* and the site's token cookies,
 * then goes to /login. A form post, so it works without scripts and no other site can trigger
 * it with a link.
 */
export async function action(args: Route.ActionArgs) {
  const { site, locale } = requirePageRoute(args.url, args.params);
  await signOutShopper(args);
  return redirect(localizedPath(site, locale, '/login'));
}
