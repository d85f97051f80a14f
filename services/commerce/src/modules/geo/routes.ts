import { Hono, type Context } from 'hono';
import { SITES, type Site } from '@solo/sites';
import type { AppEnv } from '../../http/context.ts';
import { notFound } from '../../http/problem.ts';
import type { GeoIpProvider } from './provider.ts';

const SITE_SEGMENT = /^Sites-(.+)-Site$/;

/** "Sites-SoloUS-Site" → the site; only site ids are accepted in controller paths. */
function siteFromSegment(segment: string): Site {
  const id = SITE_SEGMENT.exec(segment)?.[1];
  const site = id ? SITES.find((s) => s.id === id) : undefined;
  if (!site)
    throw notFound(
      `Unknown site segment "${segment}"; expected Sites-{siteId}-Site`,
      'site-not-found',
    );
  return site;
}

/**
 * Store controller calls (spec 000 §7) under /on/demandware.store/Sites-{site}-Site[/{locale}]/.
 * Only SystemAction-GeoIP exists; every other controller is a 404.
 */
export function geoRoutes(provider: GeoIpProvider): Hono<AppEnv> {
  const geoIp = (c: Context<AppEnv>) => {
    siteFromSegment(c.req.param('site') ?? '');
    const { geoIp: defaults } = c.var.config;
    const found = provider.lookup(c.req.raw) ?? {
      countryCode: defaults.defaultCountry,
      postalCode: defaults.defaultPostalCode,
    };
    // The answer depends on who asks: never shared by a cache.
    c.header('cache-control', 'private, no-store');
    return c.json({ postalCode: found.postalCode, geoCountryCode: found.countryCode });
  };
  return new Hono<AppEnv>()
    .get('/:site/:locale/SystemAction-GeoIP', geoIp)
    .get('/:site/SystemAction-GeoIP', geoIp)
    .all('/*', (c) => {
      throw notFound(`Unknown store controller ${c.req.path}`, 'controller-not-found');
    });
}
