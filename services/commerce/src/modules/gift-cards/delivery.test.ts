/**
 * Gift cards issued by orders and delivered by email on their date (spec 001 §9), on a real
 * database and a real SMTP server.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@solo/db';
import { loadConfig } from '../../config.ts';
import { createTestCommerce, memoryLogger, type TestCommerce } from '../../testing.ts';
import { BASKETS, call, ok } from '../baskets/basket-testing.ts';
import { createMailer } from '../mail/index.ts';
import { startSmtpServer, type TestSmtpServer } from '../mail/smtp-testing.ts';
import {
  CARDS,
  guest,
  ORDERS,
  payWith,
  readyBasket,
  seedBasketCatalog,
} from '../orders/orders-testing.ts';
import { hashCode, hashPin, normalizeCode } from './codes.ts';
import { deliverDueGiftCards, retryDelay } from './delivery.ts';

const { giftCards, mailOutbox } = schema;

let t: TestCommerce;
let smtp: TestSmtpServer | undefined;
beforeAll(async () => {
  t = await createTestCommerce();
  await seedBasketCatalog(t.db.db);
});
afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
  // Each test sees only its own cards.
  await t.db.db.update(giftCards).set({ status: 'sent' });
});
afterAll(() => t.close());

const GIFT = {
  amount: 75,
  recipientEmail: 'sam@example.com',
  recipientName: 'Sam Ember',
  senderName: 'Alex <b>',
  message: 'Happy birthday! <script>alert(1)</script>',
};

/** Places an order of a log rack and an e-gift card (with `extra` fields) in `locale`. */
async function orderWithGift(
  extra: Record<string, unknown> = {},
  locale = 'en-US',
  card: string = CARDS.approve,
) {
  const g = await guest(t);
  const basketId = await readyBasket(t, g, [{ productId: 'log-rack', quantity: 1 }], card);
  await ok(
    call(t, 'POST', `${BASKETS}/${basketId}/gift-certificate-items`, g.token, {
      ...GIFT,
      ...extra,
    }),
  );
  if (card !== CARDS.approve) await payWith(t, basketId, card);
  const res = await t.app.request(`${ORDERS}?siteId=SoloUS&locale=${locale}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${g.token}` },
    body: JSON.stringify({ basketId }),
  });
  return { res, body: (await res.json()) as { orderNo?: string } };
}

const cardsOf = (orderNo: string) =>
  t.db.db.select().from(giftCards).where(eq(giftCards.orderNo, orderNo));

async function deliverer() {
  smtp = await startSmtpServer();
  const config = loadConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Solo Outdoor <shop@example.com>' });
  const { logger } = memoryLogger();
  const mailer = createMailer(t.db.db, config.mail, logger);
  return (now: Date, origin?: string) =>
    deliverDueGiftCards(
      {
        db: t.db.db,
        mailer,
        log: logger,
        publicOrigin: origin,
        storeInbox: config.mail.storeInbox,
      },
      now,
    );
}

/** The code and PIN as the recipient reads them in the plain text part. */
function secretOf(text: string) {
  const code = /: ([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})\n/.exec(text)?.[1];
  const pin = /: (\d{6})\n/.exec(text)?.[1];
  if (!code || !pin) expect.fail(`no code and PIN in:\n${text}`);
  return { code: normalizeCode(code)!, pin };
}

describe('issuing gift cards with the order', () => {
  it('writes one pending card per gift item with the amount in minor units, and no code yet', async () => {
    const { res, body } = await orderWithGift();
    expect(res.status).toBe(201);
    const [card, ...more] = await cardsOf(body.orderNo!);
    expect(more).toEqual([]);
    expect(card).toMatchObject({
      status: 'pending',
      currency: 'USD',
      amount: 7500,
      balance: 7500,
      recipientEmail: 'sam@example.com',
      recipientName: 'Sam Ember',
      message: GIFT.message,
      buyerEmail: 'jordan@example.com',
      locale: 'en-US',
      codeHash: null,
      pinHash: null,
      last4: null,
    });
  });

  it('issues nothing when the order is not placed', async () => {
    const before = await t.db.db.select().from(giftCards);
    const { res } = await orderWithGift({}, 'en-US', CARDS.decline);
    expect(res.status).toBe(402);
    expect(await t.db.db.select().from(giftCards)).toHaveLength(before.length);
  });
});

describe('delivering gift cards', () => {
  it('mails the recipient the code and PIN and the buyer a copy without them; only hashes are kept', async () => {
    const { body } = await orderWithGift();
    const deliver = await deliverer();
    const now = new Date();
    expect(await deliver(now, 'https://shop.example.com')).toEqual({ sent: 1, failed: 0 });
    expect(smtp!.received).toHaveLength(2);
    const [gift, copy] = smtp!.received;
    expect(gift?.to).toMatchObject({ text: 'sam@example.com' });
    expect(gift?.subject).toBe('Alex <b> sent you a $75.00 gift card');
    const { code, pin } = secretOf(gift!.text!);
    expect(gift?.text).toContain('https://shop.example.com/us/gift-card-balance');
    // Accessible HTML: the document language, one heading, the buyer's text escaped.
    expect(gift?.html).toContain('<html lang="en-US">');
    expect(gift?.html).toContain('<h1');
    expect(gift?.html).not.toContain('<script>');
    expect(gift?.html).toContain('&#60;script&#62;');
    // The shared layout's footer: the US site's phone and the store's inbox.
    expect(gift?.text).toContain('1-800-555-0142');
    expect(gift?.html).toContain('href="mailto:care@solo.localhost"');

    const [card] = await cardsOf(body.orderNo!);
    expect(card).toMatchObject({
      status: 'sent',
      codeHash: hashCode(code),
      pinHash: hashPin(code, pin),
      last4: code.slice(-4),
      sentAt: now,
    });
    expect(JSON.stringify(card)).not.toContain(code);

    expect(copy?.to).toMatchObject({ text: 'jordan@example.com' });
    expect(copy?.subject).toBe('Your gift card for Sam Ember was sent');
    expect(copy?.text).toContain(code.slice(-4));
    expect(copy?.text).not.toContain(code.slice(0, 4));
    expect(copy?.text).not.toContain(pin);

    // Sent once: the next run finds nothing.
    expect(await deliver(new Date(now.getTime() + 60_000))).toEqual({ sent: 0, failed: 0 });
    expect(smtp!.received).toHaveLength(2);
  });

  it('waits for the delivery date', async () => {
    const now = new Date();
    const date = new Date(now.getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
    const { body } = await orderWithGift({ c_deliveryDate: date });
    const [card] = await cardsOf(body.orderNo!);
    expect(card?.deliverAt).toEqual(new Date(`${date}T00:00:00Z`));
    const deliver = await deliverer();
    expect(await deliver(now)).toEqual({ sent: 0, failed: 0 });
    expect(await deliver(new Date(`${date}T00:00:01Z`))).toEqual({ sent: 1, failed: 0 });
  });

  it('writes in the language of the order', async () => {
    await orderWithGift({ senderName: 'Alex' }, 'es-US');
    const deliver = await deliverer();
    await deliver(new Date());
    expect(smtp!.received[0]?.subject).toBe('Alex te ha enviado una tarjeta regalo de $75.00');
    expect(smtp!.received[0]?.html).toContain('<html lang="es-US">');
    expect(smtp!.received[0]?.html).toMatch(/<h1[^>]*>Alex te ha enviado una tarjeta regalo/);
    expect(smtp!.received[1]?.subject).toBe('Tu tarjeta regalo para Sam Ember se ha enviado');
  });

  it('two runs at once deliver each card once', async () => {
    await Promise.all([orderWithGift(), orderWithGift(), orderWithGift()]);
    const deliver = await deliverer();
    const now = new Date();
    const runs = await Promise.all([deliver(now), deliver(now), deliver(now)]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(3);
    const gifts = smtp!.received.filter(
      (m) => m.to && 'text' in m.to && m.to.text === 'sam@example.com',
    );
    expect(gifts).toHaveLength(3);
  });

  it('keeps a card whose email failed for a later try with a new code', async () => {
    const { body } = await orderWithGift();
    smtp = await startSmtpServer({ reject: { code: 552, message: 'Mailbox full' } });
    const { logger } = memoryLogger();
    const config = loadConfig({ SMTP_URL: smtp.url });
    const failing = createMailer(t.db.db, config.mail, logger);
    const now = new Date();
    const deps = {
      db: t.db.db,
      mailer: failing,
      log: logger,
      publicOrigin: undefined,
      storeInbox: config.mail.storeInbox,
    };
    expect(await deliverDueGiftCards(deps, now)).toEqual({ sent: 0, failed: 1 });
    const [card] = await cardsOf(body.orderNo!);
    expect(card).toMatchObject({ status: 'pending', codeHash: null, pinHash: null, attempts: 1 });
    expect(card?.lastError).toContain('Mailbox full');
    expect(card?.leasedUntil).toEqual(new Date(now.getTime() + retryDelay(1)));
    const failed = await t.db.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'gift-card'));
    expect(failed.some((m) => m.status === 'failed')).toBe(true);

    await smtp.close();
    const deliver = await deliverer();
    expect(await deliver(new Date(now.getTime() + 30_000))).toEqual({ sent: 0, failed: 0 });
    expect(await deliver(new Date(now.getTime() + retryDelay(1)))).toEqual({ sent: 1, failed: 0 });
    const [sent] = await cardsOf(body.orderNo!);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    expect(sent?.codeHash).toBe(hashCode(secretOf(smtp.received[0]!.text!).code));
  });
});
