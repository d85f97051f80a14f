/**
 * Access tokens whose signature and claims this process already checked. A shopper sends the same
 * token with every call for its lifetime, and checking an ES256 signature is the largest cost of
 * an authenticated call after its queries; a token is an immutable string, so once checked only
 * its time window (`nbf`, `exp`) can change the answer. Whether its session still runs is asked
 * on every call (sessions.ts), so a logout still ends it at once.
 */

/** What a checked token says, and the window in which it holds (seconds since the epoch). */
export interface VerifiedToken<T> {
  value: T;
  notBefore: number;
  expires: number;
}

/** Bytes a remembered token costs beyond its text: the entry, the shopper's fields, the map. */
const ENTRY_OVERHEAD_BYTES = 400;

/** Remembered tokens per process: about 6,000 shoppers' tokens in 4 MiB. */
export const VERIFIED_TOKENS_MAX_BYTES = 4 * 1024 * 1024;

/**
 * Checked tokens bounded in bytes (text as UTF-16 plus a fixed overhead), the least recently used
 * given up first. `get` answers only within the token's window at `now`.
 */
export function verifiedTokens<T>(maxBytes = VERIFIED_TOKENS_MAX_BYTES) {
  const entries = new Map<string, VerifiedToken<T>>();
  let bytes = 0;
  const cost = (token: string) => token.length * 2 + ENTRY_OVERHEAD_BYTES;
  const drop = (token: string) => {
    if (entries.delete(token)) bytes -= cost(token);
  };
  return {
    get(token: string, now: Date): T | undefined {
      const entry = entries.get(token);
      if (!entry) return undefined;
      const seconds = now.getTime() / 1000;
      if (seconds >= entry.expires) {
        drop(token);
        return undefined;
      }
      // A clock behind the token's start (a test clock, a server clock stepped back) asks again.
      if (seconds < entry.notBefore) return undefined;
      entries.delete(token);
      entries.set(token, entry);
      return entry.value;
    },
    set(token: string, entry: VerifiedToken<T>): void {
      if (cost(token) > maxBytes) return;
      drop(token);
      entries.set(token, entry);
      bytes += cost(token);
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    get bytes() {
      return bytes;
    },
    get size() {
      return entries.size;
    },
  };
}
