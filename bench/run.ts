/**
 * `npm run bench`: starts the store as `npm start` does on a fresh embedded database (and on a
 * throw-away PostgreSQL database when DATABASE_URL is set) and prints its page figures, page cache
 * hits and renders apart, beside baselines measured in the same run, then the search latencies (bench/search.ts).
 * Needs a build (`npm run build`). BENCH_SECONDS (per round, default 5), BENCH_ROUNDS (default 3),
 * BENCH_CONCURRENCY (default 16), BENCH_PAGES (comma list of page names, default all),
 * BENCH_SEARCH_ITERATIONS (default 300), BENCH_SEARCH_PRODUCTS (default 10000; 0 skips search),
 * then the Shopper API figures as shares of GET /health (bench/api.ts: BENCH_API=0 skips them,
 * BENCH_API_SECONDS, BENCH_API_SHOPPERS, BENCH_API_PORT, BENCH_API_PROFILE, BENCH_API_LOG_LEVEL,
 * BENCH_API_NODE_ARGS), then the basket figures (bench/basket.ts: BENCH_BASKET=0 skips them, BENCH_BASKET_SECONDS,
 * BENCH_BASKET_SHOPPERS, BENCH_BASKET_PORT), then the order figures (bench/orders.ts: BENCH_ORDERS=0
 * skips them, BENCH_ORDERS_SECONDS, BENCH_ORDERS_SHOPPERS, BENCH_ORDERS_PORT), then the subscription
 * scheduler's throughput (bench/subscriptions.ts: BENCH_SUBSCRIPTIONS, default 100; 0 skips). The mixed-traffic
 * run (bench/mixed.ts) comes right after the pages: BENCH_MIXED=0 skips it, BENCH_MIXED_SECONDS,
 * BENCH_MIXED_SHOPPERS, BENCH_MIXED_BASELINE_SECONDS, BENCH_MIXED_PORT. Then Lighthouse
 * (bench/lighthouse.ts: BENCH_LIGHTHOUSE=0 skips it, BENCH_LIGHTHOUSE_PORT). Last the outbox
 * throughput (bench/outbox.ts: BENCH_OUTBOX=0 skips it, BENCH_OUTBOX_MESSAGES, BENCH_OUTBOX_ROUNDS).
 */
import { startStore } from './lib/server.ts';
import { BENCH_PAGES, benchPage, pageScriptWeight } from './pages.ts';
import { apiOptions, benchApi, printApi } from './api.ts';
import { basketOptions, benchBasket } from './basket.ts';
import { benchOrders, ordersOptions } from './orders.ts';
import { benchSubscriptions, subscriptionsOptions } from './subscriptions.ts';
import { outboxOptions, printOutbox } from './outbox.ts';
import { mixedOptions, printMixed } from './mixed.ts';
import { benchSearch } from './search.ts';
import { lighthousePort, printLighthouse } from './lighthouse.ts';
import { round } from './lib/stats.ts';
import { createThrowAwayPostgresDatabase } from '@solo/db/testing';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
const port = Number(process.env.BENCH_PORT ?? 3900);
const only = process.env.BENCH_PAGES?.split(',').map((s) => s.trim());
const searchProducts = Number(process.env.BENCH_SEARCH_PRODUCTS ?? 10_000);

/** The pages on a fresh store over `kind`: PGlite, and PostgreSQL too when DATABASE_URL is set. */
async function benchPages(kind: 'pglite' | 'postgres') {
  const database =
    kind === 'postgres'
      ? await createThrowAwayPostgresDatabase(process.env.DATABASE_URL ?? '', 'solo_bench')
      : null;
  const server = await startStore(port, database ? { DATABASE_URL: database.url } : {});
  try {
    for (const page of BENCH_PAGES.filter((p) => !only || only.includes(p.name))) {
      console.log(
        `# ${page.name} ${page.path} on ${kind} (${rounds} rounds × ${seconds} s, ${concurrency} connections, medians)`,
      );
      const r = await benchPage(server, page, { seconds, rounds, concurrency });
      console.table([r.hit, r.miss, r.static]);
      const pct = (rps: number) => round((rps / r.static.rps) * 100, 1);
      console.log(
        `HTML ${round(r.htmlBytes / 1024, 1)} KB; throughput as % of static: hit ${pct(r.hit.rps)}%, ` +
          `miss ${pct(r.miss.rps)}%; p50 hit ${r.hit.p50} ms, miss ${r.miss.p50} ms, static ${r.static.p50} ms`,
      );
      if (kind === 'pglite') {
        const js = await pageScriptWeight(server, page.path);
        console.log(
          `# ${page.name} JavaScript: ${js.gzipKB} KB gzipped in ${js.files} files (budget 150 KB)`,
        );
      }
    }
  } finally {
    await server.stop();
    await database?.drop();
  }
}

await benchPages('pglite');
if (process.env.DATABASE_URL) await benchPages('postgres');

if (process.env.BENCH_MIXED !== '0') await printMixed(mixedOptions());

if (process.env.BENCH_LIGHTHOUSE !== '0') await printLighthouse(lighthousePort());

if (searchProducts > 0) {
  console.log('# Search latency (app.request, no network; PK read baseline in the same run)');
  console.table(
    await benchSearch({
      iterations: Number(process.env.BENCH_SEARCH_ITERATIONS ?? 300),
      products: searchProducts,
    }),
  );
}

if (process.env.BENCH_API !== '0') {
  const options = apiOptions();
  printApi(await benchApi(options), options);
}

if (process.env.BENCH_BASKET !== '0') {
  const options = basketOptions();
  console.log(
    `# Basket over HTTP on 127.0.0.1 (${options.shoppers} concurrent guest shoppers, ${options.seconds} s per measure; GET /health and a product read as baselines)`,
  );
  console.table(await benchBasket(options));
}

if (process.env.BENCH_ORDERS !== '0') {
  const options = ordersOptions();
  console.log(
    `# Place order over HTTP on 127.0.0.1 (${options.shoppers} concurrent guest shoppers, ${options.seconds} s; each fills a basket untimed, then places it timed; GET /health and get-basket as baselines)`,
  );
  const { rows, races } = await benchOrders(options);
  console.table(rows);
  console.log('# 200 shoppers place at once for the last 10 units');
  console.table(races);
}

if (process.env.BENCH_SUBSCRIPTIONS !== '0') {
  const { subscriptions } = subscriptionsOptions();
  console.log(
    `# Subscription scheduler in process (${subscriptions} due subscriptions per measure; a plain place-order of the same basket beside it)`,
  );
  console.table(await benchSubscriptions(subscriptions));
}

if (process.env.BENCH_OUTBOX !== '0') await printOutbox(outboxOptions());
