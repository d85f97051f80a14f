import { rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { measurePageScripts, totalBytes } from '../e2e/support/budget.ts';
import { runLoad, type LoadResult } from './lib/load.ts';
import { median, round } from './lib/stats.ts';
import type { RunningServer } from './lib/server.ts';

/** The pages `npm run bench` measures: the home page and the catalog's busiest pages. */
export const BENCH_PAGES = [
  { name: 'home', path: '/' },
  { name: 'product page', path: '/p/signature-fire-pit' },
  { name: 'category listing', path: '/plp/fire-pits' },
  { name: 'search results', path: '/search?q=fire%20pit' },
] as const;

export interface PageBench {
  name: string;
  htmlBytes: number;
  /** Answered by the page cache (a guest without cookies). */
  hit: ReturnType<typeof summary>;
  /** Rendered for each request (a cookie the cache does not know sends it past the cache). */
  miss: ReturnType<typeof summary>;
  static: ReturnType<typeof summary>;
}

/** Any cookie but the browser's own makes a request be rendered (server/page-cache/policy.ts). */
const RENDER_EVERY_TIME = { cookie: 'bench_render=1' };

const summary = (label: string, results: LoadResult[]) => ({
  label,
  rps: median(results.map((r) => r.rps)),
  p50: median(results.map((r) => r.p50)),
  p95: median(results.map((r) => r.p95)),
  p99: median(results.map((r) => r.p99)),
  errors: results.reduce((n, r) => n + r.errors, 0),
});

/**
 * One server-rendered page, answered from the page cache (hit) and rendered for every request
 * (miss), against a static HTML file of the same bytes served by the same process (the ratio is
 * the figure that matters on a shared, noisy machine). Rounds alternate the three so drift hits
 * all; medians over the rounds are reported.
 */
export async function benchPage(
  server: RunningServer,
  page: { name: string; path: string },
  options: { seconds: number; rounds: number; concurrency: number },
): Promise<PageBench> {
  const url = `${server.origin}${page.path}`;
  const first = await fetch(url);
  if (!first.ok) throw new Error(`${page.path} answered ${first.status}`);
  const html = await first.text();
  const staticName = `__bench-${page.name.replaceAll(/\W+/g, '-')}.html`;
  const staticPath = resolve(
    import.meta.dirname,
    '../apps/storefront/build/client/assets',
    staticName,
  );
  writeFileSync(staticPath, html);
  try {
    const staticUrl = `${server.origin}/assets/${staticName}`;
    const staticRes = await fetch(staticUrl);
    if (!staticRes.ok) throw new Error(`static baseline not served: ${staticRes.status}`);
    await staticRes.arrayBuffer();
    const hit: LoadResult[] = [];
    const miss: LoadResult[] = [];
    const stat: LoadResult[] = [];
    const load = (
      label: string,
      target: string,
      seconds: number,
      headers: Record<string, string> = {},
    ) => runLoad({ label, url: target, seconds, concurrency: options.concurrency, headers });
    await load('warm-up', url, 1);
    await load('warm-up', url, 2, RENDER_EVERY_TIME);
    await load('warm-up', staticUrl, 1);
    for (let i = 0; i < options.rounds; i++) {
      hit.push(await load(`cached ${page.name}`, url, options.seconds));
      miss.push(await load(`rendered ${page.name}`, url, options.seconds, RENDER_EVERY_TIME));
      stat.push(await load('static html', staticUrl, options.seconds));
    }
    return {
      name: page.name,
      htmlBytes: Buffer.byteLength(html),
      hit: summary(`${page.name}: page cache hit`, hit),
      miss: summary(`${page.name}: rendered (miss)`, miss),
      static: summary('static HTML (same size)', stat),
    };
  } finally {
    rmSync(staticPath, { force: true });
  }
}

/** Gzipped JavaScript a page loads in headless Chromium (same measure as the e2e budget). */
export async function pageScriptWeight(server: RunningServer, path: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const weights = await measurePageScripts(page, `${server.origin}${path}`);
    return { files: weights.length, gzipKB: round(totalBytes(weights) / 1024, 1) };
  } finally {
    await browser.close();
  }
}
