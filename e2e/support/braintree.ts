/**
 * A store in Braintree mode for browser journeys (docs/decisions/braintree-wallets.md): its
 * commerce service talks to the local stand-in of the gateway (BRAINTREE_SERVER, the adapter's
 * contract-test server), so client tokens, authorizations and vaulting run for real on our side;
 * the browser's calls to Braintree's own addresses (the client API: configuration, wallet
 * tokenization) and to the wallets' vendors are stood in by the journey with `standInClientApi`
 * and its own routes, since this machine cannot reach them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Route } from '@playwright/test';
import {
  FakeBraintree,
  MERCHANT_ID,
  PRIVATE_KEY,
  PUBLIC_KEY,
} from '@solo/commerce/braintree-testing';

export { MERCHANT_ID };

export interface BraintreeStore {
  baseURL: string;
  /** The gateway stand-in: its `requests` say what the commerce service sent. */
  gateway: FakeBraintree;
  stop(): Promise<void>;
}

/** Starts the gateway stand-in and a store (any free port) in Braintree mode on it. */
export async function startBraintreeStore(
  env: Record<string, string> = {},
): Promise<BraintreeStore> {
  const gateway = new FakeBraintree();
  const port = await gateway.start();
  const store: ChildProcess = spawn(process.execPath, ['apps/storefront/server.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'solo-e2e-braintree-')),
      PAYMENTS_PROVIDER: 'braintree',
      BRAINTREE_ENVIRONMENT: 'sandbox',
      BRAINTREE_MERCHANT_ID: MERCHANT_ID,
      BRAINTREE_PUBLIC_KEY: PUBLIC_KEY,
      BRAINTREE_PRIVATE_KEY: PRIVATE_KEY,
      BRAINTREE_SERVER: `127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  store.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const baseURL = await new Promise<string>((resolve, reject) => {
    let out = '';
    store.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /Storefront ready on http:\/\/localhost:(\d+)/.exec(out)?.[1];
      if (found) resolve(`http://127.0.0.1:${found}`);
    });
    store.on('exit', (code) => reject(new Error(`store exited (${code}): ${errors}`)));
  });
  return {
    baseURL,
    gateway,
    async stop() {
      store.kill();
      await gateway.close();
    },
  };
}

/** Braintree's client API of the stand-in merchant, as braintree-web addresses it. */
export const CLIENT_API = `https://api.sandbox.braintreegateway.com/merchants/${MERCHANT_ID}/client_api`;

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

export type ClientApiHandler = (body: Record<string, unknown>) => unknown;

/**
 * Stands in Braintree's client API for braintree-web in `context`: the configuration (with
 * `configuration` merged over a card-only one, e.g. a wallet's section) and, per path under
 * `/v1/` (e.g. `payment_methods/paypal_accounts`), a handler answering that call's JSON. Every
 * call is recorded in the returned list; a call without a handler answers 404.
 */
export async function standInClientApi(
  context: BrowserContext,
  configuration: Record<string, unknown> = {},
  handlers: Record<string, ClientApiHandler> = {},
) {
  const calls: Array<{ path: string; body: Record<string, unknown> }> = [];
  await context.route(`${CLIENT_API}/**`, async (route: Route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    const path = new URL(request.url()).pathname.replace(/^.*\/client_api\/v1\//, '');
    const body = (request.postDataJSON() ?? {}) as Record<string, unknown>;
    calls.push({ path, body });
    const json = (status: number, value: unknown) =>
      route.fulfill({
        status,
        headers: { ...CORS, 'content-type': 'application/json' },
        body: JSON.stringify(value),
      });
    if (path === 'configuration')
      return json(200, {
        environment: 'sandbox',
        merchantId: MERCHANT_ID,
        clientApiUrl: `https://api.sandbox.braintreegateway.com:443/merchants/${MERCHANT_ID}/client_api`,
        assetsUrl: 'https://assets.braintreegateway.com',
        creditCards: { supportedCardTypes: ['Visa', 'MasterCard'] },
        challenges: ['cvv'],
        ...configuration,
      });
    const handler = handlers[path];
    return handler ? json(200, handler(body)) : json(404, { error: { message: `no ${path}` } });
  });
  return calls;
}
