/**
 * Answering back-in-stock requests (issue 21; DESIGN.md "background jobs"). A request is stored
 * only while its sku cannot be sold (subscribe.ts), so a waiting request whose sku can be sold
 * again is one whose stock went from 0 to sellable — whichever way it came back (an order
 * cancelled or returned to stock, the import, another instance): the job looks at stock itself
 * rather than at one of the ways stock changes. Each run takes the waiting requests of restocked
 * skus with FOR UPDATE SKIP LOCKED and, in that one transaction, writes each one's message (its
 * event key unique in the outbox) and marks it answered: two runners never answer one request,
 * and a second restock finds nothing waiting.
 */
import { startPeriodicJob } from '../../periodic-job.ts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@solo/db';
import { notifyRequests } from '@solo/db/schema';
import { defaultLocale, findLocale, findSite, sitePrefix, type Site } from '@solo/sites';
import type { Logger } from '../../logger.ts';
import { localize } from '../../localize.ts';
import { loadProductGraph, productAvailability } from '../catalog/index.ts';
import { storeContact, type Mailer } from '../mail/index.ts';
import { backInStockEmail, backInStockSms, type BackInStockFacts } from './message.ts';
import type { MessagingProvider } from './messaging.ts';
import { newUnsubscribeToken, unsubscribeHash } from './unsubscribe.ts';

/** Requests one transaction answers: a run stays short, and loops for the rest. */
export const ANSWER_BATCH = 50;
/** How often the store looks, besides when it hears a stock change. */
export const BACK_IN_STOCK_INTERVAL_MS = 60_000;

export interface BackInStockDeps {
  db: Database;
  mailer: Mailer;
  messaging: MessagingProvider;
  log: Logger;
  /** PUBLIC_ORIGIN: the messages link to the product and the unsubscribe page only with it. */
  publicOrigin: string | undefined;
  /** STORE_MAIL_TO: the address the email gives for questions. */
  storeInbox: string;
}

export interface BackInStockRun {
  emails: number;
  sms: number;
}

type Request = typeof notifyRequests.$inferSelect;

/** The (site, sku) pairs that have waiting requests and can be sold now. */
async function restocked(db: Database): Promise<Array<{ site: Site; sku: string }>> {
  const waiting = await db
    .selectDistinct({ siteId: notifyRequests.siteId, sku: notifyRequests.sku })
    .from(notifyRequests)
    .where(and(isNull(notifyRequests.notifiedAt), isNull(notifyRequests.unsubscribedAt)));
  const bySite = new Map<string, string[]>();
  for (const w of waiting) bySite.set(w.siteId, [...(bySite.get(w.siteId) ?? []), w.sku]);
  const out: Array<{ site: Site; sku: string }> = [];
  for (const [siteId, skus] of bySite) {
    const site = findSite(siteId);
    if (!site) continue;
    const availability = await productAvailability(db, site, skus);
    for (const sku of skus) if (availability.get(sku)?.orderable) out.push({ site, sku });
  }
  return out;
}

function facts(
  deps: BackInStockDeps,
  site: Site,
  request: Request,
  names: NameOf,
): BackInStockFacts {
  const locale = findLocale(site, request.locale) ?? defaultLocale(site);
  const origin = deps.publicOrigin;
  return {
    locale: locale.id,
    product: names(request.sku, locale.id),
    productLink: origin
      ? `${origin}${sitePrefix(site, locale)}/p/${encodeURIComponent(request.sku)}`
      : undefined,
  };
}

type NameOf = (sku: string, locale: string) => string;

async function productNames(db: Database, skus: string[]): Promise<NameOf> {
  const graph = await loadProductGraph(db, skus);
  return (sku, locale) => {
    const p = graph.products.get(sku);
    return p ? localize({ name: p.name }, p.localized, locale, ['name']).name : sku;
  };
}

/** Answers one batch of one restocked sku's requests in one transaction; returns what it wrote. */
async function answerBatch(
  deps: BackInStockDeps,
  site: Site,
  sku: string,
  names: NameOf,
  now: Date,
): Promise<BackInStockRun & { taken: number }> {
  return deps.db.transaction(async (tx) => {
    const claimed = await tx
      .select()
      .from(notifyRequests)
      .where(
        and(
          eq(notifyRequests.siteId, site.id),
          eq(notifyRequests.sku, sku),
          isNull(notifyRequests.notifiedAt),
          isNull(notifyRequests.unsubscribedAt),
        ),
      )
      .orderBy(notifyRequests.createdAt, notifyRequests.id)
      .limit(ANSWER_BATCH)
      .for('update', { skipLocked: true });
    const run = { emails: 0, sms: 0, taken: claimed.length };
    for (const request of claimed) {
      const f = facts(deps, site, request, names);
      // One message per request and waiting spell: a re-asked request waits from a new time.
      const eventKey = `back-in-stock:${request.id}:${request.createdAt.getTime()}`;
      if (request.channel === 'sms') {
        await deps.messaging.send(
          { to: request.contact, text: backInStockSms(f), eventKey },
          tx,
          now,
        );
        await tx
          .update(notifyRequests)
          .set({ notifiedAt: now })
          .where(eq(notifyRequests.id, request.id));
        run.sms++;
        continue;
      }
      const token = newUnsubscribeToken();
      const origin = deps.publicOrigin;
      const mail = backInStockEmail(f, {
        to: request.contact,
        contact: storeContact(site.id, f.locale, deps.storeInbox),
        origin,
        unsubscribeLink: origin
          ? `${origin}${sitePrefix(site, findLocale(site, f.locale) ?? defaultLocale(site))}/notify-me/unsubscribe?token=${token}`
          : undefined,
      });
      await deps.mailer.enqueue({ ...mail, eventKey }, tx, now);
      await tx
        .update(notifyRequests)
        .set({ notifiedAt: now, unsubscribeHash: unsubscribeHash(token) })
        .where(eq(notifyRequests.id, request.id));
      run.emails++;
    }
    return run;
  });
}

/** One run of the job at `now`: every waiting request of every restocked sku, answered once. */
export async function answerRestocked(deps: BackInStockDeps, now: Date): Promise<BackInStockRun> {
  const run: BackInStockRun = { emails: 0, sms: 0 };
  const pairs = await restocked(deps.db);
  if (pairs.length === 0) return run;
  const names = await productNames(deps.db, [...new Set(pairs.map((p) => p.sku))]);
  for (const { site, sku } of pairs) {
    for (;;) {
      const batch = await answerBatch(deps, site, sku, names, now);
      run.emails += batch.emails;
      run.sms += batch.sms;
      if (batch.taken < ANSWER_BATCH) break;
    }
  }
  // Committed: the mail server (when there is one) gets the emails now, not at the next retry.
  if (run.emails > 0) await deps.mailer.deliver(now);
  return run;
}

/**
 * Runs the job in this process every `intervalMs` and soon after each catalog change it hears
 * (stock changes are catalog changes: the change feed), never two runs at once in one process;
 * `stop()` waits for a run in progress.
 */
export function startBackInStock(
  deps: BackInStockDeps,
  options: {
    intervalMs?: number;
    onCatalogChange?: (listener: () => void) => () => void;
  } = {},
): { stop(): Promise<void> } {
  return startPeriodicJob({
    name: 'back-in-stock messages',
    run: (now) => answerRestocked(deps, now),
    didWork: (run) => run.emails > 0 || run.sms > 0,
    intervalMs: options.intervalMs ?? BACK_IN_STOCK_INTERVAL_MS,
    log: deps.log,
    ...(options.onCatalogChange ? { wake: options.onCatalogChange } : {}),
  });
}
