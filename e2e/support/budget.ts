import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** Every page's JavaScript budget: gzipped size of all scripts it loads (issue: 150 KB). */
export const PAGE_JS_BUDGET_BYTES = 150 * 1024;

export interface ScriptWeight {
  url: string;
  gzipBytes: number;
}

/**
 * Loads `path` in a fresh page and sums the gzip size of every JavaScript response the browser
 * received until the network went idle (lazy route chunks included). Sizes are measured by
 * gzipping the decoded bodies, so the figure does not depend on the server's own encoding.
 */
export async function measurePageScripts(page: Page, path: string): Promise<ScriptWeight[]> {
  const pending: Array<Promise<ScriptWeight | null>> = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const contentType = response.headers()['content-type'] ?? '';
    if (type !== 'script' && !contentType.includes('javascript')) return;
    pending.push(
      response
        .body()
        .then((body) => ({ url: response.url(), gzipBytes: gzipSync(body).length }))
        .catch(() => null),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  const weights = await Promise.all(pending);
  return weights.filter((w): w is ScriptWeight => w !== null);
}

export const totalBytes = (weights: ScriptWeight[]) =>
  weights.reduce((sum, w) => sum + w.gzipBytes, 0);
