/**
 * The cookies of one benchmark client, kept the way a browser keeps them for a single origin:
 * each Set-Cookie replaces the cookie of that name, `Max-Age=0` (or a past `Expires`) deletes
 * it, and every request sends all of them. Paths, domains and `Secure` are not modelled: the
 * store sets its cookies for the whole origin, and loopback counts as a secure context.
 */
export class CookieJar {
  readonly #cookies = new Map<string, string>();

  /** Applies a response's Set-Cookie headers (`Headers.getSetCookie()`). */
  store(setCookies: readonly string[], now = Date.now()): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = eq > 0 ? pair.slice(0, eq).trim() : '';
      if (!name) continue;
      if (expired(attributes, now)) this.#cookies.delete(name);
      else this.#cookies.set(name, pair.slice(eq + 1).trim());
    }
  }

  /** The Cookie request header, or undefined when the jar is empty. */
  header(): string | undefined {
    if (this.#cookies.size === 0) return undefined;
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get size(): number {
    return this.#cookies.size;
  }
}

function expired(attributes: string[], now: number): boolean {
  for (const attribute of attributes) {
    const eq = attribute.indexOf('=');
    const key = (eq < 0 ? attribute : attribute.slice(0, eq)).trim().toLowerCase();
    const value = eq < 0 ? '' : attribute.slice(eq + 1).trim();
    // Max-Age wins over Expires (RFC 6265 §5.3), so it decides on its own.
    if (key === 'max-age') return Number(value) <= 0;
  }
  for (const attribute of attributes) {
    const eq = attribute.indexOf('=');
    if (eq < 0 || attribute.slice(0, eq).trim().toLowerCase() !== 'expires') continue;
    const at = Date.parse(attribute.slice(eq + 1).trim());
    if (!Number.isNaN(at)) return at <= now;
  }
  return false;
}
