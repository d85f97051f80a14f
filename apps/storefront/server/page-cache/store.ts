import { ByteLru } from '../lru.ts';

/** A kept page: its render, and its compressed bodies as they are made. */
export interface StoredPage {
  status: number;
  headers: Array<[string, string]>;
  /** The uncompressed body. */
  body: Uint8Array;
  /** Compressed bodies made on first demand (br, gzip). */
  encoded: Map<string, Promise<Uint8Array>>;
  /** Bytes counted against the bound: body and every finished encoding. */
  byteLength: number;
  storedAt: number;
  /** The change generation read before the page was rendered. */
  generation: number;
  revalidating: boolean;
}

/**
 * The page cache's memory, least recently used dropped first, bounded by the bytes of the pages
 * with every encoding. A page alone above an eighth of the bound is not kept, so one large page
 * cannot empty the cache.
 */
export const createPageStore = (maxBytes: number) =>
  new ByteLru<StoredPage>(maxBytes, { maxValueBytes: maxBytes / 8 });
