import type { Route } from './+types/session';
import { readDrawerState } from '../lib/account/drawer-state.server.ts';
import { requirePageRoute } from '../lib/routing.ts';

/**
 * GET /{site}/{locale}/session: the account drawer's view of the shopper, as JSON. Never cached
 * (the session middleware marks it private, no-store), so pages themselves stay shareable
 * (docs/decisions.md "Shopper sessions and cacheable pages").
 */
export async function loader(args: Route.LoaderArgs) {
  requirePageRoute(args.url, args.params);
  return Response.json(await readDrawerState(args));
}
