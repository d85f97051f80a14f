import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '@solo/commerce';
import { openSeededCommerce } from '../../server/testing-commerce.ts';
import { CONSENT_COOKIE } from '../lib/consent.ts';
import { getShopperSession, type SessionArgs } from '../lib/session/session.server.ts';
import { cookieHeader, sessionHarness } from '../lib/session/session-testing.server.ts';
import { action, loader } from './recommendations-data.ts';

/** Recently Viewed through the recommendations data route: recording, reading, consent. */
let commerce: Commerce;
const run = sessionHarness(() => commerce);
const URL_US = 'http://127.0.0.1:3000/us/recommendations-data';
const params = { site: 'us' };
const DECLINED = `${CONSENT_COOKIE}=${encodeURIComponent('analytics=0&marketing=0&personalisation=0')}`;

beforeAll(async () => {
  commerce = await openSeededCommerce('recently-viewed-route');
}, 180_000);
afterAll(() => commerce.close());

type ActionArgs = Parameters<typeof action>[0];
type LoaderArgs = Parameters<typeof loader>[0];

const view = (args: SessionArgs, cookie: string, productId: string) => {
  const request = new Request(URL_US, {
    method: 'POST',
    body: new URLSearchParams({ productId }),
    headers: { cookie },
  });
  return action({ ...args, request, url: new URL(URL_US), params } as unknown as ActionArgs);
};

const forget = (args: SessionArgs, cookie: string) => {
  const request = new Request(URL_US, { method: 'DELETE', headers: { cookie } });
  return action({ ...args, request, url: new URL(URL_US), params } as unknown as ActionArgs);
};

const recent = async (args: SessionArgs, cookie: string, productIds = '') => {
  const url = new URL(`${URL_US}?recommender=viewed-recently-einstein${productIds}`);
  const request = new Request(url, { headers: { cookie } });
  const res = await loader({ ...args, request, url, params } as unknown as LoaderArgs);
  const body = (await res.json()) as { tiles: Array<{ id: string }> };
  return {
    status: res.status,
    cache: res.headers.get('cache-control'),
    ids: body.tiles.map((t) => t.id),
  };
};

async function guestCookie() {
  const { response } = await run(URL_US, (args) => getShopperSession(args));
  return cookieHeader(response);
}

/** Runs `handler` as a request carrying `cookie`. */
const as = <T>(cookie: string, handler: (args: SessionArgs) => Promise<T>) =>
  run(URL_US, handler, { cookie }).then((r) => r.result);

describe('Recently Viewed through recommendations-data', () => {
  it("records a guest's views and answers them, newest first, without the page's product", async () => {
    const cookie = await guestCookie();
    const statuses = await as(cookie, async (args) => [
      (await view(args, cookie, 'pizza-stone')).status,
      (await view(args, cookie, 'kiln-dried-logs')).status,
    ]);
    expect(statuses).toEqual([204, 204]);
    const all = await as(cookie, (args) => recent(args, cookie));
    expect(all).toEqual({
      status: 200,
      cache: 'private, no-store',
      ids: ['kiln-dried-logs', 'pizza-stone'],
    });
    const onPage = await as(cookie, (args) => recent(args, cookie, '&productIds=pizza-stone'));
    expect(onPage.ids).toEqual(['kiln-dried-logs']);
    // Another guest sees none of them.
    const other = await guestCookie();
    expect((await as(other, (args) => recent(args, other))).ids).toEqual([]);
  });

  it('records nothing and shows nothing when personalisation is declined, and deletes what was recorded', async () => {
    const cookie = await guestCookie();
    await as(cookie, (args) => view(args, cookie, 'pizza-stone'));
    const declined = `${cookie}; ${DECLINED}`;
    const status = await as(declined, async (args) => {
      const res = await view(args, declined, 'kiln-dried-logs');
      return res.status;
    });
    expect(status).toBe(204);
    expect((await as(declined, (args) => recent(args, declined))).ids).toEqual([]);
    // Turned on again, the list starts empty: nothing was kept while declined.
    expect((await as(cookie, (args) => recent(args, cookie))).ids).toEqual([]);
  });

  it('forgets on DELETE (the consent dialog)', async () => {
    const cookie = await guestCookie();
    await as(cookie, (args) => view(args, cookie, 'pizza-stone'));
    expect((await as(cookie, (args) => forget(args, cookie))).status).toBe(204);
    expect((await as(cookie, (args) => recent(args, cookie))).ids).toEqual([]);
  });

  it('starts no session, and refuses a missing, malformed or unknown product id', async () => {
    const { result, response } = await run(URL_US, async (args) => ({
      noSession: (await view(args, '', 'pizza-stone')).status,
      shown: (await recent(args, '')).ids,
    }));
    expect(result).toEqual({ noSession: 204, shown: [] });
    expect(response.headers.getSetCookie()).toEqual([]);
    const cookie = await guestCookie();
    const refused = await as(cookie, async (args) => {
      const out: Array<[number, string]> = [];
      for (const id of ['', '<b>', 'no-such-product']) {
        const res = await view(args, cookie, id);
        out.push([res.status, ((await res.json()) as { detail: string }).detail]);
      }
      return out;
    });
    expect(refused).toEqual([
      [400, 'productId: must be a product id'],
      [400, 'productId: must be a product id'],
      [400, 'productId: no product "no-such-product"'],
    ]);
  });
});
