import { Hono } from 'hono';
import { registrationSchema } from '@solo/accounts';
import type { AppEnv } from '../../http/context.ts';
import { HttpProblem } from '../../http/problem.ts';
import { forbidden, requireShopper } from '../../http/shopper-auth.ts';
import { siteQuery } from '../../http/site.ts';
import { validateJson, validateQuery } from '../../http/validate.ts';
import { registerCustomer } from './service.ts';

/** Shopper Customers answers a taken login with this 400 (its title is what clients match). */
const loginInUse = () =>
  new HttpProblem({
    status: 400,
    slug: 'login-already-in-use',
    title: 'Login Already In Use',
    detail: 'The login is already in use.',
    extra: { invalidFields: [{ name: 'customer.login', reason: 'is already in use' }] },
  });

/** Shopper Customers: …/customer/shopper-customers/v1/organizations/{org}/customers */
export const customersRoutes = new Hono<AppEnv>().post(
  '/customers',
  requireShopper,
  validateQuery(siteQuery),
  validateJson(registrationSchema),
  async (c) => {
    if (!c.var.shopper.isGuest)
      throw forbidden('Registering a customer needs a guest shopper token');
    const result = await registerCustomer(c.var.db, c.req.valid('json'), new Date());
    if (!result.ok) throw loginInUse();
    c.header('cache-control', 'no-store');
    return c.json(result.customer);
  },
);
