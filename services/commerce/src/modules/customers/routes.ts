import { Hono } from 'hono';
import { profileSchema, registrationSchema } from '@solo/accounts';
import type { AppEnv } from '../../http/context.ts';
import { badRequest } from '../../http/problem.ts';
import { forbidden, requireShopper, type ShopperEnv } from '../../http/shopper-auth.ts';
import { siteQuery } from '../../http/site.ts';
import { validateJson, validateQuery } from '../../http/validate.ts';
import { BUDGETS, enforce } from '../abuse/index.ts';
import { addressRoutes } from './address.routes.ts';
import { requireOwnCustomer } from './http.ts';
import { passwordRoutes } from './password.routes.ts';
import { paymentInstrumentRoutes } from './payment-instruments.routes.ts';
import { customerNotFound, loginInUse } from './problems.ts';
import { getCustomer, updateProfile } from './profile.ts';
import { registerCustomer } from './service.ts';

/**
 * …/customers/{customerId}: the signed-in customer's own record. The checks sit on each route: a
 * `.use` here would also run for every path below (addresses, product lists), which check again.
 */
const customerRoutes = new Hono<ShopperEnv>()
  .get('/', requireShopper, requireOwnCustomer, validateQuery(siteQuery), async (c) => {
    const customer = await getCustomer(c.var.db, c.var.shopper.customerId);
    if (!customer) throw customerNotFound();
    c.header('cache-control', 'no-store');
    return c.json(customer);
  })
  .patch(
    '/',
    requireShopper,
    requireOwnCustomer,
    validateQuery(siteQuery),
    validateJson(profileSchema),
    async (c) => {
      const result = await updateProfile(
        c.var.db,
        c.var.shopper.customerId,
        c.req.valid('json'),
        new Date(),
      );
      if (!result.ok) {
        if (result.reason === 'not-found') throw customerNotFound();
        if (result.reason === 'login-in-use') throw loginInUse('email');
        throw badRequest('login: must equal email', [
          { name: 'login', reason: 'must equal email' },
        ]);
      }
      c.header('cache-control', 'no-store');
      return c.json(result.customer);
    },
  );

/** Shopper Customers: …/customer/shopper-customers/v1/organizations/{org}/customers */
export const customersRoutes = new Hono<AppEnv>()
  .post(
    '/customers',
    requireShopper,
    validateQuery(siteQuery),
    validateJson(registrationSchema),
    async (c) => {
      if (!c.var.shopper.isGuest)
        throw forbidden('Registering a customer needs a guest shopper token');
      await enforce(c, [
        { budget: BUDGETS.registerIp, key: c.var.client.ip },
        { budget: BUDGETS.registerGlobal, key: '*' },
      ]);
      const result = await registerCustomer(c.var.db, c.req.valid('json'), new Date());
      if (!result.ok) throw loginInUse();
      c.header('cache-control', 'no-store');
      return c.json(result.customer);
    },
  )
  .route('/customers/:customerId', customerRoutes)
  .route('/customers/:customerId/password', passwordRoutes)
  .route('/customers/:customerId/addresses', addressRoutes)
  .route('/customers/:customerId/payment-instruments', paymentInstrumentRoutes);
