import { resolve } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Commerce } from '@solo/commerce';
import { createStorefrontServer } from './app.ts';
import { openSeededCommerce } from './testing-commerce.ts';
import { describeWithServerBuild, loadServerBuild, silentLogger } from './testing.ts';

/**
 * Malformed requests against the storefront as one process serves it (pages, resource routes,
 * the commerce paths it forwards): wrong methods, NUL bytes and unpaired surrogates, broken and
 * oversized bodies, odd headers, random path segments, over the seeded demo store. No answer may
 * be a 5xx; errors of the JSON resource routes must be problem+json or their own JSON shape.
 * Needs the server build (`npm run build`); fixed seed, sized for a busy machine.
 */
const SEED = 13;
const RUNS = Number(process.env.STOREFRONT_FUZZ_RUNS ?? 400);

const PAGES = [
  '',
  'p/pizza-stone',
  'p/:x',
  'product/:x',
  'quick-shop-data/pizza-stone',
  'quick-shop-data/:x',
  'c/:x',
  'plp/:x/:x',
  'search',
  'search-suggestions',
  'login',
  'registration',
  'logout',
  'session',
  'wishlist-data',
  'basket',
  'recommendations-data',
  'express',
  'cart',
  'checkout',
  'checkout/confirmation/:x',
  'track-order',
  'account',
  'account/addresses',
  'account/orders/:x',
  'saved-for-later/:x',
  'reset-password',
  'setpassword',
  'outbox',
  'gift-card-balance',
  ':x',
];
const OTHER_PATHS = [
  '/mobify/proxy/ocapi/s/SoloUS/dw/shop/v22_8/sessions',
  '/mobify/proxy/api/checkout/shopper-baskets/v2/organizations/f_ecom_solo_001/baskets',
  '/content-stack/entry',
  '/images/:x',
  '/assets/:x',
  '/static/translations/compiled/:x',
  '/healthz',
  '/:x.js',
];
const PREFIXES = ['', '/us', '/us/en-US', '/ca/fr-CA', '/:x', '/us/:x'];

const NASTY = [
  '\u0000',
  '%00',
  '%ED%A0%80',
  '\ud800',
  '%',
  '%zz',
  '..',
  'x'.repeat(3000),
  '<script>',
  '',
  'null',
  '-1',
  '9'.repeat(30),
];
const text = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20, unit: 'binary' }) },
);

function segment(s: string): string {
  if (/^%|^\.\.$/.test(s)) return s;
  try {
    return encodeURIComponent(s);
  } catch {
    return s.replace(/[/?#%]/g, '');
  }
}

const BOUNDARY = 'sfFuzz';
type Body = { contentType?: string; body?: string };
const body: fc.Arbitrary<Body> = fc.oneof(
  fc.constant<Body>({}),
  fc.constantFrom<Body>(
    { contentType: 'application/json', body: 'null' },
    { contentType: 'application/json', body: '{"type":"add","productId":"\\u0000","quantity":1}' },
    { contentType: 'application/json', body: '{"type":"add","productId":"\\ud800","quantity":1}' },
    {
      contentType: 'application/json',
      body: '{"type":"add","productId":"pizza-stone","quantity":1}',
    },
    { contentType: 'application/json', body: '{"type":' },
    { contentType: 'application/json', body: JSON.stringify({ a: 'x'.repeat(1_200_000) }) },
    {
      contentType: 'text/plain',
      body: '{"type":"add","productId":"pizza-stone","quantity":"9e99"}',
    },
    { contentType: 'text/plain', body: 'a\u0000b' },
    { contentType: 'application/x-www-form-urlencoded', body: 'email=%zz&password=%' },
    { contentType: 'application/x-www-form-urlencoded', body: 'email=a%00b&password=x' },
    { contentType: 'application/x-www-form-urlencoded', body: 'email=a@b.co&password=short' },
    { contentType: 'multipart/form-data', body: 'garbage' },
    { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: `--${BOUNDARY}\r\nbroken` },
  ),
  fc
    .dictionary(
      fc.constantFrom('email', 'password', 'orderNo', 'intent', 'productId', 'quantity', '_action'),
      text,
      { maxKeys: 4 },
    )
    .map((o) => ({
      contentType: 'application/x-www-form-urlencoded',
      body: new URLSearchParams(o).toString(),
    })),
);

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

// Quick shop's data route needs a product id: `/quick-shop-data/` alone is a page path (404 page).
const JSON_ROUTES =
  /\/((basket|wishlist-data|session|search-suggestions|recommendations-data|express)(\/|$)|quick-shop-data\/[^/?])/;

const request: fc.Arbitrary<FuzzRequest> = fc
  .record({
    prefix: fc.constantFrom(...PREFIXES),
    page: fc.constantFrom(...PAGES),
    other: fc.option(fc.constantFrom(...OTHER_PATHS), { freq: 4 }),
    fill: fc.array(text, { minLength: 3, maxLength: 3 }),
    method: fc.constantFrom('GET', 'GET', 'POST', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD'),
    query: fc.array(
      fc.tuple(
        fc.constantFrom('q', 'pid', 'page', 'orderNo', 'email', 'start', 'sz', 'refine', 'limit'),
        text,
      ),
      {
        maxLength: 3,
      },
    ),
    headers: fc.record(
      {
        origin: fc.constantFrom('http://localhost', 'https://evil.example', 'null'),
        cookie: fc.constantFrom('usid=\u00e9', 'cc-nx-g=abc; usid=x', `x=${'y'.repeat(3000)}`),
        accept: fc.constantFrom('text/html', 'application/json', '*/*'),
        'accept-language': fc.constantFrom('fr-CA', ';;;'),
        'x-forwarded-proto': fc.constantFrom('https', 'gopher'),
      },
      { requiredKeys: [] },
    ),
    body,
  })
  .map(({ prefix, page, other, fill, method, query, headers, body }) => {
    let i = 0;
    const next = () => segment(fill[i++ % fill.length]!);
    const path = (other ?? (`${prefix}/${page}`.replace(/\/$/, '') || '/')).replace(/:x/g, next);
    const sendsBody = method !== 'GET' && method !== 'HEAD' && body.body !== undefined;
    return {
      method,
      url: `http://localhost${path}?${new URLSearchParams(query).toString()}`,
      headers: {
        ...headers,
        ...(sendsBody && body.contentType ? { 'content-type': body.contentType } : {}),
      },
      ...(sendsBody ? { body: body.body } : {}),
    };
  });

describeWithServerBuild('storefront fuzz: malformed requests never fault', () => {
  let commerce: Commerce;
  let app: ReturnType<typeof createStorefrontServer>;
  beforeAll(async () => {
    commerce = await openSeededCommerce('fuzz');
    app = createStorefrontServer({
      build: loadServerBuild,
      clientDir: resolve(import.meta.dirname, '../build/client'),
      commerce: { mode: 'in-process', app: commerce.app },
      logger: silentLogger(),
      orgId: commerce.config.orgId,
      clientId: commerce.config.clientId,
    });
  }, 120_000);
  afterAll(() => commerce.close());

  it(`answers ${RUNS} malformed page and resource requests with no 5xx`, async () => {
    const requests = fc.sample(request, { seed: SEED, numRuns: RUNS });
    const faults: string[] = [];
    const notProblem: string[] = [];
    const statuses = new Map<number, number>();
    for (const r of requests) {
      const res = await app.request(r.url, {
        method: r.method,
        headers: r.headers,
        ...(r.body === undefined ? {} : { body: r.body }),
      });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      const label = `${r.method} ${r.url.slice(0, 160)} [${r.headers['content-type'] ?? ''}] → ${res.status}`;
      const type = res.headers.get('content-type') ?? '';
      if (res.status >= 500) faults.push(`${label} ${(await res.text()).slice(0, 300)}`);
      else {
        if (
          res.status >= 400 &&
          r.method !== 'HEAD' &&
          JSON_ROUTES.test(new URL(r.url).pathname) &&
          !type.includes('json')
        )
          notProblem.push(`${label} ${type}`);
        await res.body?.cancel();
      }
    }
    console.log(
      `storefront fuzz: ${requests.length} requests; 5xx: ${faults.length}; resource-route errors not JSON: ${notProblem.length}; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`,
    );
    expect(faults).toEqual([]);
    expect(notProblem).toEqual([]);
  }, 240_000);
});
