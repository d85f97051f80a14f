import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCommerce, type TestCommerce } from '../testing.ts';
import {
  CUSTOMERS,
  ORG,
  call,
  problemOf,
  signedInShopper,
  type SignedIn,
} from '../modules/customers/customers-testing.ts';
import { DEFAULT_REQUEST_LIMITS, guardRequest, type RequestLimits } from './request-guard.ts';

const API = '/mobify/proxy/api';
const PRODUCTS = `${API}/product/shopper-products/v1/organizations/${ORG}/products`;
const AUTH = `${API}/shopper/auth/v1/organizations/${ORG}/oauth2`;
const TOKENIZE = `${API}/custom/payments/v1/organizations/${ORG}/tokenize?siteId=SoloUS`;

const deep = (levels: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < levels; i++) v = { a: v };
  return v;
};

describe('request guard (unit)', () => {
  const limits: RequestLimits = { ...DEFAULT_REQUEST_LIMITS, maxBodyBytes: 64 };
  const post = (body: BodyInit, contentType: string, init: RequestInit = {}) =>
    guardRequest(
      new Request('http://x/p', {
        method: 'POST',
        headers: { 'content-type': contentType },
        body,
        ...init,
      }),
      limits,
    );
  const refusal = async (p: ReturnType<typeof post>) => {
    const r = await p;
    return r.ok ? 'passed' : `${r.problem.status} ${r.problem.message}`;
  };

  it('passes a sound JSON body on with the same bytes', async () => {
    const r = await post('{"a":[1,"é"]}', 'application/json');
    expect(r.ok && (await r.request.json())).toEqual({ a: [1, 'é'] });
  });

  it('refuses a body over the limit by its declared length and while reading a chunked one', async () => {
    expect(await refusal(post('x'.repeat(65), 'text/plain'))).toBe(
      '413 The request body exceeds the limit of 64 bytes',
    );
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 10; i++) controller.enqueue(new Uint8Array(10));
        controller.close();
      },
    });
    expect(
      await refusal(post(chunks, 'application/octet-stream', { duplex: 'half' } as RequestInit)),
    ).toMatch(/^413 /);
  });

  it('refuses NUL bytes and unpaired surrogates, raw and JSON-escaped', async () => {
    expect(await refusal(post('{"a":"x\u0000"}', 'application/json'))).toBe(
      '400 The request body contains a NUL byte',
    );
    expect(await refusal(post('{"a":"\\u0000"}', 'application/json'))).toBe(
      '400 body.a: contains a NUL byte',
    );
    expect(await refusal(post('{"a":["\\ud800"]}', 'application/json'))).toBe(
      '400 body.a.0: contains an unpaired surrogate',
    );
    expect(await refusal(post('{"\\udc00":1}', 'text/plain'))).toBe(
      '400 body: a member name contains an unpaired surrogate',
    );
    // A pair is a character, not an error.
    expect(await refusal(post('{"a":"\\ud83d\\ude00"}', 'application/json'))).toBe('passed');
  });

  it('refuses NUL and encoded surrogates in the path and query', async () => {
    const get = async (url: string) => {
      const r = await guardRequest(new Request(url), limits);
      return r.ok ? 'passed' : r.problem.message;
    };
    expect(await get('http://x/a%00b')).toBe('The path contains a NUL byte (%00)');
    expect(await get('http://x/a?q=%00')).toBe('The query contains a NUL byte (%00)');
    expect(await get('http://x/a?q=%ED%A0%80')).toBe('The query contains an encoded surrogate');
    expect(await get('http://x/a?q=%F0%9F%98%80')).toBe('passed');
  });

  it('bounds JSON depth, width and string length', async () => {
    const wide = { ...limits, maxBodyBytes: 1 << 20 };
    const check = async (value: unknown) => {
      const r = await guardRequest(
        new Request('http://x/p', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(value),
        }),
        wide,
      );
      return r.ok ? 'passed' : r.problem.message;
    };
    expect(await check(deep(31))).toBe('passed');
    expect(await check(deep(33))).toMatch(/JSON nested deeper than 32 levels$/);
    expect(await check([...Array(1001).keys()])).toBe('body: more than 1000 members');
    expect(await check({ s: 'x'.repeat(100_001) })).toBe(
      'body.s: string longer than 100000 characters',
    );
  });

  it('refuses malformed JSON, forms, multipart and UTF-8', async () => {
    expect(await refusal(post('{"a":', 'application/json'))).toBe(
      '400 Malformed JSON in request body',
    );
    expect(await refusal(post('a=%zz', 'application/x-www-form-urlencoded'))).toBe(
      '400 The form body has a malformed %-escape',
    );
    expect(await refusal(post('a=%00', 'application/x-www-form-urlencoded'))).toBe(
      '400 A form field contains a NUL byte',
    );
    expect(await refusal(post('garbage', 'multipart/form-data; boundary=b'))).toBe(
      '400 The multipart body is malformed',
    );
    expect(await refusal(post(new Uint8Array([0x22, 0xff, 0x22]), 'application/json'))).toBe(
      '400 The request body is not valid UTF-8',
    );
  });
});

describe('request guard in the commerce app (findings of issue 13)', () => {
  let t: TestCommerce;
  let shopper: SignedIn;
  beforeAll(async () => {
    t = await createTestCommerce({ env: { REQUEST_BODY_LIMIT_KB: '64' } });
    shopper = await signedInShopper(t, 'guard@example.com');
  });
  afterAll(() => t.close());

  it('answers a NUL byte in the path, query or body with a 400 problem, not a fault', async () => {
    for (const res of [
      await call(t, 'GET', `${PRODUCTS}/a%00b`, shopper.token),
      await call(t, 'GET', `${PRODUCTS}?ids=a%00b`, shopper.token),
      await call(t, 'PATCH', `${CUSTOMERS}/${shopper.customerId}`, shopper.token, {
        firstName: 'Ann\u0000',
      }),
    ]) {
      expect(res.status).toBe(400);
      expect(await problemOf(res)).toMatchObject({ type: '/errors/invalid-characters' });
    }
  });

  it('answers an unpaired surrogate in a stored field with a 400 problem', async () => {
    const res = await call(t, 'PATCH', `${CUSTOMERS}/${shopper.customerId}`, shopper.token, {
      firstName: 'Ann\ud800',
    });
    expect(res.status).toBe(400);
    expect((await problemOf(res)).detail).toBe('body.firstName: contains an unpaired surrogate');
  });

  it('answers a null address body with a 400 naming the body', async () => {
    const res = await call(
      t,
      'POST',
      `${CUSTOMERS}/${shopper.customerId}/addresses`,
      shopper.token,
      null,
    );
    expect(res.status).toBe(400);
    expect((await problemOf(res)).invalidFields).toEqual([
      { name: 'body', reason: expect.stringContaining('expected object') as unknown },
    ]);
  });

  it('answers a content field path deeper than the limit with a 400', async () => {
    const path = Array.from({ length: 120 }, (_, i) => `f${i}`).join('.');
    for (const query of [
      `referenceFieldPath=${path}`,
      `searchParams=${encodeURIComponent(JSON.stringify({ [path]: 'x' }))}`,
      `orderBy=${path}`,
    ]) {
      const res = await t.app.request(`/content-stack/find-entries?contentTypeUid=page&${query}`);
      expect(res.status).toBe(400);
      await problemOf(res);
    }
  });

  it('answers a malformed multipart body on oauth2 token, login and logout with a 400', async () => {
    for (const action of ['token', 'login', 'logout']) {
      const res = await t.app.request(`${AUTH}/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
        body: '--xyz\r\nContent-Disposition: form-data; name="grant_type"\r\n\r\nbroken',
      });
      expect(res.status, action).toBe(400);
      expect(await problemOf(res)).toMatchObject({ type: '/errors/malformed-body' });
    }
  });

  it('refuses an oversized tokenize body with 413 before reading it', async () => {
    const res = await t.app.request(TOKENIZE, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cardNumber: '4111111111111111', pad: 'x'.repeat(100 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await problemOf(res)).toMatchObject({
      type: '/errors/payload-too-large',
      detail: 'The request body exceeds the limit of 65536 bytes',
    });
  });

  it('answers a wrong method with 405 and an Allow header, an unknown path with 404', async () => {
    const res = await call(t, 'DELETE', `${PRODUCTS}/some-product`, shopper.token);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect(await problemOf(res)).toMatchObject({ type: '/errors/method-not-allowed' });
    const missing = await call(t, 'GET', `${PRODUCTS}/a/b/c`, shopper.token);
    expect(missing.status).toBe(404);
    await problemOf(missing);
  });
});
