import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestCommerce, memoryLogger, type TestCommerce } from '../../testing.ts';
import { createMailer } from './mailer.ts';
import { listOutbox } from './outbox.ts';
import { startSmtpServer, type TestSmtpServer } from './smtp-testing.ts';

const message = {
  to: 'shopper@example.com',
  subject: 'Reset your password',
  text: 'Open http://localhost:3000/setpassword?token=abc to choose a new password.',
  html: '<p>Open <a href="http://localhost:3000/setpassword?token=abc">this link</a>.</p>',
  kind: 'reset-password',
};

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

const mailerFor = (smtpUrl: string) => {
  const { logger, lines } = memoryLogger();
  const config = loadConfig({ SMTP_URL: smtpUrl, MAIL_FROM: 'Solo Outdoor <shop@example.com>' });
  return { mailer: createMailer(t.db.db, config.mail, logger), logs: lines };
};

const rowOf = async (id: string) => (await listOutbox(t.db.db)).find((m) => m.id === id);

describe('SMTP delivery (SMTP_URL set)', () => {
  it('delivers the message to a real SMTP server and records it as sent', async () => {
    smtp = await startSmtpServer();
    const { mailer } = mailerFor(smtp.url);
    const sent = await mailer.send(message);
    expect(sent).toEqual({ id: expect.any(String) as unknown, status: 'sent' });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.subject).toBe('Reset your password');
    expect(mail?.from?.text).toBe('"Solo Outdoor" <shop@example.com>');
    expect(mail?.text?.trim()).toBe(message.text);
    expect(mail?.html).toContain('href="http://localhost:3000/setpassword?token=abc"');
    const row = await rowOf(sent.id);
    expect(row).toMatchObject({ ...message, status: 'sent', error: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('records a refusing server’s answer and keeps the message in the outbox', async () => {
    smtp = await startSmtpServer({ reject: { code: 552, message: 'Mailbox full' } });
    const { mailer, logs } = mailerFor(smtp.url);
    const sent = await mailer.send(message);
    expect(sent).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('552') as unknown,
    });
    expect(smtp.received).toHaveLength(0);
    const row = await rowOf(sent.id);
    expect(row).toMatchObject({ ...message, status: 'failed', sentAt: null });
    expect(row?.error).toMatch(/^552 .*Mailbox full/);
    expect(logs.find((l) => l.msg === 'mail delivery failed')).toMatchObject({
      mailId: sent.id,
      kind: 'reset-password',
    });
  });

  it('records an unreachable server as failed', async () => {
    const closed = await startSmtpServer();
    await closed.close();
    const { mailer } = mailerFor(closed.url);
    const sent = await mailer.send(message);
    expect(sent.status).toBe('failed');
    expect((await rowOf(sent.id))?.error).toMatch(/ECONNREFUSED|connect/i);
  });
});
