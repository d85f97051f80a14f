import { describe, expect, it } from 'vitest';
import { loadServerConfig } from './config.ts';

describe('loadServerConfig', () => {
  it('defaults to port 3000 on all interfaces with the commerce service in-process', () => {
    const { trustedProxies, ...config } = loadServerConfig({});
    expect(trustedProxies.entries).toEqual([]);
    expect(config).toEqual({
      port: 3000,
      host: '0.0.0.0',
      commerceApiUrl: undefined,
      publicOrigin: undefined,
      logLevel: 'info',
      imageCacheBytes: 64 * 1024 * 1024,
      deployEnv: undefined,
      requestLimits: {
        maxBodyBytes: 1024 * 1024,
        maxJsonDepth: 32,
        maxJsonMembers: 1000,
        maxStringLength: 100_000,
      },
    });
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
