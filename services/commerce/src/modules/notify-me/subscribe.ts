/**
 * Storing a back-in-stock request (spec 001 §3 "Notify-me payload", §7 "Notify-me"): one per
 * site, channel, contact and sku. Asking again for a waiting request changes nothing but the
 * locale and the SMS consent; asking again after the message went out (or after an unsubscribe)
 * waits again, since the shopper wants the next restock too.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, NotifyChannel } from '@solo/db';
import { notifyRequests } from '@solo/db/schema';
import type { Site } from '@solo/sites';
import { productAvailability } from '../catalog/index.ts';

export interface NotifyRequestInput {
  site: Site;
  locale: string;
  channel: NotifyChannel;
  /** Normalised: a lower-case email, or ten digits. */
  contact: string;
  sku: string;
  /** Spec: `subscribe`, the 'Add me to the marketing sms list.' toggle (phone only). */
  subscribe: boolean;
}

export type SubscribeOutcome =
  { ok: true; id: string; created: boolean } | { ok: false; reason: 'unknown-sku' | 'in-stock' };

export async function subscribe(
  db: Database,
  input: NotifyRequestInput,
  now: Date,
): Promise<SubscribeOutcome> {
  const availability = (await productAvailability(db, input.site, [input.sku])).get(input.sku);
  // An offline or unknown product has no availability entry: nothing to wait for.
  if (!availability) return { ok: false, reason: 'unknown-sku' };
  if (availability.orderable) return { ok: false, reason: 'in-stock' };
  const consent = input.channel === 'sms' && input.subscribe ? now : null;
  const [row] = await db
    .insert(notifyRequests)
    .values({
      id: randomBytes(12).toString('base64url'),
      siteId: input.site.id,
      locale: input.locale,
      channel: input.channel,
      contact: input.contact,
      sku: input.sku,
      smsConsentAt: consent,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: [
        notifyRequests.siteId,
        notifyRequests.channel,
        notifyRequests.contact,
        notifyRequests.sku,
      ],
      set: {
        locale: input.locale,
        // Consent once given keeps its first time; a later 'no' does not withdraw it here
        // (withdrawing is the marketing list's own business), and a first 'yes' records now.
        smsConsentAt: sql`coalesce(${notifyRequests.smsConsentAt}, excluded.sms_consent_at)`,
        notifiedAt: null,
        unsubscribedAt: null,
        unsubscribeHash: null,
      },
    })
    .returning({ id: notifyRequests.id, createdAt: notifyRequests.createdAt });
  return { ok: true, id: row!.id, created: row!.createdAt.getTime() === now.getTime() };
}
