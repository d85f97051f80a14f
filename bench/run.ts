/**
 * `npm run bench`: starts the production store on a fresh embedded database and prints its
 * figures beside baselines measured in the same run. Needs a build (`npm run build`).
 * BENCH_SECONDS (per round, default 5), BENCH_ROUNDS (default 3), BENCH_CONCURRENCY (default 16).
 */
import { startStore } from './lib/server.ts';
import { benchHome, homeScriptWeight } from './home.ts';
import { round } from './lib/stats.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
const port = Number(process.env.BENCH_PORT ?? 3900);

const server = await startStore(port);
try {
  console.log(`# Home page (${rounds} rounds × ${seconds} s, ${concurrency} connections, medians)`);
  const home = await benchHome(server, { seconds, rounds, concurrency });
  console.table([home.ssr, home.static]);
  console.log(
    `HTML ${round(home.htmlBytes / 1024, 1)} KB; SSR throughput = ${round((home.ssr.rps / home.static.rps) * 100, 1)}% of static ` +
      `(static/SSR = ${round(home.static.rps / home.ssr.rps, 1)}x); p50 ${home.ssr.p50} ms vs ${home.static.p50} ms`,
  );
  const js = await homeScriptWeight(server);
  console.log(
    `# Home page JavaScript: ${js.gzipKB} KB gzipped in ${js.files} files (budget 150 KB)`,
  );
} finally {
  await server.stop();
}
