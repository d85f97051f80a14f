import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
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

/** Stores an original (created or replaced); its ETag changes, so caches fetch it again. */
export async function putMedia(
  db: Database,
  file: { path: string; contentType: string; data: Buffer },
): Promise<{ created: boolean }> {
  const [row] = await db
    .insert(media)
    .values(file)
    .onConflictDoUpdate({
      target: media.path,
      set: { contentType: file.contentType, data: file.data, updatedAt: sql`now()` },
    })
    .returning({ created: sql<boolean>`xmax = 0` });
  return { created: Boolean(row?.created) };
}

/** Removes an original; whether there was one. */
export async function deleteMedia(db: Database, path: string): Promise<boolean> {
  const removed = await db
    .delete(media)
    .where(eq(media.path, path))
    .returning({ path: media.path });
  return removed.length > 0;
}

/** Whether `path` holds exactly these bytes of this type (an import writes only what differs). */
export async function sameMedia(
  db: Database,
  file: { path: string; contentType: string; data: Buffer },
): Promise<boolean> {
  const [row] = await db
    .select({ contentType: media.contentType, data: media.data })
    .from(media)
    .where(eq(media.path, file.path));
  return Boolean(row && row.contentType === file.contentType && row.data.equals(file.data));
}
