import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestCommerce, type TestCommerce } from '../testing.ts';
import { notFound } from './problem.ts';
import { validateJson, validateQuery } from './validate.ts';

const ORG = 'f_ecom_solo_001';

describe('commerce app: errors, request ids, health', () => {
  let t: TestCommerce;
  beforeAll(async () => {
    t = await createTestCommerce();
    // Test-only routes on the real app, so they go through the real middleware and error handler.
    t.app.post(
      '/test/echo',
      validateJson(z.object({ siteId: z.string(), quantity: z.number().int().min(1) })),
      (c) => c.json(c.req.valid('json')),
    );
    t.app.get('/test/query', validateQuery(z.object({ q: z.string().min(3) })), (c) =>
      c.json(c.req.valid('query')),
    );
    t.app.get('/test/boom', () => {
      throw new Error('secret connection string postgres://admin:pw@db');
    });
    t.app.get('/test/missing', () => {
      throw notFound('No basket "b1"');
    });
  });
  afterAll(() => t.close());

  async function problem(res: Response) {
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    return (await res.json()) as Record<string, unknown>;
  }

  it('answers an unknown route with a 404 problem', async () => {
    const res = await t.app.request('/nowhere');
    expect(res.status).toBe(404);
    expect(await problem(res)).toMatchObject({
      type: '/errors/not-found',
      title: 'Not Found',
      detail: 'No resource at GET /nowhere',
      instance: '/nowhere',
    });
  });

  it('answers an unknown organization with a 404 problem naming it', async () => {
    const res = await t.app.request(
      '/mobify/proxy/api/custom/core/v1/organizations/f_ecom_other/site-preferences?siteId=SoloUS',
    );
    expect(res.status).toBe(404);
    expect(await problem(res)).toMatchObject({
      type: '/errors/organization-not-found',
      title: 'Not Found',
      detail: 'Unknown organization "f_ecom_other"',
    });
  });

  it('answers a badly encoded organization with a 404, not a fault', async () => {
    const res = await t.app.request(
      '/mobify/proxy/api/custom/core/v1/organizations/%E0%A4%A/site-preferences',
    );
    expect(res.status).toBe(404);
    expect((await problem(res)).detail).toBe('Unknown organization "%E0%A4%A"');
  });

  it('answers an unknown custom API action with a 404', async () => {
    const res = await t.app.request(
      `/mobify/proxy/api/custom/core/v1/organizations/${ORG}/no-such-action`,
    );
    expect(res.status).toBe(404);
    await problem(res);
  });

  it('refuses malformed JSON with a 400 problem', async () => {
    const res = await t.app.request('/test/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"siteId": ',
    });
    expect(res.status).toBe(400);
    expect(await problem(res)).toMatchObject({
      type: '/errors/malformed-body',
      detail: 'Malformed JSON in request body',
    });
  });

  it('refuses a body not sent as JSON with a 415 problem', async () => {
    const res = await t.app.request('/test/echo', { method: 'POST', body: 'siteId=SoloUS' });
    expect(res.status).toBe(415);
    expect((await problem(res)).detail).toMatch(/application\/json/);
  });

  it('names every invalid body field', async () => {
    const res = await t.app.request('/test/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ quantity: 0 }),
    });
    expect(res.status).toBe(400);
    const body = await problem(res);
    expect(body).toMatchObject({ type: '/errors/invalid-request', title: 'Bad Request' });
    expect(body.detail).toMatch(/^siteId: Required; quantity: /);
    expect(body.invalidFields).toEqual([
      { name: 'siteId', reason: 'Required' },
      { name: 'quantity', reason: expect.stringMatching(/>=1/) as unknown },
    ]);
  });

  it('accepts a valid body', async () => {
    const res = await t.app.request('/test/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ siteId: 'SoloUS', quantity: 2 }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ siteId: 'SoloUS', quantity: 2 });
  });

  it('names an invalid query field', async () => {
    const res = await t.app.request('/test/query?q=ab');
    expect(res.status).toBe(400);
    expect((await problem(res)).detail).toMatch(/^q: /);
  });

  it('keeps the status and detail of an expected failure', async () => {
    const res = await t.app.request('/test/missing');
    expect(res.status).toBe(404);
    expect((await problem(res)).detail).toBe('No basket "b1"');
  });

  it('hides an unexpected fault behind a generic 500 and logs it', async () => {
    const res = await t.app.request('/test/boom', { headers: { 'x-request-id': 'boom-1' } });
    expect(res.status).toBe(500);
    const text = await res.clone().text();
    expect(text).not.toMatch(/secret|postgres|at .*\.ts/);
    expect(await problem(res)).toMatchObject({
      type: '/errors/internal-error',
      title: 'Internal Server Error',
    });
    const logged = t.logs.find((l) => l.requestId === 'boom-1' && l.msg === 'unhandled error');
    expect((logged?.err as { message?: string } | undefined)?.message).toMatch(
      /secret connection string/,
    );
  });

  it('echoes a sane request id and logs every line of the request with it', async () => {
    const res = await t.app.request('/health', { headers: { 'x-request-id': 'abc-123_X.y' } });
    expect(res.headers.get('x-request-id')).toBe('abc-123_X.y');
    const access = t.logs.find((l) => l.requestId === 'abc-123_X.y' && l.msg === 'request');
    expect(access).toMatchObject({ method: 'GET', path: '/health', status: 200 });
    expect(typeof access?.ms).toBe('number');
  });

  it('replaces a missing or unsafe request id, also on error responses', async () => {
    const generated = (await t.app.request('/health')).headers.get('x-request-id');
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    const unsafe = await t.app.request('/nowhere', {
      headers: { 'x-request-id': 'bad id\u00e9<script>' },
    });
    expect(unsafe.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const long = await t.app.request('/nowhere', { headers: { 'x-request-id': 'a'.repeat(129) } });
    expect(long.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.request('/nowhere', { headers: { 'x-request-id': 'a'.repeat(128) } });
    expect(kept.headers.get('x-request-id')).toBe('a'.repeat(128));
  });

  it('reports health with the database kind', async () => {
    const res = await t.app.request('/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: t.db.kind });
  });
});

describe('health when the database is gone', () => {
  it('answers 503 problem', async () => {
    const t = await createTestCommerce();
    await t.close();
    const res = await t.app.request('/health');
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(await res.json()).toMatchObject({
      type: '/errors/service-unavailable',
      title: 'Service Unavailable',
    });
  });
});
