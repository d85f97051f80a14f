import { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { badRequest, notFound } from '../../http/problem.ts';
import { getMedia, matchesEtag } from './service.ts';

/** Originals change rarely and carry an ETag; the image service caches its resized copies. */
const MEDIA_CACHE_CONTROL = 'public, max-age=86400';

function mediaPath(requestPath: string): string {
  const raw = requestPath.replace(/^\/media\//, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    throw badRequest(`Media path "${raw}" is not valid percent-encoding`, [
      { name: 'path', reason: 'invalid encoding' },
    ]);
  }
}

/** GET /media/{path}: an original image from the media table. */
export const mediaRoutes = new Hono<AppEnv>().get('/*', async (c) => {
  const path = mediaPath(c.req.path);
  const original = path ? await getMedia(c.var.db, path) : undefined;
  if (!original) throw notFound(`No media at "${path}"`, 'media-not-found');
  const headers = { etag: original.etag, 'cache-control': MEDIA_CACHE_CONTROL };
  if (matchesEtag(c.req.header('if-none-match'), original.etag)) return c.body(null, 304, headers);
  return c.body(new Uint8Array(original.data), 200, {
    ...headers,
    'content-type': original.contentType,
    'content-length': String(original.data.length),
  });
});
