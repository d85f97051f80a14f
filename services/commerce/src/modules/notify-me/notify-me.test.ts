/**
 * Notify-me (issue 21) on a real database: requests stored once per contact and sku, refusals
 * that store nothing, and the back-in-stock email received by a real SMTP server when stock
 * comes back — once, however many restocks or runners.
 */
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@solo/db';
import { loadConfig } from '../../config.ts';
import { createTestCommerce, memoryLogger, type TestCommerce } from '../../testing.ts';
import { call, guest, ORG, problemOf, seedBasketCatalog } from '../orders/orders-testing.ts';
import { guestOn } from '../baskets/basket-testing.ts';
import { createMailer } from '../mail/index.ts';
import { startSmtpServer, type TestSmtpServer } from '../mail/smtp-testing.ts';
import { answerRestocked } from './back-in-stock.ts';
import { outboxMessaging } from './messaging.ts';

const { inventory, mailOutbox, notifyRequests, products } = schema;
const SUBSCRIBE = `/mobify/proxy/api/custom/notify-me/v1/organizations/${ORG}/subscribe`;
const UNSUBSCRIBE = `/mobify/proxy/api/custom/notify-me/v1/organizations/${ORG}/unsubscribe`;
const ORIGIN = 'https://shop.example.com';

let t: TestCommerce;
let smtp: TestSmtpServer | undefined;
let token: string;
let peer = 0;
beforeAll(async () => {
  t = await createTestCommerce();
  await seedBasketCatalog(t.db.db);
  const ids = ['kettle-a', 'kettle-b', 'kettle-c', 'kettle-d', 'kettle-e'];
  await t.db.db.insert(products).values(
    ids.map((id) => ({
      id,
      type: 'item' as const,
      name: `Kettle ${id.slice(-1).toUpperCase()}`,
      localized: { 'es-US': { name: `Hervidor ${id.slice(-1).toUpperCase()}` } },
    })),
  );
  await t.db.db
    .insert(inventory)
    .values(
      ids.map((productId) => ({ inventoryListId: 'inventory_us', productId, stockLevel: 0 })),
    );
  token = (await guest(t)).token;
});
afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
});
afterAll(() => t.close());

/** Each call from its own client address: the per-client limits are tested on their own. */
const ask = (body: unknown, query = '', as = token) =>
  call(
    t,
    'POST',
    `${SUBSCRIBE}?locale=en-US${query}`,
    as,
    body,
    `10.1.${Math.floor(peer / 250)}.${(peer++ % 250) + 1}`,
  );

const requestsFor = (sku: string) =>
  t.db.db.select().from(notifyRequests).where(eq(notifyRequests.sku, sku));

const restock = (sku: string, stockLevel: number) =>
  t.db.db
    .update(inventory)
    .set({ stockLevel })
    .where(and(eq(inventory.inventoryListId, 'inventory_us'), eq(inventory.productId, sku)));

async function runner() {
  smtp = await startSmtpServer();
  const config = loadConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Solo Outdoor <shop@example.com>' });
  const { logger } = memoryLogger();
  const deps = {
    db: t.db.db,
    mailer: createMailer(t.db.db, config.mail, logger),
    messaging: outboxMessaging,
    log: logger,
    publicOrigin: ORIGIN,
    storeInbox: config.mail.storeInbox,
  };
  return (now = new Date()) => answerRestocked(deps, now);
}

describe('POST …/notify-me/…/subscribe', () => {
  it('stores one request per contact and sku, however often asked', async () => {
    for (const email of ['Ash@Example.com', 'ash@example.com', ' ash@example.com '])
      expect((await ask({ email, sku: 'kettle-a', subscribe: true })).status).toBe(200);
    const rows = await requestsFor('kettle-a');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      channel: 'email',
      contact: 'ash@example.com',
      smsConsentAt: null,
    });
  });

  it('records the SMS list consent with its time, for a phone on SoloUS', async () => {
    const res = await ask({ phone: '(512) 555-0100', sku: 'kettle-a', subscribe: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sku: 'kettle-a', channel: 'sms', subscribed: true });
    expect((await ask({ phone: '(512) 555-0101', sku: 'kettle-a', subscribe: false })).status).toBe(
      200,
    );
    const phones = (await requestsFor('kettle-a')).filter((r) => r.channel === 'sms');
    expect(phones.find((r) => r.contact === '5125550100')?.smsConsentAt).toBeInstanceOf(Date);
    expect(phones.find((r) => r.contact === '5125550101')?.smsConsentAt).toBeNull();
  });

  it('refuses a bad contact with the spec message and stores nothing', async () => {
    const cases: Array<[unknown, string, string]> = [
      [
        { email: 'ash@', sku: 'kettle-b', subscribe: true },
        'email',
        'Please enter a valid email address.',
      ],
      [
        { email: '', sku: 'kettle-b', subscribe: true },
        'email',
        'Please enter a valid email address.',
      ],
      [
        { phone: '512-555-0100', sku: 'kettle-b', subscribe: true },
        'phone',
        'Please enter a valid phone number.',
      ],
      [
        { phone: '(512) 555-010', sku: 'kettle-b', subscribe: true },
        'phone',
        'Please enter a valid phone number.',
      ],
    ];
    for (const [body, name, reason] of cases) {
      const res = await ask(body);
      expect(res.status).toBe(400);
      expect((await problemOf(res)).invalidFields).toEqual([{ name, reason }]);
    }
    expect(await requestsFor('kettle-b')).toHaveLength(0);
  });

  it('refuses a phone outside SoloUS, both contacts, a missing subscribe, in-stock and unknown skus', async () => {
    const ca = await guestOn(t, 'SoloCA');
    const onCa = await t.app.request(`${SUBSCRIBE}?siteId=SoloCA&locale=en-CA`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ca.token}` },
      body: JSON.stringify({ phone: '(512) 555-0100', sku: 'kettle-b', subscribe: true }),
    });
    expect(onCa.status).toBe(400);
    expect((await problemOf(onCa)).detail).toMatch(/phone: .*not offered on SoloCA/);
    const both = await ask({
      email: 'a@example.com',
      phone: '(512) 555-0100',
      sku: 'kettle-b',
      subscribe: true,
    });
    expect(both.status).toBe(400);
    expect((await ask({ email: 'a@example.com', sku: 'kettle-b' })).status).toBe(400);
    const inStock = await ask({ email: 'a@example.com', sku: 'log-rack', subscribe: true });
    expect(inStock.status).toBe(400);
    expect((await problemOf(inStock)).detail).toBe(
      'sku: "log-rack" is in stock on SoloUS: order it now',
    );
    const unknown = await ask({ email: 'a@example.com', sku: 'no-such-thing', subscribe: true });
    expect(unknown.status).toBe(400);
    expect((await problemOf(unknown)).detail).toBe('sku: no product "no-such-thing" on SoloUS');
    const offline = await ask({ email: 'a@example.com', sku: 'offline-pit', subscribe: true });
    expect(offline.status).toBe(400);
    expect(await requestsFor('kettle-b')).toHaveLength(0);
    expect(
      await t.db.db
        .select()
        .from(notifyRequests)
        .where(inArray(notifyRequests.sku, ['log-rack', 'no-such-thing', 'offline-pit'])),
    ).toHaveLength(0);
  });

  it('needs a shopper token, and limits one client to a burst of 10 a minute', async () => {
    expect(
      (
        await call(t, 'POST', SUBSCRIBE, null, {
          email: 'a@example.com',
          sku: 'kettle-b',
          subscribe: true,
        })
      ).status,
    ).toBe(401);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (
          await call(
            t,
            'POST',
            SUBSCRIBE,
            token,
            { email: `b${i}@example.com`, sku: 'kettle-b', subscribe: true },
            '10.9.9.9',
          )
        ).status,
      );
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('the back-in-stock message', () => {
  it('mails each waiting shopper once in their locale when stock comes back, and texts phones through the outbox', async () => {
    expect((await ask({ email: 'cam@example.com', sku: 'kettle-c', subscribe: true })).status).toBe(
      200,
    );
    const es = await call(
      t,
      'POST',
      `${SUBSCRIBE}?locale=es-US`,
      token,
      { email: 'dee@example.com', sku: 'kettle-c', subscribe: true },
      '10.8.0.1',
    );
    expect(es.status).toBe(200);
    expect((await ask({ phone: '(512) 555-0199', sku: 'kettle-c', subscribe: true })).status).toBe(
      200,
    );
    const run = await runner();
    // Still out of stock: nothing is sent.
    expect(await run()).toEqual({ emails: 0, sms: 0 });
    await restock('kettle-c', 4);
    expect(await run()).toEqual({ emails: 2, sms: 1 });
    const subjects = smtp!.received.map((m) => [
      m.to && 'text' in m.to ? m.to.text : '',
      m.subject,
    ]);
    expect(subjects).toEqual(
      expect.arrayContaining([
        ['cam@example.com', 'Kettle C is back in stock'],
        ['dee@example.com', 'Hervidor C vuelve a estar disponible'],
      ]),
    );
    const cam = smtp!.received.find((m) => m.subject === 'Kettle C is back in stock')!;
    expect(cam.text).toContain(`${ORIGIN}/us/p/kettle-c`);
    const [sms] = await t.db.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'sms'), like(mailOutbox.text, '%Kettle C%')));
    expect(sms).toMatchObject({ to: '(512) 555-0199', status: 'stored' });
    expect(sms!.text).toBe(`Solo Outdoor: Kettle C is back in stock. ${ORIGIN}/us/p/kettle-c`);
    // Sold out and back again: the requests were answered, nothing is sent twice.
    await restock('kettle-c', 0);
    await restock('kettle-c', 9);
    expect(await run()).toEqual({ emails: 0, sms: 0 });
    expect(smtp!.received).toHaveLength(2);
  });

  it('answers each request once when two runners go at the same time', async () => {
    for (let i = 0; i < 6; i++)
      expect(
        (await ask({ email: `dup${i}@example.com`, sku: 'kettle-d', subscribe: true })).status,
      ).toBe(200);
    await restock('kettle-d', 3);
    const run = await runner();
    const runs = await Promise.all([run(), run(), run()]);
    expect(runs.reduce((n, r) => n + r.emails, 0)).toBe(6);
    expect(
      smtp!.received.map((m) => m.subject).filter((s) => s === 'Kettle D is back in stock'),
    ).toHaveLength(6);
    const outbox = await t.db.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'Kettle D is back in stock'));
    expect(outbox).toHaveLength(6);
  });

  it('unsubscribes with the link of the email: the contact’s other alerts stop', async () => {
    expect((await ask({ email: 'eve@example.com', sku: 'kettle-e', subscribe: true })).status).toBe(
      200,
    );
    expect((await ask({ email: 'eve@example.com', sku: 'kettle-b', subscribe: true })).status).toBe(
      200,
    );
    await restock('kettle-e', 2);
    const run = await runner();
    expect(await run()).toMatchObject({ emails: 1 });
    const link = /notify-me\/unsubscribe\?token=([\w-]+)/.exec(smtp!.received[0]!.text ?? '');
    expect(link).not.toBeNull();
    const forged = await t.app.request(UNSUBSCRIBE, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'x'.repeat(32) }),
    });
    expect(forged.status).toBe(404);
    const res = await t.app.request(UNSUBSCRIBE, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: link![1] }),
    });
    expect(res.status).toBe(200);
    const [waiting] = (await requestsFor('kettle-b')).filter(
      (r) => r.contact === 'eve@example.com',
    );
    expect(waiting?.unsubscribedAt).toBeInstanceOf(Date);
    await restock('kettle-b', 2);
    await run();
    const eveB = (await requestsFor('kettle-b')).find((r) => r.contact === 'eve@example.com');
    expect(eveB?.notifiedAt).toBeNull();
    const toEve = smtp!.received.filter(
      (m) => m.to && 'text' in m.to && m.to.text === 'eve@example.com',
    );
    expect(toEve.map((m) => m.subject)).toEqual(['Kettle E is back in stock']);
  });
});
