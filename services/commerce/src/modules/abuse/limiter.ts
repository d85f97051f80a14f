/**
 * Request budgets kept in the database, so they hold across every instance of the store: a
 * budget allows `limit` hits per key in a fixed window of `windowSeconds`. A hit is one upsert
 * that counts it and answers the count, so two instances hitting the same key at once are
 * serialised by the row lock of PostgreSQL and neither is lost.
 */
import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import { schema, type Database } from '@solo/db';

const { rateLimits } = schema;

export interface Budget {
  /** Which budget, e.g. `login:ip`; one name per budget and kind of key. */
  bucket: string;
  limit: number;
  windowSeconds: number;
}

/** One budget applied to one key (an IP address, a login, an email, a shopper id). */
export interface Charge {
  budget: Budget;
  key: string;
}

export type Spent = { ok: true } | { ok: false; bucket: string; retryAfter: number };

/** Keys are hashed: the table keeps no address, login or email. */
const keyHash = (key: string) => createHash('sha256').update(key).digest('base64url');

/** How often, per hit, a process also deletes ended windows (1 in SWEEP_EVERY on average). */
const SWEEP_EVERY = 200;

/**
 * Counts one hit against each charge in order and stops at the first that is over budget (so a
 * refused client does not also spend the global budget). Over budget: how many seconds until
 * its window ends.
 */
export async function spend(db: Database, charges: Charge[], now: Date): Promise<Spent> {
  for (const { budget, key } of charges) {
    const hits = await hit(db, budget, key, now);
    if (hits.count > budget.limit) {
      const retryAfter = Math.max(1, Math.ceil((hits.resetsAt.getTime() - now.getTime()) / 1000));
      return { ok: false, bucket: budget.bucket, retryAfter };
    }
  }
  if (Math.random() * SWEEP_EVERY < 1) await sweepEnded(db, now);
  return { ok: true };
}

/** One atomic hit: a new or ended window starts at 1, a running one counts up. */
async function hit(
  db: Database,
  budget: Budget,
  key: string,
  now: Date,
): Promise<{ count: number; resetsAt: Date }> {
  const resetsAt = new Date(now.getTime() + budget.windowSeconds * 1000);
  const ended = sql`${rateLimits.resetsAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket: budget.bucket, key: keyHash(key), hits: 1, resetsAt })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.key],
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimits.hits} + 1 end`,
        resetsAt: sql`case when ${ended} then excluded.resets_at else ${rateLimits.resetsAt} end`,
      },
    })
    .returning({ count: rateLimits.hits, resetsAt: rateLimits.resetsAt });
  if (!row) throw new Error('rate limit upsert returned no row');
  return row;
}

/** Deletes the rows of windows that have ended; they would start over at 1 anyway. */
export async function sweepEnded(db: Database, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.resetsAt, now));
}
