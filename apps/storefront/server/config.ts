import {
  DEFAULT_REQUEST_LIMITS,
  parseTrustedProxies,
  type RequestLimits,
  type TrustedProxies,
} from '@solo/commerce';
import { z } from 'zod';
import { DEPLOY_ENVS, type DeployEnv } from '../app/lib/api/context.ts';

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
  DEPLOY_ENV: optional(z.enum(DEPLOY_ENVS)),
  TRUSTED_PROXIES: optional(z.string()),
  REQUEST_BODY_LIMIT_KB: optional(
    z.coerce
      .number()
      .int()
      .min(1)
      .max(1024 * 1024),
  ),
});

export interface ServerConfig {
  port: number;
  host: string;
  /** Set: proxy to a separately running commerce service. Unset: mount it in this process. */
  commerceApiUrl: string | undefined;
  publicOrigin: string | undefined;
  logLevel: string;
  imageCacheBytes: number;
  /** Which environment this is (spec 001 §7: recommendation strategy ids depend on it). */
  deployEnv: DeployEnv | undefined;
  /** Proxies whose X-Forwarded-For / X-Forwarded-Proto are believed (TRUSTED_PROXIES). */
  trustedProxies: TrustedProxies;
  /** What one request may carry (REQUEST_BODY_LIMIT_KB sets the body size). */
  requestLimits: RequestLimits;
}

/** Reads the storefront's own settings; the commerce service validates its own (DATA_DIR, ...). */
export function loadServerConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid storefront configuration: ${problems}`);
  }
  const e = parsed.data;
  let trustedProxies: TrustedProxies;
  try {
    trustedProxies = parseTrustedProxies(e.TRUSTED_PROXIES);
  } catch (err) {
    throw new Error(`Invalid storefront configuration: TRUSTED_PROXIES: ${(err as Error).message}`);
  }
  return {
    port: e.PORT ?? 3000,
    host: e.HOST ?? '0.0.0.0',
    commerceApiUrl: e.COMMERCE_API_URL?.replace(/\/+$/, ''),
    publicOrigin: e.PUBLIC_ORIGIN ? new URL(e.PUBLIC_ORIGIN).origin : undefined,
    logLevel: e.LOG_LEVEL ?? 'info',
    imageCacheBytes: (e.IMAGE_CACHE_MB ?? 64) * 1024 * 1024,
    deployEnv: e.DEPLOY_ENV,
    trustedProxies,
    requestLimits: {
      ...DEFAULT_REQUEST_LIMITS,
      ...(e.REQUEST_BODY_LIMIT_KB ? { maxBodyBytes: e.REQUEST_BODY_LIMIT_KB * 1024 } : {}),
    },
  };
}
