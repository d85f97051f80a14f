import { forwardedHeaders, type ClientAddress } from '@solo/commerce';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { createApiClient } from '../app/lib/api/client.server.ts';
import { servicesContext, type DeployEnv, type PaymentsProvider } from '../app/lib/api/context.ts';
import { createCatalogReadCache } from '../app/lib/api/catalog-read-cache.server.ts';
import { createReadCache } from '../app/lib/api/read-cache.server.ts';
import type { ApiFetch } from '../app/lib/api/types.ts';
import { watchBearerRefusals } from '../app/lib/session/ended-session.server.ts';
import type { CommerceGateway } from './commerce.ts';
import { contentSecurityPolicy, createNonce, cspHeaderName, type CspMode } from './edge.ts';
import { compressResponse } from './encoding.ts';
import type { Logger } from './logger.ts';
import { createPageCache, withState, type Rendered } from './page-cache/cache.ts';
import { pageCacheKey } from './page-cache/policy.ts';

export interface SsrOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** 'production' hides error details from pages; 'development' shows them. */
  mode: string;
  gateway: CommerceGateway;
  orgId: string;
  clientId: string;
  /** The origin shoppers use; defaults to the origin of each request. */
  publicOrigin?: string | undefined;
  /** Defaults to production in production mode, else development. */
  deployEnv?: DeployEnv | undefined;
  /** Whether the pseudo-locale cookie is honoured (PSEUDO_LOCALE). */
  pseudoLocale?: boolean | undefined;
  /** The payment gateway (PAYMENTS_PROVIDER); the sandbox unless set. */
  paymentsProvider?: PaymentsProvider | undefined;
  /** How the pages' Content-Security-Policy applies (CSP_MODE); enforced by default. */
  cspMode?: CspMode;
  /**
   * The commerce service's change generation (catalog and content), where this process hears
   * it: the page cache and the read caches key on it. Without it there is no page cache.
   */
  generation?: (() => number) | undefined;
  /** Where the page cache reports what it could not do (a failed revalidation). */
  logger: Logger;
  /** Bound of the page cache in bytes (PAGE_CACHE_MB); 0 turns it off. */
  pageCacheBytes?: number;
}

const HTML_SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
};

/** React Router's handler with the per-request services context (app/lib/api/context.ts). */
export function createSsrHandler(options: SsrOptions) {
  const handle = createRequestHandler(options.build, options.mode);
  const deployEnv =
    options.deployEnv ?? (options.mode === 'production' ? 'production' : 'development');
  const { generation } = options;
  // Content and site preferences change rarely: every page request of this process shares reads.
  const readCache = createReadCache({ generation });
  // The catalog reads of pages (products, categories, search) are shared for the data stale time
  // as well; baskets, orders and sessions never use it (catalog-read-cache.server.ts).
  const catalogFetch = createCatalogReadCache(options.gateway.apiFetch, { generation });
  const pageCache =
    generation && (options.pageCacheBytes ?? 0) > 0
      ? createPageCache({ maxBytes: options.pageCacheBytes!, generation, log: options.logger })
      : null;

  const render = async (
    req: Request,
    requestId: string,
    log: Logger,
    client: ClientAddress,
  ): Promise<Rendered> => {
    const origin = options.publicOrigin ?? new URL(req.url).origin;
    const calls = { failed: false };
    const watch = watchBearerRefusals(
      noteFailures(forShopper(options.gateway.apiFetch, client), calls),
    );
    const api = createApiClient({
      baseUrl: options.gateway.apiBaseUrl(origin),
      fetch: watch.fetch,
      catalogFetch: noteFailures(catalogFetch, calls),
      requestId,
      log,
      orgId: options.orgId,
      clientId: options.clientId,
      readCache,
    });
    const nonce = createNonce();
    const context = new RouterContextProvider();
    const sessionRefused = watch.refused;
    context.set(servicesContext, {
      api,
      requestId,
      origin,
      log,
      deployEnv,
      pseudoLocale: options.pseudoLocale ?? false,
      paymentsProvider: options.paymentsProvider ?? 'sandbox',
      client,
      sessionRefused,
      nonce,
    });
    const res = await handle(req, context);
    if (res.headers.get('content-type')?.startsWith('text/html')) {
      for (const [name, value] of Object.entries(HTML_SECURITY_HEADERS))
        res.headers.set(name, value);
      res.headers.set(
        cspHeaderName(options.cspMode ?? 'enforce'),
        contentSecurityPolicy(nonce, options.mode === 'development', {
          gateway: options.paymentsProvider === 'braintree',
        }),
      );
    }
    return { response: res, degraded: calls.failed };
  };

  return async (
    req: Request,
    requestId: string,
    log: Logger,
    client: ClientAddress,
  ): Promise<Response> => {
    const key = pageCache ? pageCacheKey(req) : null;
    if (key)
      return pageCache!.serve(key, req, (request) => render(request, requestId, log, client));
    const { response } = await render(req, requestId, log, client);
    const compressed = compressResponse(response, req.headers.get('accept-encoding'));
    return pageCache ? withState(compressed, 'bypass') : compressed;
  };
}

/**
 * Notes in `calls` whether any service call failed (a 5xx, a 429 or no answer): the page then
 * shows less than it should, and the page cache must not keep it.
 */
function noteFailures(fetch: ApiFetch, calls: { failed: boolean }): ApiFetch {
  return async (input, init) => {
    try {
      const res = await fetch(input, init);
      if (res.status >= 500 || res.status === 429) calls.failed = true;
      return res;
    } catch (err) {
      calls.failed = true;
      throw err;
    }
  };
}

/**
 * The transport of one page request's service calls: each carries the shopper's address and
 * scheme, so per-IP budgets of the commerce service count the shopper, not this server. (The
 * shared catalog read cache does not: its reads are nobody's in particular.)
 */
function forShopper(fetch: ApiFetch, client: ClientAddress): ApiFetch {
  const forwarded = forwardedHeaders(client);
  return (input, init) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : {}));
    for (const [name, value] of Object.entries(forwarded)) headers.set(name, value);
    return fetch(input, { ...init, headers });
  };
}
