import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client.server.ts';
import { forwardSearchClick } from './click.server.ts';

const CLICK = {
  index: 'community_posts',
  query: 'pizza',
  objectID: 'wood-fired-margherita',
  position: 1,
  queryID: '0123456789abcdef',
};

function services(status = 204) {
  const calls: Array<{ url: URL; body: unknown }> = [];
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const api = createApiClient({
    baseUrl: 'http://127.0.0.1:3000',
    fetch: async (input, init) => {
      const req = new Request(input, init);
      calls.push({ url: new URL(req.url), body: JSON.parse(await req.text()) as unknown });
      return new Response(status === 204 ? null : '{"title":"Too Many Requests"}', { status });
    },
    requestId: 'req-1',
    log,
    orgId: 'f_ecom_solo_001',
    clientId: 'client',
  });
  return { calls, services: { api } };
}

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request('http://shop.example/eu/de-DE/search-suggestions/click', {
    method: 'POST',
    headers: { 'sec-fetch-site': 'same-origin', ...headers },
    body,
  });

const where = { siteId: 'SoloEU', locale: 'de-DE' };

describe('forwardSearchClick', () => {
  it('forwards the report to the commerce click analytics in the site and locale', async () => {
    const { calls, services: s } = services();
    expect(await forwardSearchClick(s, post(JSON.stringify(CLICK)), where)).toEqual({
      status: 204,
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.pathname).toBe(
      '/mobify/proxy/api/custom/search/v1/organizations/f_ecom_solo_001/clicks',
    );
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({
      siteId: 'SoloEU',
      locale: 'de-DE',
    });
    expect(calls[0]!.body).toEqual(CLICK);
  });

  it('passes on a refusal of the commerce service', async () => {
    const { services: s } = services(429);
    expect(await forwardSearchClick(s, post(JSON.stringify(CLICK)), where)).toEqual({
      status: 429,
    });
  });

  it('refuses a report from another site, too large, or not JSON, without forwarding it', async () => {
    const { calls, services: s } = services();
    const refused = [
      [post(JSON.stringify(CLICK), { 'sec-fetch-site': 'cross-site' }), 403],
      [post(JSON.stringify({ ...CLICK, query: 'x'.repeat(3000) })), 413],
      [post('{"index":'), 400],
    ] as const;
    for (const [request, status] of refused)
      expect(await forwardSearchClick(s, request, where)).toEqual({ status });
    expect(calls).toHaveLength(0);
  });
});
