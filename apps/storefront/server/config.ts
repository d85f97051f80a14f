import {
  parseTrustedProxies,
  requestBodyLimitKb,
  requestLimitsFor,
  type RequestLimits,
  type TrustedProxies,
} from '@solo/commerce';
import { z } from 'zod';
import {
  DEPLOY_ENVS,
  PAYMENTS_PROVIDERS,
  type DeployEnv,
  type PaymentsProvider,
} from '../app/lib/api/context.ts';
import { CSP_MODES, type CspMode } from './edge.ts';

/** Empty strings count as unset, so `PORT= node server.ts` falls back to the default. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const envSchema = z.object({
  PORT: optional(z.coerce.number().int().min(0).max(65535)),
  HOST: optional(z.string()),
  COMMERCE_API_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
  PUBLIC_ORIGIN: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) origin' })),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  IMAGE_CACHE_MB: optional(z.coerce.number().min(0)),
  PAGE_CACHE_MB: optional(z.coerce.number().min(0)),
  DEPLOY_ENV: optional(z.enum(DEPLOY_ENVS)),
  TRUSTED_PROXIES: optional(z.string()),
  ALLOWED_HOSTS: optional(z.string()),
  CSP_MODE: optional(z.enum(CSP_MODES, { error: 'must be enforce or report-only' })),
  REQUEST_BODY_LIMIT_KB: optional(requestBodyLimitKb),
  PSEUDO_LOCALE: optional(z.enum(['on', 'off'], { error: 'must be on or off' })),
  PAYMENTS_PROVIDER: optional(
    z.enum(PAYMENTS_PROVIDERS, { error: `must be one of ${PAYMENTS_PROVIDERS.join(', ')}` }),
  ),
});

/** Hosts a store on this machine answers to during development (besides PUBLIC_ORIGIN's). */
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];
const LOOPBACK_LISTEN = new Set(['127.0.0.1', '::1', 'localhost']);

export interface ServerConfig {
  port: number;
  host: string;
  /** Set: proxy to a separately running commerce service. Unset: mount it in this process. */
  commerceApiUrl: string | undefined;
  /**
   * The origin shoppers use: every absolute link (password-reset mail, login redirect) is built
   * from it, never from a request's Host. Required in production or when listening beyond
   * loopback; otherwise http://localhost:<PORT>.
   */
  publicOrigin: string;
  /** Host names requests may carry (PUBLIC_ORIGIN's, ALLOWED_HOSTS, localhost in development). */
  allowedHosts: string[];
  /**
   * Whether the Content-Security-Policy is enforced or only reported (CSP_MODE); unset, it is
   * enforced, and only reported under the development server (Vite injects its own scripts).
   */
  cspMode: CspMode | undefined;
  logLevel: string;
  imageCacheBytes: number;
  /** Which environment this is (spec 001 §7: recommendation strategy ids depend on it). */
  /** Bound of the shared page cache (PAGE_CACHE_MB, default 64); 0 turns it off. */
  pageCacheBytes: number;
  deployEnv: DeployEnv | undefined;
  /** Proxies whose X-Forwarded-For / X-Forwarded-Proto are believed (TRUSTED_PROXIES). */
  trustedProxies: TrustedProxies;
  /** What one request may carry (REQUEST_BODY_LIMIT_KB sets the body size). */
  requestLimits: RequestLimits;
  /**
   * Whether a `pseudo_locale=on` cookie shows the pseudo-locale's messages (PSEUDO_LOCALE; on by
   * default outside production: docs/decisions/pseudo-locale.md).
   */
  pseudoLocale: boolean;
  /**
   * The payment gateway (PAYMENTS_PROVIDER, the variable the commerce service reads too; default
   * sandbox): with braintree the checkout shows the gateway's hosted fields and the pages' CSP
   * allows its origins (docs/decisions/braintree-browser-components.md).
   */
  paymentsProvider: PaymentsProvider;
}

/** Reads the storefront's own settings; the commerce service validates its own (DATA_DIR, ...). */
export function loadServerConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid storefront configuration: ${problems}`);
  }
  const e = parsed.data;
  const production = env.NODE_ENV === 'production';
  const port = e.PORT ?? 3000;
  const host = e.HOST ?? '127.0.0.1';
  // NODE_ENV picks React's build, and `npm start` sets it: a store that only this machine can
  // reach may make its links from http://localhost:PORT. A deployment (DEPLOY_ENV=production)
  // or a listener beyond loopback must name the origin shoppers use.
  const deployed = e.DEPLOY_ENV === 'production';
  if (!e.PUBLIC_ORIGIN && (deployed || !LOOPBACK_LISTEN.has(host))) {
    throw new Error(
      `Invalid storefront configuration: PUBLIC_ORIGIN: required ${
        deployed ? 'when DEPLOY_ENV=production' : `when listening on ${host} (beyond loopback)`
      }; set it to the origin shoppers use, e.g. https://shop.example.com`,
    );
  }
  const publicOrigin = new URL(e.PUBLIC_ORIGIN ?? `http://localhost:${port}`).origin;
  const allowedHosts = [
    new URL(publicOrigin).hostname,
    // Local names stay allowed for a local store (no PUBLIC_ORIGIN) and outside production.
    ...(production && e.PUBLIC_ORIGIN ? [] : LOCAL_HOSTS),
    ...(e.ALLOWED_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  ];
  let trustedProxies: TrustedProxies;
  try {
    trustedProxies = parseTrustedProxies(e.TRUSTED_PROXIES);
  } catch (err) {
    throw new Error(`Invalid storefront configuration: TRUSTED_PROXIES: ${(err as Error).message}`);
  }
  return {
    port,
    host,
    commerceApiUrl: e.COMMERCE_API_URL?.replace(/\/+$/, ''),
    publicOrigin,
    allowedHosts: [...new Set(allowedHosts)],
    cspMode: e.CSP_MODE,
    logLevel: e.LOG_LEVEL ?? 'info',
    imageCacheBytes: (e.IMAGE_CACHE_MB ?? 64) * 1024 * 1024,
    pageCacheBytes: (e.PAGE_CACHE_MB ?? 64) * 1024 * 1024,
    deployEnv: e.DEPLOY_ENV,
    trustedProxies,
    requestLimits: requestLimitsFor(e.REQUEST_BODY_LIMIT_KB),
    pseudoLocale: e.PSEUDO_LOCALE
      ? e.PSEUDO_LOCALE === 'on'
      : !production && e.DEPLOY_ENV !== 'production',
    paymentsProvider: e.PAYMENTS_PROVIDER ?? 'sandbox',
  };
}
