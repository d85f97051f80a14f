import type { MiddlewareHandler } from 'hono';
import { forbidden, type ShopperEnv } from '../../http/shopper-auth.ts';

/**
 * After `requireShopper`: the `:customerId` of the path must be the registered shopper calling.
 * Any other id — another customer's, an unknown one, or any id with a guest token — gets the same
 * 403, so the answer never tells whether that customer exists.
 */
export const requireOwnCustomer: MiddlewareHandler<ShopperEnv> = async (c, next) => {
  const { shopper } = c.var;
  if (shopper.isGuest || c.req.param('customerId') !== shopper.customerId)
    throw forbidden('The access token does not belong to this customer');
  await next();
};
