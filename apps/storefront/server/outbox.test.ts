import { resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMailer } from '@solo/commerce';
import { createStorefrontServer } from './app.ts';
import { openTestCommerce } from './testing-commerce.ts';
import { describeWithServerBuild, loadServerBuild, silentLogger } from './testing.ts';

type TestCommerce = Awaited<ReturnType<typeof openTestCommerce>>;

const storefront = (commerce: TestCommerce) =>
  createStorefrontServer({
    build: loadServerBuild,
    clientDir: resolve(import.meta.dirname, '../build/client'),
    commerce: { mode: 'in-process', app: commerce.app },
    logger: silentLogger(),
    orgId: commerce.config.orgId,
    clientId: commerce.config.clientId,
  });

/** The /outbox page through the built app (needs `npm run build`, like ssr.test.ts). */
describeWithServerBuild('the /outbox page', () => {
  let commerce: TestCommerce;
  const OPS_TOKEN = 'operator-token-of-at-least-32-characters';
  /** The socket peer: this machine, or a client elsewhere. */
  const LOCAL = { peer: '127.0.0.1' };
  const REMOTE = { peer: '203.0.113.9' };
  beforeAll(async () => {
    commerce = await openTestCommerce({ OUTBOX_PAGE: 'on', OPS_TOKEN });
  });
  afterAll(() => commerce.close());

  it('lists the messages newest first with their links, never cached nor indexed', async () => {
    const mailer = createMailer(commerce.db.db, commerce.config.mail, silentLogger());
    await mailer.send({
      to: 'first@example.com',
      subject: 'First <message>',
      text: 'Nothing to click.',
      html: '<p>Nothing to click.</p>',
      kind: 'test',
    });
    await mailer.send({
      to: 'second@example.com',
      subject: 'Second message',
      text: 'Open http://localhost:3000/setpassword?token=abc&x=1.',
      html: '<p>Open the link.</p>',
      kind: 'reset-password',
    });
    const res = await storefront(commerce).request('/outbox', {}, LOCAL);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html.indexOf('Second message')).toBeLessThan(html.indexOf('First &lt;message&gt;'));
    expect(html).toContain('href="http://localhost:3000/setpassword?token=abc&amp;x=1"');
  });

  it('is a 404 page unless OUTBOX_PAGE=on, even for a local client without SMTP', async () => {
    const off = await openTestCommerce();
    try {
      const res = await storefront(off).request('/outbox', {}, LOCAL);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('Outbox');
    } finally {
      await off.close();
    }
  }, 60_000);

  it('is a 404 page for a remote client, even one claiming to be local', async () => {
    for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }] as Record<string, string>[]) {
      const res = await storefront(commerce).request('/outbox', { headers }, REMOTE);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('setpassword');
    }
  });

  it('opens for a remote operator with the operator token', async () => {
    const res = await storefront(commerce).request(
      '/outbox',
      { headers: { authorization: `Bearer ${OPS_TOKEN}` } },
      REMOTE,
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('setpassword');
  });
});
