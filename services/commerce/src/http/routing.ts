import type { Hono, MiddlewareHandler } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import type { AppEnv } from './context.ts';
import { notFound } from './problem.ts';

/** Shopper APIs live under this prefix exactly as the browser sees them (DESIGN.md). */
export const SHOPPER_API_BASE = '/mobify/proxy/api';

/**
 * Path prefixes this app answers. A storefront that mounts the app in-process (or proxies to it)
 * forwards exactly these and keeps every other path for itself.
 */
export const COMMERCE_PATH_PREFIXES = [
  `${SHOPPER_API_BASE}/`,
  '/content-stack/',
  '/on/demandware.store/',
  '/media/',
] as const;

export const isCommercePath = (pathname: string): boolean =>
  COMMERCE_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));

const API_NAME = /^[a-z]+\/[a-z-]+\/v\d+$/;
const SEGMENT = /^[a-z][a-z0-9-]*$/i;

/**
 * Mounts a Shopper API: `shopperApi(app, 'product/shopper-products/v1', routes)` serves `routes`
 * under `/mobify/proxy/api/product/shopper-products/v1/organizations/:organizationId`.
 */
export function shopperApi(app: Hono<AppEnv>, api: string, routes: Hono<AppEnv>): void {
  if (!API_NAME.test(api))
    throw new Error(`Shopper API name must look like family/api/v1, got "${api}"`);
  app.route(`${SHOPPER_API_BASE}/${api}/organizations/:organizationId`, routes);
}

/**
 * Registers a custom API action (spec 000 §7 custom API pattern): `routes` answers at
 * `/mobify/proxy/api/custom/{namespace}/v1/organizations/:organizationId/{action}`, typically with
 * `.get('/', …)` and/or `.post('/', …)`.
 */
export function customApi(
  app: Hono<AppEnv>,
  namespace: string,
  action: string,
  routes: Hono<AppEnv>,
): void {
  if (!SEGMENT.test(namespace) || !SEGMENT.test(action)) {
    throw new Error(
      `Custom API namespace and action must be plain path segments: ${namespace}/${action}`,
    );
  }
  app.route(
    `${SHOPPER_API_BASE}/custom/${namespace}/v1/organizations/:organizationId/${action}`,
    routes,
  );
}

const ORGANIZATION_SEGMENT = /\/organizations\/([^/]+)/;

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Every Shopper API call names this instance's organization; any other is an unknown resource. */
export const requireOrganization: MiddlewareHandler<AppEnv> = async (c, next) => {
  const match = ORGANIZATION_SEGMENT.exec(c.req.path);
  const organizationId = match?.[1] ? safeDecode(match[1]) : undefined;
  if (organizationId !== undefined && organizationId !== c.var.config.orgId) {
    throw notFound(`Unknown organization "${organizationId}"`, 'organization-not-found');
  }
  await next();
};

const ROUTE_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * The methods each path of `app` answers, from its route table (middleware, registered for every
 * method, does not count). Read on first use, once every route is registered.
 */
export function allowedMethods(app: Hono<AppEnv>): (path: string) => string[] {
  let router: TrieRouter<true> | undefined;
  return (path) => {
    if (!router) {
      router = new TrieRouter<true>();
      for (const route of app.routes)
        if ((ROUTE_METHODS as readonly string[]).includes(route.method))
          router.add(route.method, route.path, true);
    }
    const table = router;
    const allowed: string[] = ROUTE_METHODS.filter((m) => table.match(m, path)[0].length > 0);
    return allowed.includes('GET') ? [...allowed, 'HEAD'] : allowed;
  };
}
