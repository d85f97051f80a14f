import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '@solo/commerce';
import { openSeededCommerce } from '../../server/testing-commerce.ts';
import { cookieHeader, sessionHarness } from '../lib/session/session-testing.server.ts';
import { action, loader } from './ocapi-session.ts';

/** The session bridge of spec 000 §7 against the real login service. */
let commerce: Commerce;
const run = sessionHarness(() => commerce);
const bridge = (siteId: string) =>
  `http://127.0.0.1:3000/mobify/proxy/ocapi/s/${siteId}/dw/shop/v22_8/sessions`;

beforeAll(async () => {
  commerce = await openSeededCommerce('ocapi-session-route');
}, 180_000);

afterAll(async () => {
  await commerce.close();
});

type ActionArgs = Parameters<typeof action>[0];

const post = (siteId: string, cookie = '') =>
  run(
    bridge(siteId),
    async (args) => {
      const answer = await action({ ...args, params: { siteId } } as unknown as ActionArgs);
      return answer.status;
    },
    { cookie },
  );

const usidOf = (response: Response, siteId: string) =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith(`usid_${siteId}=`))
    ?.split(';')[0]
    ?.split('=')[1];

describe('POST /mobify/proxy/ocapi/s/{siteId}/dw/shop/v22_8/sessions', () => {
  it('creates the named site’s guest session (its own cookies), not the default site’s', async () => {
    const { result, response } = await post('SoloEU');
    expect(result).toBe(204);
    const names = response.headers.getSetCookie().map((c) => c.split('=')[0]);
    expect(names).toEqual(expect.arrayContaining(['cc-at_SoloEU', 'usid_SoloEU']));
    expect(names.some((n) => n?.endsWith('_SoloUS'))).toBe(false);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('syncs an existing session: same shopper, no new guest', async () => {
    const first = await post('SoloCA');
    const usid = usidOf(first.response, 'SoloCA');
    expect(usid).toBeTruthy();
    const again = await post('SoloCA', cookieHeader(first.response));
    expect(again.result).toBe(204);
    // A fresh token is not renewed, so nothing new is written, and no other usid ever is.
    const after = usidOf(again.response, 'SoloCA');
    expect(after === undefined || after === usid).toBe(true);
  });

  it('answers 404 for a site that does not exist, and 405 for a GET', async () => {
    const { result } = await post('SoloXX');
    expect(result).toBe(404);
    expect(loader().status).toBe(405);
  });
});
