import { describe, expect, it } from 'vitest';
import { loadServerConfig } from './config.ts';

describe('loadServerConfig', () => {
  it('defaults to port 3000 on loopback with the commerce service in-process', () => {
    const { trustedProxies, ...config } = loadServerConfig({});
    expect(trustedProxies.entries).toEqual([]);
    expect(config).toEqual({
      port: 3000,
      host: '127.0.0.1',
      commerceApiUrl: undefined,
      publicOrigin: 'http://localhost:3000',
      allowedHosts: ['localhost', '127.0.0.1', '[::1]'],
      cspMode: undefined,
      logLevel: 'info',
      imageCacheBytes: 64 * 1024 * 1024,
      pageCacheBytes: 64 * 1024 * 1024,
      deployEnv: undefined,
      requestLimits: {
        maxBodyBytes: 1024 * 1024,
        maxJsonDepth: 32,
        maxJsonMembers: 1000,
        maxStringLength: 100_000,
      },
      pseudoLocale: true,
      paymentsProvider: 'sandbox',
    });
  });

  it('reads PAYMENTS_PROVIDER (the commerce service reads it too): sandbox unless braintree', () => {
    expect(loadServerConfig({ PAYMENTS_PROVIDER: 'braintree' }).paymentsProvider).toBe('braintree');
    expect(loadServerConfig({ PAYMENTS_PROVIDER: '' }).paymentsProvider).toBe('sandbox');
    expect(() => loadServerConfig({ PAYMENTS_PROVIDER: 'stripe' })).toThrow(
      /PAYMENTS_PROVIDER: must be one of sandbox, braintree/,
    );
  });

  it('offers the pseudo-locale outside production unless PSEUDO_LOCALE says otherwise', () => {
    const production = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://shop.example.com' };
    expect(loadServerConfig(production).pseudoLocale).toBe(false);
    expect(loadServerConfig({ ...production, PSEUDO_LOCALE: 'on' }).pseudoLocale).toBe(true);
    expect(
      loadServerConfig({ DEPLOY_ENV: 'production', PUBLIC_ORIGIN: 'https://shop.example.com' })
        .pseudoLocale,
    ).toBe(false);
    expect(loadServerConfig({ PSEUDO_LOCALE: 'off' }).pseudoLocale).toBe(false);
    expect(() => loadServerConfig({ PSEUDO_LOCALE: 'yes' })).toThrow(
      /PSEUDO_LOCALE: must be on or off/,
    );
  });

  it('reads REQUEST_BODY_LIMIT_KB and names it when it is not a positive whole number', () => {
    expect(loadServerConfig({ REQUEST_BODY_LIMIT_KB: '64' }).requestLimits.maxBodyBytes).toBe(
      65_536,
    );
    expect(() => loadServerConfig({ REQUEST_BODY_LIMIT_KB: '-1' })).toThrow(
      /REQUEST_BODY_LIMIT_KB/,
    );
  });

  it('reads the settings, trimming a trailing slash of the commerce URL', () => {
    const config = loadServerConfig({
      PORT: '3100',
      HOST: '127.0.0.1',
      COMMERCE_API_URL: 'http://127.0.0.1:4101/',
      PUBLIC_ORIGIN: 'https://shop.example.com/ignored/path',
      LOG_LEVEL: 'warn',
      IMAGE_CACHE_MB: '16',
      DEPLOY_ENV: 'staging',
      DATA_DIR: '',
    });
    expect(config).toMatchObject({
      port: 3100,
      host: '127.0.0.1',
      commerceApiUrl: 'http://127.0.0.1:4101',
      publicOrigin: 'https://shop.example.com',
      logLevel: 'warn',
      imageCacheBytes: 16 * 1024 * 1024,
      deployEnv: 'staging',
    });
  });

  it('requires PUBLIC_ORIGIN in a deployment and beyond loopback, and builds the hosts from it', () => {
    expect(() => loadServerConfig({ DEPLOY_ENV: 'production' })).toThrow(
      /PUBLIC_ORIGIN: required when DEPLOY_ENV=production/,
    );
    // `npm start` runs production builds on loopback: links come from localhost, never Host.
    expect(loadServerConfig({ NODE_ENV: 'production' })).toMatchObject({
      publicOrigin: 'http://localhost:3000',
      allowedHosts: ['localhost', '127.0.0.1', '[::1]'],
    });
    expect(() => loadServerConfig({ HOST: '0.0.0.0' })).toThrow(
      /PUBLIC_ORIGIN: required when listening on 0.0.0.0 \(beyond loopback\)/,
    );
    expect(loadServerConfig({ PORT: '3100' }).publicOrigin).toBe('http://localhost:3100');
    const config = loadServerConfig({
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      PUBLIC_ORIGIN: 'https://Shop.Example.com',
      ALLOWED_HOSTS: 'www.example.com, Shop.example.com',
      CSP_MODE: 'report-only',
    });
    expect(config).toMatchObject({
      publicOrigin: 'https://shop.example.com',
      allowedHosts: ['shop.example.com', 'www.example.com'],
      cspMode: 'report-only',
    });
    expect(() => loadServerConfig({ CSP_MODE: 'off' })).toThrow(
      /CSP_MODE: must be enforce or report-only/,
    );
  });

  it('treats empty values as unset', () => {
    expect(loadServerConfig({ PORT: '', COMMERCE_API_URL: '' })).toMatchObject({
      port: 3000,
      commerceApiUrl: undefined,
    });
  });

  it('reads the trusted proxies', () => {
    const { trustedProxies } = loadServerConfig({ TRUSTED_PROXIES: '10.0.0.0/8,loopback' });
    expect([trustedProxies.has('10.1.1.1'), trustedProxies.has('127.0.0.1')]).toEqual([true, true]);
    expect(trustedProxies.has('192.0.2.1')).toBe(false);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadServerConfig({ TRUSTED_PROXIES: 'lb.internal' })).toThrow(
      /TRUSTED_PROXIES: "lb.internal" is not an IP address/,
    );
    expect(() => loadServerConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadServerConfig({ COMMERCE_API_URL: 'ftp://x' })).toThrow(
      /COMMERCE_API_URL: must be an http\(s\) URL/,
    );
  });
});
