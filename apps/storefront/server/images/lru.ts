/**
 * A least-recently-used cache bounded by the total byte size of its values (DESIGN.md: caches are
 * per process and bounded). Map keeps insertion order, so the first key is the least recent.
 */
export class ByteLru<V extends { byteLength: number }> {
  readonly #entries = new Map<string, V>();
  #bytes = 0;
  readonly maxBytes: number;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    // A value larger than the whole cache would only evict everything else for nothing.
    if (value.byteLength > this.maxBytes) return;
    this.#entries.set(key, value);
    this.#bytes += value.byteLength;
    for (const [oldest, old] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= old.byteLength;
    }
  }

  delete(key: string): void {
    const value = this.#entries.get(key);
    if (!value) return;
    this.#entries.delete(key);
    this.#bytes -= value.byteLength;
  }
}
