import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '@solo/db';
import { media } from '@solo/db/schema';

export interface MediaOriginal {
  contentType: string;
  data: Buffer;
  etag: string;
}

/** Strong validator: changes whenever the original is replaced (its updated_at moves). */
export const mediaEtag = (path: string, updatedAt: Date): string =>
  `"${createHash('sha256').update(`${path}\u0000${updatedAt.toISOString()}`).digest('base64url').slice(0, 27)}"`;

/** An original by its media path, e.g. "products/bonfire-black.jpg" (no leading slash). */
export async function getMedia(db: Database, path: string): Promise<MediaOriginal | undefined> {
  const [row] = await db.select().from(media).where(eq(media.path, path));
  if (!row) return undefined;
  return {
    contentType: row.contentType,
    data: row.data,
    etag: mediaEtag(row.path, new Date(row.updatedAt)),
  };
}

/** If-None-Match matches when it lists the tag (weak comparison, RFC 9110 §13.1.2) or is "*". */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
