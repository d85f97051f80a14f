/**
 * The group and corporate etching inquiry (spec 001 §3 group inquiry, §5, §7 send-gac-email) on
 * the demo data: its fields follow the seeded `etching_quote` form definition, an accepted one is
 * stored and delivered to the store by a real SMTP server, and refusals name the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@solo/db';
import { sitePreferences } from '@solo/db/schema';
import { DEMO_DATA } from '@solo/fixtures/testing';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import { guestToken, ORG, problemOf } from '../customers/customers-testing.ts';
import { startSmtpServer, type TestSmtpServer } from '../mail/smtp-testing.ts';
import { clientKeyOf } from './service.ts';

const GAC = `/mobify/proxy/api/custom/email/v1/organizations/${ORG}/send-gac-email`;

let t: TestCommerce;
let smtp: TestSmtpServer;
let token: string;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestCommerce({
    template: DEMO_DATA,
    env: { SMTP_URL: smtp.url, STORE_MAIL_TO: 'Care <care@shop.example>' },
  });
  token = await guestToken(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const good = {
  name: 'Dana Ortiz',
  email: 'dana@ridgeline.example',
  phone: '5125550187',
  company: 'Ridgeline Outfitters',
  productId: 'mesa-tabletop-fire-pit',
};

const send = (body: unknown, peer: string, query = 'siteId=SoloUS&locale=en-US') =>
  t.app.request(
    `${GAC}?${query}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    },
    { peer },
  );
const stored = async (peer: string) =>
  (await t.db.db.select().from(schema.formSubmissions)).filter(
    (r) => r.clientKey === clientKeyOf(peer),
  );

describe('custom/email/send-gac-email', () => {
  it('stores the inquiry with its product and mails it to the store over SMTP', async () => {
    const res = await send(good, '198.51.100.1');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });
    const [row] = await stored('198.51.100.1');
    expect(row).toMatchObject({ formKey: 'etching_quote', siteId: 'SoloUS', locale: 'en-US' });
    expect(row?.fields).toEqual({
      name: 'Dana Ortiz',
      email: 'dana@ridgeline.example',
      phone: '5125550187',
      company: 'Ridgeline Outfitters',
      productId: 'mesa-tabletop-fire-pit',
      product: 'Mesa Tabletop Fire Pit',
    });
    const mail = smtp.received.find((m) => m.text?.includes('Ridgeline Outfitters'));
    expect(mail?.to).toMatchObject({ value: [{ address: 'care@shop.example' }] });
    expect(mail?.text).toContain('Company or organization:\nRidgeline Outfitters');
    expect(mail?.text).toContain('product:\nMesa Tabletop Fire Pit');
  });

  it('takes an inquiry without a phone number', async () => {
    const { phone: _, ...noPhone } = good;
    expect((await send(noPhone, '198.51.100.2')).status).toBe(200);
  });

  it('answers 400 naming each field at fault (spec 001 §5) and stores nothing', async () => {
    const res = await send(
      { productId: good.productId, name: ' ', email: 'dana@', phone: '(512) 555-0187', x: 1 },
      '198.51.100.3',
    );
    expect(res.status).toBe(400);
    const problem = await problemOf(res);
    expect(
      (problem.invalidFields as Array<{ name: string; code: string }>).map((f) => [f.name, f.code]),
    ).toEqual([
      ['x', 'unknown'],
      ['name', 'required'],
      ['email', 'email'],
      ['phone', 'pattern'],
      ['company', 'required'],
    ]);
    expect(await stored('198.51.100.3')).toEqual([]);
    const noProduct = await send({ ...good, productId: '' }, '198.51.100.3');
    expect(noProduct.status).toBe(400);
    expect((await problemOf(noProduct)).invalidFields).toMatchObject([{ name: 'productId' }]);
  });

  it('answers 404 for a product that is not in the catalog or cannot be etched', async () => {
    for (const productId of ['no-such-product', 'pizza-peel']) {
      const res = await send({ ...good, productId }, '198.51.100.4');
      expect(res.status).toBe(404);
      expect((await problemOf(res)).type).toBe('/errors/product-not-found');
    }
  });

  it('answers 404 on a site that turned etching off (disableEtching), neither stored nor mailed', async () => {
    await t.db.db
      .insert(sitePreferences)
      .values({ siteId: 'SoloUS', key: 'disableEtching', value: true });
    const before = smtp.received.length;
    const res = await send(good, '198.51.100.7');
    expect(res.status).toBe(404);
    expect((await problemOf(res)).type).toBe('/errors/etching-disabled');
    expect(await stored('198.51.100.7')).toEqual([]);
    expect(smtp.received.length).toBe(before);
    // Turned back on, the same inquiry is taken.
    await t.db.db.delete(sitePreferences);
    expect((await send(good, '198.51.100.7')).status).toBe(200);
  });

  it('requires a shopper token', async () => {
    const res = await t.app.request(`${GAC}?siteId=SoloUS`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(good),
    });
    expect(res.status).toBe(401);
  });

  it('answers a filled honeypot like a success, neither stored nor mailed', async () => {
    const before = smtp.received.length;
    const res = await send({ ...good, honeypot: 'http://spam.example' }, '198.51.100.5');
    expect(res.status).toBe(200);
    expect(await stored('198.51.100.5')).toEqual([]);
    expect(smtp.received.length).toBe(before);
  });

  it('answers 429 once a client sent more than the forms allow in a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(good, '198.51.100.6')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await stored('198.51.100.6')).toHaveLength(5);
  });
});
