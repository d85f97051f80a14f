/**
 * …/custom/subscriptions/v1/organizations/{org}/manage: the operator's subscriptions (docs/api.md
 * "Subscriptions (operator)"). OPS_TOKEN guards it as it does the orders API: unset, the API does
 * not exist (404); set, a request without it or with another is 401.
 * - GET `?customer=&status=&siteId=&limit=&offset=`: subscriptions, newest first; `customer` is a
 *   customer id or part of an email.
 * - GET `/{id}`: one subscription with its runs and trail.
 * - POST `/{id}/{pause|resume|cancel}`: the shopper's own action (manage.ts), audited (a
 *   `subscription_events` row and a log line); X-Ops-Actor names who acts. Canceled: 409.
 * - POST `/run`: the scheduler once, now; its counts. Only where the composition gave it the
 *   checkout's placement (`runOnce`); elsewhere 503 (docs/decisions/subscription-operator-api.md).
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import {
  operatorActor,
  operatorBody,
  requireOperatorToken,
  type OperatorApi,
} from '../../http/operator-api.ts';
import { HttpProblem, notFound } from '../../http/problem.ts';
import { parseOrThrow, validateQuery } from '../../http/validate.ts';
import {
  operatorAct,
  operatorSummary,
  searchSubscriptions,
  subscriptionDetail,
  type OperatorAction,
} from './operator.ts';
import { emptyBody, subscriptionIdPath, subscriptionListQuery } from './operator.schemas.ts';
import type { SchedulerRun } from './scheduler.ts';

/** The same token, realm and actor header as the orders API: one operator runs both. */
const SUBSCRIPTIONS_API: OperatorApi = {
  token: (config) => config.opsToken,
  tokenVar: 'OPS_TOKEN',
  title: 'The subscriptions API',
  realm: 'subscriptions',
  actorHeader: 'x-ops-actor',
  label: 'ops',
};

type C = Context<AppEnv>;

const deps = (c: C) => ({ db: c.var.db, payments: c.var.payments });
const idOf = (c: C) => parseOrThrow(subscriptionIdPath, c.req.param()).id;
const subscriptionNotFound = (id: string) =>
  notFound(`No subscription "${id}"`, 'subscription-not-found');

const action = (name: OperatorAction) => async (c: C) => {
  const id = idOf(c);
  const actor = operatorActor(c, SUBSCRIPTIONS_API);
  parseOrThrow(emptyBody, await operatorBody(c));
  const outcome = await operatorAct(deps(c), { id, action: name, actor, now: new Date() });
  c.var.log.info(
    {
      audit: 'subscriptions',
      action: name,
      actor,
      subscriptionId: id,
      ok: outcome.ok,
      ...(outcome.ok ? { to: outcome.subscription.status } : { reason: outcome.reason }),
    },
    'subscription action',
  );
  if (outcome.ok) return c.json(outcome.subscription);
  if (outcome.reason === 'not-found') throw subscriptionNotFound(id);
  throw new HttpProblem({
    status: 409,
    slug: 'subscription-canceled',
    title: 'Subscription Canceled',
    detail: `Subscription "${id}" is canceled and changes no more`,
    extra: { currentStatus: 'canceled' },
  });
};

export interface SubscriptionOperatorOptions {
  /**
   * One run of the scheduler now, built by the composition from the in-process scheduler's own
   * dependencies (the checkout's placement, which this module must not import).
   */
  runOnce?: (() => Promise<SchedulerRun>) | undefined;
}

export function subscriptionManageRoutes(options: SubscriptionOperatorOptions = {}): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .use(requireOperatorToken(SUBSCRIPTIONS_API))
    .get('/', validateQuery(subscriptionListQuery), async (c) => {
      const query = c.req.valid('query');
      const rows = await searchSubscriptions(c.var.db, query);
      return c.json({ limit: query.limit, offset: query.offset, data: rows.map(operatorSummary) });
    })
    .post('/run', async (c) => {
      const actor = operatorActor(c, SUBSCRIPTIONS_API);
      parseOrThrow(emptyBody, await operatorBody(c));
      if (!options.runOnce)
        throw new HttpProblem({
          status: 503,
          slug: 'scheduler-unavailable',
          title: 'Service Unavailable',
          detail:
            'This process was started without the subscription scheduler; run it against the store (npm run start / start:commerce)',
        });
      const run = await options.runOnce();
      c.var.log.info({ audit: 'subscriptions', action: 'run', actor, ...run }, 'subscription run');
      return c.json(run);
    })
    .get('/:id', async (c) => {
      const id = idOf(c);
      const subscription = await subscriptionDetail(deps(c), id, new Date());
      if (!subscription) throw subscriptionNotFound(id);
      return c.json(subscription);
    })
    .post('/:id/pause', action('pause'))
    .post('/:id/resume', action('resume'))
    .post('/:id/cancel', action('cancel'));
}
