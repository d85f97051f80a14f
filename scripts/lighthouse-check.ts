/**
 * `npm run test:lighthouse` (the last stage of `npm test`): Lighthouse's mobile performance
 * score of home, a listing, a product page, cart and checkout must stay at or above a floor.
 * The target is 0.95 (`npm run bench` prints the real figures); the floor sits lower because a
 * busy CI machine moves the scores, and it catches what a change really breaks: a render-blocking
 * resource, a late LCP image, a layout shift. One store and one Chromium serve every page.
 */
import { auditPages, budgetPages } from '../bench/lib/lighthouse.ts';
import { startStore } from '../bench/lib/server.ts';

const FLOOR = 0.85;
const port = Number(process.env.LIGHTHOUSE_CHECK_PORT ?? 3905);

const server = await startStore(port);
let scores;
try {
  scores = await auditPages(server.origin, await budgetPages(server.origin));
} finally {
  await server.stop();
}
console.table(scores);
const below = scores.filter((s) => s.performance < FLOOR);
const canonical = scores.filter((s) => s.canonical === false);
for (const s of below)
  console.error(`${s.page}: performance ${s.performance} is below the floor of ${FLOOR}`);
for (const s of canonical) console.error(`${s.page}: the canonical link fails its audit`);
if (below.length || canonical.length) process.exit(1);
console.log(`every page at or above ${FLOOR}, canonical links valid`);
