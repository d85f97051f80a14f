/**
 * A least-recently-used cache bounded by the total byte size of its values (DESIGN.md: caches are
 * per process and bounded). Map keeps insertion order, so the first key is the least recent.
 * A value may grow while kept (a page gaining its compressed copies): `recount` counts it again.
 */
export class ByteLru<V extends { byteLength: number }> {
  readonly #entries = new Map<string, { value: V; bytes: number }>();
  #bytes = 0;
  readonly maxBytes: number;
  /** Values above this are not kept; by default the whole bound. */
  readonly maxValueBytes: number;

  constructor(maxBytes: number, options: { maxValueBytes?: number } = {}) {
    this.maxBytes = maxBytes;
    this.maxValueBytes = options.maxValueBytes ?? maxBytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    // A value larger than the whole cache would only evict everything else for nothing.
    if (value.byteLength > this.maxValueBytes) return;
    this.#entries.set(key, { value, bytes: value.byteLength });
    this.#bytes += value.byteLength;
    this.#evict();
  }

  /** Counts the value kept under `key` at its size now, then evicts past the bound. */
  recount(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#bytes += entry.value.byteLength - entry.bytes;
    entry.bytes = entry.value.byteLength;
    this.#evict();
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  #evict(): void {
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.bytes;
    }
  }
}
