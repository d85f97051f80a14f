import type { Route } from './+types/session';
import type { DrawerState } from '../lib/account/drawer-state.ts';
import { greetingName } from '../lib/account/drawer-state.ts';
import { sdk } from '../lib/api/shopper.server.ts';
import { getServices } from '../lib/api/context.ts';
import { requirePageRoute } from '../lib/routing.ts';
import {
  discardShopperSession,
  findShopperSession,
  shopperApiConfig,
} from '../lib/session/session.server.ts';

/**
 * GET /{site}/{locale}/session: the account drawer's view of the shopper, as JSON. Never cached
 * (the session middleware marks it private, no-store), so pages themselves stay shareable
 * (docs/decisions.md "Shopper sessions and cacheable pages"). It starts no guest session; the
 * customer record is read only for registered shoppers (spec 000 §4).
 */
export async function loader(args: Route.LoaderArgs) {
  requirePageRoute(args.url, args.params);
  const session = await findShopperSession(args);
  if (!session?.isRegistered) return Response.json({ registered: false } satisfies DrawerState);
  let name: string | null = null;
  try {
    const customer = await new sdk.ShopperCustomers(shopperApiConfig(args, session)).getCustomer({
      parameters: { customerId: session.customerId },
    });
    name = greetingName(customer.firstName, customer.lastName);
  } catch (error) {
    // The token verified, yet the service ended its session: the shopper is a guest again.
    if (error instanceof sdk.ResponseError && error.response.status === 401) {
      discardShopperSession(args);
      return Response.json({ registered: false } satisfies DrawerState);
    }
    getServices(args.context).log.warn({ err: error }, 'customer record unavailable');
  }
  return Response.json({ registered: true, name } satisfies DrawerState);
}
