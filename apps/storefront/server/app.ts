import { resolve } from 'node:path';
import {
  COMMERCE_PATH_PREFIXES,
  DEFAULT_REQUEST_LIMITS,
  forwardedHeaders,
  guardRequest,
  problemResponse,
  parseTrustedProxies,
  requestIdFrom,
  resolveClient,
  type ChangeFeed,
  type ClientAddress,
  type RequestLimits,
  type TrustedProxies,
} from '@solo/commerce';
import { Hono } from 'hono';
import type { ServerBuild } from 'react-router';
import { createCommerceGateway, type CommerceGateway, type CommerceOption } from './commerce.ts';
import { browserShopperToken } from './shopper-token.ts';
import { healthz } from './health.ts';
import {
  createImageService,
  DEFAULT_IMAGE_CACHE_BYTES,
  OriginalUnavailable,
  type Original,
} from './images/service.ts';
import { createVideoService, DEFAULT_VIDEO_CACHE_BYTES } from './videos/service.ts';
import type { ConnectionInfo } from './listen.ts';
import type { Logger } from './logger.ts';
import { problem } from './problem.ts';
import type { DeployEnv, PaymentsProvider } from '../app/lib/api/context.ts';
import {
  COMMON_SECURITY_HEADERS,
  createCspReportHandler,
  CSP_REPORT_PATH,
  HSTS,
  refuseCrossSite,
  refuseForeignHost,
  type CspMode,
} from './edge.ts';
import { DEFAULT_PAGE_CACHE_BYTES } from './page-cache/cache.ts';
import { createSsrHandler } from './ssr.ts';
import { fileResponse, listRootFiles, StaticFiles } from './static.ts';
import { serveTranslations } from './translations.ts';

export interface StorefrontServerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client: hashed assets under assets/, public files at the top. */
  clientDir: string;
  /** Compiled message catalogues, one <locale-id>.json each. */
  translationsDir?: string;
  commerce: CommerceOption;
  logger: Logger;
  orgId: string;
  clientId: string;
  publicOrigin?: string | undefined;
  /** React Router mode; defaults to NODE_ENV, else production. */
  mode?: string;
  /** DEPLOY_ENV; defaults to production in production mode, else development. */
  deployEnv?: DeployEnv | undefined;
  /** Whether the pseudo-locale cookie is honoured (PSEUDO_LOCALE); off unless set. */
  pseudoLocale?: boolean | undefined;
  /** The payment gateway (PAYMENTS_PROVIDER); the sandbox unless set. */
  paymentsProvider?: PaymentsProvider | undefined;
  /** Bound of the image cache in bytes (default 64 MiB). */
  imageCacheBytes?: number;
  /** Proxies whose forwarding headers are believed (TRUSTED_PROXIES); by default none. */
  trustedProxies?: TrustedProxies;
  /**
   * Host names requests may name (server/config.ts); by default PUBLIC_ORIGIN's and this
   * machine's (localhost, 127.0.0.1, [::1]).
   */
  allowedHosts?: readonly string[];
  /** CSP_MODE; by default enforced, and only reported under the development server. */
  cspMode?: CspMode | undefined;
  /** Body size and content limits every request is held to (REQUEST_BODY_LIMIT_KB). */
  requestLimits?: RequestLimits;
  /**
   * The commerce service's change feed, when that service runs in this process: pages and
   * catalog reads are then cached until a change (without it, no page cache).
   */
  changes?: Pick<ChangeFeed, 'generation'> | undefined;
  /** Bound of the page cache in bytes (PAGE_CACHE_MB; default 64 MiB); 0 turns it off. */
  pageCacheBytes?: number;
}

/** `app.fetch(req, connection)`: the HTTP server passes the socket's peer address. */
type Env = {
  Bindings: Partial<ConnectionInfo>;
  Variables: { requestId: string; log: Logger; client: ClientAddress };
};

const ASSET_CACHE = 'public, max-age=31536000, immutable';
/** Public files keep their names across builds, so they are cached briefly. */
const ROOT_FILE_CACHE = 'public, max-age=3600';

/** The one-process composition: static files, images, the commerce APIs and the React app. */
export function createStorefrontServer(options: StorefrontServerOptions): Hono<Env> {
  const { logger, changes } = options;
  const trustedProxies = options.trustedProxies ?? parseTrustedProxies(undefined);
  const gateway = createCommerceGateway(options.commerce, logger);
  const files = new StaticFiles();
  const assetsDir = resolve(options.clientDir, 'assets');
  const translationsDir =
    options.translationsDir ?? resolve(import.meta.dirname, '../app/i18n/compiled');
  const rootFiles = listRootFiles(options.clientDir);
  const images = createImageService({
    loadOriginal: (path, requestId) => loadOriginal(gateway, path, requestId),
    cacheBytes: options.imageCacheBytes ?? DEFAULT_IMAGE_CACHE_BYTES,
    logger,
  });
  const videos = createVideoService({
    loadOriginal: (path, requestId) => loadOriginal(gateway, path, requestId),
    cacheBytes: DEFAULT_VIDEO_CACHE_BYTES,
    logger,
  });
  const mode = options.mode ?? process.env.NODE_ENV ?? 'production';
  const allowedHosts = new Set(
    options.allowedHosts ?? [
      ...(options.publicOrigin ? [new URL(options.publicOrigin).hostname] : []),
      'localhost',
      '127.0.0.1',
      '[::1]',
    ],
  );
  const cspReport = createCspReportHandler(logger);
  const ssr = createSsrHandler({
    build: options.build,
    mode,
    cspMode: options.cspMode ?? (mode === 'development' ? 'report-only' : 'enforce'),
    gateway,
    orgId: options.orgId,
    clientId: options.clientId,
    publicOrigin: options.publicOrigin,
    deployEnv: options.deployEnv,
    pseudoLocale: options.pseudoLocale,
    paymentsProvider: options.paymentsProvider,
    logger,
    generation: changes
      ? () => changes.generation('catalog') + changes.generation('content')
      : undefined,
    pageCacheBytes: options.pageCacheBytes ?? DEFAULT_PAGE_CACHE_BYTES,
  });

  const app = new Hono<Env>();

  app.use(async (c, next) => {
    const requestId = requestIdFrom(c.req.header('x-request-id'));
    const log = logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    c.set('client', resolveClient(c.req.raw.headers, c.req.url, c.env?.peer, trustedProxies));
    const started = performance.now();
    await next();
    c.res = withHeader(c.res, 'x-request-id', requestId);
    // Every response, whichever route (or error) made it.
    for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS))
      c.res = withHeader(c.res, name, value);
    if (c.get('client').https) c.res = withHeader(c.res, 'strict-transport-security', HSTS);
    log.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });

  // Nothing answers a Host the store does not serve, so no link can be built from one. The
  // health check is exempt: load balancers probe it by address.
  app.use(async (c, next) => {
    if (c.req.path === '/healthz') return next();
    // The URL's host is the Host header as the HTTP server read it, and what links are built from.
    const refused = refuseForeignHost(new URL(c.req.url).host, allowedHosts);
    if (refused) return refused;
    await next();
  });

  // Before any route: size, NUL bytes, unpaired surrogates, malformed bodies (request-guard.ts).
  const requestLimits = options.requestLimits ?? DEFAULT_REQUEST_LIMITS;
  app.use(async (c, next) => {
    const guarded = await guardRequest(c.req.raw, requestLimits);
    if (!guarded.ok) return problemResponse(guarded.problem, { instance: c.req.path });
    c.req.raw = guarded.request;
    await next();
  });

  app.on(['GET', 'HEAD'], '/assets/*', async (c) => {
    const file = await files.get(assetsDir, c.req.path.slice('/assets/'.length));
    return file
      ? fileResponse(c.req.raw, file, ASSET_CACHE)
      : problem(404, 'not-found', 'Not Found', `No asset ${c.req.path}.`);
  });
  app.all('/assets/*', () =>
    problem(405, 'method-not-allowed', 'Method Not Allowed', 'Assets are read with GET.'),
  );

  app.on(['GET', 'HEAD'], '/:file{[^/]+\\.[A-Za-z0-9]+}', async (c, next) => {
    const name = c.req.param('file');
    if (!(await rootFiles).has(name)) return next();
    const file = await files.get(options.clientDir, name);
    return file ? fileResponse(c.req.raw, file, ROOT_FILE_CACHE) : next();
  });

  app.get('/static/translations/compiled/:file', (c) =>
    serveTranslations(c.req.raw, c.req.param('file'), translationsDir, files),
  );

  app.on(['GET', 'HEAD'], '/images/*', (c) =>
    images.handle(c.req.raw, c.req.path.slice('/images/'.length), c.get('requestId')),
  );
  // Spec 000 §7 video delivery: stored renditions with byte ranges (videos/service.ts).
  app.on(['GET', 'HEAD'], '/videos/*', (c) =>
    videos.handle(c.req.raw, c.req.path.slice('/videos/'.length), c.get('requestId')),
  );

  // Paths the commerce service answers (DESIGN.md, runtime picture); never compressed here.
  for (const prefix of COMMERCE_PATH_PREFIXES) {
    app.all(`${prefix}*`, (c) =>
      gateway.forward(forCommerce(c.req.raw, c.get('requestId'), c.get('client'))),
    );
  }

  app.get('/healthz', (c) => healthz(new URL(c.req.url).origin, gateway, c.get('requestId')));

  app.all(CSP_REPORT_PATH, (c) => cspReport(c.req.raw));

  // One cross-site request forgery check for every page action and resource route.
  app.all('*', (c) => {
    const host = new URL(c.req.url).host.toLowerCase();
    const selfOrigins = new Set([
      ...(options.publicOrigin ? [options.publicOrigin.toLowerCase()] : []),
      `http://${host}`,
      `https://${host}`,
    ]);
    return (
      refuseCrossSite(c.req.raw, selfOrigins) ??
      ssr(c.req.raw, c.get('requestId'), c.get('log'), c.get('client'))
    );
  });

  return app;
}

async function loadOriginal(
  gateway: CommerceGateway,
  path: string,
  requestId: string,
): Promise<Original | null> {
  const res = await gateway.forward(
    new Request(`http://storefront.internal/media/${path}`, {
      headers: { 'x-request-id': requestId },
    }),
  );
  if (res.status === 404) return null;
  if (!res.ok) throw new OriginalUnavailable(`media ${path}: commerce answered ${res.status}`);
  return {
    data: new Uint8Array(await res.arrayBuffer()),
    contentType: res.headers.get('content-type') ?? 'application/octet-stream',
  };
}

/**
 * The incoming request as the commerce service gets it: the request id (so both log the same id)
 * and the client this server resolved, replacing any forwarding headers the client wrote.
 */
function forCommerce(req: Request, requestId: string, client: ClientAddress): Request {
  const headers = new Headers(req.headers);
  headers.set('x-request-id', requestId);
  for (const [name, value] of Object.entries(forwardedHeaders(client))) headers.set(name, value);
  const shopperToken = browserShopperToken(req.url, headers);
  if (shopperToken) headers.set('authorization', shopperToken);
  return new Request(req, { headers });
}

/** Responses from fetch() have immutable headers; those are copied once. */
function withHeader(res: Response, name: string, value: string): Response {
  try {
    res.headers.set(name, value);
    return res;
  } catch {
    const copy = new Response(res.body, res);
    copy.headers.set(name, value);
    return copy;
  }
}
