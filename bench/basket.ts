/**
 * Basket latency and throughput: the commerce service served over HTTP on 127.0.0.1
 * (BENCH_BASKET_PORT, default 3901) on the demo data, BENCH_BASKET_SHOPPERS (default 10) guest
 * shoppers signed in through the login service, each with its own basket, sending their next
 * request as soon as the previous answer arrived, for BENCH_BASKET_SECONDS (default 5) per
 * measure: add-to-cart (pizza-stone, quantity 1; the line is removed once it holds 5, so no add
 * passes a limit) and get-basket. Beside them, in the same run and through the same transport:
 * `GET /health` (one `select 1`) and a product read. On PGlite, and on PostgreSQL too (a
 * throw-away database) when DATABASE_URL is set. `node bench/basket.ts` runs it alone;
 * `npm run bench` runs it last (BENCH_BASKET=0 skips it).
 */
import { createHash, randomBytes } from 'node:crypto';
import { benchDatabaseKinds, withCommerceServer } from './lib/commerce-server.ts';
import { closedLoop, type Step } from './lib/closed-loop.ts';
import { round, type LatencySummary } from './lib/stats.ts';

export const ORG = 'f_ecom_solo_001';
export const SITE = 'SoloUS';
const AUTH = `/mobify/proxy/api/shopper/auth/v1/organizations/${ORG}/oauth2`;
export const BASKETS = `/mobify/proxy/api/checkout/shopper-baskets/v2/organizations/${ORG}/baskets`;
export const PRODUCTS = `/mobify/proxy/api/product/shopper-products/v1/organizations/${ORG}/products`;
const PRODUCT = 'pizza-stone';
/** Well under the product's stock and any per-order maximum: every add must succeed. */
const LINE_CAP = 5;

export interface Shopper {
  token: string;
  basketId: string;
  /** The bench product's line and its quantity, as the last answer gave them. */
  line?: { itemId: string; quantity: number };
}

interface Line {
  itemId: string;
  productId: string;
  quantity: number;
}

export interface BasketRow extends LatencySummary {
  database: string;
  'p50 ÷ health': number;
  'rps ÷ health': number;
}

export async function expectOk(res: Response, what: string): Promise<unknown> {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A guest login as the storefront does it: authorize (PKCE, hint=guest), then the token call. */
export async function guestToken(origin: string): Promise<string> {
  const verifier = randomBytes(48).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = `${origin}/callback`;
  const query = new URLSearchParams({
    client_id: 'storefront',
    redirect_uri: redirectUri,
    response_type: 'code',
    hint: 'guest',
    channel_id: SITE,
    code_challenge: challenge,
  });
  const authorized = await fetch(`${origin}${AUTH}/authorize?${query}`, { redirect: 'manual' });
  const code = new URL(authorized.headers.get('location') ?? '', origin).searchParams.get('code');
  if (!code) throw new Error(`guest authorize: ${authorized.status}, no code`);
  const tokens = (await expectOk(
    await fetch(`${origin}${AUTH}/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'authorization_code_pkce',
        code,
        code_verifier: verifier,
        client_id: 'storefront',
        redirect_uri: redirectUri,
      }),
    }),
    'token',
  )) as { access_token: string };
  return tokens.access_token;
}

export async function newShopper(origin: string): Promise<Shopper> {
  const token = await guestToken(origin);
  const basket = (await expectOk(
    await fetch(`${origin}${BASKETS}?siteId=${SITE}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    }),
    'create basket',
  )) as { basketId: string };
  return { token, basketId: basket.basketId };
}

/**
 * The requests of the basket figures against `origin`: a GET with the shopper's token, and
 * add-to-cart (a shopper whose line reached LINE_CAP removes it instead, timed apart).
 */
export function basketSteps(origin: string) {
  const get = (label: string, path: (s: Shopper) => string): Step<Shopper> => {
    return async (s) => {
      const res = await fetch(`${origin}${path(s)}`, {
        headers: { authorization: `Bearer ${s.token}` },
      });
      await res.arrayBuffer();
      return { label, ok: res.status === 200 };
    };
  };
  const basketPath = (s: Shopper) => `${BASKETS}/${s.basketId}`;
  const addOrRemove: Step<Shopper> = async (s) => {
    if (s.line && s.line.quantity >= LINE_CAP) {
      const res = await fetch(`${origin}${basketPath(s)}/items/${s.line.itemId}?siteId=${SITE}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${s.token}` },
      });
      await res.arrayBuffer();
      if (res.status === 200) s.line = undefined;
      return { label: `remove line at ${LINE_CAP}`, ok: res.status === 200 };
    }
    const res = await fetch(`${origin}${basketPath(s)}/items?siteId=${SITE}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${s.token}`, 'content-type': 'application/json' },
      body: JSON.stringify([{ productId: PRODUCT, quantity: 1 }]),
    });
    if (res.status !== 200) {
      await res.arrayBuffer();
      return { label: 'add-to-cart', ok: false };
    }
    const { productItems = [] } = (await res.json()) as { productItems?: Line[] };
    const line = productItems.find((l) => l.productId === PRODUCT);
    s.line = line && { itemId: line.itemId, quantity: line.quantity };
    return { label: 'add-to-cart', ok: true };
  };
  return { get, basketPath, addOrRemove };
}

async function measure(
  origin: string,
  shoppers: Shopper[],
  seconds: number,
): Promise<LatencySummary[]> {
  const { get, basketPath, addOrRemove } = basketSteps(origin);
  const rows: LatencySummary[] = [];
  for (const step of [
    get('GET /health (baseline)', () => '/health'),
    get('product read (baseline)', () => `${PRODUCTS}/${PRODUCT}?siteId=${SITE}`),
    get('get-basket', (s) => `${basketPath(s)}?siteId=${SITE}`),
    addOrRemove,
  ]) {
    await closedLoop(shoppers, 0.5, step); // warm-up: plans, caches, JIT, connections
    rows.push(...(await closedLoop(shoppers, seconds, step)));
  }
  return rows;
}

export async function benchBasket(options: {
  seconds: number;
  shoppers: number;
  port: number;
}): Promise<BasketRow[]> {
  const rows: BasketRow[] = [];
  for (const kind of benchDatabaseKinds()) {
    await withCommerceServer(kind, options.port, async (origin) => {
      const started = performance.now();
      const shoppers = await Promise.all(
        Array.from({ length: options.shoppers }, () => newShopper(origin)),
      );
      console.log(
        `${kind}: ${shoppers.length} guest shoppers signed in with a basket each in ${Math.round(performance.now() - started)} ms`,
      );
      const measured = await measure(origin, shoppers, options.seconds);
      const health = measured[0]!;
      for (const r of measured)
        rows.push({
          database: kind,
          ...r,
          'p50 ÷ health': round(r.p50 / health.p50, 1),
          'rps ÷ health': round(r.rps / health.rps, 2),
        });
    });
  }
  return rows;
}

export const basketOptions = () => ({
  seconds: Number(process.env.BENCH_BASKET_SECONDS ?? 5),
  shoppers: Number(process.env.BENCH_BASKET_SHOPPERS ?? 10),
  port: Number(process.env.BENCH_BASKET_PORT ?? 3901),
});

if (import.meta.main) console.table(await benchBasket(basketOptions()));
