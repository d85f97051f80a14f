import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium.ts';
import { E2E_CONTENT_TOKEN } from './e2e/support/content.ts';
import { E2E_OPS_TOKEN } from './e2e/support/operator-orders.ts';
import { E2E_REVIEWS_TOKEN } from './e2e/support/reviews.ts';
import { E2E_STORE_INBOX, SMTP_SINK_HTTP_PORT, SMTP_SINK_PORT } from './e2e/support/mail-sink.ts';

/**
 * Browser journeys against the production build in real headless Chromium (Debian's, never a
 * downloaded one). Two servers run from fresh data directories:
 * - the one-process store (commerce service mounted in-process), used by every journey;
 * - the same storefront pointed at a separately running commerce service (COMMERCE_API_URL),
 *   used by the journeys tagged @remote, so both deployment modes stay tested.
 * The one-process store sends its mail over SMTP to a sink (e2e/support/smtp-sink.ts) that the
 * journeys read; every message stays on /outbox too, marked sent by SMTP.
 */
const PORT = Number(process.env.E2E_PORT ?? 3456);
const REMOTE_PORT = PORT + 1;
const COMMERCE_PORT = PORT + 2;
const dataDir = (name: string) => mkdtempSync(join(tmpdir(), `solo-e2e-${name}-`));
// The journeys always run on fresh embedded databases, even where DATABASE_URL is set for the
// service tests.
const quiet = { LOG_LEVEL: 'warn', DATABASE_URL: '' };
// The pseudo-locale journey asks for it by cookie; production keeps it off unless told.
const pseudo = { PSEUDO_LOCALE: 'on' };
// The journeys read reset links on /outbox (a loopback client), a development tool that is off
// unless asked for; production mode needs the origin the browser uses.
const mail = { OUTBOX_PAGE: 'on' };
// The one-process store delivers to the journeys' SMTP sink, the store's own mail to its inbox.
const smtp = {
  SMTP_URL: `smtp://127.0.0.1:${SMTP_SINK_PORT}`,
  STORE_MAIL_TO: `Solo Outdoor Customer Care <${E2E_STORE_INBOX}>`,
};
// An operator journey publishes and deletes a page through the content management API
// (e2e/support/content.ts).
const content = { CONTENT_ADMIN_TOKEN: E2E_CONTENT_TOKEN };
// The reviews journey approves a review through the moderation API (e2e/support/reviews.ts).
const reviews = { REVIEWS_ADMIN_TOKEN: E2E_REVIEWS_TOKEN };
// The order journey ships an order through the operator's order API (e2e/support/operator-orders.ts).
const ops = { OPS_TOKEN: E2E_OPS_TOKEN };
// With PUBLIC_ORIGIN set, login redirects go only to its /callback and the registered URIs: the
// journeys' API shopper (e2e/support/orders-api.ts) is a client with its own.
const origin = (port: number) => ({
  PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
  COMMERCE_REDIRECT_URIS: 'http://127.0.0.1/callback',
});

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // Journeys that run axe take 20–30 s on a shared 2-core machine, and a minute or more when other
  // work loads it (a page load then takes 10 s): a wide margin keeps a slow machine from failing
  // a correct page. Limits cost time only when a journey fails. Expectations poll; on a loaded
  // machine a basket write and the lazily loaded mini cart and toast code took more than 7 s to
  // show what a passing journey expects.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // Recording a trace costs every journey its DOM snapshots and screenshots (measured: 14 % of
    // the journeys' wall time). CI retries a failure once and records that retry; locally the
    // single run records and keeps only failures.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@mobile-only/,
      use: { baseURL: `http://127.0.0.1:${PORT}`, viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'mobile',
      grep: /@mobile/,
      use: {
        baseURL: `http://127.0.0.1:${PORT}`,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      name: 'remote-commerce',
      grep: /@remote/,
      use: { baseURL: `http://127.0.0.1:${REMOTE_PORT}`, viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: [
    // Listed first: the store needs it from its first message.
    {
      command: 'node e2e/support/smtp-sink.ts',
      url: `http://127.0.0.1:${SMTP_SINK_HTTP_PORT}/healthz`,
      env: {
        SMTP_SINK_PORT: String(SMTP_SINK_PORT),
        SMTP_SINK_HTTP_PORT: String(SMTP_SINK_HTTP_PORT),
      },
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node apps/storefront/server.ts',
      url: `http://127.0.0.1:${PORT}/healthz`,
      env: {
        ...quiet,
        ...mail,
        ...smtp,
        ...pseudo,
        ...content,
        ...reviews,
        ...ops,
        ...origin(PORT),
        PORT: String(PORT),
        DATA_DIR: dataDir('store'),
      },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node services/commerce/src/main.ts',
      url: `http://127.0.0.1:${COMMERCE_PORT}/health`,
      // The storefront in front of it is a proxy on loopback: its forwarded client is believed.
      env: {
        ...quiet,
        ...mail,
        ...origin(REMOTE_PORT),
        COMMERCE_PORT: String(COMMERCE_PORT),
        DATA_DIR: dataDir('commerce'),
        TRUSTED_PROXIES: 'loopback',
      },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node apps/storefront/server.ts',
      url: `http://127.0.0.1:${REMOTE_PORT}/healthz`,
      env: {
        ...quiet,
        ...mail,
        ...origin(REMOTE_PORT),
        PORT: String(REMOTE_PORT),
        COMMERCE_API_URL: `http://127.0.0.1:${COMMERCE_PORT}`,
      },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
