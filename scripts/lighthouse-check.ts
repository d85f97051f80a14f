/**
 * `npm run test:lighthouse` (the last stage of `npm test`): Lighthouse's mobile performance
 * score of home, a listing, a product page, cart and checkout must stay at or above a floor.
 * The target is 0.95 (`npm run bench` prints the real figures); the floor sits lower because a
 * busy CI machine moves the scores, and it catches what a change really breaks: a render-blocking
 * resource, a late LCP image, a layout shift. One store and one Chromium serve every page.
 *
 * A page below the floor is audited again (at most ATTEMPTS times in all, after a pause) and
 * keeps its best score: a spell of load on a shared machine lowers the audits it overlaps (the
 * `cpu` column, Lighthouse's benchmark of the machine, shows it), a real regression lowers each.
 */
import { auditPages, budgetPages, type PageScore } from '../bench/lib/lighthouse.ts';
import { startStore } from '../bench/lib/server.ts';

const FLOOR = 0.85;
const ATTEMPTS = 5;
/** Between rounds, so that a retry does not land in the same spell of load as the audit. */
const PAUSE_MS = 20_000;
const port = Number(process.env.LIGHTHOUSE_CHECK_PORT ?? 3905);

const server = await startStore(port);
const best = new Map<string, PageScore>();
try {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    // Fresh guests each round: a round's audits renew the cart sessions it used.
    const pages = (await budgetPages(server.origin)).filter(
      (p) => (best.get(p.name)?.performance ?? -1) < FLOOR,
    );
    if (!pages.length) break;
    if (attempt > 1) {
      console.log(`audit ${attempt}: ${pages.map((p) => p.name).join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
    for (const score of await auditPages(server.origin, pages)) {
      const previous = best.get(score.page);
      if (!previous || score.performance > previous.performance) best.set(score.page, score);
    }
  }
} finally {
  await server.stop();
}
const scores = [...best.values()];
console.table(scores);
const below = scores.filter((s) => s.performance < FLOOR);
const canonical = scores.filter((s) => s.canonical === false);
for (const s of below)
  console.error(
    `${s.page}: performance ${s.performance} is below the floor of ${FLOOR} in ${ATTEMPTS} audits`,
  );
for (const s of canonical) console.error(`${s.page}: the canonical link fails its audit`);
if (below.length || canonical.length) process.exit(1);
console.log(`every page at or above ${FLOOR}, canonical links valid`);
