import { Hono } from 'hono';
import { z } from 'zod';
import { passwordSchema } from '@solo/accounts';
import { HttpProblem, problemResponse } from '../../http/problem.ts';
import { requireShopper, type ShopperEnv } from '../../http/shopper-auth.ts';
import { siteQuery } from '../../http/site.ts';
import { validateJson, validateQuery } from '../../http/validate.ts';
import { requireOwnCustomer } from './http.ts';
import { changePassword } from './password.ts';
import { customerNotFound } from './problems.ts';

const passwordChange = z.object({
  currentPassword: z.string().min(1, 'Required'),
  password: passwordSchema,
});

/**
 * A wrong current password (docs/decisions.md "Changing the password"): 401 with this title and
 * no WWW-Authenticate header, unlike a refused token (title "Unauthorized").
 */
const invalidCredentials = () =>
  new HttpProblem({
    status: 401,
    slug: 'invalid-customer-credentials',
    title: 'Invalid Customer Credentials',
    detail: 'The current password is not correct.',
    extra: { invalidFields: [{ name: 'currentPassword', reason: 'is not correct' }] },
  });

const tooManyAttempts = () =>
  new HttpProblem({
    status: 429,
    slug: 'too-many-attempts',
    title: 'Too Many Attempts',
    detail: 'Too many wrong passwords; try again later.',
  });

/** PUT …/customers/{customerId}/password: 204 when changed. */
export const passwordRoutes = new Hono<ShopperEnv>()
  .use(requireShopper, requireOwnCustomer)
  .put('/', validateQuery(siteQuery), validateJson(passwordChange), async (c) => {
    const { customerId, sessionId } = c.var.shopper;
    const result = await changePassword(
      c.var.db,
      { customerId, sessionId, clientIp: c.var.client.ip },
      c.req.valid('json'),
      new Date(),
    );
    if (result.ok) return c.body(null, 204);
    if (result.reason === 'not-found') throw customerNotFound();
    if (result.reason === 'throttled')
      return problemResponse(tooManyAttempts(), {
        instance: c.req.path,
        headers: { 'retry-after': String(result.retryAfter), 'x-request-id': c.var.requestId },
      });
    throw invalidCredentials();
  });
