/**
 * `npm run bench`: starts the production store on a fresh embedded database and prints its
 * figures beside baselines measured in the same run, then the search latencies (bench/search.ts).
 * Needs a build (`npm run build`). BENCH_SECONDS (per round, default 5), BENCH_ROUNDS (default 3),
 * BENCH_CONCURRENCY (default 16), BENCH_PAGES (comma list of page names, default all),
 * BENCH_SEARCH_ITERATIONS (default 300), BENCH_SEARCH_PRODUCTS (default 10000; 0 skips search),
 * then the basket figures (bench/basket.ts: BENCH_BASKET=0 skips them, BENCH_BASKET_SECONDS,
 * BENCH_BASKET_SHOPPERS, BENCH_BASKET_PORT), then the order figures (bench/orders.ts: BENCH_ORDERS=0
 * skips them, BENCH_ORDERS_SECONDS, BENCH_ORDERS_SHOPPERS, BENCH_ORDERS_PORT). The mixed-traffic
 * run (bench/mixed.ts) comes right after the pages: BENCH_MIXED=0 skips it, BENCH_MIXED_SECONDS,
 * BENCH_MIXED_SHOPPERS, BENCH_MIXED_BASELINE_SECONDS, BENCH_MIXED_PORT. Then Lighthouse
 * (bench/lighthouse.ts: BENCH_LIGHTHOUSE=0 skips it, BENCH_LIGHTHOUSE_PORT).
 */
import { startStore } from './lib/server.ts';
import { BENCH_PAGES, benchPage, pageScriptWeight } from './pages.ts';
import { basketOptions, benchBasket } from './basket.ts';
import { benchOrders, ordersOptions } from './orders.ts';
import { mixedOptions, printMixed } from './mixed.ts';
import { benchSearch } from './search.ts';
import { lighthousePort, printLighthouse } from './lighthouse.ts';
import { round } from './lib/stats.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
const port = Number(process.env.BENCH_PORT ?? 3900);
const only = process.env.BENCH_PAGES?.split(',').map((s) => s.trim());
const searchProducts = Number(process.env.BENCH_SEARCH_PRODUCTS ?? 10_000);

const server = await startStore(port);
try {
  for (const page of BENCH_PAGES.filter((p) => !only || only.includes(p.name))) {
    console.log(
      `# ${page.name} ${page.path} (${rounds} rounds × ${seconds} s, ${concurrency} connections, medians)`,
    );
    const r = await benchPage(server, page, { seconds, rounds, concurrency });
    console.table([r.ssr, r.static]);
    console.log(
      `HTML ${round(r.htmlBytes / 1024, 1)} KB; SSR throughput = ${round((r.ssr.rps / r.static.rps) * 100, 1)}% of static ` +
        `(static/SSR = ${round(r.static.rps / r.ssr.rps, 1)}x); p50 ${r.ssr.p50} ms vs ${r.static.p50} ms`,
    );
    const js = await pageScriptWeight(server, page.path);
    console.log(
      `# ${page.name} JavaScript: ${js.gzipKB} KB gzipped in ${js.files} files (budget 150 KB)`,
    );
  }
} finally {
  await server.stop();
}

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
