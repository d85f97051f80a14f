/**
 * Delivering gift cards on their date (DESIGN.md "background jobs"): each run leases the due
 * cards with FOR UPDATE SKIP LOCKED, so instances running together never take the same card;
 * for each it makes the code and PIN, stores their hashes, mails the recipient (outbox, then
 * SMTP when configured) and marks the card sent, then mails the buyer a copy without the code.
 * A failed delivery leaves the card pending, leased until its next try (backoff); the retry
 * makes a new code, so a code whose email never arrived never works.
 */
import { startPeriodicJob } from '../../periodic-job.ts';
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { type Database, schema } from '@solo/db';
import { defaultLocale, findLocale, findSite, sitePrefix } from '@solo/sites';
import type { Logger } from '../../logger.ts';
import { storeContact, type Mailer } from '../mail/index.ts';
import { newCode } from './codes.ts';
import { giftCardCopyMail, giftCardMail, type GiftMailContext } from './mail.ts';

const { giftCards } = schema;

/** Long enough for two SMTP sends at their timeouts (mail/mailer.ts), so a lease never lapses mid-send. */
export const LEASE_MS = 5 * 60_000;
/** Cards one run takes: a run stays short, and the next run takes the rest. */
export const DELIVERY_BATCH = 20;
/** How often the store looks for due cards. */
export const DELIVERY_INTERVAL_MS = 30_000;
const MAX_BACKOFF_MS = 6 * 60 * 60_000;

/** The wait before the next try after `attempts` failed ones: 1, 2, 4 … minutes, at most 6 hours. */
export const retryDelay = (attempts: number): number =>
  Math.min(60_000 * 2 ** Math.max(attempts - 1, 0), MAX_BACKOFF_MS);

export interface DeliveryDeps {
  db: Database;
  mailer: Mailer;
  log: Logger;
  /** PUBLIC_ORIGIN: the emails link to the balance page only when the store knows its address. */
  publicOrigin: string | undefined;
  /** STORE_MAIL_TO: the address the emails give for questions. */
  storeInbox: string;
}

export interface DeliveryRun {
  sent: number;
  failed: number;
}

/** Leases up to `limit` cards due at `now`; another run sees them only after the lease. */
export async function leaseDueCards(db: Database, now: Date, limit = DELIVERY_BATCH) {
  const due = db
    .select({ id: giftCards.id })
    .from(giftCards)
    .where(
      and(
        eq(giftCards.status, 'pending'),
        lte(giftCards.deliverAt, now),
        or(isNull(giftCards.leasedUntil), lte(giftCards.leasedUntil, now)),
      ),
    )
    .orderBy(giftCards.deliverAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(giftCards)
    .set({
      leasedUntil: new Date(now.getTime() + LEASE_MS),
      attempts: sql`${giftCards.attempts} + 1`,
    })
    .where(and(inArray(giftCards.id, due), eq(giftCards.status, 'pending')))
    .returning();
}

/** The card's site's contact details, and its balance page when the store knows its origin. */
function mailContext(
  deps: DeliveryDeps,
  card: { id: string; siteId: string; locale: string },
): GiftMailContext {
  const site = findSite(card.siteId);
  if (!site) throw new Error(`gift card ${card.id} names no known site (${card.siteId})`);
  const origin = deps.publicOrigin;
  const locale = findLocale(site, card.locale) ?? defaultLocale(site);
  return {
    contact: storeContact(site.id, card.locale, deps.storeInbox),
    origin,
    balanceLink: origin ? `${origin}${sitePrefix(site, locale)}/gift-card-balance` : undefined,
  };
}

/** One run of the job at `now`: delivers every card it leased. */
export async function deliverDueGiftCards(deps: DeliveryDeps, now: Date): Promise<DeliveryRun> {
  const { db, mailer, log } = deps;
  const run: DeliveryRun = { sent: 0, failed: 0 };
  for (const card of await leaseDueCards(db, now)) {
    const ctx = mailContext(deps, card);
    const secret = newCode();
    // The hash first: the code works from the moment its email can arrive.
    await db
      .update(giftCards)
      .set({ codeHash: secret.codeHash, pinHash: secret.pinHash, last4: secret.last4 })
      .where(eq(giftCards.id, card.id));
    const result = await mailer.send(giftCardMail(card, secret, ctx));
    if (result.status === 'failed') {
      run.failed++;
      await db
        .update(giftCards)
        .set({
          codeHash: null,
          pinHash: null,
          last4: null,
          lastError: result.error.slice(0, 1000),
          leasedUntil: new Date(now.getTime() + retryDelay(card.attempts)),
        })
        .where(eq(giftCards.id, card.id));
      log.warn({ giftCardId: card.id, attempts: card.attempts }, 'gift card email failed');
      continue;
    }
    run.sent++;
    await db
      .update(giftCards)
      .set({ status: 'sent', sentAt: now, leasedUntil: null, lastError: null })
      .where(eq(giftCards.id, card.id));
    // The copy is a courtesy: its failure stays in the outbox and does not hold the card back.
    await mailer.send(giftCardCopyMail(card, secret.last4, ctx));
  }
  return run;
}

/**
 * Runs the job every `intervalMs` in this process (never two runs of one process at once);
 * `stop()` waits for a run in progress.
 */
export function startGiftCardDelivery(
  deps: DeliveryDeps,
  intervalMs = DELIVERY_INTERVAL_MS,
): { stop(): Promise<void> } {
  return startPeriodicJob({
    name: 'gift card delivery',
    run: (now) => deliverDueGiftCards(deps, now),
    didWork: (run) => run.sent > 0 || run.failed > 0,
    intervalMs,
    log: deps.log,
  });
}
