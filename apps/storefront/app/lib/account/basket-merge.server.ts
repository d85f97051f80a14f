/**
 * Spec 000 §4 sign-in: "on success with a non-empty guest basket, the guest basket is merged
 * into the customer's basket (destination basket created); with an empty guest basket nothing is
 * merged." The service finds the guest basket by the usid the registered session carries on.
 * A merge that fails never fails the sign-in: it is logged (spec 000 §8, basket errors).
 */
import { sdk } from '../api/shopper.server.ts';
import { getServices } from '../api/context.ts';
import {
  shopperApiConfig,
  type SessionArgs,
  type ShopperSession,
} from '../session/session.server.ts';

export type MergeResult = 'no-guest' | 'empty' | 'merged' | 'failed';

/** Whether the guest's baskets hold any item; a guest without a basket has nothing to merge. */
async function guestHasItems(args: SessionArgs, guest: ShopperSession): Promise<boolean> {
  const customers = new sdk.ShopperCustomers(shopperApiConfig(args, guest));
  const result = await customers.getCustomerBaskets({
    parameters: { customerId: guest.customerId },
  });
  return (result.baskets ?? []).some((basket) => (basket.productItems?.length ?? 0) > 0);
}

export async function mergeGuestBasket(
  args: SessionArgs,
  signedIn: { session: ShopperSession; guest: ShopperSession | null },
): Promise<MergeResult> {
  const { guest, session } = signedIn;
  if (!guest) return 'no-guest';
  try {
    if (!(await guestHasItems(args, guest))) return 'empty';
    await new sdk.ShopperBasketsV2(shopperApiConfig(args, session)).mergeBasket({
      parameters: { createDestinationBasket: true },
    });
    return 'merged';
  } catch (error) {
    getServices(args.context).log.warn({ err: error }, 'guest basket merge failed');
    return 'failed';
  }
}
