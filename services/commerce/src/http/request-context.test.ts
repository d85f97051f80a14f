import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Database } from '@solo/db';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import type { Mailer } from '../modules/mail/index.ts';
import type { PaymentProvider } from '../modules/payments/index.ts';
import { IN_PROCESS_PEER } from './client-address.ts';
import type { AppEnv } from './context.ts';
import { catalogReads } from '../modules/catalog/index.ts';
import { requestContext } from './request-context.ts';

/** A one-route app behind the real first middleware, answering the client it resolved. */
function appWith(env: Record<string, string> = {}) {
  const app = new Hono<AppEnv>();
  app.use(
    requestContext({
      db: {} as Database,
      config: loadConfig({ VITEST: 'true', ...env }),
      logger: createLogger('silent'),
      mailer: {} as Mailer,
      reads: catalogReads(),
      payments: {} as PaymentProvider,
    }),
  );
  app.get('/who', (c) => c.json(c.var.client));
  return app;
}

const forged = { 'x-forwarded-for': '198.51.100.7', 'x-forwarded-proto': 'https' };

describe('requestContext: the client', () => {
  it('believes the storefront server of this process', async () => {
    const res = await appWith().request('/who', { headers: forged }, { peer: IN_PROCESS_PEER });
    expect(await res.json()).toEqual({ ip: '198.51.100.7', https: true });
  });

  it('ignores forwarding headers from a socket peer that is not a trusted proxy', async () => {
    const incoming = { socket: { remoteAddress: '203.0.113.9' } };
    const res = await appWith().request('/who', { headers: forged }, { incoming });
    expect(await res.json()).toEqual({ ip: '203.0.113.9', https: false });
  });

  it('believes them from a proxy named in TRUSTED_PROXIES', async () => {
    const incoming = { socket: { remoteAddress: '::ffff:127.0.0.1' } };
    const res = await appWith({ TRUSTED_PROXIES: 'loopback' }).request(
      '/who',
      { headers: forged },
      { incoming },
    );
    expect(await res.json()).toEqual({ ip: '198.51.100.7', https: true });
  });

  it('refuses to start with a TRUSTED_PROXIES entry that is not an address', () => {
    expect(() => loadConfig({ TRUSTED_PROXIES: 'edge-proxy' })).toThrow(
      /TRUSTED_PROXIES: "edge-proxy" is not an IP address/,
    );
  });
});
