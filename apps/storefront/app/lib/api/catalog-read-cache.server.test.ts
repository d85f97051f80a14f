import { describe, expect, it } from 'vitest';
import { catalogCacheKey, createCatalogReadCache } from './catalog-read-cache.server.ts';

const ORG = 'https://store.test/mobify/proxy/api/product/shopper-products/v1/organizations/o1';
const product = (query: string) => `${ORG}/products/fire-pit?${query}`;

/** A service that counts its calls and answers each with its number. */
function counting(status = 200) {
  const calls: string[] = [];
  const fetch = async (input: string | URL | Request) => {
    calls.push(input instanceof Request ? input.url : input instanceof URL ? input.href : input);
    await new Promise((r) => setTimeout(r, 2));
    return Response.json({ call: calls.length }, { status });
  };
  return { calls, fetch };
}

const body = async (res: Response) => (await res.json()) as { call: number };

describe('catalog read cache', () => {
  it('answers a repeated read from memory for its time to live, then asks again', async () => {
    let clock = 0;
    const service = counting();
    const fetch = createCatalogReadCache(service.fetch, { ttlMs: 10_000, now: () => clock });
    const url = product('siteId=RefArch&locale=en-US');
    expect(await body(await fetch(url))).toEqual({ call: 1 });
    clock = 9_999;
    expect(await body(await fetch(url))).toEqual({ call: 1 });
    clock = 10_000;
    expect(await body(await fetch(url))).toEqual({ call: 2 });
  });

  it('forgets every read at a change, and keeps no read that started before it', async () => {
    let generation = 0;
    const service = counting();
    const fetch = createCatalogReadCache(service.fetch, { generation: () => generation });
    const url = product('siteId=RefArch');
    expect(await body(await fetch(url))).toEqual({ call: 1 });
    generation++;
    expect(await body(await fetch(url))).toEqual({ call: 2 });
    // A read under way when the change is heard is answered, neither kept nor joined.
    const racing = fetch(product('siteId=RefArch&locale=fr-CA'));
    generation++;
    const after = fetch(product('siteId=RefArch&locale=fr-CA'));
    await Promise.all([racing, after]);
    expect(service.calls).toHaveLength(4);
    await fetch(product('siteId=RefArch&locale=fr-CA'));
    expect(service.calls).toHaveLength(4);
  });

  it('keeps apart reads of another site, locale, currency or option', async () => {
    const service = counting();
    const fetch = createCatalogReadCache(service.fetch);
    const queries = [
      'siteId=RefArch&locale=en-US&currency=USD',
      'siteId=RefArch&locale=en-US&currency=CAD',
      'siteId=RefArch&locale=fr-CA&currency=USD',
      'siteId=RefArchGlobal&locale=en-US&currency=USD',
      'siteId=RefArch&locale=en-US&currency=USD&allImages=true',
    ];
    for (const q of queries) await fetch(product(q));
    expect(service.calls).toHaveLength(queries.length);
    // The same parameters in another order are the same read.
    await fetch(product('currency=USD&locale=en-US&siteId=RefArch'));
    expect(service.calls).toHaveLength(queries.length);
  });

  it('shares one call among simultaneous reads, each with its own body', async () => {
    const service = counting();
    const fetch = createCatalogReadCache(service.fetch);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => fetch(product('siteId=RefArch'))),
    );
    expect(service.calls).toHaveLength(1);
    const bodies = await Promise.all(answers.map(body));
    expect(bodies).toEqual(Array(8).fill({ call: 1 }));
  });

  it('drops the least recently used read past its entry or byte bound', async () => {
    const service = counting();
    const fetch = createCatalogReadCache(service.fetch, { maxEntries: 2 });
    await fetch(product('a=1'));
    await fetch(product('b=1'));
    await fetch(product('a=1'));
    await fetch(product('c=1'));
    expect(fetch.size).toBe(2);
    expect(await body(await fetch(product('b=1')))).toEqual({ call: 4 });
    expect(await body(await fetch(product('c=1')))).toEqual({ call: 3 });

    const small = createCatalogReadCache(counting().fetch, { maxBytes: 25 });
    await small(product('a=1'));
    await small(product('b=1'));
    expect(small.size).toBe(2);
    expect(small.bytes).toBeLessThanOrEqual(25);
    await small(product('c=1'));
    expect(small.size).toBe(2);
  });

  it('does not keep failed answers', async () => {
    const service = counting(404);
    const fetch = createCatalogReadCache(service.fetch);
    expect((await fetch(product('x=1'))).status).toBe(404);
    expect((await fetch(product('x=1'))).status).toBe(404);
    expect(service.calls).toHaveLength(2);
    expect(fetch.size).toBe(0);
  });

  it('never keeps baskets, writes, content or reads with a shopper token', () => {
    const api = 'https://store.test/mobify/proxy/api';
    expect(catalogCacheKey(product('siteId=RefArch'))).not.toBeNull();
    expect(
      catalogCacheKey(`${api}/search/shopper-search/v1/organizations/o1/product-search?q=pit`),
    ).not.toBeNull();
    expect(catalogCacheKey(`${ORG}/categories/root?levels=1`)).not.toBeNull();
    expect(
      catalogCacheKey(`${api}/checkout/shopper-baskets/v2/organizations/o1/baskets/b1`),
    ).toBeNull();
    expect(catalogCacheKey(`${api}/custom/core/v1/organizations/o1/site-preferences`)).toBeNull();
    expect(catalogCacheKey(product('siteId=RefArch'), { method: 'POST' })).toBeNull();
    expect(
      catalogCacheKey(product('siteId=RefArch'), { headers: { authorization: 'Bearer t' } }),
    ).toBeNull();
  });
});
