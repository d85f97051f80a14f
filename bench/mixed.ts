/**
 * Mixed traffic: the production store started as `npm start` starts it (one process, its own
 * fresh PGlite data directory, BENCH_MIXED_PORT, default 3903) and BENCH_MIXED_SHOPPERS (default
 * 50) shoppers, each sending its next request as soon as the previous answer arrived, for
 * BENCH_MIXED_SECONDS (default 60). Each shopper goes round the kinds of traffic in turn, starting
 * at its own place so that every kind is in flight at once: the home page, a product page, the
 * product API, and a fresh guest who adds to cart the way a browser does — a new client with no
 * cookies starts its session through the session bridge, keeps the cookies it is given, and
 * posts the add to the storefront's own `/us/basket`. Printed: requests, p50 and p99 per kind
 * beside the same kind sent one request at a time on the same server just before (the
 * baseline, BENCH_MIXED_BASELINE_SECONDS per kind, default 3, with a static file of the home
 * page's size served by the same process), every error by kind and status (the target is none),
 * and the server's resident memory before, at its sampled peak, and after the load.
 * `node bench/mixed.ts` runs it alone (needs `npm run build`); `npm run bench` runs it after the
 * pages (BENCH_MIXED=0 skips it).
 */
import { rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { readCpuSeconds } from './lib/cpu.ts';
import { CookieJar } from './lib/cookie-jar.ts';
import { megabytes, readRss, sampleRss } from './lib/rss.ts';
import { startStore, type RunningServer } from './lib/server.ts';
import { besideBaseline, failureOf, Tally, type Outcome } from './lib/traffic.ts';

const ORG = 'f_ecom_solo_001';
const SITE = 'SoloUS';
const HOME = '/';
const PRODUCT_PAGE = '/p/signature-fire-pit';
const PRODUCT_API = `/mobify/proxy/api/product/shopper-products/v1/organizations/${ORG}/products/signature-fire-pit?siteId=${SITE}`;
const SESSION_BRIDGE = `/mobify/proxy/ocapi/s/${SITE}/dw/shop/v22_8/sessions`;
const BASKET = '/us/basket';
/** Orderable on its own (no variations) and well stocked: every fresh guest's add must succeed. */
const ADD_PRODUCT = 'pizza-stone';
/** A request still unanswered after this counts as a timeout. */
const TIMEOUT_MS = 30_000;
const STATIC_NAME = '__bench-mixed.html';

export interface MixedOptions {
  seconds: number;
  shoppers: number;
  baselineSeconds: number;
  port: number;
}

export const mixedOptions = (): MixedOptions => ({
  seconds: Number(process.env.BENCH_MIXED_SECONDS ?? 60),
  shoppers: Number(process.env.BENCH_MIXED_SHOPPERS ?? 50),
  baselineSeconds: Number(process.env.BENCH_MIXED_BASELINE_SECONDS ?? 3),
  port: Number(process.env.BENCH_MIXED_PORT ?? 3903),
});

/**
 * Shoppers are browsers: a browser's User-Agent, since the server renders pages for bots (and
 * Node's own `node` agent counts as one) differently, waiting for all content before sending.
 */
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Headers a browser sends with its own script's same-origin POST. */
const sameOriginPost = (origin: string) => ({
  'user-agent': BROWSER,
  origin,
  'sec-fetch-site': 'same-origin',
  'sec-fetch-mode': 'cors',
  'sec-fetch-dest': 'empty',
  accept: 'application/json',
});

/**
 * One request, timed until its whole body has arrived. `check` says whether an answer of the
 * expected status is the right one (it gets the body and the response; a throw counts as no).
 */
async function timed(
  url: string,
  init: RequestInit,
  expected: number,
  check: (body: string, res: Response) => boolean = () => true,
): Promise<Outcome> {
  const started = performance.now();
  let res: Response;
  let body: string;
  try {
    res = await fetch(url, {
      ...init,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    body = await res.text();
  } catch (error) {
    return { ok: false, error: failureOf(error) };
  }
  const ms = performance.now() - started;
  if (res.status !== expected) return { ok: false, error: `HTTP ${res.status}` };
  let right: boolean;
  try {
    right = check(body, res);
  } catch {
    right = false;
  }
  return right ? { ok: true, ms } : { ok: false, error: 'unexpected answer' };
}

/** One round of one kind of traffic: the requests it sent, each with its kind and outcome. */
type Visit = (record: (kind: string, outcome: Outcome) => void) => Promise<void>;

function visits(origin: string): Record<string, Visit> {
  const page =
    (kind: string, path: string): Visit =>
    async (record) => {
      const outcome = await timed(
        `${origin}${path}`,
        { headers: { 'user-agent': BROWSER, accept: 'text/html', 'sec-fetch-mode': 'navigate' } },
        200,
        (html) => html.includes('</html>'),
      );
      record(kind, outcome);
    };
  const freshGuest: Visit = async (record) => {
    const jar = new CookieJar();
    const session = await timed(
      `${origin}${SESSION_BRIDGE}`,
      { method: 'POST', headers: sameOriginPost(origin) },
      204,
      (_, res) => {
        jar.store(res.headers.getSetCookie());
        return jar.size > 0;
      },
    );
    record('guest session', session);
    if (!session.ok) return;
    const add = await timed(
      `${origin}${BASKET}`,
      {
        method: 'POST',
        headers: {
          ...sameOriginPost(origin),
          'content-type': 'application/json',
          cookie: jar.header() ?? '',
        },
        body: JSON.stringify({ intent: 'add', items: [{ productId: ADD_PRODUCT, quantity: 1 }] }),
      },
      200,
      (body) => (JSON.parse(body) as { cart?: { count?: number } }).cart?.count === 1,
    );
    record('add-to-cart', add);
  };
  return {
    home: page('home', HOME),
    'product page': page('product page', PRODUCT_PAGE),
    'product API': async (record) => {
      const outcome = await timed(
        `${origin}${PRODUCT_API}`,
        { headers: { 'user-agent': BROWSER, accept: 'application/json' } },
        200,
        (body) => (JSON.parse(body) as { id?: string }).id === 'signature-fire-pit',
      );
      record('product API', outcome);
    },
    'fresh guest': freshGuest,
  };
}

/**
 * Closed loop for `seconds`: `shoppers` concurrent shoppers, shopper i starting at kind i (mod
 * the number of kinds) and going round them. Returns the tally and the seconds it took.
 */
async function closedLoop(round: Visit[], shoppers: number, seconds: number) {
  const tally = new Tally();
  const record = (kind: string, outcome: Outcome) => tally.record(kind, outcome);
  const began = performance.now();
  const deadline = began + seconds * 1000;
  await Promise.all(
    Array.from({ length: shoppers }, async (_, i) => {
      for (let n = i; performance.now() < deadline; n++) await round[n % round.length]!(record);
    }),
  );
  return { tally, elapsed: (performance.now() - began) / 1000 };
}

export async function benchMixed(options: MixedOptions) {
  const server = await startStore(options.port);
  try {
    return await measure(server, options);
  } finally {
    await server.stop();
  }
}

async function measure(server: RunningServer, options: MixedOptions) {
  const { origin } = server;
  const kinds = visits(origin);
  const round = Object.values(kinds);

  // The static baseline: the home page's HTML as a file, served by the same process.
  const home = await fetch(`${origin}${HOME}`);
  if (!home.ok) throw new Error(`${HOME} answered ${home.status}`);
  const staticPath = resolve(
    import.meta.dirname,
    '../apps/storefront/build/client/assets',
    STATIC_NAME,
  );
  writeFileSync(staticPath, await home.text());
  try {
    const staticFile: Visit = async (record) => {
      const outcome = await timed(`${origin}/assets/${STATIC_NAME}`, {}, 200);
      record('static file (home page size)', outcome);
    };

    // Warm-up (untimed): compile, fill the caches, open the database's pages.
    await closedLoop([staticFile, ...round], 4, 2);

    const alone = [];
    const aloneErrors = [];
    for (const visit of [staticFile, ...round]) {
      const { tally, elapsed } = await closedLoop([visit], 1, options.baselineSeconds);
      alone.push(...tally.summaries(elapsed));
      aloneErrors.push(...tally.errorRows().map((r) => ({ ...r, kind: `${r.kind} (alone)` })));
    }

    const before = await readRss(server.pid);
    const cpuBefore = await readCpuSeconds(server.pid);
    const ownCpu = process.cpuUsage();
    const loadBefore = loadavg()[0]!;
    const sampler = sampleRss(server.pid);
    const { tally, elapsed } = await closedLoop(round, options.shoppers, options.seconds);
    const { peak, samples } = await sampler.stop();
    const after = await readRss(server.pid);
    const cpuAfter = await readCpuSeconds(server.pid);
    const own = process.cpuUsage(ownCpu);
    const machine = {
      'load average': `${loadBefore.toFixed(1)} → ${loadavg()[0]!.toFixed(1)} (${availableParallelism()} cores)`,
      'server cores used':
        cpuBefore === undefined || cpuAfter === undefined
          ? NaN
          : Number(((cpuAfter - cpuBefore) / elapsed).toFixed(2)),
      'load generator cores used': Number(((own.user + own.system) / 1e6 / elapsed).toFixed(2)),
    };
    // Memory that is only garbage waiting for a collection is not a leak: look again when idle.
    await new Promise((r) => setTimeout(r, 5000));
    const idle = await readRss(server.pid);

    return {
      rows: besideBaseline(tally.summaries(elapsed), alone),
      errors: [...aloneErrors, ...tally.errorRows()],
      memory: [
        { moment: 'before the load', 'RSS MB': megabytes(before) },
        { moment: `peak (${samples} samples, every 100 ms)`, 'RSS MB': megabytes(peak) },
        { moment: 'right after the load', 'RSS MB': megabytes(after) },
        { moment: 'after 5 s idle', 'RSS MB': megabytes(idle) },
      ],
      machine,
    };
  } finally {
    rmSync(staticPath, { force: true });
  }
}

/** Prints the figures as `npm run bench` shows them. */
export async function printMixed(options: MixedOptions): Promise<void> {
  console.log(
    `# Mixed traffic (${options.shoppers} concurrent shoppers, ${options.seconds} s; production store, fresh PGlite; ` +
      `"alone": the same kind one request at a time just before, ${options.baselineSeconds} s each)`,
  );
  const { rows, errors, memory, machine } = await benchMixed(options);
  console.table(rows);
  if (errors.length === 0) console.log('errors: none');
  else {
    console.log('# errors by kind and status');
    console.table(errors);
  }
  console.log('# server resident memory');
  console.table(memory);
  // On a shared machine, how much CPU the server got explains its latencies.
  console.log('# during the load');
  console.table([machine]);
}

if (import.meta.main) await printMixed(mixedOptions());
