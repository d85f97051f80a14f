import { z } from 'zod';
import { parseTrustedProxies, type TrustedProxies } from './http/client-address.ts';
import {
  CURRENCY_RULE,
  DEFAULT_TIMEOUT_MS,
  isCurrency,
  type PaymentsConfig,
} from './modules/payments/index.ts';
import { DEFAULT_REQUEST_LIMITS, type RequestLimits } from './http/request-guard.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface CommerceConfig {
  /** Organization id in every Shopper API path (spec 000 §7). */
  orgId: string;
  /** Public client id storefronts use with the Shopper Login API. */
  clientId: string;
  port: number;
  /** PGlite data directory when no DATABASE_URL is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: LogLevel;
  /** GeoIP answer when no CDN/load-balancer header names the shopper's country. */
  geoIp: { defaultCountry: string; defaultPostalCode: string };
  /** The storefront's public origin; its `/callback` is a login redirect URI. */
  publicOrigin: string | undefined;
  /** Further login redirect URIs the client may name (COMMERCE_REDIRECT_URIS). */
  redirectUris: string[];
  mail: MailConfig;
  payments: PaymentsConfig;
  /**
   * Proxies whose X-Forwarded-For / X-Forwarded-Proto are believed (TRUSTED_PROXIES): the load
   * balancer, and the storefront instances when this service runs on its own.
   */
  trustedProxies: TrustedProxies;
  /**
   * The operator token (OPS_TOKEN): `Authorization: Bearer <token>` opens the operator
   * interfaces (the outbox from another machine, ...). Unset, only loopback clients reach them.
   */
  opsToken: string | undefined;
  /**
   * The content management token (CONTENT_ADMIN_TOKEN): `Authorization: Bearer <token>` opens
   * /content-stack/manage/v1. Unset, the management API does not exist (404).
   */
  contentAdminToken: string | undefined;
  /**
   * The review moderation token (REVIEWS_ADMIN_TOKEN): `Authorization: Bearer <token>` opens the
   * moderation API of the reviews module. Unset, that API does not exist (404).
   */
  reviewsAdminToken: string | undefined;
  /**
   * Whether this process runs the subscription scheduler every few minutes
   * (SUBSCRIPTION_SCHEDULER, on unless `off`): off for all instances but one, or for a scheduler
   * run from cron (`npm run subscriptions -- run`).
   */
  subscriptionScheduler: boolean;
  /** What one request may carry (REQUEST_BODY_LIMIT_KB sets the body size; http/request-guard.ts). */
  requestLimits: RequestLimits;
}

/** The payment provider and its settings (module payments, compose.ts). */
export type { PaymentsConfig };

export interface MailConfig {
  /** smtp:// or smtps:// URL of the server that delivers mail; unset: the outbox only. */
  smtpUrl: string | undefined;
  /** The From header of every message. */
  from: string;
  /** Where the store's own mail goes (content form submissions): STORE_MAIL_TO. */
  storeInbox: string;
  /**
   * Whether the outbox is readable over HTTP (the development mailbox). It shows every message,
   * reset links included, so it is off unless OUTBOX_PAGE=on, and even then answered only to
   * loopback clients or with the operator token (docs/decisions.md).
   */
  outboxPage: boolean;
}

/** REQUEST_BODY_LIMIT_KB, read alike by this service and the storefront server. */
export const requestBodyLimitKb = z.coerce
  .number()
  .int()
  .min(1)
  .max(1024 * 1024);

/** The request guard's limits, with REQUEST_BODY_LIMIT_KB (KiB) as the body size when set. */
export function requestLimitsFor(bodyLimitKb: number | undefined): RequestLimits {
  return {
    ...DEFAULT_REQUEST_LIMITS,
    ...(bodyLimitKb ? { maxBodyBytes: bodyLimitKb * 1024 } : {}),
  };
}

/** Empty strings count as unset, so `FOO= node ...` falls back to the default. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const envSchema = z.object({
  COMMERCE_ORG_ID: optional(z.string().regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ and - only')),
  COMMERCE_CLIENT_ID: optional(z.string().min(1)),
  COMMERCE_PORT: optional(z.coerce.number().int().min(1).max(65535)),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }),
  ),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS)),
  GEOIP_DEFAULT_COUNTRY: optional(
    z.string().regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code'),
  ),
  GEOIP_DEFAULT_POSTAL_CODE: optional(z.string().max(16)),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
  MAIL_FROM: optional(z.string().min(3)),
  STORE_MAIL_TO: optional(z.string().min(3)),
  OUTBOX_PAGE: optional(z.enum(['on', 'off'], { error: 'must be on or off' })),
  PAYMENTS_SANDBOX_TIMEOUT_MS: optional(z.coerce.number().int().min(0).max(120_000)),
  PAYMENTS_FRAUD_DATA: optional(z.enum(['on', 'off'], { error: 'must be on or off' })),
  PAYMENTS_PROVIDER: optional(
    z.enum(['sandbox', 'braintree'], { error: 'must be sandbox or braintree' }),
  ),
  BRAINTREE_ENVIRONMENT: optional(
    z.enum(['sandbox', 'production'], { error: 'must be sandbox or production' }),
  ),
  BRAINTREE_MERCHANT_ID: optional(z.string().regex(/^\w+$/, 'letters, digits and _ only')),
  BRAINTREE_PUBLIC_KEY: optional(z.string().min(1)),
  BRAINTREE_PRIVATE_KEY: optional(z.string().min(1)),
  // A local stand-in of the gateway speaking its wire format (the browser journeys' store, a
  // demo without an account): host:port over plain HTTP, never with the production environment.
  BRAINTREE_SERVER: optional(
    z
      .string()
      .regex(/^[\w.-]+:\d{1,5}$/, 'must be host:port')
      .transform((v) => {
        const [host = '', port = ''] = v.split(':');
        return { host, port: Number(port) };
      }),
  ),
  BRAINTREE_MERCHANT_ACCOUNTS: optional(
    z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((pair) => pair.trim())
          .filter(Boolean)
          .map((pair) => pair.split(':').map((part) => part.trim())),
      )
      .refine(
        (pairs) =>
          pairs.every(
            ([currency, account, ...rest]) =>
              rest.length === 0 &&
              currency !== undefined &&
              isCurrency(currency.toUpperCase()) &&
              account !== undefined &&
              /^\w+$/.test(account),
          ),
        { message: `must be CURRENCY:account pairs separated by commas (${CURRENCY_RULE})` },
      )
      .transform((pairs): Record<string, string> =>
        Object.fromEntries(
          pairs.map(([currency = '', account = '']) => [currency.toUpperCase(), account]),
        ),
      ),
  ),
  SUBSCRIPTION_SCHEDULER: optional(z.enum(['on', 'off'], { error: 'must be on or off' })),
  PUBLIC_ORIGIN: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) origin' })),
  TRUSTED_PROXIES: optional(z.string()),
  OPS_TOKEN: optional(z.string().min(32, 'must be at least 32 characters')),
  CONTENT_ADMIN_TOKEN: optional(z.string().min(32, 'must be at least 32 characters')),
  REVIEWS_ADMIN_TOKEN: optional(z.string().min(32, 'must be at least 32 characters')),
  REQUEST_BODY_LIMIT_KB: optional(requestBodyLimitKb),
  COMMERCE_REDIRECT_URIS: optional(
    z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((uri) => uri.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must be absolute http(s) URLs' }))),
  ),
});

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const BRAINTREE_SETTINGS = [
  'BRAINTREE_ENVIRONMENT',
  'BRAINTREE_MERCHANT_ID',
  'BRAINTREE_PUBLIC_KEY',
  'BRAINTREE_PRIVATE_KEY',
] as const;

/** The payment provider's settings; Braintree's are all required when it is the provider. */
function paymentsConfig(e: z.infer<typeof envSchema>): PaymentsConfig {
  const common = {
    sandboxTimeoutMs: e.PAYMENTS_SANDBOX_TIMEOUT_MS ?? DEFAULT_TIMEOUT_MS,
    fraudData: e.PAYMENTS_FRAUD_DATA !== 'off',
  };
  if (e.PAYMENTS_PROVIDER !== 'braintree') return { provider: 'sandbox', ...common };
  const missing = BRAINTREE_SETTINGS.filter((name) => !e[name]);
  if (e.BRAINTREE_SERVER && e.BRAINTREE_ENVIRONMENT === 'production')
    throw new ConfigError(
      'Invalid commerce configuration: BRAINTREE_SERVER: only with BRAINTREE_ENVIRONMENT=sandbox',
    );
  if (missing.length > 0 || !e.BRAINTREE_ENVIRONMENT)
    throw new ConfigError(
      `Invalid commerce configuration: ${missing
        .map((name) => `${name}: required when PAYMENTS_PROVIDER=braintree`)
        .join('; ')}`,
    );
  return {
    provider: 'braintree',
    ...common,
    braintree: {
      environment: e.BRAINTREE_ENVIRONMENT,
      merchantId: e.BRAINTREE_MERCHANT_ID ?? '',
      publicKey: e.BRAINTREE_PUBLIC_KEY ?? '',
      privateKey: e.BRAINTREE_PRIVATE_KEY ?? '',
      ...(e.BRAINTREE_MERCHANT_ACCOUNTS ? { merchantAccounts: e.BRAINTREE_MERCHANT_ACCOUNTS } : {}),
      ...(e.BRAINTREE_SERVER ? { server: e.BRAINTREE_SERVER } : {}),
    },
  };
}

/** Reads and validates the service configuration; a bad value stops start-up with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): CommerceConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid commerce configuration: ${problems}`);
  }
  const e = parsed.data;
  const payments = paymentsConfig(e);
  let trustedProxies: TrustedProxies;
  try {
    trustedProxies = parseTrustedProxies(e.TRUSTED_PROXIES);
  } catch (err) {
    throw new ConfigError(
      `Invalid commerce configuration: TRUSTED_PROXIES: ${(err as Error).message}`,
    );
  }
  return {
    orgId: e.COMMERCE_ORG_ID ?? 'f_ecom_solo_001',
    clientId: e.COMMERCE_CLIENT_ID ?? 'storefront',
    port: e.COMMERCE_PORT ?? 4000,
    dataDir: e.DATA_DIR ?? './data',
    databaseUrl: e.DATABASE_URL,
    // Tests run quietly unless a level is asked for.
    logLevel: e.LOG_LEVEL ?? (env.VITEST ? 'silent' : 'info'),
    geoIp: {
      defaultCountry: (e.GEOIP_DEFAULT_COUNTRY ?? 'US').toUpperCase(),
      defaultPostalCode: e.GEOIP_DEFAULT_POSTAL_CODE ?? '',
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? 'Solo Outdoor <no-reply@solo.localhost>',
      storeInbox: e.STORE_MAIL_TO ?? 'Solo Outdoor Customer Care <care@solo.localhost>',
      outboxPage: e.OUTBOX_PAGE === 'on',
    },
    payments,
    publicOrigin: e.PUBLIC_ORIGIN ? new URL(e.PUBLIC_ORIGIN).origin : undefined,
    redirectUris: e.COMMERCE_REDIRECT_URIS ?? [],
    trustedProxies,
    opsToken: e.OPS_TOKEN,
    contentAdminToken: e.CONTENT_ADMIN_TOKEN,
    reviewsAdminToken: e.REVIEWS_ADMIN_TOKEN,
    subscriptionScheduler: e.SUBSCRIPTION_SCHEDULER !== 'off',
    requestLimits: requestLimitsFor(e.REQUEST_BODY_LIMIT_KB),
  };
}
