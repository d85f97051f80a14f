import { eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '@solo/db/schema';
import { loadConfig } from '../../config.ts';
import { createTestCommerce, memoryLogger, type TestCommerce } from '../../testing.ts';
import { createMailer, outboxMailer } from './mailer.ts';
import { backoffMs, LEASE_MS, MAX_ATTEMPTS } from './queue.ts';
import { startSmtpServer, type TestSmtpServer } from './smtp-testing.ts';

let t: TestCommerce;
let smtp: TestSmtpServer | undefined;
beforeAll(async () => {
  t = await createTestCommerce();
});
afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
});
afterAll(() => t.close());

let n = 0;
/** A message of a new event each call (the keys are unique across the file's tests). */
const event = (key = `test-event:${++n}`) => ({
  to: 'shopper@example.com',
  subject: `Event ${key}`,
  text: `About ${key}`,
  html: `<p>About ${key}</p>`,
  kind: 'test-event',
  eventKey: key,
});

const smtpMailer = (url: string) => {
  const { logger, lines } = memoryLogger();
  const config = loadConfig({ SMTP_URL: url });
  return { mailer: createMailer(t.db.db, config.mail, logger), lines };
};

const rowsOf = (key: string) =>
  t.db.db.select().from(mailOutbox).where(eq(mailOutbox.eventKey, key));

describe('enqueue: one message per event', () => {
  it('writes an event once, however often it is enqueued', async () => {
    const mail = event();
    const first = await outboxMailer(t.db.db).enqueue(mail);
    const second = await outboxMailer(t.db.db).enqueue({ ...mail, subject: 'changed' });
    expect(first.created).toBe(true);
    expect(second).toEqual({ id: first.id, created: false });
    const rows = await rowsOf(mail.eventKey);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subject: mail.subject, status: 'stored' });
  });

  it('keeps one row when many enqueue the same event at once', async () => {
    const mail = event();
    const results = await Promise.all(
      Array.from({ length: 12 }, () => outboxMailer(t.db.db).enqueue(mail)),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(await rowsOf(mail.eventKey)).toHaveLength(1);
  });

  it('writes nothing when the transaction recording the event rolls back', async () => {
    const mail = event();
    await expect(
      t.db.db.transaction(async (tx) => {
        await outboxMailer(t.db.db).enqueue(mail, tx);
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await rowsOf(mail.eventKey)).toHaveLength(0);
  });
});

describe('delivery through SMTP', () => {
  it('sends a queued event once, also when two instances deliver at the same time', async () => {
    smtp = await startSmtpServer();
    const a = smtpMailer(smtp.url).mailer;
    const b = smtpMailer(smtp.url).mailer;
    const mails = [event(), event(), event()];
    for (const mail of mails) {
      await a.enqueue(mail);
      await b.enqueue(mail);
    }
    expect((await rowsOf(mails[0]!.eventKey))[0]?.status).toBe('queued');
    const runs = await Promise.all([a.deliver(), b.deliver(), a.deliver()]);
    expect(runs.reduce((sum, r) => sum + r.sent, 0)).toBeGreaterThanOrEqual(3);
    const subjects = smtp.received.map((m) => m.subject);
    for (const mail of mails) expect(subjects.filter((s) => s === mail.subject)).toHaveLength(1);
    for (const mail of mails) {
      const [row] = await rowsOf(mail.eventKey);
      expect(row).toMatchObject({ status: 'sent', attempts: 1, error: null, leaseUntil: null });
    }
    expect(await a.deliver()).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it('keeps a refused message for a retry after the backoff, then sends it', async () => {
    smtp = await startSmtpServer({ reject: { code: 451, message: 'Try again later' } });
    const { mailer, lines } = smtpMailer(smtp.url);
    const mail = event();
    const now = new Date('2030-01-01T00:00:00Z');
    await mailer.enqueue(mail, undefined, now);
    expect(await mailer.deliver(now)).toMatchObject({ retrying: 1 });
    let [row] = await rowsOf(mail.eventKey);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row?.error).toMatch(/^451 .*Try again later/);
    expect(row?.nextAttemptAt).toEqual(new Date(now.getTime() + backoffMs(1)));
    expect(lines.some((l) => l.msg === 'mail delivery failed, will retry')).toBe(true);

    // Not due yet: nothing happens.
    expect(await mailer.deliver(new Date(now.getTime() + backoffMs(1) - 1000))).toMatchObject({
      retrying: 0,
      sent: 0,
    });
    await smtp.close();
    smtp = await startSmtpServer();
    // The mailer of the running process keeps its URL: a new one reaches the healthy server.
    const healthy = smtpMailer(smtp.url).mailer;
    expect(await healthy.deliver(new Date(now.getTime() + backoffMs(1)))).toMatchObject({
      sent: 1,
    });
    [row] = await rowsOf(mail.eventKey);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.received.map((m) => m.subject)).toEqual([mail.subject]);
  });

  it('gives a message up as failed after the last attempt, and keeps it', async () => {
    smtp = await startSmtpServer({ reject: { code: 550, message: 'No such user' } });
    const { mailer } = smtpMailer(smtp.url);
    const mail = event();
    let now = new Date('2031-01-01T00:00:00Z');
    await mailer.enqueue(mail, undefined, now);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const run = await mailer.deliver(now);
      expect(run).toEqual(
        attempt < MAX_ATTEMPTS
          ? { sent: 0, retrying: 1, failed: 0 }
          : { sent: 0, retrying: 0, failed: 1 },
      );
      now = new Date(now.getTime() + backoffMs(attempt));
    }
    const [row] = await rowsOf(mail.eventKey);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, nextAttemptAt: null });
    expect(await mailer.deliver(new Date('2040-01-01T00:00:00Z'))).toMatchObject({ failed: 0 });
  });

  it('takes over a message whose sender died mid-send once its claim lapsed', async () => {
    smtp = await startSmtpServer();
    const { mailer } = smtpMailer(smtp.url);
    const mail = event();
    const now = new Date('2032-01-01T00:00:00Z');
    await mailer.enqueue(mail, undefined, now);
    // An instance claimed it and vanished.
    await t.db.db
      .update(mailOutbox)
      .set({ status: 'sending', attempts: 1, leaseUntil: new Date(now.getTime() + LEASE_MS) })
      .where(eq(mailOutbox.eventKey, mail.eventKey));
    expect(await mailer.deliver(new Date(now.getTime() + LEASE_MS - 1))).toMatchObject({ sent: 0 });
    expect(await mailer.deliver(new Date(now.getTime() + LEASE_MS + 1))).toMatchObject({ sent: 1 });
    expect(smtp.received.map((m) => m.subject)).toEqual([mail.subject]);
  });

  it('leaves messages written without a server (stored) alone', async () => {
    smtp = await startSmtpServer();
    const mail = event();
    await outboxMailer(t.db.db).enqueue(mail);
    await smtpMailer(smtp.url).mailer.deliver(new Date('2050-01-01T00:00:00Z'));
    expect(smtp.received.filter((m) => m.subject === mail.subject)).toHaveLength(0);
    const stored = await t.db.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.eventKey, 'test-event:%'));
    expect(stored.find((r) => r.eventKey === mail.eventKey)?.status).toBe('stored');
  });
});

describe('backoffMs', () => {
  it('doubles from a minute and stops at six hours', () => {
    expect([1, 2, 3].map(backoffMs)).toEqual([60_000, 120_000, 240_000]);
    expect(backoffMs(30)).toBe(6 * 3_600_000);
  });
});
