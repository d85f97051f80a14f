/**
 * The checkout calls of Shopper Baskets v2 under `…/baskets/{basketId}`: the default shipment's
 * address and method, the billing address, payment instruments and methods. Mounted inside the
 * basket routes (routes.ts), behind their shopper check; a basket of anyone else is a 404.
 */
import { Hono, type Context } from 'hono';
import { ADDRESS_COUNTRIES, siteAddressCountries } from '@solo/accounts';
import type { BasketAddress } from '@solo/db/schema';
import { HttpProblem, invalidFields } from '../../http/problem.ts';
import type { ShopperEnv } from '../../http/shopper-auth.ts';
import { parseOrThrow, validateJson, validateQuery } from '../../http/validate.ts';
import { GIFT_CERTIFICATE } from '../payments/index.ts';
import { basketAddressSchema } from './addresses.ts';
import {
  addressBody,
  addInstrumentBody,
  billingAddressQuery,
  shippingAddressQuery,
  shippingMethodBody,
  updateInstrumentBody,
} from './checkout-schemas.ts';
import { giftCardInstrument } from './gift-card.routes.ts';
import { basketNotFound } from './http.ts';
import {
  addPaymentInstrument,
  paymentMethods,
  removePaymentInstrument,
  updatePaymentInstrument,
  type InstrumentOutcome,
} from './payment-instruments.ts';
import { basketQuery } from './schemas.ts';
import {
  setBillingAddress,
  setShippingAddress,
  setShippingMethod,
  shippingMethods,
  type ShipmentOutcome,
} from './shipments.ts';
import { ownerOf, type BasketScope } from './store.ts';

type C = Context<ShopperEnv>;

const scopeOf = (c: C, q: { site: BasketScope['site']; locale: string }): BasketScope => ({
  owner: ownerOf(c.var.shopper),
  site: q.site,
  locale: q.locale,
  now: new Date(),
  promotions: c.var.reads.promotions,
});

const notFound = (slug: string, title: string, detail: string) =>
  new HttpProblem({ status: 404, slug, title, detail });

/** The value of a successful outcome, or the problem of a failed one. */
function valueOf<T>(
  outcome: ShipmentOutcome<T> | InstrumentOutcome<T>,
  ids: { basketId: string; shipmentId?: string; paymentInstrumentId?: string },
): T {
  if (outcome.ok) return outcome.value;
  switch (outcome.reason) {
    case 'basket-not-found':
      throw basketNotFound(ids.basketId);
    case 'shipment-not-found':
      throw notFound(
        'shipment-not-found',
        'Shipment Not Found',
        `No shipment "${ids.shipmentId}" in this basket; its one shipment is "me"`,
      );
    case 'payment-instrument-not-found':
      throw notFound(
        'payment-instrument-not-found',
        'Payment Instrument Not Found',
        `No payment instrument "${ids.paymentInstrumentId}" in this basket`,
      );
    case 'invalid':
      throw invalidFields(outcome.fields);
    case 'item-not-found':
      throw new Error('a checkout call reported a missing product item');
    case 'not-owner':
      throw new HttpProblem({
        status: 403,
        slug: 'payment-method-not-owned',
        title: 'Payment Method Of Another Shopper',
        detail:
          'c_paymentNonce belongs to another shopper: a payment method pays only for the shopper who created it',
      });
    case 'other-basket':
      throw new HttpProblem({
        status: 403,
        slug: 'payment-method-other-basket',
        title: 'Payment Method Of Another Basket',
        detail:
          'c_paymentNonce was created for another basket: a payment method pays only the basket it was created for',
      });
  }
}

const answer = <T>(c: C, body: T) => {
  c.header('cache-control', 'no-store');
  return c.json(body as object);
};

/** A shipping address goes to a country the site ships to; name, street and phone required. */
const shippingAddressOf = (site: BasketScope['site'], body: unknown): BasketAddress =>
  parseOrThrow(basketAddressSchema(siteAddressCountries(site), 'full', true), body);

/** A billing address may be in any country the store has rules for; its phone is optional. */
const billingAddressOf = (body: unknown): BasketAddress =>
  parseOrThrow(
    basketAddressSchema(
      ADDRESS_COUNTRIES.map((c) => c.code),
      'full',
      false,
      'must be a country the store has address rules for',
    ),
    body,
  );

export const checkoutRoutes = new Hono<ShopperEnv>()
  .put(
    '/:basketId/shipments/:shipmentId/shipping-address',
    validateQuery(shippingAddressQuery),
    validateJson(addressBody),
    async (c) => {
      const ids = c.req.param();
      const q = c.req.valid('query');
      const address = shippingAddressOf(q.site, c.req.valid('json'));
      const scope = scopeOf(c, q);
      const outcome = await setShippingAddress(
        c.var.db,
        scope,
        ids.basketId,
        ids.shipmentId,
        address,
        { useAsBilling: q.flag },
      );
      return answer(c, valueOf(outcome, ids));
    },
  )
  .put(
    '/:basketId/shipments/:shipmentId/shipping-method',
    validateQuery(basketQuery),
    validateJson(shippingMethodBody),
    async (c) => {
      const ids = c.req.param();
      const scope = scopeOf(c, c.req.valid('query'));
      const { id } = c.req.valid('json');
      const outcome = await setShippingMethod(c.var.db, scope, ids.basketId, ids.shipmentId, id);
      return answer(c, valueOf(outcome, ids));
    },
  )
  .get(
    '/:basketId/shipments/:shipmentId/shipping-methods',
    validateQuery(basketQuery),
    async (c) => {
      const ids = c.req.param();
      const scope = scopeOf(c, c.req.valid('query'));
      const outcome = await shippingMethods(c.var.db, scope, ids.basketId, ids.shipmentId);
      return answer(c, valueOf(outcome, ids));
    },
  )
  .put(
    '/:basketId/billing-address',
    validateQuery(billingAddressQuery),
    validateJson(addressBody),
    async (c) => {
      const ids = c.req.param();
      const q = c.req.valid('query');
      const address = billingAddressOf(c.req.valid('json'));
      // The shipping address it also becomes must be one the site ships to.
      if (q.flag) shippingAddressOf(q.site, c.req.valid('json'));
      const scope = scopeOf(c, q);
      const outcome = await setBillingAddress(c.var.db, scope, ids.basketId, address, q.flag);
      return answer(c, valueOf(outcome, ids));
    },
  )
  .post(
    '/:basketId/payment-instruments',
    validateQuery(basketQuery),
    validateJson(addInstrumentBody),
    async (c) => {
      const ids = c.req.param();
      const scope = scopeOf(c, c.req.valid('query'));
      const body = c.req.valid('json');
      if (body.paymentMethodId === GIFT_CERTIFICATE)
        return answer(c, await giftCardInstrument(c, scope, ids.basketId, body));
      const deps = { db: c.var.db, payments: c.var.payments };
      const outcome = await addPaymentInstrument(deps, scope, ids.basketId, body);
      return answer(c, valueOf(outcome, ids));
    },
  )
  .patch(
    '/:basketId/payment-instruments/:paymentInstrumentId',
    validateQuery(basketQuery),
    validateJson(updateInstrumentBody),
    async (c) => {
      const ids = c.req.param();
      const scope = scopeOf(c, c.req.valid('query'));
      const outcome = await updatePaymentInstrument(
        { db: c.var.db, payments: c.var.payments },
        scope,
        ids.basketId,
        ids.paymentInstrumentId,
        c.req.valid('json'),
      );
      return answer(c, valueOf(outcome, ids));
    },
  )
  .delete(
    '/:basketId/payment-instruments/:paymentInstrumentId',
    validateQuery(basketQuery),
    async (c) => {
      const ids = c.req.param();
      const scope = scopeOf(c, c.req.valid('query'));
      const outcome = await removePaymentInstrument(
        c.var.db,
        scope,
        ids.basketId,
        ids.paymentInstrumentId,
      );
      return answer(c, valueOf(outcome, ids));
    },
  )
  .get('/:basketId/payment-methods', validateQuery(basketQuery), async (c) => {
    const ids = c.req.param();
    const scope = scopeOf(c, c.req.valid('query'));
    const wallets = c.var.payments.approvedWallets;
    return answer(c, valueOf(await paymentMethods(c.var.db, scope, ids.basketId, wallets), ids));
  });
