import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Database, MailStatus } from '@solo/db';
import { mailOutbox } from '@solo/db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the message is for, e.g. "reset-password". */
  kind: string;
}

export interface OutboxEntry extends MailMessage {
  id: string;
  status: MailStatus;
  error: string | null;
  createdAt: Date;
  sentAt: Date | null;
  eventKey: string | null;
  attempts: number;
  nextAttemptAt: Date | null;
  leaseUntil: Date | null;
}

/** The outbox page lists this many messages, newest first: enough for a demo, bounded for a big store. */
export const OUTBOX_PAGE_SIZE = 50;

/** Servers' answers can be long; the row keeps what an operator needs to read. */
const MAX_ERROR_LENGTH = 1000;

let lastId = '';

/**
 * Ids sort in the order this process stored the messages: the embedded database's clock ticks in
 * milliseconds, so two messages can share `created_at`, and the list breaks that tie by id.
 */
export function nextMessageId(now = Date.now()): string {
  const id = `${now.toString(36).padStart(10, '0')}${randomBytes(8).toString('hex')}`;
  // Within one millisecond a random suffix may sort lower than the previous one: count up instead.
  lastId = id > lastId ? id : incrementId(lastId);
  return lastId;
}

/** The next id after `id` in sort order (its last hexadecimal digits counted up by one). */
function incrementId(id: string): string {
  const head = id.slice(0, 10);
  const tail = (BigInt(`0x${id.slice(10)}`) + 1n).toString(16).padStart(16, '0');
  return head + tail.slice(-16);
}

/** Writes the message to the outbox before anything else happens to it; returns its id. */
export async function storeMessage(
  db: Database,
  message: MailMessage,
  status: MailStatus,
): Promise<string> {
  const id = nextMessageId();
  await db.insert(mailOutbox).values({ id, ...message, status });
  return id;
}

export type DeliveryResult = { status: 'sent' } | { status: 'failed'; error: string };

/** Records how an SMTP delivery went on the message's outbox row. */
export async function recordDelivery(
  db: Database,
  id: string,
  result: DeliveryResult,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      result.status === 'sent'
        ? { status: 'sent', sentAt: new Date(), error: null }
        : { status: 'failed', error: result.error.slice(0, MAX_ERROR_LENGTH) },
    )
    .where(eq(mailOutbox.id, id));
}

/** The latest messages, newest first. */
export async function listOutbox(
  db: Database,
  limit: number = OUTBOX_PAGE_SIZE,
): Promise<OutboxEntry[]> {
  return db
    .select()
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}
