import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createCommerceApp } from '../../http/app.ts';
import { createLogger } from '../../logger.ts';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import { createMailer, outboxMailer } from './mailer.ts';
import { listOutbox } from './outbox.ts';
import type { WireOutbox } from './routes.ts';

const url = (org = 'f_ecom_solo_001') =>
  `/mobify/proxy/api/custom/mail/v1/organizations/${org}/outbox?siteId=SoloUS`;

const message = (n: number) => ({
  to: `shopper${n}@example.com`,
  subject: `Message ${n}`,
  text: `Hello ${n}, open http://localhost:3000/setpassword?token=t${n}`,
  html: `<p>Hello ${n}</p>`,
  kind: 'test',
});

const OPS_TOKEN = 'operator-token-of-at-least-32-characters';
/** The socket peer (`app.fetch(req, env)`): this machine, or a shopper elsewhere. */
const LOCAL = { peer: '127.0.0.1' };
const REMOTE = { peer: '203.0.113.9' };

let t: TestCommerce;
beforeAll(async () => {
  t = await createTestCommerce({ env: { OUTBOX_PAGE: 'on', OPS_TOKEN } });
});
afterAll(() => t.close());

describe('outbox mailer', () => {
  it('stores every message whole, with status stored', async () => {
    const sent = await outboxMailer(t.db.db).send(message(1));
    expect(sent).toEqual({ id: expect.any(String) as unknown, status: 'stored' });
    const [row] = await listOutbox(t.db.db, 1);
    expect(row).toMatchObject({ id: sent.id, ...message(1), status: 'stored', error: null });
    expect(row?.sentAt).toBeNull();
  });

  it('is what the configuration gives without SMTP_URL', async () => {
    const mailer = createMailer(t.db.db, t.config.mail, createLogger('silent'));
    expect((await mailer.send(message(2))).status).toBe('stored');
  });
});

describe('GET custom/mail/outbox', () => {
  it('lists the messages newest first in the wire shape, never cached', async () => {
    await t.app.request(url(), {}, LOCAL); // warm up
    const mailer = outboxMailer(t.db.db);
    await mailer.send(message(3));
    await mailer.send(message(4));
    const res = await t.app.request(url(), {}, LOCAL);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as WireOutbox;
    expect(body.data.slice(0, 2).map((m) => m.subject)).toEqual(['Message 4', 'Message 3']);
    expect(body.data[0]).toEqual({
      id: expect.any(String) as unknown,
      ...message(4),
      status: 'stored',
      created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
    });
    expect(body.total).toBe(body.data.length);
  });

  it('answers 404 like an unknown path when OUTBOX_PAGE is not on, even without SMTP', async () => {
    for (const env of [{}, { OUTBOX_PAGE: 'off' }]) {
      const config = loadConfig({ VITEST: 'true', ...env });
      const off = createCommerceApp({ db: t.db, config, logger: createLogger('silent') });
      const res = await off.request(url(), {}, LOCAL);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ type: '/errors/not-found' });
    }
  });

  it('hides the outbox from a remote client, whatever forwarding headers it writes', async () => {
    await outboxMailer(t.db.db).send(message(5));
    const attempts: Record<string, string>[] = [
      {},
      { 'x-forwarded-for': '127.0.0.1' },
      { authorization: 'Bearer x' },
    ];
    for (const headers of attempts) {
      const res = await t.app.request(url(), { headers }, REMOTE);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('setpassword');
    }
  });

  it('answers a remote client holding the operator token', async () => {
    const res = await t.app.request(
      url(),
      { headers: { authorization: `Bearer ${OPS_TOKEN}` } },
      REMOTE,
    );
    expect(res.status).toBe(200);
  });

  it('answers 404 for another organization and 400 for an unknown site', async () => {
    expect((await t.app.request(url('f_ecom_other'), {}, LOCAL)).status).toBe(404);
    const res = await t.app.request(url().replace('SoloUS', 'SoloMars'), {}, LOCAL);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ invalidFields: [{ name: 'siteId' }] });
  });
});
