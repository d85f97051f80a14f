/**
 * The Shopper API's throughput as a share of `GET /health` in the same run (issue 17's targets):
 * the commerce service in its own process (bench/lib/commerce-process.ts; PGlite in a fresh data
 * directory, and PostgreSQL too, a throw-away database, when DATABASE_URL is set), and
 * BENCH_API_SHOPPERS (default 10) guest shoppers, each signed in with a basket, sending their
 * next request as soon as the previous answer arrived, for BENCH_API_SECONDS (default 5) per
 * measure, each right after a `GET /health` baseline of its own: product detail, product search,
 * create basket (each created basket is deleted right after, timed apart and its rate taken over
 * the time spent creating, so no shopper reaches the basket quota), get-basket, add-to-cart. Printed:
 * requests per second ÷ /health beside the target, p50 and p99, errors (must be 0), the server's
 * CPU milliseconds per request and their multiple of /health's (steadier than throughput when
 * other work shares the machine), and the server's resident memory after the load and its
 * sampled peak.
 * To find where the time goes: BENCH_API_PROFILE (a directory: one CPU profile of the server per
 * measure and database, `pglite-product-detail.cpuprofile`, …; summarise one with
 * `node bench/lib/profile-summary.ts FILE`), BENCH_API_LOG_LEVEL (default info, as production
 * logs) and BENCH_API_NODE_ARGS (extra Node flags for the server, e.g. `--heapsnapshot-signal`).
 * `node bench/api.ts` runs it alone; `npm run bench` runs it before the basket figures
 * (BENCH_API=0 skips it).
 */
import { BASKETS, basketSteps, ORG, PRODUCTS, SITE, newShopper, type Shopper } from './basket.ts';
import { join } from 'node:path';
import { withCommerceProcess, type CommerceProcess } from './lib/commerce-process.ts';
import { benchDatabaseKinds, type BenchDatabaseKind } from './lib/commerce-server.ts';
import { closedLoop, type Step } from './lib/closed-loop.ts';
import { readCpuSeconds } from './lib/cpu.ts';
import { megabytes, readRss, sampleRss } from './lib/rss.ts';
import { round, type LatencySummary } from './lib/stats.ts';

const SEARCH = `/mobify/proxy/api/search/shopper-search/v1/organizations/${ORG}/product-search`;
/** The product page's read: a master with colour and size variations. */
const DETAIL_PRODUCT = 'signature-fire-pit';

/** Issue 17's floors on PostgreSQL, as a share of /health's requests per second; half on PGlite. */
const TARGETS: Record<string, number> = {
  'product detail': 0.2,
  'product search': 0.1,
  'create basket': 0.1,
  'add-to-cart': 0.04,
};

export interface ApiOptions {
  seconds: number;
  shoppers: number;
  port: number;
  logLevel: string;
  nodeArgs: string[];
  /** Where to write one CPU profile of the server per measure and database; none when unset. */
  profileDir: string | undefined;
}

export const apiOptions = (): ApiOptions => ({
  seconds: Number(process.env.BENCH_API_SECONDS ?? 5),
  shoppers: Number(process.env.BENCH_API_SHOPPERS ?? 10),
  port: Number(process.env.BENCH_API_PORT ?? 3904),
  logLevel: process.env.BENCH_API_LOG_LEVEL ?? 'info',
  nodeArgs: (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean),
  profileDir: process.env.BENCH_API_PROFILE || undefined,
});

export interface ApiRow extends LatencySummary {
  database: BenchDatabaseKind;
  /** `GET /health` measured right before this figure, as long. */
  'health rps': number;
  'rps ÷ health': number;
  /** The server's CPU time per request: steadier than throughput on a shared machine. */
  'CPU ms/req': number;
  /** …and as a multiple of `GET /health`'s. */
  'CPU ÷ health': number;
  target: number | string;
}

export interface ApiMemory {
  database: BenchDatabaseKind;
  'RSS before load (MB)': number;
  'peak RSS (MB)': number;
  'RSS after load (MB)': number;
  /** The server's JavaScript objects after the load. */
  'JS heap used (MB)': number;
  /** Memory outside the JavaScript heap that V8 knows of: PGlite's WebAssembly memory, buffers. */
  'external (MB)': number;
}

/** Create basket timed; the basket deleted right after under its own label. */
function createAndDelete(origin: string): Step<Shopper> {
  const pending = new Map<Shopper, string>();
  return async (s) => {
    const headers = { authorization: `Bearer ${s.token}`, 'content-type': 'application/json' };
    const created = pending.get(s);
    if (created) {
      const res = await fetch(`${origin}${BASKETS}/${created}?siteId=${SITE}`, {
        method: 'DELETE',
        headers,
      });
      await res.arrayBuffer();
      if (res.status === 204 || res.status === 200) pending.delete(s);
      return { label: 'delete basket', ok: !pending.has(s) };
    }
    const res = await fetch(`${origin}${BASKETS}?siteId=${SITE}`, {
      method: 'POST',
      headers,
      body: '{}',
    });
    if (res.status !== 200) {
      await res.arrayBuffer();
      return { label: 'create basket', ok: false };
    }
    pending.set(s, ((await res.json()) as { basketId: string }).basketId);
    return { label: 'create basket', ok: true };
  };
}

/** The measures in order, each named (a CPU profile file is named after it). */
function measures(origin: string): Array<[string, Step<Shopper>]> {
  const { get, basketPath, addOrRemove } = basketSteps(origin);
  return [
    ['product-detail', get('product detail', () => `${PRODUCTS}/${DETAIL_PRODUCT}?siteId=${SITE}`)],
    ['product-search', get('product search', () => `${SEARCH}?siteId=${SITE}&q=fire%20pit`)],
    ['create-basket', createAndDelete(origin)],
    ['get-basket', get('get-basket', (s) => `${basketPath(s)}?siteId=${SITE}`)],
    ['add-to-cart', addOrRemove],
  ];
}

/**
 * Each measure right after its own `GET /health` baseline of the same length: on a shared
 * machine the load from elsewhere changes by the minute, so a ratio is taken between neighbours.
 */
async function measure(
  server: CommerceProcess,
  database: BenchDatabaseKind,
  shoppers: Shopper[],
  options: ApiOptions,
): Promise<Array<Measured & { health: Measured }>> {
  const { get } = basketSteps(server.origin);
  const health = get('GET /health', () => '/health');
  const rows: Array<Measured & { health: Measured }> = [];
  const run = async (step: Step<Shopper>, profile?: string): Promise<Measured[]> => {
    await closedLoop(shoppers, 0.5, step); // warm-up: plans, caches, JIT, connections
    if (profile) await server.ask({ profile: 'start' });
    const cpuBefore = await readCpuSeconds(server.pid);
    const measured = await closedLoop(shoppers, options.seconds, step);
    const cpu = ((await readCpuSeconds(server.pid)) ?? NaN) - (cpuBefore ?? NaN);
    if (profile) await server.ask({ profile: 'stop', file: profile });
    // The server's CPU time spread over every request of the measure (clean-ups included).
    const requests = measured.reduce((n, r) => n + r.requests + r.errors, 0);
    return measured.map((r) => ({ ...r, cpuMs: round((cpu * 1000) / requests, 2) }));
  };
  for (const [name, step] of measures(server.origin)) {
    const [baseline] = await run(health);
    const file = options.profileDir && join(options.profileDir, `${database}-${name}.cpuprofile`);
    for (const r of await run(step, file || undefined)) rows.push({ ...r, health: baseline! });
  }
  return rows;
}

/** One figure and the server's CPU milliseconds per request while it was measured. */
type Measured = LatencySummary & { cpuMs: number };

export async function benchApi(
  options: ApiOptions,
): Promise<{ rows: ApiRow[]; memory: ApiMemory[] }> {
  const rows: ApiRow[] = [];
  const memory: ApiMemory[] = [];
  for (const database of benchDatabaseKinds()) {
    await withCommerceProcess(database, options, async (server) => {
      const { origin, pid } = server;
      const shoppers = await Promise.all(
        Array.from({ length: options.shoppers }, () => newShopper(origin)),
      );
      const before = await readRss(pid);
      const sampler = sampleRss(pid, 250);
      const measured = await measure(server, database, shoppers, options);
      const { peak } = await sampler.stop();
      const usage = await server.ask({ memory: true });
      memory.push({
        database,
        'RSS before load (MB)': megabytes(before),
        'peak RSS (MB)': megabytes(peak),
        'RSS after load (MB)': megabytes(await readRss(pid)),
        'JS heap used (MB)': megabytes(usage.heapUsed),
        'external (MB)': megabytes(usage.external),
      });
      const share = database === 'postgres' ? 1 : 0.5;
      for (const { health, cpuMs, ...r } of measured) {
        const target = TARGETS[r.label];
        rows.push({
          database,
          ...r,
          'health rps': health.rps,
          'rps ÷ health': round(r.rps / health.rps, 3),
          'CPU ms/req': cpuMs,
          'CPU ÷ health': round(cpuMs / health.cpuMs, 1),
          target: target === undefined ? '' : `≥ ${round(target * share, 3)}`,
        });
      }
    });
  }
  return { rows, memory };
}

export function printApi(result: { rows: ApiRow[]; memory: ApiMemory[] }, options: ApiOptions) {
  console.log(
    `# Shopper API over HTTP on 127.0.0.1, the service in its own process (${options.shoppers} concurrent guest shoppers, ${options.seconds} s per measure, log level ${options.logLevel}; rps ÷ GET /health measured right before each figure)`,
  );
  console.table(result.rows);
  console.log('# Commerce process memory through the API load (target: under 500 MB on PGlite)');
  console.table(result.memory);
}

if (import.meta.main) {
  const options = apiOptions();
  printApi(await benchApi(options), options);
}
