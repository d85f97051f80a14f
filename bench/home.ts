import { rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { measurePageScripts, totalBytes } from '../e2e/support/budget.ts';
import { runLoad, type LoadResult } from './lib/load.ts';
import { median, round } from './lib/stats.ts';
import type { RunningServer } from './lib/server.ts';

const STATIC_NAME = '__bench-home.html';

/**
 * Server-rendered home page against a static HTML file of the same bytes served by the same
 * process (the ratio is the figure that matters on a shared, noisy machine). Rounds alternate
 * SSR and static so drift hits both; medians over the rounds are reported.
 */
export async function benchHome(
  server: RunningServer,
  options: { seconds: number; rounds: number; concurrency: number },
) {
  const html = await (await fetch(`${server.origin}/`)).text();
  const staticPath = resolve(
    import.meta.dirname,
    '../apps/storefront/build/client/assets',
    STATIC_NAME,
  );
  writeFileSync(staticPath, html);
  try {
    const staticRes = await fetch(`${server.origin}/assets/${STATIC_NAME}`);
    if (!staticRes.ok) throw new Error(`static baseline not served: ${staticRes.status}`);
    await staticRes.arrayBuffer();
    const ssr: LoadResult[] = [];
    const stat: LoadResult[] = [];
    const load = (label: string, url: string, seconds: number) =>
      runLoad({ label, url, seconds, concurrency: options.concurrency });
    await load('warm-up', `${server.origin}/`, 2);
    await load('warm-up', `${server.origin}/assets/${STATIC_NAME}`, 1);
    for (let i = 0; i < options.rounds; i++) {
      ssr.push(await load('ssr home', `${server.origin}/`, options.seconds));
      stat.push(
        await load('static html', `${server.origin}/assets/${STATIC_NAME}`, options.seconds),
      );
    }
    const summary = (label: string, results: LoadResult[]) => ({
      label,
      rps: median(results.map((r) => r.rps)),
      p50: median(results.map((r) => r.p50)),
      p95: median(results.map((r) => r.p95)),
      p99: median(results.map((r) => r.p99)),
      errors: results.reduce((n, r) => n + r.errors, 0),
    });
    return {
      htmlBytes: Buffer.byteLength(html),
      ssr: summary('SSR home', ssr),
      static: summary('static HTML (same size)', stat),
    };
  } finally {
    rmSync(staticPath, { force: true });
  }
}

/** Gzipped JavaScript the home page loads in headless Chromium (same measure as the e2e budget). */
export async function homeScriptWeight(server: RunningServer, path = '/') {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const weights = await measurePageScripts(page, `${server.origin}${path}`);
    return { files: weights.length, gzipKB: round(totalBytes(weights) / 1024, 1) };
  } finally {
    await browser.close();
  }
}
