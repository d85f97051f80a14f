import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@solo/db';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import { upsertContentEntry } from '../content/index.ts';
import { guestTokens } from '../auth/auth-testing.ts';
import { call, guestToken, ORG, problemOf } from '../customers/customers-testing.ts';
import { listOutbox } from '../mail/index.ts';
import { BUDGETS } from '../abuse/index.ts';
import { clientKeyOf } from './service.ts';

const SUBMIT = `/mobify/proxy/api/custom/forms/v1/organizations/${ORG}/submit`;
const FIELDS = [
  { name: 'name', label: 'Your name', type: 'text', required: true },
  { name: 'email', label: 'Email', type: 'email', required: true },
  { name: 'message', label: 'Message', type: 'textarea', required: true, max_length: 500 },
];

let t: TestCommerce;
let guest: string;
beforeAll(async () => {
  t = await createTestCommerce({ env: { STORE_MAIL_TO: 'care@shop.example' } });
  guest = await guestToken(t);
  for (const [locale, label] of [
    ['en-us', 'Your name'],
    ['fr-ca', 'Votre nom'],
  ] as const)
    await upsertContentEntry(t.db.db, {
      contentTypeUid: 'form_definition',
      uid: 'contact-form',
      locale,
      title: 'Contact Us',
      body: {
        fields: FIELDS.map((f) => (f.name === 'name' ? { ...f, label } : f)),
        submit_label: 'Send',
        success_message: 'Thanks!',
      },
    });
});
afterAll(() => t.close());

const good = { name: 'Ada Fire', email: 'ada@example.com', message: 'Where is my grill?' };
const submit = async (body: unknown, peer: string, query = 'siteId=SoloUS') =>
  t.app.request(
    `${SUBMIT}?${query}`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${
          query.includes('SoloCA')
            ? (await guestTokens(t.db.db, new Date(), 'SoloCA')).access_token
            : guest
        }`,
      },
      body: JSON.stringify(body),
    },
    { peer },
  );
const stored = () => t.db.db.select().from(schema.formSubmissions);
const mails = async () => (await listOutbox(t.db.db)).filter((m) => m.kind === 'form-submission');

describe('forms/submit', () => {
  it('stores a valid submission and mails it to the store', async () => {
    const res = await submit({ form: 'contact-form', fields: good }, '203.0.113.1');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });
    const [row] = (await stored()).filter((r) => r.clientKey === clientKeyOf('203.0.113.1'));
    expect(row).toMatchObject({ formKey: 'contact-form', siteId: 'SoloUS', locale: 'en-US' });
    expect(row?.fields).toEqual(good);
    const [mail] = await mails();
    expect(mail).toMatchObject({ to: 'care@shop.example', status: 'stored', id: row?.mailId });
    expect(mail?.text).toContain('Your name:\nAda Fire');
    expect(mail?.text).toContain('Where is my grill?');
  });

  it('reads the definition of the request locale and escapes values in the mail', async () => {
    const res = await submit(
      { form: 'contact-form', fields: { ...good, name: '<b>Zoé</b>' } },
      '203.0.113.2',
      'siteId=SoloUS&locale=fr-CA',
    );
    expect(res.status).toBe(200);
    const [row] = (await stored()).filter((r) => r.clientKey === clientKeyOf('203.0.113.2'));
    expect(row?.locale).toBe('en-US'); // fr-CA is not a locale of the US site: its default
    const ca = await submit(
      { form: 'contact-form', fields: { ...good, name: '<b>Zoé</b>' } },
      '203.0.113.3',
      'siteId=SoloCA&locale=fr-CA',
    );
    expect(ca.status).toBe(200);
    const [caRow] = (await stored()).filter((r) => r.clientKey === clientKeyOf('203.0.113.3'));
    expect(caRow).toMatchObject({ siteId: 'SoloCA', locale: 'fr-CA' });
    const mail = (await mails()).find((m) => m.text.includes('Votre nom'));
    expect(mail?.html).toContain('&#60;b&#62;Zoé&#60;/b&#62;');
    expect(mail?.html).not.toContain('<b>Zoé');
  });

  it('answers 400 naming each field at fault with its rule, and stores nothing', async () => {
    const before = (await stored()).length;
    const res = await submit(
      {
        form: 'contact-form',
        fields: { name: '', email: 'ada@', message: 'x'.repeat(501), x: '1' },
      },
      '203.0.113.4',
    );
    expect(res.status).toBe(400);
    const problem = await problemOf(res);
    expect(problem.title).toBe('Invalid Form Fields');
    expect(problem.invalidFields).toEqual([
      { name: 'x', code: 'unknown', reason: 'is not a field of this form' },
      { name: 'name', code: 'required', reason: 'Required' },
      { name: 'email', code: 'email', reason: 'must be a valid email address' },
      { name: 'message', code: 'too_long', reason: 'must be at most 500 characters', limit: 500 },
    ]);
    expect((await stored()).length).toBe(before);
  });

  it('refuses a malformed body and an unknown form', async () => {
    const bad = await submit({ form: '../etc', fields: [] }, '203.0.113.5');
    expect(bad.status).toBe(400);
    expect(
      ((await problemOf(bad)).invalidFields as Array<{ name: string }>).map((f) => f.name),
    ).toEqual(['form', 'fields']);
    const unknown = await submit({ form: 'no-such-form', fields: good }, '203.0.113.5');
    expect(unknown.status).toBe(404);
    expect((await problemOf(unknown)).type).toBe('/errors/form-not-found');
  });

  it('requires a shopper token', async () => {
    const res = await call(t, 'POST', SUBMIT, null, { form: 'contact-form', fields: good });
    expect(res.status).toBe(401);
  });

  it('answers a filled honeypot like a success but neither stores nor mails it', async () => {
    const [rows, sent] = [(await stored()).length, (await mails()).length];
    const res = await submit(
      { form: 'contact-form', fields: good, honeypot: 'http://spam.example' },
      '203.0.113.6',
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });
    expect((await stored()).length).toBe(rows);
    expect((await mails()).length).toBe(sent);
  });

  it('refuses a client over its budget with 429 and Retry-After', async () => {
    const peer = '203.0.113.7';
    for (let i = 0; i < BUDGETS.formsIpBurst.limit; i++)
      expect((await submit({ form: 'contact-form', fields: good }, peer)).status).toBe(200);
    const res = await submit({ form: 'contact-form', fields: good }, peer);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await problemOf(res)).retryAfter).toBeGreaterThan(0);
    const rows = (await stored()).filter((r) => r.clientKey === clientKeyOf(peer));
    expect(rows).toHaveLength(BUDGETS.formsIpBurst.limit);
    // Another client is not refused.
    expect((await submit({ form: 'contact-form', fields: good }, '203.0.113.8')).status).toBe(200);
  });
});
