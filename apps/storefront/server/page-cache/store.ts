/**
 * The page cache's memory: entries by key, least recently used first, bounded by the bytes of
 * their bodies (every encoding kept). An entry alone above an eighth of the bound is not kept, so
 * one large page cannot empty the cache.
 */
export interface StoredPage {
  status: number;
  headers: Array<[string, string]>;
  /** The uncompressed body. */
  body: Uint8Array;
  /** Compressed bodies made on first demand (br, gzip). */
  encoded: Map<string, Promise<Uint8Array>>;
  /** Bytes counted against the bound: body and every finished encoding. */
  bytes: number;
  storedAt: number;
  /** The change generation read before the page was rendered. */
  generation: number;
  revalidating: boolean;
}

export class PageStore {
  readonly #entries = new Map<string, StoredPage>();
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

  /** The entry, now the most recently used. */
  get(key: string): StoredPage | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  /** Keeps `entry` under `key` (replacing any), then drops the least recently used past the bound. */
  set(key: string, entry: StoredPage): boolean {
    this.delete(key);
    if (entry.bytes > this.maxBytes / 8) return false;
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
    this.#evict();
    return true;
  }

  /** Counts bytes an entry gained (a finished encoding), if it is still kept. */
  grow(key: string, entry: StoredPage, bytes: number): void {
    entry.bytes += bytes;
    if (this.#entries.get(key) !== entry) return;
    this.#bytes += bytes;
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
    while (this.#bytes > this.maxBytes) this.delete(this.#entries.keys().next().value!);
  }
}
