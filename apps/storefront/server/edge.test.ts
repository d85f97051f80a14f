import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  createCspReportHandler,
  hostnameOf,
  refuseCrossSite,
  refuseForeignHost,
} from './edge.ts';
import { silentLogger } from './testing.ts';

const ALLOWED = new Set(['shop.example.com', 'localhost']);
const SELF = new Set(['https://shop.example.com']);
const post = (headers: Record<string, string>) =>
  new Request('https://shop.example.com/us/basket', { method: 'POST', headers, body: '{}' });

describe('the Host rule', () => {
  it('reads the host name of a Host header, and nothing that is more than a host', () => {
    expect(hostnameOf('Shop.Example.com:443')).toBe('shop.example.com');
    expect(hostnameOf('localhost')).toBe('localhost');
    expect(hostnameOf('[::1]:3000')).toBe('[::1]');
    expect(hostnameOf('evil.example/x')).toBeNull();
    expect(hostnameOf('user@shop.example.com')).toBeNull();
    expect(hostnameOf('')).toBeNull();
    expect(hostnameOf(undefined)).toBeNull();
  });

  it('refuses a host the store does not serve with 421 problem+json', async () => {
    expect(refuseForeignHost('shop.example.com', ALLOWED)).toBeNull();
    expect(refuseForeignHost('localhost:3000', ALLOWED)).toBeNull();
    for (const host of ['evil.example', 'shop.example.com.evil.example', undefined]) {
      const res = refuseForeignHost(host, ALLOWED)!;
      expect(res.status).toBe(421);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
      expect(await res.json()).toMatchObject({ type: '/errors/misdirected-request' });
    }
  });
});

describe('the same-origin rule', () => {
  it('lets reads, same-origin posts and posts without browser headers pass', () => {
    expect(refuseCrossSite(new Request('https://shop.example.com/logout'), SELF)).toBeNull();
    expect(refuseCrossSite(post({ origin: 'https://shop.example.com' }), SELF)).toBeNull();
    expect(refuseCrossSite(post({ 'sec-fetch-site': 'same-origin' }), SELF)).toBeNull();
    expect(refuseCrossSite(post({}), SELF)).toBeNull();
  });

  it('refuses a foreign Origin and a cross-site fetch with 403 naming why', async () => {
    const attempts: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'http://shop.example.com' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of attempts) {
      const res = refuseCrossSite(post(headers), SELF)!;
      expect(res.status).toBe(403);
      const body = (await res.json()) as { type: string; detail: string };
      expect(body.type).toBe('/errors/cross-site-request');
      expect(body.detail).toMatch(/^POST \/us\/basket refused: a /);
    }
  });
});

describe('the Content-Security-Policy', () => {
  it('allows scripts of the store and of the nonce only, and framing by the store only', () => {
    const policy = contentSecurityPolicy('abc', false);
    expect(policy).toContain("script-src 'self' 'nonce-abc'");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain('report-uri /csp-report');
    expect(contentSecurityPolicy('abc', true)).toContain("connect-src 'self' ws: wss:");
  });

  const directive = (policy: string, name: string) =>
    policy
      .split('; ')
      .find((d) => d.startsWith(`${name} `))
      ?.split(' ')
      .slice(1) ?? [];

  it('names no gateway origin with the sandbox gateway', () => {
    const policy = contentSecurityPolicy('abc', false);
    expect(policy).not.toMatch(/braintree|paypal|google|gstatic/);
    expect(directive(policy, 'frame-src')).toEqual(["'self'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
  });

  it('with Braintree adds exactly the origins its hosted fields, data collector and wallets reach', () => {
    const policy = contentSecurityPolicy('abc', false, { gateway: true });
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      "'nonce-abc'",
      'https://c.paypal.com',
      'https://www.paypal.com',
      'https://www.sandbox.paypal.com',
      'https://www.paypalobjects.com',
      'https://assets.secure.checkout.visa.com',
      'https://sandbox-assets.secure.checkout.visa.com',
      'https://pay.google.com',
    ]);
    expect(directive(policy, 'frame-src')).toEqual([
      "'self'",
      'https://assets.braintreegateway.com',
      'https://c.paypal.com',
      'https://www.paypal.com',
      'https://www.sandbox.paypal.com',
      'https://checkout.paypal.com',
      'https://secure.checkout.visa.com',
      'https://sandbox.secure.checkout.visa.com',
      'https://pay.google.com',
    ]);
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://api.braintreegateway.com',
      'https://api.sandbox.braintreegateway.com',
      'https://payments.braintree-api.com',
      'https://payments.sandbox.braintree-api.com',
      'https://www.paypal.com',
      'https://c.paypal.com',
      'https://www.sandbox.paypal.com',
      'https://www.paypalobjects.com',
      'https://secure.checkout.visa.com',
      'https://sandbox.secure.checkout.visa.com',
      'https://pay.google.com',
      'https://google.com',
    ]);
    expect(directive(policy, 'img-src')).toContain('https://b.stats.paypal.com');
    expect(directive(policy, 'img-src')).toContain('https://www.paypalobjects.com');
    expect(directive(policy, 'img-src')).toContain('https://www.gstatic.com');
    // Visa's button image (its SDK and button addresses: gateway-client/wallets/visa-checkout-map.ts).
    expect(directive(policy, 'img-src')).toContain('https://sandbox.secure.checkout.visa.com');
    // Still no inline or evaluated script, and nobody else may frame the store.
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"]);
  });

  it("covers Venmo's flow: its GraphQL and Braintree's frames; Venmo's pages open as windows", async () => {
    const { readFile } = await import('node:fs/promises');
    const constants = await readFile(
      new URL('../../../node_modules/braintree-web/venmo/shared/constants.js', import.meta.url),
      'utf8',
    );
    const venmo = [...constants.matchAll(/"(https:\/\/[^/":]+)/g)].map((m) => m[1]);
    expect(venmo).toContain('https://account.venmo.com');
    const policy = contentSecurityPolicy('abc', false, { gateway: true });
    // createVenmoPaymentContext and the context status query; the web login's frames.
    expect(directive(policy, 'connect-src')).toContain(
      'https://payments.sandbox.braintree-api.com',
    );
    expect(directive(policy, 'frame-src')).toContain('https://assets.braintreegateway.com');
    // Venmo's own pages (web login, app links) load in a popup or a new tab, which the page's
    // policy does not govern: the policy grants them nothing.
    for (const origin of venmo) expect(policy).not.toContain(origin);
  });

  it('matches the origins braintree-web 3.144.0 itself names', async () => {
    const { readFile } = await import('node:fs/promises');
    const source = (path: string) =>
      readFile(new URL(`../../../node_modules/braintree-web/${path}`, import.meta.url), 'utf8');
    const constants = await source('lib/constants.js');
    const origins = [...constants.matchAll(/"(https:\/\/[^/":]+)/g)].map((m) => m[1]);
    const policy = contentSecurityPolicy('abc', false, { gateway: true });
    for (const origin of new Set(origins)) expect(policy).toContain(origin);
    // Visa's SDK and button, for the stored card scheme (Visa's addresses, not braintree-web's).
    const { VISA_ASSETS } =
      await import('../app/lib/payments/gateway-client/wallets/visa-checkout-map.ts');
    for (const { sdk, button } of Object.values(VISA_ASSETS)) {
      expect(directive(policy, 'script-src')).toContain(new URL(sdk).origin);
      expect(directive(policy, 'img-src')).toContain(new URL(button).origin);
      expect(directive(policy, 'frame-src')).toContain(new URL(button).origin);
    }
    // paypal-checkout's PayPal SDK and the sandbox's button preload.
    const paypal = await source('paypal-checkout/paypal-checkout.js');
    expect(paypal).toContain('"https://www.paypal.com/sdk/js?"');
    expect(paypal).toContain('"https://www.{ENV}paypal.com/smart/buttons/preload"');
    expect(directive(policy, 'script-src')).toContain('https://www.paypal.com');
    expect(directive(policy, 'connect-src')).toContain('https://www.sandbox.paypal.com');
    expect(await source('package.json')).toContain('"version": "3.144.0"');
  });
});

describe('POST /csp-report', () => {
  const report = (body: string) =>
    new Request('http://localhost/csp-report', {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body,
    });

  it('takes a report, refuses a large body and bounds the rate', async () => {
    let now = 1_000_000;
    const handle = createCspReportHandler(silentLogger(), { perMinute: 2, now: () => now });
    expect((await handle(report('{"csp-report":{}}'))).status).toBe(204);
    expect((await handle(report('x'.repeat(9000)))).status).toBe(413);
    expect((await handle(report('{}'))).status).toBe(204);
    const limited = await handle(report('{}'));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    now += 60_000;
    expect((await handle(report('{}'))).status).toBe(204);
    expect((await handle(new Request('http://localhost/csp-report'))).status).toBe(405);
  });
});
