/**
 * Custom API `express-payments` (spec 002 §7): `GET get-express-buttons-configs`, `get-order-info`,
 * `get-shipping-methods`; `POST set-shipping-address`, `set-shipping-method` with the CSRF token
 * of the configuration, and `POST paypal-create-order` (spec 002 §7 "paypal create-order") when
 * the gateway has a wallet sheet. Every action needs a shopper token and acts on the shopper's
 * current basket.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/context.ts';
import { HttpProblem, invalidFields, type InvalidField } from '../../http/problem.ts';
import { forbidden, requireShopper, type ShopperEnv } from '../../http/shopper-auth.ts';
import { parseOrThrow, validateJson, validateQuery } from '../../http/validate.ts';
import { basketAddressSchema, basketQuery, type BasketScope, ownerOf } from '../baskets/index.ts';
import type { WalletSheet } from '../payments/index.ts';
import { expressShippingCountries } from './express-payments.config.ts';
import { CSRF_HEADER, CSRF_TOKEN_NAME, csrfMatches } from './express-payments.csrf.ts';
import {
  expressButtonsConfig,
  expressShippingMethods,
  orderInfo,
  paypalCreateOrder,
  setExpressShippingAddress,
  setExpressShippingMethod,
} from './express-payments.service.ts';

type C = Context<ShopperEnv>;

const scopeOf = (c: C, q: { site: BasketScope['site']; locale: string }): BasketScope => ({
  owner: ownerOf(c.var.shopper),
  site: q.site,
  locale: q.locale,
  now: new Date(),
});

const answer = (c: C, body: object) => {
  c.header('cache-control', 'no-store');
  return c.json(body);
};

type Failure =
  | { ok: false; reason: 'basket-not-found' | 'item-not-found' | 'shipment-not-found' }
  | { ok: false; reason: 'invalid'; fields: InvalidField[] };

function valueOf<T>(outcome: { ok: true; value: T } | Failure): T {
  if (outcome.ok) return outcome.value;
  if (outcome.reason === 'invalid') throw invalidFields(outcome.fields);
  if (outcome.reason === 'basket-not-found')
    throw new HttpProblem({
      status: 404,
      slug: 'basket-not-found',
      title: 'Basket Not Found',
      detail: 'The shopper has no basket on this site',
    });
  throw new Error(`express payments: unexpected ${outcome.reason}`);
}

/** Spec 002 §7 sends flags as JSON; a form-minded client may send "true"/"false". */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])], 'must be true or false')
  .transform((v) => v === true || v === 'true')
  .optional();

const csrfField = { [CSRF_TOKEN_NAME]: z.string().optional() };

/** The POST actions need the configuration's CSRF token, in the header or the body. */
function checkCsrf(c: C, body: Record<string, unknown>) {
  const token = c.req.header(CSRF_HEADER) ?? body[CSRF_TOKEN_NAME];
  if (!csrfMatches(c.var.shopper.sessionId, token))
    throw forbidden(
      `Send the ${CSRF_TOKEN_NAME} of get-express-buttons-configs as ${CSRF_HEADER} or in the body`,
    );
}

const addressBody = z
  .object({ setFirstMethod: flag, isExpreesPayPal: flag, ...csrfField })
  .catchall(z.unknown());

const methodBody = z.object({
  methodId: z
    .string('Required')
    .trim()
    .min(1, 'Required')
    .max(256, 'must be at most 256 characters'),
  ...csrfField,
});

/** Spec 002 §5, §8: a country express orders do not ship to; the PayPal flow shows serverErrors. */
function countryNotAllowed(site: BasketScope['site'], country: string, payPal: boolean) {
  const allowed = expressShippingCountries(site);
  const detail = `Express orders on ${site.id} ship to ${allowed.join(', ')} only, not "${country}"`;
  return new HttpProblem({
    status: 400,
    slug: 'shipping-country-not-allowed',
    title: 'Shipping Country Not Allowed',
    detail,
    extra: {
      invalidFields: [{ name: 'countryCode', reason: detail }],
      isNotAllowedCountryCode: true,
      ...(payPal ? { serverErrors: [detail] } : {}),
    },
  });
}

const shopperAction = () => new Hono<ShopperEnv>().use(requireShopper);
const mount = (routes: Hono<ShopperEnv>) => new Hono<AppEnv>().route('/', routes);

export const expressButtonsConfigRoutes = mount(
  shopperAction().get('/', validateQuery(basketQuery), async (c) =>
    answer(
      c,
      await expressButtonsConfig(c.var.db, scopeOf(c, c.req.valid('query')), c.var.shopper, {
        fraudTools: c.var.payments.fraudDataEnabled,
        wallets: c.var.payments.approvedWallets,
      }),
    ),
  ),
);

export const orderInfoRoutes = mount(
  shopperAction().get('/', validateQuery(basketQuery), async (c) =>
    answer(c, valueOf(await orderInfo(c.var.db, scopeOf(c, c.req.valid('query'))))),
  ),
);

export const shippingMethodsRoutes = mount(
  shopperAction().get('/', validateQuery(basketQuery), async (c) =>
    answer(c, valueOf(await expressShippingMethods(c.var.db, scopeOf(c, c.req.valid('query'))))),
  ),
);

export const setShippingAddressRoutes = mount(
  shopperAction().post('/', validateQuery(basketQuery), validateJson(addressBody), async (c) => {
    const body = c.req.valid('json');
    checkCsrf(c, body);
    const scope = scopeOf(c, c.req.valid('query'));
    const countries = expressShippingCountries(scope.site);
    const country =
      typeof body.countryCode === 'string' ? body.countryCode.trim().toUpperCase() : '';
    if (country && !countries.includes(country))
      throw countryNotAllowed(scope.site, country, body.isExpreesPayPal === true);
    const address = parseOrThrow(basketAddressSchema(countries, 'estimate', false), body);
    const outcome = await setExpressShippingAddress(
      c.var.db,
      scope,
      address,
      body.setFirstMethod === true,
    );
    return answer(c, valueOf(outcome));
  }),
);

export const setShippingMethodRoutes = mount(
  shopperAction().post('/', validateQuery(basketQuery), validateJson(methodBody), async (c) => {
    const body = c.req.valid('json');
    checkCsrf(c, body);
    const outcome = await setExpressShippingMethod(
      c.var.db,
      scopeOf(c, c.req.valid('query')),
      body.methodId,
    );
    return answer(c, valueOf(outcome));
  }),
);

const paypalOrderBody = z.object({
  fundingSource: z.enum(['paypal', 'paylater'], 'must be paypal or paylater').optional(),
  ...csrfField,
});

/** `POST paypal-create-order {fundingSource?}`: the PayPal order of the basket's total. */
export const paypalCreateOrderRoutes = (wallets: WalletSheet) =>
  mount(
    shopperAction().post(
      '/',
      validateQuery(basketQuery),
      validateJson(paypalOrderBody),
      async (c) => {
        const body = c.req.valid('json');
        checkCsrf(c, body);
        const scope = scopeOf(c, c.req.valid('query'));
        const outcome = await paypalCreateOrder(
          c.var.db,
          scope,
          wallets,
          body.fundingSource ?? 'paypal',
        );
        if (!outcome.ok && outcome.reason === 'refused')
          throw new HttpProblem({
            status: 400,
            slug: outcome.failure.reason === 'zero_amount' ? 'zero-amount' : 'payment-invalid',
            title: outcome.failure.reason === 'zero_amount' ? 'Zero Amount' : 'Invalid Payment',
            detail: outcome.failure.message,
            extra: { reason: outcome.failure.reason },
          });
        return answer(c, valueOf(outcome));
      },
    ),
  );
