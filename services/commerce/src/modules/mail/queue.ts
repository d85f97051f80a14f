/**
 * The outbox as a queue (docs/decisions/order-emails-and-the-outbox.md): one row per event, its
 * key unique, so an event enqueued twice — a retried request, two instances at once — is one
 * message; delivery claims due rows with FOR UPDATE SKIP LOCKED and a lease, so two instances
 * never send one row, and a failed attempt waits a growing delay before the next.
 */
import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@solo/db';
import { mailOutbox } from '@solo/db/schema';
import { nextMessageId, type MailMessage, type OutboxEntry } from './outbox.ts';

/** A message that tells of one event; `eventKey` names the event ("order-confirmation:00012345"). */
export interface EventMail extends MailMessage {
  eventKey: string;
}

export type Writer = Database | Transaction;

/** Attempts before a message is given up as `failed` (it stays in the outbox for an operator). */
export const MAX_ATTEMPTS = 8;
/** How long a claim holds: longer than the SMTP timeouts of one message (mailer.ts). */
export const LEASE_MS = 2 * 60_000;
/** Rows one delivery run claims at a time. */
export const CLAIM_BATCH = 20;

/** The wait after the `attempts`-th failed attempt: 1 minute, doubling, at most 6 hours. */
export function backoffMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);
}

/**
 * Writes the event's message unless the event already has one. `status` is `queued` when a
 * server will deliver it, `stored` when the outbox is the mailbox. Run inside the transaction
 * that records the event, the message exists exactly when the event does.
 */
export async function enqueueMessage(
  db: Writer,
  message: EventMail,
  status: 'queued' | 'stored',
  now: Date,
): Promise<{ id: string; created: boolean }> {
  const inserted = await db
    .insert(mailOutbox)
    .values({
      id: nextMessageId(now.getTime()),
      ...message,
      status,
      createdAt: now,
      nextAttemptAt: status === 'queued' ? now : null,
    })
    .onConflictDoNothing({ target: mailOutbox.eventKey })
    .returning({ id: mailOutbox.id });
  if (inserted[0]) return { id: inserted[0].id, created: true };
  const [existing] = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(eq(mailOutbox.eventKey, message.eventKey));
  if (!existing) throw new Error(`outbox: no row for event ${message.eventKey} after a conflict`);
  return { id: existing.id, created: false };
}

/**
 * Writes an event's message that no mail server delivers (an SMS the outbox stands in for: see
 * notify-me/messaging.ts), once per event like `enqueueMessage`.
 */
export const storeEventMessage = (
  db: Writer,
  message: EventMail,
  now: Date,
): Promise<{ id: string; created: boolean }> => enqueueMessage(db, message, 'stored', now);

/**
 * Claims up to `limit` due messages for this instance: queued ones whose time has come, and
 * `sending` ones whose claim lapsed (an instance that died mid-send). Locked rows are skipped,
 * so concurrent runs claim disjoint sets.
 */
export async function claimDue(
  db: Database,
  now: Date,
  limit = CLAIM_BATCH,
): Promise<OutboxEntry[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        or(
          and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.nextAttemptAt, now)),
          and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.leaseUntil, now)),
        ),
      )
      .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({
        status: 'sending',
        leaseUntil: new Date(now.getTime() + LEASE_MS),
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(
        inArray(
          mailOutbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

export type AttemptResult = { status: 'sent' } | { status: 'failed'; error: string };

/** Servers' answers can be long; the row keeps what an operator needs to read. */
const MAX_ERROR_LENGTH = 1000;

/**
 * Records one attempt on a claimed row: sent; or queued again after the backoff; or failed for
 * good after MAX_ATTEMPTS. Only while this claim holds: a run that outlived its lease writes
 * nothing over the instance that claimed the row since.
 */
export async function settleAttempt(
  db: Database,
  claimed: Pick<OutboxEntry, 'id' | 'attempts' | 'leaseUntil'>,
  result: AttemptResult,
  now: Date,
): Promise<'sent' | 'retrying' | 'failed'> {
  const outcome =
    result.status === 'sent' ? 'sent' : claimed.attempts >= MAX_ATTEMPTS ? 'failed' : 'retrying';
  const set =
    result.status === 'sent'
      ? { status: 'sent' as const, sentAt: now, error: null }
      : {
          status: outcome === 'failed' ? ('failed' as const) : ('queued' as const),
          error: result.error.slice(0, MAX_ERROR_LENGTH),
          nextAttemptAt:
            outcome === 'failed' ? null : new Date(now.getTime() + backoffMs(claimed.attempts)),
        };
  const held = claimed.leaseUntil
    ? eq(mailOutbox.leaseUntil, claimed.leaseUntil)
    : sql`${mailOutbox.leaseUntil} is null`;
  await db
    .update(mailOutbox)
    .set({ ...set, leaseUntil: null })
    .where(and(eq(mailOutbox.id, claimed.id), eq(mailOutbox.status, 'sending'), held));
  return outcome;
}
