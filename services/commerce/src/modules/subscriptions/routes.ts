/**
 * The account API of subscriptions (docs/api.md, docs/decisions/subscriptions.md) under
 * `custom/subscriptions/v1/organizations/{org}/customers/{customerId}/…`: a registered shopper's
 * own subscriptions only. Another customer's id or subscription answers 404, as an unknown one.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/context.ts';
import { HttpProblem, invalidFields, notFound } from '../../http/problem.ts';
import { requireShopper, type ShopperEnv } from '../../http/shopper-auth.ts';
import { validateJson, validateQuery } from '../../http/validate.ts';
import { basketQuery, isFrequency, SUBSCRIPTION_FREQUENCIES } from '../baskets/index.ts';
import {
  actOnSubscription,
  changeSubscription,
  listSubscriptions,
  upcomingOrder,
  type SubscriptionOutcome,
  type SubscriptionScope,
} from './manage.ts';

type C = Context<ShopperEnv>;

const ID = /^[0-9a-f]{24}$/;

const customerNotFound = () =>
  notFound('No such customer for this access token', 'customer-not-found');
const subscriptionNotFound = (id: string) =>
  notFound(`No subscription "${id}" for this customer`, 'subscription-not-found');

/** The registered shopper's own scope; any other customer id is not found (never 403). */
function scopeOf(c: C, q: z.output<typeof basketQuery>): SubscriptionScope {
  const { shopper } = c.var;
  if (shopper.isGuest || c.req.param('customerId') !== shopper.customerId) throw customerNotFound();
  return { customerId: shopper.customerId, siteId: q.site.id, locale: q.locale, now: new Date() };
}

const changeBody = z
  .object({
    frequency: z
      .string()
      .refine(isFrequency, `must be one of ${SUBSCRIPTION_FREQUENCIES.join(', ')}`)
      .optional(),
    quantity: z
      .number('must be a number')
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .optional(),
    paymentInstrumentId: z.string().trim().min(1, 'Required').max(256).optional(),
    shippingAddressId: z.string().trim().min(1, 'Required').max(256).optional(),
  })
  .strict()
  .refine(
    (b) => Object.keys(b).length > 0,
    'name at least one of frequency, quantity, paymentInstrumentId, shippingAddressId',
  );

const ACTIONS = ['skip', 'pause', 'resume', 'cancel'] as const;

function subscriptionOf(outcome: SubscriptionOutcome, id: string) {
  if (outcome.ok) return outcome.value;
  switch (outcome.reason) {
    case 'not-found':
      throw subscriptionNotFound(id);
    case 'canceled':
      throw new HttpProblem({
        status: 409,
        slug: 'subscription-canceled',
        title: 'Subscription Canceled',
        detail: `Subscription "${id}" is canceled and changes no more`,
      });
    case 'invalid':
      throw invalidFields(outcome.fields);
  }
}

const deps = (c: C) => ({ db: c.var.db, payments: c.var.payments });

const customerApi = new Hono<ShopperEnv>()
  .use(requireShopper)
  .get('/subscriptions', validateQuery(basketQuery), async (c) => {
    const data = await listSubscriptions(deps(c), scopeOf(c, c.req.valid('query')));
    c.header('cache-control', 'no-store');
    return c.json({ total: data.length, data });
  })
  .patch('/subscriptions/:id', validateQuery(basketQuery), validateJson(changeBody), async (c) => {
    const scope = scopeOf(c, c.req.valid('query'));
    const id = c.req.param('id');
    if (!ID.test(id)) throw subscriptionNotFound(id);
    const body = c.req.valid('json');
    const outcome = await changeSubscription(deps(c), scope, id, {
      ...body,
      frequency: body.frequency && isFrequency(body.frequency) ? body.frequency : undefined,
    });
    c.header('cache-control', 'no-store');
    return c.json(subscriptionOf(outcome, id));
  })
  .post('/subscriptions/:id/actions/:action', validateQuery(basketQuery), async (c) => {
    const scope = scopeOf(c, c.req.valid('query'));
    const { id, action } = c.req.param();
    if (!ID.test(id)) throw subscriptionNotFound(id);
    const known = ACTIONS.find((a) => a === action);
    if (!known) throw notFound(`No action "${action}": one of ${ACTIONS.join(', ')}`);
    const outcome = await actOnSubscription(deps(c), scope, id, known);
    c.header('cache-control', 'no-store');
    return c.json(subscriptionOf(outcome, id));
  })
  .get('/upcoming-order', validateQuery(basketQuery), async (c) => {
    const upcoming = await upcomingOrder(deps(c), scopeOf(c, c.req.valid('query')));
    c.header('cache-control', 'no-store');
    // The spec's OrderGroovePWA-getUpcomingOrder: a JSON string the storefront parses.
    return c.json({ ogUpcomingOrder: upcoming ? JSON.stringify(upcoming) : null });
  });

/** Mounted as the custom API subscriptions/customers. */
export const subscriptionsRoutes = new Hono<AppEnv>().route('/:customerId', customerApi);
