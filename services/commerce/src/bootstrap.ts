import type { Hono } from 'hono';
import { openDatabaseFromEnv, type DatabaseHandle } from '@solo/db';
import { seedDemoData } from '@solo/fixtures';
import { loadConfig, type CommerceConfig } from './config.ts';
import type { AppEnv } from './http/context.ts';
import { createCommerceApp } from './http/app.ts';
import { createLogger, type Logger } from './logger.ts';
import type { GeoIpProvider } from './modules/geo/index.ts';
import { openChangeFeed, type ChangeFeed } from './modules/changes/index.ts';
import { importContentOnStart } from './modules/content/index.ts';
import { startGiftCardDelivery } from './modules/gift-cards/index.ts';
import { createMailer, startOutboxWorker } from './modules/mail/index.ts';
import { outboxMessaging, startBackInStock } from './modules/notify-me/index.ts';
import { placeOrder } from './modules/orders/index.ts';
import { createPaymentProvider } from './modules/payments/index.ts';
import { ensureSearchIndex, searchIndexOf } from './modules/search/index.ts';
import {
  runSubscriptions,
  startSubscriptionScheduler,
  type SchedulerDeps,
} from './modules/subscriptions/index.ts';

export interface OpenCommerceOptions {
  env?: NodeJS.ProcessEnv;
  logger?: Logger;
  geoIp?: GeoIpProvider;
}

export interface Commerce {
  app: Hono<AppEnv>;
  config: CommerceConfig;
  db: DatabaseHandle;
  /** Changes to what every shopper sees alike, from this instance or any other (caches key on it). */
  changes: ChangeFeed;
  close(): Promise<void>;
}

/**
 * Starts the commerce service without a listener: configuration, database (migrations apply),
 * demo data (seeded once per database), content (the folder, when it changed), search index (rebuilt when the catalog changed), app.
 * The storefront mounts `app`; main.ts serves it.
 */
export async function openCommerce({
  env = process.env,
  logger,
  geoIp,
}: OpenCommerceOptions = {}): Promise<Commerce> {
  const config = loadConfig(env);
  const log = logger ?? createLogger(config.logLevel);
  const db = await openDatabaseFromEnv(env);
  let changes: ChangeFeed;
  try {
    const seeded = await seedDemoData(db.db, { logger: log });
    await importContentOnStart(db.db, log);
    // After the seed: a new or re-seeded catalog gets its search index before the first request.
    await ensureSearchIndex(db.db, { logger: log });
    log.info({ database: db.kind, ...seeded }, 'commerce database ready');
    changes = await openChangeFeed(db, log);
    searchIndexOf(db.db).follow(changes);
  } catch (err) {
    await db.close();
    throw err;
  }
  const mailer = createMailer(db.db, config.mail, log);
  // Retries of queued mail (only with SMTP: without it the outbox is the mailbox).
  const stopOutbox = config.mail.smtpUrl ? startOutboxWorker(mailer, log) : async () => {};
  const payments = createPaymentProvider(db.db, config.payments);
  // Scheduled subscription orders, placed as checkout places them, with their confirmation
  // when the store knows the origin its links point to.
  const { publicOrigin } = config;
  const { storeInbox } = config.mail;
  const orderDeps = {
    db: db.db,
    payments,
    ...(publicOrigin ? { mail: { mailer, origin: publicOrigin, storeInbox } } : {}),
  };
  const schedulerDeps: SchedulerDeps = {
    db: db.db,
    payments,
    mailer,
    log,
    publicOrigin,
    storeInbox,
    place: (scope, request) => placeOrder(orderDeps, scope, request),
  };
  const app = createCommerceApp({
    db,
    config,
    logger: log,
    mailer,
    payments,
    changes,
    runSubscriptionsOnce: () => runSubscriptions(schedulerDeps, new Date()),
    ...(geoIp ? { geoIp } : {}),
  });
  // Background jobs run in the store process; each claims its work in the database (DESIGN.md).
  const giftCards = startGiftCardDelivery({
    db: db.db,
    mailer,
    log,
    publicOrigin: config.publicOrigin,
    storeInbox: config.mail.storeInbox,
  });
  const backInStock = startBackInStock(
    {
      db: db.db,
      mailer,
      messaging: outboxMessaging,
      log,
      publicOrigin: config.publicOrigin,
      storeInbox: config.mail.storeInbox,
    },
    {
      onCatalogChange: (listener) =>
        changes.subscribe((scope) => {
          if (scope === 'catalog') listener();
        }),
    },
  );
  // Scheduled subscription orders run in this process unless SUBSCRIPTION_SCHEDULER=off; the
  // operator's `run` uses the same dependencies either way (cron runs it on one instance).
  const subscriptionScheduler = config.subscriptionScheduler
    ? startSubscriptionScheduler(schedulerDeps)
    : undefined;
  if (!subscriptionScheduler)
    log.info({ setting: 'SUBSCRIPTION_SCHEDULER=off' }, 'subscription scheduler not started');
  return {
    app,
    config,
    db,
    changes,
    close: async () => {
      await subscriptionScheduler?.stop();
      await giftCards.stop();
      await backInStock.stop();
      await stopOutbox();
      await changes.close();
      await db.close();
    },
  };
}
