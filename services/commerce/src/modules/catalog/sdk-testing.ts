import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { serve } from '@hono/node-server';
import type * as CommerceSdk from 'commerce-sdk-isomorphic';
import { DEMO_DATA } from '@solo/fixtures/testing';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';

/** The public client, from its CommonJS build: the ES build calls `require` (DESIGN.md). */
export const sdk = createRequire(import.meta.url)('commerce-sdk-isomorphic') as typeof CommerceSdk;

export interface ListeningCommerce {
  commerce: TestCommerce;
  /** SDK client configuration pointed at the listening service through its `proxy` option. */
  config(
    siteId: string,
    locale?: string,
  ): CommerceSdk.ClientConfigInit<{
    organizationId: string;
    clientId: string;
    siteId: string;
    shortCode: string;
    locale?: string;
  }>;
  close(): Promise<void>;
}

/** The commerce app over seeded demo data, really listening on an ephemeral local port. */
export async function listenWithDemoData(): Promise<ListeningCommerce> {
  const commerce = await createTestCommerce({ template: DEMO_DATA });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: commerce.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(s),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    commerce,
    config: (siteId, locale) => ({
      proxy: `http://127.0.0.1:${port}/mobify/proxy/api`,
      parameters: {
        organizationId: commerce.config.orgId,
        clientId: commerce.config.clientId,
        siteId,
        // The SDK builds a vendor host from it unless `proxy` is set, which it always is here.
        shortCode: 'local',
        ...(locale ? { locale } : {}),
      },
      throwOnBadResponse: true,
    }),
    async close() {
      await new Promise<void>((resolve, reject) =>
        server.close((err) => (err ? reject(err) : resolve())),
      );
      await commerce.close();
    },
  };
}
