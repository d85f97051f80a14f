import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@solo/db';
import { loadConfig } from '../../config.ts';
import { createTestCommerce, memoryLogger, type TestCommerce } from '../../testing.ts';
import { createMailer, type OrderEmail } from '../mail/index.ts';
import { startSmtpServer, type TestSmtpServer } from '../mail/smtp-testing.ts';
import type { WireOrder } from './document.ts';
import { enqueueOrderEmail } from './order-mail.ts';
import { guest, placeOrder, readyBasket, seedBasketCatalog } from './orders-testing.ts';

let t: TestCommerce;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestCommerce({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Solo Outdoor <orders@example.com>' },
  });
  await seedBasketCatalog(t.db.db);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const received = (subject: string) => smtp.received.filter((m) => m.subject === subject);

describe('every order email, received on a real SMTP server', () => {
  let order: WireOrder;

  it('delivers the confirmation right after the order is placed', async () => {
    const g = await guest(t);
    const basketId = await readyBasket(t, g, [{ productId: 'log-rack', quantity: 2 }]);
    const res = await placeOrder(t, g, basketId);
    order = (await res.json()) as WireOrder;
    const subject = `Your Solo Outdoor order ${order.orderNo} is confirmed`;
    await expect.poll(() => received(subject).length, { timeout: 10_000 }).toBe(1);
    const [mail] = received(subject);
    expect(mail?.from?.text).toBe('"Solo Outdoor" <orders@example.com>');
    expect((mail?.to && 'text' in mail.to ? mail.to.text : '').toLowerCase()).toBe(
      'jordan@example.com',
    );
    expect(mail?.text).toContain('Log Rack');
    expect(mail?.text).toContain(`track-order?orderNo=${order.orderNo}`);
    expect(mail?.html).toContain('<html lang="en-US">');
    expect(mail?.html).toMatch(/<h1[^>]*>Thank you for your order<\/h1>/);
    const [row] = await t.db.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.eventKey, `order-confirmation:${order.orderNo}`));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('delivers shipping, delivery, cancellation and refund emails once each', async () => {
    const { logger } = memoryLogger();
    const config = loadConfig({ SMTP_URL: smtp.url });
    const mailer = createMailer(t.db.db, config.mail, logger);
    const deps = { mailer, origin: 'https://shop.example', storeInbox: config.mail.storeInbox };
    const line = order.productItems![0]!;
    const events: OrderEmail[] = [
      {
        kind: 'shipping',
        shipmentId: 'p1',
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
        trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
        lines: [{ itemId: line.itemId!, quantity: 1 }],
      },
      { kind: 'delivery' },
      { kind: 'cancellation' },
      { kind: 'refund', refundId: 'rf1', amount: 1250 },
    ];
    for (const email of events)
      for (let twice = 0; twice < 2; twice++)
        await t.db.db.transaction((tx) =>
          enqueueOrderEmail(tx, deps, { order, ownerKind: 'guest' }, email, new Date()),
        );
    expect(await mailer.deliver()).toMatchObject({ sent: 4, retrying: 0, failed: 0 });
    const no = order.orderNo!;
    const shipped = received(`Your order ${no} has shipped`);
    expect(shipped).toHaveLength(1);
    expect(shipped[0]?.text).toContain('UPS is delivering these items');
    expect(shipped[0]?.text).toContain('Tracking number: 1Z999AA10123456784');
    expect(shipped[0]?.text).toMatch(/Log Rack {2}×1/);
    expect(shipped[0]?.html).toContain(
      'href="https://www.ups.com/track?tracknum=1Z999AA10123456784"',
    );
    expect(received(`Your order ${no} has been delivered`)).toHaveLength(1);
    const canceled = received(`Your order ${no} has been canceled`);
    expect(canceled).toHaveLength(1);
    expect(canceled[0]?.text).toContain('Any payment held for it is released.');
    const refund = received(`Your refund for order ${no}`);
    expect(refund).toHaveLength(1);
    expect(refund[0]?.text).toContain('We refunded $12.50');
    for (const mail of [...shipped, ...canceled, ...refund]) {
      expect(mail.text).toContain('Questions?');
      expect(mail.text).toContain('care@solo.localhost');
      expect(mail.html).toContain('alt="Solo Outdoor"');
    }
  });
});
