/**
 * The account drawer's view of the shopper (server only), for the no-store `/session` resource
 * route. It starts no guest session; the customer record is read only for registered shoppers
 * (spec 000 §4).
 */
import { getServices } from '../api/context.ts';
import { sdk } from '../api/shopper.server.ts';
import {
  discardShopperSession,
  findShopperSession,
  shopperApiConfig,
  type SessionArgs,
} from '../session/session.server.ts';
import { greetingName, type DrawerState } from './drawer-state.ts';

export async function readDrawerState(args: SessionArgs): Promise<DrawerState> {
  const session = await findShopperSession(args);
  if (!session?.isRegistered) return { registered: false };
  try {
    const customer = await new sdk.ShopperCustomers(shopperApiConfig(args, session)).getCustomer({
      parameters: { customerId: session.customerId },
    });
    return { registered: true, name: greetingName(customer.firstName, customer.lastName) };
  } catch (error) {
    // The token verified, yet the service ended its session: the shopper is a guest again.
    if (error instanceof sdk.ResponseError && error.response.status === 401) {
      discardShopperSession(args);
      return { registered: false };
    }
    // Signed in all the same; the drawer greets without a name.
    getServices(args.context).log.warn({ err: error }, 'customer record unavailable');
    return { registered: true, name: null };
  }
}
