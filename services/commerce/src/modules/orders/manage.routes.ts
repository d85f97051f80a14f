/**
 * …/custom/orders/v1/organizations/{org}/manage: the operator's orders (docs/api.md "Orders").
 * OPS_TOKEN guards it: unset, the API does not exist (404); set, a request without it or with
 * another is 401.
 * - GET `?q=&status=&siteId=&limit=&offset=`: orders, newest first; `q` is an order number (or
 *   its start) or part of an email.
 * - GET `/{orderNo}`: one order with its lines, shipments and trail.
 * - POST `/{orderNo}/{process|ship|deliver|fulfil|cancel|return|refund}`: an action, audited (an
 *   `order_events` row and a log line). `Idempotency-Key` makes a retry answer as the first call;
 *   X-Ops-Actor names who acts.
 * - POST `/{orderNo}/resend` `{email: confirmation|shipping|delivery|cancellation|refund}`: the
 *   order's last email of that kind sent again (202), audited; 404 when it never had one.
 */
import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import {
  operatorActor,
  operatorBody,
  requireOperatorToken,
  type OperatorApi,
} from '../../http/operator-api.ts';
import { HttpProblem, badRequest, notFound } from '../../http/problem.ts';
import { parseOrThrow, validateQuery } from '../../http/validate.ts';
import type { CurrencyCode } from '@solo/sites';
import { toDecimal } from '../pricing/index.ts';
import { eventsOf, operatorOrder, orderByNo, searchOrders } from './life-store.ts';
import type { OrderAction } from './lifecycle.ts';
import { act, type ActionRequest, type ActOutcome, type TransitionEvent } from './manage.ts';
import { orderMailOf } from './routes.ts';
import { resendOrderEmail } from './resend.ts';
import {
  emptyBody,
  idempotencyHeader,
  orderListQuery,
  orderNoPath,
  refundBody,
  resendBody,
  returnBody,
  shipBody,
} from './manage.schemas.ts';

/** The orders API's token, realm and actor header (http/operator-api.ts). */
const ORDERS_API: OperatorApi = {
  token: (config) => config.opsToken,
  tokenVar: 'OPS_TOKEN',
  title: 'The orders API',
  realm: 'orders',
  actorHeader: 'x-ops-actor',
  label: 'ops',
};

const actorOf = (c: Context<AppEnv>) => operatorActor(c, ORDERS_API);

function keyOf(c: Context<AppEnv>): string | undefined {
  const key = c.req.header('idempotency-key');
  return key === undefined
    ? undefined
    : parseOrThrow(idempotencyHeader, { 'idempotency-key': key })['idempotency-key'];
}

const orderNoOf = (c: Context<AppEnv>) => parseOrThrow(orderNoPath, c.req.param()).orderNo;

function requestOf(action: OrderAction, body: unknown): ActionRequest {
  switch (action) {
    case 'ship':
      return { action, ...parseOrThrow(shipBody, body) };
    case 'refund':
      return { action, ...parseOrThrow(refundBody, body) };
    case 'return':
      return { action, ...parseOrThrow(returnBody, body) };
    default:
      parseOrThrow(emptyBody, body);
      return { action };
  }
}

function problemOf(orderNo: string, outcome: Exclude<ActOutcome, { ok: true }>): HttpProblem {
  switch (outcome.reason) {
    case 'not-found':
      return notFound(`No order "${orderNo}"`, 'order-not-found');
    case 'key-reused':
      return new HttpProblem({
        status: 422,
        slug: 'idempotency-key-reused',
        title: 'Unprocessable Content',
        detail: 'This Idempotency-Key was used for another request on this order',
      });
    case 'busy':
      return new HttpProblem({
        status: 409,
        slug: 'order-busy',
        title: 'Conflict',
        detail: outcome.detail,
      });
    case 'wrong-state':
      return new HttpProblem({
        status: 409,
        slug: 'order-state',
        title: 'Conflict',
        detail: `Order ${orderNo} is ${outcome.status}: ${outcome.detail}`,
        extra: { currentStatus: outcome.status },
      });
    case 'invalid':
      return badRequest(
        outcome.fields.map((f) => `${f.name}: ${f.reason}`).join('; '),
        outcome.fields,
      );
    case 'beyond-captured':
      return badRequest(
        `amount: at most ${toDecimal(outcome.refundable, outcome.currency as CurrencyCode)} ${outcome.currency} is captured and not refunded`,
        [{ name: 'amount', reason: 'beyond the captured amount' }],
        'amount-beyond-captured',
      );
    case 'payment-refused':
      return new HttpProblem({
        status: 402,
        slug: 'payment-refused',
        title: 'Payment Required',
        detail: `The payment gateway refused (${outcome.payment}): ${outcome.message}; order ${orderNo} stays ${outcome.status}`,
        extra: { currentStatus: outcome.status, paymentReason: outcome.payment },
      });
  }
}

const action =
  (name: OrderAction, onTransition: OrderRoutesOptions['onTransition']) =>
  async (c: Context<AppEnv>) => {
    const orderNo = orderNoOf(c);
    const actor = actorOf(c);
    const idempotencyKey = keyOf(c);
    const request = requestOf(name, await operatorBody(c));
    const outcome = await act(
      { db: c.var.db, payments: c.var.payments, log: c.var.log, onTransition, ...orderMailOf(c) },
      { orderNo, actor, idempotencyKey, request },
    );
    c.var.log.info(
      {
        audit: 'orders',
        action: name,
        actor,
        orderNo,
        ok: outcome.ok,
        ...(outcome.ok
          ? { replayed: outcome.replayed, to: outcome.order.status }
          : { reason: outcome.reason }),
      },
      'order action',
    );
    if (!outcome.ok) throw problemOf(orderNo, outcome);
    return c.json(outcome.order);
  };

async function resend(c: Context<AppEnv>) {
  const orderNo = orderNoOf(c);
  const actor = actorOf(c);
  const { email } = parseOrThrow(resendBody, await operatorBody(c));
  const key = keyOf(c) ?? randomUUID();
  const outcome = await resendOrderEmail(
    { db: c.var.db, mailer: c.var.mailer },
    { orderNo, kind: email, key, now: new Date() },
  );
  c.var.log.info(
    { audit: 'orders', action: 'resend', email, actor, orderNo, ok: outcome.ok },
    'order action',
  );
  if (outcome.ok) return c.json({ messageId: outcome.messageId, created: outcome.created }, 202);
  if (outcome.reason === 'not-found') throw notFound(`No order "${orderNo}"`, 'order-not-found');
  throw notFound(`Order ${orderNo} has had no ${email} email`, 'order-email-not-found');
}

export interface OrderRoutesOptions {
  /** Called after each committed transition (the emails are written with it, manage.ts). */
  onTransition?: ((event: TransitionEvent) => void | Promise<void>) | undefined;
}

export function orderManageRoutes(options: OrderRoutesOptions = {}): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
    .use(requireOperatorToken(ORDERS_API))
    .get('/', validateQuery(orderListQuery), async (c) => {
      const query = c.req.valid('query');
      const rows = await searchOrders(c.var.db, query);
      return c.json({
        limit: query.limit,
        offset: query.offset,
        data: rows.map((r) => operatorOrder(r)),
      });
    })
    .get('/:orderNo', async (c) => {
      const orderNo = orderNoOf(c);
      const row = await orderByNo(c.var.db, orderNo);
      if (!row) throw notFound(`No order "${orderNo}"`, 'order-not-found');
      return c.json(operatorOrder(row, await eventsOf(c.var.db, orderNo)));
    });
  for (const name of [
    'process',
    'ship',
    'deliver',
    'fulfil',
    'cancel',
    'return',
    'refund',
  ] as const)
    routes.post(`/:orderNo/${name}`, action(name, options.onTransition));
  routes.post('/:orderNo/resend', resend);
  return routes;
}
