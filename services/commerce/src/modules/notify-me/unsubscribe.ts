/**
 * The unsubscribe link of a back-in-stock email: a random token made when the email is written,
 * only its SHA-256 stored (as the store keeps password-reset tokens), so the link works for its
 * request alone and the table never holds a working link. Following it stops every alert the
 * same contact still waits for on that site (docs/decisions/notify-me.md).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@solo/db';
import { notifyRequests } from '@solo/db/schema';

export const newUnsubscribeToken = (): string => randomBytes(24).toString('base64url');
export const unsubscribeHash = (token: string): string =>
  createHash('sha256').update(token).digest('base64url');

/** 32 base64url characters: what `newUnsubscribeToken` makes; anything else is refused unread. */
export const UNSUBSCRIBE_TOKEN = /^[A-Za-z0-9_-]{32}$/;

export type UnsubscribeOutcome = { ok: true; stopped: number } | { ok: false };

/** Marks the token's contact unsubscribed from every alert it waits for on the token's site. */
export async function unsubscribe(
  db: Database,
  token: string,
  now: Date,
): Promise<UnsubscribeOutcome> {
  const [owner] = await db
    .select({
      siteId: notifyRequests.siteId,
      channel: notifyRequests.channel,
      contact: notifyRequests.contact,
    })
    .from(notifyRequests)
    .where(eq(notifyRequests.unsubscribeHash, unsubscribeHash(token)));
  if (!owner) return { ok: false };
  const stopped = await db
    .update(notifyRequests)
    .set({ unsubscribedAt: now })
    .where(
      and(
        eq(notifyRequests.siteId, owner.siteId),
        eq(notifyRequests.channel, owner.channel),
        eq(notifyRequests.contact, owner.contact),
        isNull(notifyRequests.notifiedAt),
        isNull(notifyRequests.unsubscribedAt),
      ),
    )
    .returning({ id: notifyRequests.id });
  return { ok: true, stopped: stopped.length };
}
