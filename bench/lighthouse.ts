/**
 * `node bench/lighthouse.ts` (also part of `npm run bench`; needs a build): starts the production
 * store on a fresh embedded database and prints Lighthouse's mobile performance score, LCP, TBT
 * and CLS for home, a listing, a product page, cart and checkout (with an item), all in one
 * Chromium (CHROME_PATH). BENCH_LIGHTHOUSE_PORT (default 3904).
 */
import { auditPages, budgetPages } from './lib/lighthouse.ts';
import { startStore } from './lib/server.ts';

export async function printLighthouse(port: number): Promise<void> {
  const server = await startStore(port);
  try {
    console.log('# Lighthouse, mobile, simulated throttling (target: performance ≥ 0.95)');
    console.table(await auditPages(server.origin, await budgetPages(server.origin)));
  } finally {
    await server.stop();
  }
}

export const lighthousePort = () => Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 3904);

if (import.meta.main) await printLighthouse(lighthousePort());
