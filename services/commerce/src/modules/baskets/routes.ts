/**
 * Shopper Baskets v2 under `checkout/shopper-baskets/v2/organizations/{org}/baskets`, and the
 * customer's baskets under Shopper Customers. Every call needs a shopper token; a basket of
 * anyone else answers exactly as one that does not exist (404).
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/context.ts';
import { badRequest, HttpProblem, invalidFields } from '../../http/problem.ts';
import { forbidden, requireShopper, type ShopperEnv } from '../../http/shopper-auth.ts';
import { validateJson, validateQuery } from '../../http/validate.ts';
import { checkoutRoutes } from './checkout.routes.ts';
import {
  GIFT_CERTIFICATE_LIMIT_TITLE,
  INVALID_COUPON_TITLE,
  QUOTA_EXCEEDED_TITLE,
} from './constants.ts';
import { addCoupon, removeCoupon, type CouponOutcome } from './coupons.ts';
import {
  addGiftCertificate,
  removeGiftCertificate,
  updateGiftCertificate,
  type GiftCertificateOutcome,
} from './gift-certificates.ts';
import { basketNotFound } from './http.ts';
import { addItems, removeItem, updateItems, type FieldName, type ItemsOutcome } from './items.ts';
import { mergeBasket, type MergeOutcome } from './merge.ts';
import { removeManualAdjustments } from './price-adjustments.ts';
import {
  addItemsBody,
  basketQuery,
  couponBody,
  createBody,
  giftCertificateBody,
  giftCertificateChangeBody,
  customerBody,
  mergeQuery,
  updateBasketBody,
  updateItemBody,
  updateItemsBody,
} from './schemas.ts';
import {
  createBasket,
  deleteBasket,
  getBasket,
  listBaskets,
  setCustomerEmail,
  updateBasket,
  type CreateOutcome,
} from './service.ts';
import { ownerOf, type BasketScope } from './store.ts';
import type { WireBasket } from './wire.ts';

type C = Context<ShopperEnv>;

const scopeOf = (c: C, q: { site: BasketScope['site']; locale: string }): BasketScope => ({
  owner: ownerOf(c.var.shopper),
  site: q.site,
  locale: q.locale,
  now: new Date(),
  promotions: c.var.reads.promotions,
});

const itemNotFound = (itemId: string) =>
  new HttpProblem({
    status: 404,
    slug: 'product-item-not-found',
    title: 'Product Item Not Found',
    detail: `No item "${itemId}" in this basket`,
  });

/** Spec 000 §8: the storefront deletes the listed `basketIds` and creates again. */
const quotaExceeded = (basketIds: string[], max: number) =>
  new HttpProblem({
    status: 400,
    slug: 'customer-baskets-quota-exceeded',
    title: QUOTA_EXCEEDED_TITLE,
    detail: `The customer already has the maximum of ${max} open baskets (${basketIds.join(', ')})`,
    extra: { basketIds },
  });

/**
 * A code that cannot be added (docs/decisions.md "Coupon codes"): the title the storefront maps to
 * 'The code you entered is invalid.' (spec 001 §8), the platform's coupon status as `statusCode`.
 */
const invalidCoupon = (code: string, statusCode: string) =>
  new HttpProblem({
    status: 400,
    slug: 'invalid-coupon-code',
    title: INVALID_COUPON_TITLE,
    detail: `The coupon code "${code}" cannot be added (${statusCode})`,
    extra: { statusCode, code },
  });

/** The basket of a successful outcome, or the problem of a failed one. */
function basketOf(
  outcome: CreateOutcome | MergeOutcome | CouponOutcome | GiftCertificateOutcome | ItemsOutcome,
  basketId: string,
  itemId = '',
): WireBasket {
  if (outcome.ok) return outcome.value;
  switch (outcome.reason) {
    case 'basket-not-found':
      throw basketNotFound(basketId);
    case 'item-not-found':
      throw itemNotFound(itemId);
    case 'invalid':
      throw invalidFields(outcome.fields);
    case 'subscription-not-offered':
      throw badRequest(
        outcome.fields.map((f) => `${f.name}: ${f.reason}`).join('; '),
        outcome.fields,
        'subscription-not-offered',
      );
    case 'quota':
      throw quotaExceeded(outcome.basketIds, outcome.max);
    case 'guest-token':
      throw forbidden('Only a registered shopper can merge a guest basket');
    case 'coupon-refused':
      throw invalidCoupon(outcome.code, outcome.statusCode);
    case 'coupon-not-found':
      throw new HttpProblem({
        status: 404,
        slug: 'coupon-item-not-found',
        title: 'Coupon Item Not Found',
        detail: `No coupon item "${itemId}" in this basket`,
      });
    case 'gift-certificate-limit':
      // Spec 001 §8: the storefront recognises this title.
      throw new HttpProblem({
        status: 400,
        slug: 'gift-certificate-limit-exceeded',
        title: GIFT_CERTIFICATE_LIMIT_TITLE,
        detail: `A basket holds at most ${outcome.max} gift certificate`,
        extra: { max: outcome.max },
      });
    case 'gift-certificate-not-found':
      throw new HttpProblem({
        status: 404,
        slug: 'gift-certificate-item-not-found',
        title: 'Gift Certificate Item Not Found',
        detail: `No gift certificate item "${itemId}" in this basket`,
      });
    case 'no-destination':
      throw new HttpProblem({
        status: 409,
        slug: 'basket-merge',
        title: 'Basket Merge Exception',
        detail: 'The customer has no basket; merge with createDestinationBasket=true',
      });
  }
}

const answer = (c: C, basket: WireBasket) => {
  c.header('cache-control', 'no-store');
  return c.json(basket);
};

/** Fields of array bodies are named by index (`0.quantity`), of single items by name. */
const inArray: FieldName = (index, field) => `${index}.${field}`;
const single: FieldName = (_index, field) => field;

const basketRoutes = new Hono<ShopperEnv>()
  .use(requireShopper)
  .post('/', validateQuery(basketQuery), validateJson(createBody), async (c) => {
    const q = c.req.valid('query');
    const body = c.req.valid('json');
    const outcome = await createBasket(c.var.db, scopeOf(c, q), body);
    return answer(c, basketOf(outcome, ''));
  })
  .post('/actions/merge', validateQuery(mergeQuery), async (c) => {
    const q = c.req.valid('query');
    const outcome = await mergeBasket(c.var.db, scopeOf(c, q), q);
    return answer(c, basketOf(outcome, ''));
  })
  .get('/:basketId', validateQuery(basketQuery), async (c) => {
    const basketId = c.req.param('basketId');
    const basket = await getBasket(c.var.db, scopeOf(c, c.req.valid('query')), basketId);
    if (!basket) throw basketNotFound(basketId);
    return answer(c, basket);
  })
  .patch('/:basketId', validateQuery(basketQuery), validateJson(updateBasketBody), async (c) => {
    const basketId = c.req.param('basketId');
    const scope = scopeOf(c, c.req.valid('query'));
    const outcome = await updateBasket(c.var.db, scope, basketId, c.req.valid('json'));
    return answer(c, basketOf(outcome, basketId));
  })
  .delete('/:basketId', validateQuery(basketQuery), async (c) => {
    const basketId = c.req.param('basketId');
    if (!(await deleteBasket(c.var.db, scopeOf(c, c.req.valid('query')), basketId)))
      throw basketNotFound(basketId);
    return c.body(null, 204);
  })
  .put('/:basketId/customer', validateQuery(basketQuery), validateJson(customerBody), async (c) => {
    const basketId = c.req.param('basketId');
    const scope = scopeOf(c, c.req.valid('query'));
    const outcome = await setCustomerEmail(c.var.db, scope, basketId, c.req.valid('json').email);
    return answer(c, basketOf(outcome, basketId));
  })
  .post('/:basketId/items', validateQuery(basketQuery), validateJson(addItemsBody), async (c) => {
    const basketId = c.req.param('basketId');
    const scope = scopeOf(c, c.req.valid('query'));
    const outcome = await addItems(c.var.db, scope, basketId, c.req.valid('json'), inArray);
    return answer(c, basketOf(outcome, basketId));
  })
  .patch(
    '/:basketId/items',
    validateQuery(basketQuery),
    validateJson(updateItemsBody),
    async (c) => {
      const basketId = c.req.param('basketId');
      const scope = scopeOf(c, c.req.valid('query'));
      const changes = c.req.valid('json');
      const outcome = await updateItems(c.var.db, scope, basketId, changes, inArray, 'invalid');
      return answer(c, basketOf(outcome, basketId));
    },
  )
  .patch(
    '/:basketId/items/:itemId',
    validateQuery(basketQuery),
    validateJson(updateItemBody),
    async (c) => {
      const { basketId, itemId } = c.req.param();
      const scope = scopeOf(c, c.req.valid('query'));
      const change = { ...c.req.valid('json'), itemId };
      const outcome = await updateItems(c.var.db, scope, basketId, [change], single, 'not-found');
      return answer(c, basketOf(outcome, basketId, itemId));
    },
  )
  .delete('/:basketId/items/:itemId', validateQuery(basketQuery), async (c) => {
    const { basketId, itemId } = c.req.param();
    const outcome = await removeItem(c.var.db, scopeOf(c, c.req.valid('query')), basketId, itemId);
    return answer(c, basketOf(outcome, basketId, itemId));
  })
  .post('/:basketId/coupons', validateQuery(basketQuery), validateJson(couponBody), async (c) => {
    const basketId = c.req.param('basketId');
    const scope = scopeOf(c, c.req.valid('query'));
    const outcome = await addCoupon(c.var.db, scope, basketId, c.req.valid('json').code);
    return answer(c, basketOf(outcome, basketId));
  })
  .post(
    '/:basketId/gift-certificate-items',
    validateQuery(basketQuery),
    validateJson(giftCertificateBody),
    async (c) => {
      const basketId = c.req.param('basketId');
      const scope = scopeOf(c, c.req.valid('query'));
      const outcome = await addGiftCertificate(c.var.db, scope, basketId, c.req.valid('json'));
      return answer(c, basketOf(outcome, basketId));
    },
  )
  .patch(
    '/:basketId/gift-certificate-items/:giftCertificateItemId',
    validateQuery(basketQuery),
    validateJson(giftCertificateChangeBody),
    async (c) => {
      const { basketId, giftCertificateItemId: itemId } = c.req.param();
      const scope = scopeOf(c, c.req.valid('query'));
      const change = c.req.valid('json');
      const outcome = await updateGiftCertificate(c.var.db, scope, basketId, itemId, change);
      return answer(c, basketOf(outcome, basketId, itemId));
    },
  )
  .delete(
    '/:basketId/gift-certificate-items/:giftCertificateItemId',
    validateQuery(basketQuery),
    async (c) => {
      const { basketId, giftCertificateItemId: itemId } = c.req.param();
      const scope = scopeOf(c, c.req.valid('query'));
      const outcome = await removeGiftCertificate(c.var.db, scope, basketId, itemId);
      return answer(c, basketOf(outcome, basketId, itemId));
    },
  )
  .delete('/:basketId/coupons/:couponItemId', validateQuery(basketQuery), async (c) => {
    const { basketId, couponItemId } = c.req.param();
    const scope = scopeOf(c, c.req.valid('query'));
    const outcome = await removeCoupon(c.var.db, scope, basketId, couponItemId);
    return answer(c, basketOf(outcome, basketId, couponItemId));
  })
  .route('/', checkoutRoutes);

const adjustmentBody = z.object({
  basketId: z
    .string('Required')
    .trim()
    .min(1, 'Required')
    .max(100, 'must be at most 100 characters'),
});

/**
 * Custom API `basket/remove-price-adjustment-from-basket` (spec 000 §4): `POST {basketId}` with the
 * shopper's token; answers the basket, 404 for a basket of anyone else.
 */
export const removePriceAdjustmentRoutes = new Hono<AppEnv>().route(
  '/',
  new Hono<ShopperEnv>()
    .use(requireShopper)
    .post('/', validateQuery(basketQuery), validateJson(adjustmentBody), async (c) => {
      const { basketId } = c.req.valid('json');
      const scope = scopeOf(c, c.req.valid('query'));
      return answer(
        c,
        basketOf(await removeManualAdjustments(c.var.db, scope, basketId), basketId),
      );
    }),
);

/** Mounted under checkout/shopper-baskets/v2. */
export const basketsRoutes = new Hono<AppEnv>().route('/baskets', basketRoutes);

/**
 * Shopper Customers `GET /customers/{customerId}/baskets`: the caller's own baskets on the site,
 * guests (by their guest customer id) included; any other id gets the customers module's 403.
 */
export const customerBasketsRoutes = new Hono<AppEnv>().route(
  '/customers/:customerId/baskets',
  new Hono<ShopperEnv>().use(requireShopper).get('/', validateQuery(basketQuery), async (c) => {
    if (c.req.param('customerId') !== c.var.shopper.customerId)
      throw forbidden('The access token does not belong to this customer');
    const baskets = await listBaskets(c.var.db, scopeOf(c, c.req.valid('query')));
    c.header('cache-control', 'no-store');
    return c.json({ baskets, total: baskets.length });
  }),
);
