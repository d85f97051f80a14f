/**
 * Shopper Orders v1 (`POST /orders`, `GET /orders/{orderNo}`), the customer's orders under
 * Shopper Customers, and the custom API `order/lookup` of Track an Order. Routes validate, call
 * and map; placing lives in place.ts.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv, AppVariables } from '../../http/context.ts';
import { badRequest, HttpProblem, invalidFields } from '../../http/problem.ts';
import { forbidden, requireShopper, type ShopperEnv } from '../../http/shopper-auth.ts';
import { validateJson, validateQuery } from '../../http/validate.ts';
import { BUDGETS, enforce } from '../abuse/index.ts';
import { basketNotFound, basketQuery, ownerOf } from '../baskets/index.ts';
import type { PaymentFailure } from '../payments/index.ts';
import { linkOrigin } from '../../http/link-origin.ts';
import type { OrderMailDeps } from './order-mail.ts';
import { orderStatusByLink } from './order-status.ts';
import { placeOrder, type PlaceOutcome } from './place.ts';
import { customerOrders, findOrder, lookupOrder } from './store.ts';

type C = Context<ShopperEnv>;

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,128}$/;

const placeBody = z.object({
  basketId: z.string().min(1, 'Required').max(64),
  c_deviceData: z.string().max(4000).optional(),
});

const orderNotFound = (orderNo: string) =>
  new HttpProblem({
    status: 404,
    slug: 'order-not-found',
    title: 'Order Not Found',
    detail: `No order "${orderNo}" for this shopper`,
  });

/** Spec 002 §8: provider errors map by code; the storefront words them for the shopper. */
function paymentProblem(failure: PaymentFailure): HttpProblem {
  const extra = { reason: failure.reason };
  switch (failure.reason) {
    case 'declined':
    case 'insufficient_funds':
      return new HttpProblem({
        status: 402,
        slug: 'payment-declined',
        title: 'Payment Declined',
        detail: failure.message,
        extra,
      });
    case 'not_owner':
    case 'other_basket':
      // docs/decisions/payment-method-ownership.md: never paid with, whatever the amount.
      return new HttpProblem({
        status: 403,
        slug:
          failure.reason === 'not_owner'
            ? 'payment-method-not-owned'
            : 'payment-method-other-basket',
        title:
          failure.reason === 'not_owner'
            ? 'Payment Method Of Another Shopper'
            : 'Payment Method Of Another Basket',
        detail: failure.message,
        extra: {
          ...extra,
          invalidFields: [{ name: 'paymentInstruments', reason: failure.message }],
        },
      });
    case 'gateway_timeout':
      return new HttpProblem({
        status: 504,
        slug: 'payment-gateway-timeout',
        title: 'Payment Gateway Timeout',
        detail: failure.message,
        extra,
      });
    default:
      return new HttpProblem({
        status: 400,
        slug: 'payment-invalid',
        title: 'Invalid Payment',
        detail: failure.message,
        extra: {
          ...extra,
          invalidFields: [{ name: 'paymentInstruments', reason: failure.reason }],
        },
      });
  }
}

function orderOf(outcome: PlaceOutcome, basketId: string) {
  if (outcome.ok) return outcome.order;
  switch (outcome.reason) {
    case 'basket-not-found':
      throw basketNotFound(basketId);
    case 'busy':
      throw new HttpProblem({
        status: 409,
        slug: 'order-in-progress',
        title: 'Order In Progress',
        detail: 'An order for this basket is already being placed; ask again in a moment.',
      });
    case 'key-reused':
      throw new HttpProblem({
        status: 422,
        slug: 'idempotency-key-reused',
        title: 'Idempotency Key Reused',
        detail: 'This Idempotency-Key was used to order another basket.',
      });
    case 'not-ready':
      throw invalidFields(outcome.fields);
    case 'out-of-stock':
      throw new HttpProblem({
        status: 409,
        slug: 'product-out-of-stock',
        title: 'Product Out Of Stock',
        detail: `Not enough stock left for ${outcome.productIds.join(', ')}`,
        extra: { productIds: outcome.productIds },
      });
    case 'payment':
      throw paymentProblem(outcome.failure);
    case 'subscription-needs-account':
      throw badRequest(
        'A subscription needs a signed-in customer: sign in or create an account to subscribe',
        [{ name: 'productItems', reason: 'holds a subscription' }],
        'subscription-needs-account',
      );
    case 'subscription-needs-saved-card':
      throw badRequest(
        "A subscription reorders with a saved card: pay with one of the account's saved cards (customerPaymentInstrumentId)",
        [{ name: 'paymentInstruments', reason: 'must be a saved card of the account' }],
        'subscription-needs-saved-card',
      );
  }
}

/**
 * The confirmation's mailer and link origin. Links come only from PUBLIC_ORIGIN or a loopback
 * request (http/link-origin.ts); without either, the order is placed and no confirmation is
 * written, rather than refusing a paid order for want of a link (logged).
 */
export function orderMailOf(c: {
  var: Pick<AppVariables, 'config' | 'mailer' | 'log'>;
  req: { url: string };
}): { mail?: OrderMailDeps } {
  const { config, mailer, log } = c.var;
  try {
    const origin = linkOrigin(config.publicOrigin, c.req.url);
    return { mail: { mailer, origin, storeInbox: config.mail.storeInbox } };
  } catch {
    log.warn(
      { host: new URL(c.req.url).host },
      'no link origin: order placed without a confirmation email',
    );
    return {};
  }
}

/** Without an Idempotency-Key header the basket id is the key: one basket, one order. */
function idempotencyKeyOf(c: C, basketId: string): string {
  const header = c.req.header('idempotency-key');
  if (header === undefined) return `basket:${basketId}`;
  if (!IDEMPOTENCY_KEY.test(header))
    throw invalidFields([
      { name: 'Idempotency-Key', reason: '8 to 128 letters, digits or . _ : -' },
    ]);
  return header;
}

const ordersApi = new Hono<ShopperEnv>()
  .use(requireShopper)
  .post('/', validateQuery(basketQuery), validateJson(placeBody), async (c) => {
    const q = c.req.valid('query');
    const { basketId, c_deviceData } = c.req.valid('json');
    const scope = {
      owner: ownerOf(c.var.shopper),
      site: q.site,
      locale: q.locale,
      now: new Date(),
    };
    const deps = { db: c.var.db, payments: c.var.payments, ...orderMailOf(c) };
    const outcome = await placeOrder(deps, scope, {
      basketId,
      idempotencyKey: idempotencyKeyOf(c, basketId),
      deviceData: c_deviceData,
    });
    const order = orderOf(outcome, basketId);
    c.header('cache-control', 'no-store');
    return c.json(order, outcome.ok && outcome.replayed ? 200 : 201);
  })
  .get('/:orderNo', validateQuery(basketQuery), async (c) => {
    const orderNo = c.req.param('orderNo');
    const order = await findOrder(c.var.db, { ownerId: ownerOf(c.var.shopper).id }, orderNo);
    if (!order || order.siteId !== c.req.valid('query').site.id) throw orderNotFound(orderNo);
    c.header('cache-control', 'no-store');
    return c.json(order);
  });

/** Mounted under checkout/shopper-orders/v1. */
export const ordersRoutes = new Hono<AppEnv>().route('/orders', ordersApi);

const dateParam = z.iso
  .datetime({ offset: true })
  .or(z.iso.date())
  .transform((v) => new Date(v));

const historyQuery = z.object({
  siteId: basketQuery.in.shape.siteId,
  from: dateParam.optional(),
  until: dateParam.optional(),
  status: z.string().max(32).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(10),
});

/** Shopper Customers `GET /customers/{customerId}/orders`: the caller's own orders only. */
export const customerOrdersRoutes = new Hono<AppEnv>().route(
  '/customers/:customerId/orders',
  new Hono<ShopperEnv>().use(requireShopper).get('/', validateQuery(historyQuery), async (c) => {
    const shopper = c.var.shopper;
    if (c.req.param('customerId') !== shopper.customerId)
      throw forbidden('The access token does not belong to this customer');
    const q = c.req.valid('query');
    const page = !shopper.isGuest
      ? await customerOrders(c.var.db, {
          ...q,
          customerId: shopper.customerId,
          siteId: q.siteId.id,
        })
      : { data: [], offset: q.offset, limit: q.limit, total: 0 };
    c.header('cache-control', 'no-store');
    return c.json(page);
  }),
);

const lookupBody = z.object({
  orderNo: z.string().trim().min(1, 'Required').max(32),
  email: z.string().trim().max(256).pipe(z.email('must be an email address')),
});

/**
 * Custom API `order/lookup` (Track an Order): `POST {orderNo, email}` answers the order when both
 * match, and the same 404 whichever was wrong; 429 with Retry-After past the lookup budgets.
 */
export const orderLookupRoutes = new Hono<AppEnv>().route(
  '/',
  new Hono<ShopperEnv>()
    .use(requireShopper)
    .post('/', validateQuery(basketQuery), validateJson(lookupBody), async (c) => {
      const { orderNo, email } = c.req.valid('json');
      const site = c.req.valid('query').site;
      // Guesses of number and email are bounded per client, per email and in all.
      const ip = c.var.client.ip;
      await enforce(c, [
        { budget: BUDGETS.orderLookupIpBurst, key: ip },
        { budget: BUDGETS.orderLookupIp, key: ip },
        { budget: BUDGETS.orderLookupEmail, key: email.toLowerCase() },
        { budget: BUDGETS.orderLookupGlobal, key: '*' },
      ]);
      const order = await lookupOrder(c.var.db, { siteId: site.id, orderNo, email });
      if (!order)
        throw new HttpProblem({
          status: 404,
          slug: 'order-not-found',
          title: 'Order Not Found',
          detail: 'No order matches this order number and email address',
        });
      c.header('cache-control', 'no-store');
      return c.json(order);
    }),
);

const statusQuery = z.object({
  siteId: basketQuery.in.shape.siteId,
  token: z.string().min(1, 'Required').max(200),
});

const STATUS_LINK_PROBLEMS = {
  malformed: [
    400,
    'order-status-link-malformed',
    'Malformed Order Status Link',
    'This is not an order status link',
  ],
  forged: [
    403,
    'order-status-link-invalid',
    'Invalid Order Status Link',
    'This order status link is not valid',
  ],
  expired: [
    410,
    'order-status-link-expired',
    'Expired Order Status Link',
    'This order status link has expired',
  ],
} as const;

/**
 * Custom API `order/status` (the signed order-status link of sites without Track an Order):
 * `GET ?siteId&token` answers the order's status when the link's signature holds and it has not
 * expired; 400 malformed, 403 forged or for another site, 410 expired.
 */
export const orderStatusRoutes = new Hono<AppEnv>().get(
  '/',
  validateQuery(statusQuery),
  async (c) => {
    const { siteId, token } = c.req.valid('query');
    const outcome = await orderStatusByLink(c.var.db, { siteId: siteId.id, token }, new Date());
    c.header('cache-control', 'no-store');
    if (outcome.ok) return c.json(outcome.view);
    const [status, slug, title, detail] = STATUS_LINK_PROBLEMS[outcome.reason];
    throw new HttpProblem({
      status,
      slug,
      title,
      detail,
      extra: { invalidFields: [{ name: 'token', reason: detail }] },
    });
  },
);
