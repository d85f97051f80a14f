import { Hono } from 'hono';
import type { DatabaseHandle } from '@solo/db';
import type { CommerceConfig } from '../config.ts';
import type { Logger } from '../logger.ts';
import { authRoutes } from '../modules/auth/index.ts';
import {
  basketsRoutes,
  customerBasketsRoutes,
  removePriceAdjustmentRoutes,
} from '../modules/baskets/index.ts';
import { catalogReads, catalogRoutes } from '../modules/catalog/index.ts';
import type { Generation } from '../current.ts';
import { contentManageRoutes, contentRoutes } from '../modules/content/index.ts';
import {
  legacyResetRoutes,
  resetPasswordRoutes,
  setPasswordRoutes,
  customersRoutes,
} from '../modules/customers/index.ts';
import {
  expressButtonsConfigRoutes,
  orderInfoRoutes,
  setShippingAddressRoutes,
  setShippingMethodRoutes,
  paypalCreateOrderRoutes,
  shippingMethodsRoutes,
  sitePreferencesRoutes,
} from '../modules/custom/index.ts';
import { etchingInquiryRoutes, formSubmitRoutes } from '../modules/forms/index.ts';
import { giftCardBalanceRoutes } from '../modules/gift-cards/index.ts';
import { geoRoutes, headerGeoIpProvider, type GeoIpProvider } from '../modules/geo/index.ts';
import { createMailer, type Mailer, outboxRoutes } from '../modules/mail/index.ts';
import {
  type PaymentProvider,
  type WalletSheet,
  clientTokenRoutes,
  tokenizeRoutes,
  walletContextRoutes,
  createPaymentProvider,
  hasClientToken,
} from '../modules/payments/index.ts';
import {
  customerOrdersRoutes,
  orderLookupRoutes,
  orderManageRoutes,
  orderStatusRoutes,
  ordersRoutes,
  type TransitionEvent,
} from '../modules/orders/index.ts';
import { notifyMeSubscribeRoutes, notifyMeUnsubscribeRoutes } from '../modules/notify-me/index.ts';
import { productListsRoutes } from '../modules/product-lists/index.ts';
import { mediaRoutes } from '../modules/media/index.ts';
import { promotionsRoutes } from '../modules/promotions/index.ts';
import {
  catalogRecommendations,
  memoizedRecommendations,
  type RecommendationsProvider,
  recommendationReads,
  recommendationsRoutes,
  viewedProductsRoutes,
} from '../modules/recommendations/index.ts';
import { productReviewsRoutes, reviewModerationRoutes } from '../modules/reviews/index.ts';
import { searchClickRoutes, searchRoutes } from '../modules/search/index.ts';
import {
  subscriptionManageRoutes,
  subscriptionsRoutes,
  type SchedulerRun,
} from '../modules/subscriptions/index.ts';
import type { AppEnv } from './context.ts';
import { handleError, notFoundOrNotAllowed } from './errors.ts';
import { healthRoutes } from './health.ts';
import { requestContext } from './request-context.ts';
import { requestGuard } from './request-guard.ts';
import {
  SHOPPER_API_BASE,
  allowedMethods,
  customApi,
  requireOrganization,
  shopperApi,
} from './routing.ts';

export interface CommerceAppOptions {
  db: DatabaseHandle;
  config: CommerceConfig;
  logger: Logger;
  /** Where GeoIP answers come from; by default the CDN / load-balancer headers. */
  geoIp?: GeoIpProvider;
  /** How mail goes out; by default what the configuration says (SMTP_URL, else the outbox). */
  mailer?: Mailer;
  /**
   * The payment gateway; by default the one configured (PAYMENTS_PROVIDER). Its wallet sheet
   * routes are served when it has a sheet (`wallets`), as the sandbox does; the card tokenize
   * route unless it tokenizes in the browser (`browserTokenization`), as Braintree does.
   */
  payments?: PaymentProvider & { wallets?: WalletSheet };
  /** Where recommendations come from; by default the catalog's own recommenders. */
  recommendations?: RecommendationsProvider;
  /**
   * The database's change feed: with it, what is computed from the catalog alone (the category
   * tree, promotions, product graphs, recommendation lists) is kept per process until the catalog
   * changes; without it (tests, scripts) it is read on every request.
   */
  changes?: Generation;
  /** Told after each committed order transition (shipped, delivered, canceled, refunded, ...). */
  onOrderTransition?: (event: TransitionEvent) => void | Promise<void>;
  /**
   * One run of the subscription scheduler now, for the operator's `run` (bootstrap.ts builds it
   * with the checkout's placement); without it (tests, scripts) that route answers 503.
   */
  runSubscriptionsOnce?: () => Promise<SchedulerRun>;
}

/** The one composition point of the commerce service: middleware, error handling, every module. */
export function createCommerceApp({
  db,
  config,
  logger,
  geoIp,
  mailer,
  payments = createPaymentProvider(db.db, config.payments),
  recommendations,
  changes,
  onOrderTransition,
  runSubscriptionsOnce,
}: CommerceAppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(
    requestContext({
      db: db.db,
      config,
      logger,
      mailer: mailer ?? createMailer(db.db, config.mail, logger),
      payments,
      reads: catalogReads(changes),
    }),
  );
  app.use(requestGuard(config.requestLimits));
  app.use(`${SHOPPER_API_BASE}/*`, requireOrganization);
  app.onError(handleError);
  app.notFound(notFoundOrNotAllowed(allowedMethods(app)));

  app.route('/health', healthRoutes(db.kind));
  customApi(app, 'core', 'site-preferences', sitePreferencesRoutes);
  customApi(app, 'mail', 'outbox', outboxRoutes);
  customApi(app, 'customer', 'reset-password', resetPasswordRoutes);
  customApi(app, 'customer', 'set-password', setPasswordRoutes);
  customApi(app, 'customer', 'legacy-customer-need-password-reset', legacyResetRoutes);
  customApi(app, 'basket', 'remove-price-adjustment-from-basket', removePriceAdjustmentRoutes);
  // A gateway whose hosted fields tokenize in the browser has no tokenize route (404).
  if (!payments.browserTokenization)
    customApi(app, 'payments', 'tokenize', tokenizeRoutes(payments));
  if (hasClientToken(payments))
    customApi(app, 'payments', 'client-token', clientTokenRoutes(payments));
  if (payments.wallets)
    customApi(app, 'payments', 'wallet-contexts', walletContextRoutes(payments.wallets));
  if (payments.wallets)
    customApi(
      app,
      'express-payments',
      'paypal-create-order',
      paypalCreateOrderRoutes(payments.wallets),
    );
  customApi(
    app,
    'personalization',
    'recommendations',
    recommendationsRoutes(
      recommendations ?? defaultRecommendations(db, changes),
      recommendationReads(changes),
    ),
  );
  customApi(app, 'personalization', 'viewed-products', viewedProductsRoutes);
  customApi(app, 'express-payments', 'get-express-buttons-configs', expressButtonsConfigRoutes);
  customApi(app, 'express-payments', 'get-order-info', orderInfoRoutes);
  customApi(app, 'express-payments', 'get-shipping-methods', shippingMethodsRoutes);
  customApi(app, 'express-payments', 'set-shipping-address', setShippingAddressRoutes);
  customApi(app, 'express-payments', 'set-shipping-method', setShippingMethodRoutes);
  customApi(app, 'order', 'lookup', orderLookupRoutes);
  customApi(app, 'orders', 'manage', orderManageRoutes({ onTransition: onOrderTransition }));
  customApi(app, 'gift-card', 'balance', giftCardBalanceRoutes);
  customApi(app, 'order', 'status', orderStatusRoutes);
  customApi(app, 'forms', 'submit', formSubmitRoutes);
  customApi(app, 'reviews', 'product-reviews', productReviewsRoutes);
  customApi(app, 'reviews', 'moderation', reviewModerationRoutes);
  customApi(app, 'email', 'send-gac-email', etchingInquiryRoutes);
  customApi(app, 'notify-me', 'subscribe', notifyMeSubscribeRoutes);
  customApi(app, 'search', 'clicks', searchClickRoutes);
  customApi(app, 'notify-me', 'unsubscribe', notifyMeUnsubscribeRoutes);
  customApi(app, 'subscriptions', 'customers', subscriptionsRoutes);
  customApi(
    app,
    'subscriptions',
    'manage',
    subscriptionManageRoutes({ runOnce: runSubscriptionsOnce }),
  );
  shopperApi(app, 'product/shopper-products/v1', catalogRoutes({ changes }));
  shopperApi(app, 'pricing/shopper-promotions/v1', promotionsRoutes);
  shopperApi(app, 'search/shopper-search/v1', searchRoutes);
  shopperApi(app, 'shopper/auth/v1', authRoutes);
  shopperApi(app, 'customer/shopper-customers/v1', customersRoutes);
  shopperApi(app, 'customer/shopper-customers/v1', productListsRoutes);
  shopperApi(app, 'customer/shopper-customers/v1', customerBasketsRoutes);
  shopperApi(app, 'checkout/shopper-baskets/v2', basketsRoutes);
  shopperApi(app, 'checkout/shopper-orders/v1', ordersRoutes);
  shopperApi(app, 'customer/shopper-customers/v1', customerOrdersRoutes);
  app.route('/content-stack/manage/v1', contentManageRoutes);
  app.route('/content-stack', contentRoutes);
  app.route('/media', mediaRoutes);
  app.route('/on/demandware.store', geoRoutes(geoIp ?? headerGeoIpProvider(config.geoIp)));
  return app;
}

/** The catalog's recommenders, their lists kept between changes where changes are heard. */
function defaultRecommendations(db: DatabaseHandle, changes: Generation | undefined) {
  const provider = catalogRecommendations(db.db);
  return changes
    ? memoizedRecommendations(provider, { generation: () => changes.generation('catalog') })
    : provider;
}
