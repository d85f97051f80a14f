import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCommerce, type TestCommerce } from '../testing.ts';
import { CUSTOMERS, guestToken, signedInShopper } from '../modules/customers/customers-testing.ts';
import { PROBLEM_CONTENT_TYPE } from './problem.ts';

/**
 * Malformed requests across the whole route table (every route the app registers, so a new route
 * is fuzzed without touching this file): wrong methods, NUL bytes and unpaired surrogates in path,
 * query, headers and bodies, deep, wide and huge JSON, wrong types, broken forms and multipart.
 * No answer may be a 5xx, and every error must be problem+json. The seed is fixed so a failure
 * reproduces; the requests run in order on one database (PGlite, or PostgreSQL with DATABASE_URL).
 */
const SEED = 13;
const RUNS = Number(process.env.FUZZ_RUNS ?? 5000);
const ORG = 'f_ecom_solo_001';

const NASTY = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '%00',
  '%ED%A0%80',
  '%',
  '%zz',
  '../../etc/passwd',
  '',
  ' ',
  "'; drop table baskets; --",
  '<script>alert(1)</script>',
  'é'.repeat(300),
  'x'.repeat(5000),
  '9'.repeat(40),
  '-1',
  '0',
  '1e308',
  'NaN',
  'true',
  'null',
  '{}',
  '[]',
  Array.from({ length: 150 }, (_, i) => `f${i}`).join('.'),
  'a.b.c',
  'SoloUS',
  'en-US',
  '{"title":"\\u0000"}',
  '{"title":"\\ud800"}',
  JSON.stringify({ [Array.from({ length: 120 }, (_, i) => `f${i}`).join('.')]: 'x' }),
  JSON.stringify({ 'post.categories': ['\u0000'] }),
];

const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40, unit: 'binary' }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);

const KEYS = [
  'productId',
  'quantity',
  'itemId',
  'email',
  'login',
  'password',
  'currentPassword',
  'firstName',
  'lastName',
  'address1',
  'city',
  'postalCode',
  'countryCode',
  'stateCode',
  'phone',
  'addressId',
  'siteId',
  'code',
  'orderNo',
  'paymentMethodId',
  'amount',
  'currency',
  'type',
  'listId',
  'public',
  'name',
  'customerInfo',
  'paymentCard',
  'c_note',
  'c_giftMessage',
  'token',
  'preferred',
  'id',
];

const scalar = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(Number.MAX_SAFE_INTEGER),
);

const jsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...KEYS), tie('value'), { maxKeys: 5 }),
  ),
})).value;

const deep = (levels: number, leaf: unknown): unknown => {
  let v = leaf;
  for (let i = 0; i < levels; i++) v = i % 2 ? [v] : { a: v };
  return v;
};

/** Raw JSON text that JSON.stringify could not produce: escapes of NUL and lone surrogates. */
const escapedJson = fc
  .tuple(
    fc.constantFrom(...KEYS),
    fc.constantFrom('\\u0000', '\\ud800', 'x\\udc00', '\\u0000\\ud83d'),
  )
  .map(([key, esc]) => `{"${key}":"${esc}","quantity":1}`);

type Body = { contentType?: string; body?: string | Uint8Array<ArrayBuffer> };

const BOUNDARY = 'fuzzBoundary42';
const body: fc.Arbitrary<Body> = fc.oneof(
  fc.constant<Body>({}),
  jsonValue.map((v) => ({ contentType: 'application/json', body: JSON.stringify(v) ?? 'null' })),
  fc.constantFrom<Body>(
    { contentType: 'application/json', body: 'null' },
    { contentType: 'application/json', body: '[]' },
    { contentType: 'application/json', body: '"text"' },
    { contentType: 'application/json', body: '42' },
    { contentType: 'application/json', body: '{"quantity":' },
    { contentType: 'application/json', body: '' },
    { contentType: 'application/json', body: '{"a":1}\u0000' },
    { contentType: 'application/json', body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]) },
    { contentType: 'application/json', body: JSON.stringify({ productId: 'x'.repeat(200_000) }) },
    { contentType: 'application/json', body: JSON.stringify(deep(200, 1)) },
    { contentType: 'application/json', body: JSON.stringify(deep(30, { productId: 'x' })) },
    {
      contentType: 'application/json',
      body: JSON.stringify(
        Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i])),
      ),
    },
    { contentType: 'application/json', body: JSON.stringify([...Array(20_000).keys()]) },
    { contentType: 'application/json', body: `{"p":"${'x'.repeat(1_100_000)}"}` },
    { contentType: 'text/plain', body: '{"productId":"\\u0000"}' },
    { contentType: 'text/plain', body: 'plain\u0000text' },
    { contentType: 'application/x-www-form-urlencoded', body: 'grant_type=%zz&a=%' },
    { contentType: 'application/x-www-form-urlencoded', body: 'grant_type=%00' },
    { contentType: 'application/x-www-form-urlencoded', body: 'grant_type=client_credentials' },
    { contentType: 'application/x-www-form-urlencoded', body: 'usid=%ED%A0%80' },
    { contentType: 'multipart/form-data', body: 'garbage' },
    { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: `--${BOUNDARY}\r\nbroken` },
    {
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="grant_type"\r\n\r\nx\u0000y\r\n--${BOUNDARY}--\r\n`,
    },
    {
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="client_id"\r\n\r\nstorefront\r\n--${BOUNDARY}--\r\n`,
    },
    { contentType: 'application/octet-stream', body: new Uint8Array([0, 1, 2, 255]) },
    { contentType: 'application/xml', body: '<a>\u0000</a>' },
  ),
  escapedJson.map((b) => ({ contentType: 'application/json', body: b })),
  fc.dictionary(fc.constantFrom(...KEYS), text, { maxKeys: 4 }).map((o) => ({
    contentType: 'application/x-www-form-urlencoded',
    body: new URLSearchParams(o).toString(),
  })),
);

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'PROPFIND', 'get'];

interface Fixture {
  token: string;
  customerToken: string;
  customerId: string;
  basketId: string;
}

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

/** A segment as a client might send it; an unpaired surrogate goes raw (the URL parser maps it). */
function pathSegment(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return s.replace(/[/?#%]/g, '');
  }
}

/** Fills a route pattern: its parameters get real ids most of the time, nasty text otherwise. */
function requestArbitrary(routes: Array<{ method: string; path: string }>, fx: Fixture) {
  const segment = fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(fx.basketId, fx.customerId, ORG, 'SoloUS', 'en-US') },
    { weight: 3, arbitrary: text.map(pathSegment) },
    { weight: 1, arbitrary: fc.constantFrom('%00', '%ED%A0%80', '%zz', 'a%2Fb', '..', '%') },
  );
  const query = fc.array(
    fc.tuple(
      fc.constantFrom(
        ...KEYS,
        'siteId',
        'locale',
        'q',
        'ids',
        'expand',
        'referenceFieldPath',
        'searchParams',
        'referenceIn',
        'orderBy',
        'jsonRtePath',
        'contentTypeUid',
        'limit',
        'offset',
        'hint',
        'usid',
        'redirect_uri',
      ),
      text,
    ),
    { maxLength: 4 },
  );
  // Mostly real tokens, so requests get past authentication to the validation behind it.
  const authorization = fc.oneof(
    { weight: 4, arbitrary: fc.constant(`Bearer ${fx.token}`) },
    { weight: 4, arbitrary: fc.constant(`Bearer ${fx.customerToken}`) },
    { weight: 1, arbitrary: fc.constantFrom('Bearer x.y.z', 'Basic Og==', `Bearer ${fx.token}x`) },
  );
  const headers = fc.record(
    {
      authorization,
      'x-request-id': fc.constantFrom('r1', 'x'.repeat(500), '\u00e9\u00e9'),
      accept: fc.constantFrom('*/*', 'text/html', 'application/xml'),
      'x-forwarded-for': fc.constantFrom('1.2.3.4', 'garbage, ::1', ''),
      'accept-language': fc.constantFrom('en-US', ';;;', 'x'.repeat(300)),
    },
    { requiredKeys: ['authorization'] },
  );
  return fc
    .record({
      route: fc.constantFrom(...routes),
      keepMethod: fc.boolean(),
      otherMethod: fc.constantFrom(...METHODS),
      params: fc.array(segment, { minLength: 8, maxLength: 8 }),
      extraPath: fc.oneof(
        { weight: 4, arbitrary: fc.constant('') },
        { weight: 1, arbitrary: segment.map((s) => `/${s}`) },
      ),
      withSite: fc.boolean(),
      query,
      headers,
      body,
    })
    .map(
      ({
        route,
        keepMethod,
        otherMethod,
        params,
        extraPath,
        withSite,
        query,
        headers,
        body,
      }): FuzzRequest => {
        let i = 0;
        const path =
          route.path
            .replace(/:organizationId/, ORG)
            .replace(/:customerId/, fx.customerId)
            .replace(/:basketId/, fx.basketId)
            .replace(/:[A-Za-z]+(\{[^}]*\})?|\*/g, () => params[i++ % params.length]!) + extraPath;
        const search = new URLSearchParams(withSite ? [['siteId', 'SoloUS'], ...query] : query);
        const method = keepMethod ? route.method : otherMethod;
        const sendsBody =
          method !== 'GET' && method !== 'HEAD' && method !== 'get' && body.body !== undefined;
        return {
          method,
          url: `http://localhost${path}?${search.toString()}`,
          headers: {
            ...headers,
            ...(sendsBody && body.contentType ? { 'content-type': body.contentType } : {}),
          },
          ...(sendsBody ? { body: body.body } : {}),
        };
      },
    );
}

/**
 * problem+json, except Shopper Login's OAuth 2.0 endpoints, whose clients read RFC 6749 error
 * bodies `{error, error_description}` (modules/auth/routes.ts) once a request reaches them.
 */
async function isErrorShape(url: string, res: Response): Promise<boolean> {
  const type = res.headers.get('content-type') ?? '';
  if (type === PROBLEM_CONTENT_TYPE) {
    const body = (await res.json()) as Record<string, unknown>;
    return typeof body.type === 'string' && body.status === res.status;
  }
  if (new URL(url).pathname.includes('/oauth2/') && type.startsWith('application/json')) {
    const body = (await res.json()) as Record<string, unknown>;
    return typeof body.error === 'string';
  }
  await res.body?.cancel();
  return false;
}

describe('commerce API fuzz: malformed requests never fault', () => {
  let t: TestCommerce;
  let fx: Fixture;
  beforeAll(async () => {
    t = await createTestCommerce();
    const shopper = await signedInShopper(t, 'fuzz@example.com');
    const token = await guestToken(t);
    const basket = await t.app.request(
      `/mobify/proxy/api/checkout/shopper-baskets/v2/organizations/${ORG}/baskets?siteId=SoloUS`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      },
    );
    const { basketId } = (await basket.json()) as { basketId: string };
    fx = { token, customerToken: shopper.token, customerId: shopper.customerId, basketId };
    expect(CUSTOMERS).toContain(ORG);
  });
  afterAll(() => t.close());

  it(`answers ${RUNS} malformed requests across every route family with no 5xx, every error problem+json`, async () => {
    const routes = t.app.routes
      .filter((r) => r.method !== 'ALL')
      .map((r) => ({ method: r.method, path: r.path }));
    const families = new Set(routes.map((r) => r.path.split('/').slice(0, 7).join('/')));
    const requests = fc.sample(requestArbitrary(routes, fx), { seed: SEED, numRuns: RUNS });
    const faults: string[] = [];
    const notProblem: string[] = [];
    const statuses = new Map<number, number>();
    for (const r of requests) {
      const res = await t.app.request(r.url, {
        method: r.method,
        headers: r.headers,
        ...(r.body === undefined ? {} : { body: r.body }),
      });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      const label = `${r.method} ${r.url.slice(0, 200)} [${r.headers['content-type'] ?? ''}] ${typeof r.body === 'string' ? JSON.stringify(r.body.slice(0, 120)) : ''} → ${res.status}`;
      if (res.status >= 500) faults.push(`${label} ${(await res.text()).slice(0, 200)}`);
      else if (res.status >= 400 && r.method !== 'HEAD') {
        if (!(await isErrorShape(r.url, res))) notProblem.push(label);
      } else await res.body?.cancel();
    }
    console.log(
      `commerce fuzz (${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite'}): ${requests.length} requests over ${routes.length} routes in ${families.size} families; 5xx: ${faults.length}; errors not problem+json: ${notProblem.length}; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`,
    );
    expect(faults).toEqual([]);
    expect(notProblem).toEqual([]);
  }, 240_000);
});
