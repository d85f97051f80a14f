import { describe, expect, it } from 'vitest';
import {
  IN_PROCESS_PEER,
  forwardedHeaders,
  parseTrustedProxies,
  resolveClient,
} from './client-address.ts';

const headers = (h: Record<string, string>) => new Headers(h);
const none = parseTrustedProxies(undefined);

describe('parseTrustedProxies', () => {
  it('takes addresses, CIDR ranges and the loopback keyword', () => {
    const trusted = parseTrustedProxies(' 10.0.0.0/8, 192.168.1.5 ,loopback,fd00::/8');
    expect(trusted.has('10.20.30.40')).toBe(true);
    expect(trusted.has('192.168.1.5')).toBe(true);
    expect(trusted.has('192.168.1.6')).toBe(false);
    expect(trusted.has('127.0.0.1')).toBe(true);
    expect(trusted.has('::ffff:127.0.0.1')).toBe(true);
    expect(trusted.has('::1')).toBe(true);
    expect(trusted.has('fd12::1')).toBe(true);
    expect(trusted.has('not-an-ip')).toBe(false);
  });

  it('trusts nobody when unset or empty', () => {
    expect(none.has('127.0.0.1')).toBe(false);
    expect(parseTrustedProxies('').has('10.0.0.1')).toBe(false);
  });

  it('names an entry that is not an address or range', () => {
    expect(() => parseTrustedProxies('10.0.0.0/8,proxy.internal')).toThrow(/"proxy.internal"/);
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/"10.0.0.0\/33"/);
    expect(() => parseTrustedProxies('10.0.0.0/8/1')).toThrow();
  });
});

describe('resolveClient', () => {
  it('ignores forwarding headers from a peer that is not a trusted proxy', () => {
    const h = headers({ 'x-forwarded-for': '1.2.3.4', 'x-forwarded-proto': 'https' });
    expect(resolveClient(h, 'http://shop/', '::ffff:203.0.113.9', none)).toEqual({
      ip: '203.0.113.9',
      https: false,
    });
  });

  it('reads X-Forwarded-For right to left, skipping trusted proxies', () => {
    const trusted = parseTrustedProxies('10.0.0.0/8');
    // The client prepended a forged hop; the proxy appended the address it saw.
    const h = headers({ 'x-forwarded-for': '6.6.6.6, 198.51.100.7, 10.0.0.3' });
    expect(resolveClient(h, 'http://shop/', '10.0.0.2', trusted).ip).toBe('198.51.100.7');
  });

  it('believes X-Forwarded-Proto from a trusted proxy only', () => {
    const trusted = parseTrustedProxies('loopback');
    const h = headers({ 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.7' });
    expect(resolveClient(h, 'http://shop/', '127.0.0.1', trusted)).toEqual({
      ip: '198.51.100.7',
      https: true,
    });
    expect(resolveClient(h, 'http://shop/', '198.51.100.8', trusted).https).toBe(false);
  });

  it('believes the headers of an in-process call, written by the storefront server', () => {
    const h = headers(forwardedHeaders({ ip: '198.51.100.7', https: true }));
    expect(resolveClient(h, 'http://shop/', IN_PROCESS_PEER, none)).toEqual({
      ip: '198.51.100.7',
      https: true,
    });
  });

  it('answers unknown for a request without a peer (a test)', () => {
    const h = headers({ 'x-forwarded-for': '1.2.3.4' });
    expect(resolveClient(h, 'https://shop/', undefined, none)).toEqual({
      ip: 'unknown',
      https: true,
    });
  });
});
