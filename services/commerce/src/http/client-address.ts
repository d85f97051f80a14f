import { BlockList, isIP } from 'node:net';

/**
 * Who is on the other end of a request: the client's IP address (for per-IP budgets and logs)
 * and whether the client reached us over TLS (for `Secure` cookies and HSTS).
 *
 * Proxy headers (`X-Forwarded-For`, `X-Forwarded-Proto`) are believed only when the peer that
 * sent them is a configured proxy (TRUSTED_PROXIES); anyone else could write them. A request
 * without a peer is an in-process call from the storefront server, which has already resolved
 * the client and written these headers itself (see `forwardedHeaders`).
 */
export interface ClientAddress {
  ip: string;
  https: boolean;
}

/** A peer that is this process itself (the storefront calling the mounted commerce app). */
export const IN_PROCESS_PEER = 'in-process';

export interface TrustedProxies {
  /** Whether `address` is a proxy whose forwarding headers are believed. */
  has(address: string): boolean;
  /** The configured entries, for logs and errors. */
  readonly entries: readonly string[];
}

const LOOPBACK = ['127.0.0.0/8', '::1/128'];

/**
 * TRUSTED_PROXIES: comma-separated IP addresses and CIDR ranges (`10.0.0.0/8`, `fd00::/8`), or
 * `loopback` for 127.0.0.0/8 and ::1. Empty or unset: no proxy is trusted.
 * Throws with the offending entry when one is not an address or range.
 */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const entries = (value ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const list = new BlockList();
  for (const entry of entries) {
    for (const range of entry === 'loopback' ? LOOPBACK : [entry]) {
      const [address, bits, ...rest] = range.split('/');
      const family = isIP(address ?? '');
      const prefix = bits === undefined ? undefined : Number(bits);
      const maxBits = family === 6 ? 128 : 32;
      if (
        !family ||
        rest.length > 0 ||
        (prefix !== undefined && !(Number.isInteger(prefix) && prefix >= 0 && prefix <= maxBits))
      ) {
        throw new Error(`"${entry}" is not an IP address, a CIDR range or "loopback"`);
      }
      const type = family === 6 ? 'ipv6' : 'ipv4';
      if (prefix === undefined) list.addAddress(address!, type);
      else list.addSubnet(address!, prefix, type);
    }
  }
  return {
    entries,
    has(address) {
      const plain = normaliseIp(address);
      const family = isIP(plain);
      return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

/** IPv4-mapped IPv6 (`::ffff:127.0.0.1`, as Node reports dual-stack peers) becomes plain IPv4. */
export function normaliseIp(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? mapped[1]! : trimmed;
}

/**
 * Resolves the client of a request. `peer` is the socket's remote address, or IN_PROCESS_PEER
 * for an in-process call; undefined (a test's `app.request()`) counts as an untrusted unknown
 * peer. X-Forwarded-For is read right to left, skipping trusted proxies, so a client cannot
 * choose its own address by prepending to the header.
 */
export function resolveClient(
  headers: Headers,
  url: string,
  peer: string | undefined,
  trusted: TrustedProxies,
): ClientAddress {
  const ownTls = url.startsWith('https:');
  if (peer === undefined) return { ip: 'unknown', https: ownTls };
  const believe = (address: string) => address === IN_PROCESS_PEER || trusted.has(address);
  if (!believe(peer)) return { ip: normaliseIp(peer), https: ownTls };

  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((h) => normaliseIp(h))
    .filter((h) => isIP(h) !== 0);
  let ip = peer === IN_PROCESS_PEER ? 'unknown' : normaliseIp(peer);
  for (let i = hops.length - 1; i >= 0; i--) {
    ip = hops[i]!;
    if (!trusted.has(ip)) break;
  }
  // The proto a trusted proxy saw; with several proxies the first entry is the client's hop.
  const proto = headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return { ip, https: proto ? proto === 'https' : ownTls };
}

/**
 * The headers a server that has resolved its client writes on a request it passes on to the
 * commerce service, replacing whatever the client sent.
 */
export function forwardedHeaders(client: ClientAddress): Record<string, string> {
  return { 'x-forwarded-for': client.ip, 'x-forwarded-proto': client.https ? 'https' : 'http' };
}
