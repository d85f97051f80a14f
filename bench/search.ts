/**
 * Search latency: search suggestions and product search through the commerce app
 * (`app.request()`: routing, validation, the domain function and the JSON wire shape; no network),
 * on the demo catalog and on a generated catalog of BENCH_SEARCH_PRODUCTS (default 10,000)
 * products, on PGlite, and on PostgreSQL too when DATABASE_URL is set. Beside each figure: a
 * primary-key read of one product row on the same database in the same run, and the ratio.
 * `node bench/search.ts` runs it alone; `npm run bench` runs it after the page benchmarks.
 */
import { eq } from 'drizzle-orm';
import {
  createCommerceApp,
  createLogger,
  loadConfig,
  openChangeFeed,
  rebuildSearchIndex,
  searchIndexOf,
} from '@solo/commerce';
import { schema, type DatabaseHandle } from '@solo/db';
import { seedDemoData } from '@solo/fixtures';
import { loadGeneratedCatalog } from './lib/generated-catalog-db.ts';
import { round, timed } from './lib/stats.ts';
import { openBenchDatabase } from './lib/bench-database.ts';

const BASE = '/mobify/proxy/api/search/shopper-search/v1/organizations/f_ecom_solo_001';

/** What shoppers type into the search box, letter by letter and with typos. */
const SUGGESTION_QUERIES = [
  'f',
  'fi',
  'fir',
  'fire',
  'pi',
  'piz',
  'sto',
  'stov',
  'tumblr',
  'fire pti',
  'pizza ovn',
  'camp st',
];

/** Result pages: a plain word, a prefix, typos, phrases, and refinements with a sort. */
const SEARCH_QUERIES = [
  'q=fire',
  'q=fir',
  'q=fire%20pti',
  'q=pizza%20oven',
  'q=tumblr',
  'q=firepit',
  'q=stove&refine=cgid=stoves-grills&sort=price-low-to-high',
  'q=fire%20pit&refine=c_color=black|stainless&refine=price=(100..500)&sort=price-high-to-low',
  'refine=cgid=fire-pits&refine=c_inStock=true&sort=most-recent',
];

export interface LatencyRow {
  database: string;
  catalog: string;
  measure: string;
  requests: number;
  p50: number;
  p95: number;
  'p50 ÷ PK read': number;
  'p95 ÷ PK read': number;
}

async function measure(
  handle: DatabaseHandle,
  database: string,
  catalog: string,
  iterations: number,
) {
  const logger = createLogger('silent');
  const app = createCommerceApp({
    db: handle,
    config: loadConfig({ LOG_LEVEL: 'silent' }),
    logger,
  });
  // As openCommerce composes it: the index asks the database for its build only after a change.
  const feed = await openChangeFeed(handle, logger);
  searchIndexOf(handle.db).follow(feed);
  const ids = (
    await handle.db.select({ id: schema.products.id }).from(schema.products).limit(500)
  ).map((r) => r.id);
  const call = async (path: string) => {
    const res = await app.request(`${BASE}${path}`);
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  };
  // The first request loads the in-memory index (products, offers and the en-US text locale).
  const settled = () => {
    (globalThis as { gc?: () => void }).gc?.();
    const m = process.memoryUsage();
    return { heap: m.heapUsed + m.arrayBuffers, rss: m.rss };
  };
  const before = settled();
  const loadStarted = performance.now();
  await call(`/search-suggestions?siteId=SoloUS&q=fire`);
  const loadMs = performance.now() - loadStarted;
  const after = settled();
  const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;
  console.log(
    `${database}, ${catalog}: index loaded by the first request in ${Math.round(loadMs)} ms; ` +
      `heap +${mb(after.heap - before.heap)} MB, RSS +${mb(after.rss - before.rss)} MB` +
      ((globalThis as { gc?: unknown }).gc ? '' : ' (run with --expose-gc for settled figures)'),
  );
  const pk = await timed(iterations, async (i) => {
    await handle.db
      .select()
      .from(schema.products)
      .where(eq(schema.products.id, ids[i % ids.length] ?? ''));
  });
  const suggestions = await timed(iterations, (i) =>
    call(
      `/search-suggestions?siteId=SoloUS&limit=7&q=${encodeURIComponent(SUGGESTION_QUERIES[i % SUGGESTION_QUERIES.length] ?? '')}`,
    ),
  );
  const search = await timed(iterations, (i) =>
    call(
      `/product-search?siteId=SoloUS&limit=25&${SEARCH_QUERIES[i % SEARCH_QUERIES.length] ?? ''}`,
    ),
  );
  const row = (label: string, r: typeof pk): LatencyRow => ({
    database,
    catalog,
    measure: label,
    requests: r.requests,
    p50: round(r.p50, 2),
    p95: round(r.p95, 2),
    'p50 ÷ PK read': round(r.p50 / pk.p50, 1),
    'p95 ÷ PK read': round(r.p95 / pk.p95, 1),
  });
  await feed.close();
  return [
    row('PK read of a product (baseline)', pk),
    row('search suggestions', suggestions),
    row('product search', search),
  ];
}

export async function benchSearch(options: {
  iterations: number;
  products: number;
  /** Databases to measure on (PostgreSQL only with DATABASE_URL); both by default. */
  databases?: ReadonlyArray<'pglite' | 'postgres'>;
}): Promise<LatencyRow[]> {
  const rows: LatencyRow[] = [];
  const kinds = (['pglite', 'postgres'] as const).filter(
    (kind) =>
      (kind === 'pglite' || !!process.env.DATABASE_URL) &&
      (options.databases ?? ['pglite', 'postgres']).includes(kind),
  );
  for (const kind of kinds) {
    for (const catalog of ['demo', 'generated'] as const) {
      const { handle, drop } = await openBenchDatabase(kind, 4);
      try {
        const started = performance.now();
        let label: string;
        if (catalog === 'demo') {
          await seedDemoData(handle.db);
          await rebuildSearchIndex(handle.db);
          const products = await handle.db.$count(
            schema.searchDocuments,
            eq(schema.searchDocuments.locale, ''),
          );
          label = `demo (${products} products)`;
          console.log(
            `${kind}, demo catalog: seeded and indexed in ${Math.round(performance.now() - started)} ms`,
          );
        } else {
          const loaded = await loadGeneratedCatalog(handle.db, { products: options.products });
          label = `generated (${loaded.sellable} products)`;
          console.log(
            `${kind}, generated catalog: ${loaded.sellable} products, ${loaded.variants} variants, ${loaded.prices} prices written in ${loaded.insertMs} ms, ` +
              `${loaded.documents} search documents built in ${loaded.indexMs} ms`,
          );
        }
        rows.push(...(await measure(handle, kind, label, options.iterations)));
      } finally {
        await handle.close();
        await drop();
      }
    }
  }
  return rows;
}

if (import.meta.main) {
  const rows = await benchSearch({
    iterations: Number(process.env.BENCH_SEARCH_ITERATIONS ?? 300),
    products: Number(process.env.BENCH_SEARCH_PRODUCTS ?? 10_000),
    ...(process.env.BENCH_SEARCH_DATABASES
      ? {
          databases: process.env.BENCH_SEARCH_DATABASES.split(',').filter(
            (d): d is 'pglite' | 'postgres' => d === 'pglite' || d === 'postgres',
          ),
        }
      : {}),
  });
  console.table(rows);
}
