/**
 * The scripts a page fetches, with their gzip sizes and text: what the journeys check against the
 * page JavaScript budget and for chunks that must load only on demand (braintree-web, a wallet
 * driver, a vendor's SDK).
 */
import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';

/** braintree-web's version, which its modules carry (lib/constants.js) and nothing else does. */
export const BRAINTREE_WEB = '3.144.0';

export interface PageScript {
  url: string;
  gzipBytes: number;
  text: string;
  /** Whether it is one of braintree-web's modules. */
  braintreeWeb: boolean;
}

/** Every script the page receives from now on (`seen` grows as they come). */
export function watchScripts(page: Page) {
  const seen: PageScript[] = [];
  const pending: Array<Promise<unknown>> = [];
  const listen = (response: Response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && !(response.headers()['content-type'] ?? '').includes('javascript'))
      return;
    pending.push(
      response
        .body()
        .then((body) => {
          const text = body.toString();
          seen.push({
            url: response.url(),
            gzipBytes: gzipSync(body).length,
            text,
            braintreeWeb: text.includes(BRAINTREE_WEB),
          });
        })
        .catch(() => undefined),
    );
  };
  page.on('response', listen);
  return {
    seen,
    async stop() {
      page.off('response', listen);
      await Promise.all(pending);
      return seen;
    },
  };
}

/** Every script a page load fetched until the network went idle. */
export async function scriptsOf(page: Page, path: string): Promise<PageScript[]> {
  const watch = watchScripts(page);
  await page.goto(path, { waitUntil: 'networkidle' });
  return watch.stop();
}

export const gzipTotal = (scripts: readonly PageScript[]) =>
  scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
