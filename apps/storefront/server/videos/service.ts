import type { Logger } from '../logger.ts';
import { ByteLru } from '../lru.ts';
import { problem } from '../problem.ts';
import { OriginalUnavailable, type Original } from '../images/service.ts';
import {
  isPublicId,
  parseVideoParams,
  renditionOrder,
  VIDEO_MIME,
  type VideoFormat,
} from './params.ts';
import { parseRange } from './range.ts';

export interface VideoServiceOptions {
  /** A stored file at a media path (videos/{public_id}.{ext}), or null when there is none. */
  loadOriginal(path: string, requestId: string): Promise<Original | null>;
  /** Bound of the cache of stored renditions, in bytes. */
  cacheBytes: number;
  logger: Logger;
}

interface Rendition {
  data: Uint8Array;
  contentType: string;
  etag: string;
  byteLength: number;
}

/** Spec 000 §9 "cache ages of 86400 s": a public id may get a new file, so not immutable. */
const CACHE_CONTROL = 'public, max-age=86400';
/** Default bound of the cache of videos (a few short clips). */
export const DEFAULT_VIDEO_CACHE_BYTES = 64 * 1024 * 1024;

/** A strong validator from the bytes, so a changed file never matches an old range. */
async function etagOf(data: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', data as Uint8Array<ArrayBuffer>);
  return `"${Buffer.from(digest).toString('base64url').slice(0, 27)}"`;
}

const matches = (header: string | null, etag: string) =>
  header !== null &&
  (header.trim() === '*' || header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag));

export interface VideoService {
  handle(req: Request, publicId: string, requestId: string): Promise<Response>;
  readonly cache: ByteLru<Rendition>;
}

/**
 * GET /videos/{public_id}?w=&q=&f= (spec 000 §7 video delivery): the best stored rendition, with
 * byte ranges (206, 416), an ETag and a day of caching.
 */
export function createVideoService(options: VideoServiceOptions): VideoService {
  const cache = new ByteLru<Rendition>(options.cacheBytes);

  async function load(path: string, requestId: string): Promise<Rendition | null> {
    const cached = cache.get(path);
    if (cached) return cached;
    const original = await options.loadOriginal(path, requestId);
    if (!original) return null;
    const rendition = {
      data: original.data,
      contentType: original.contentType,
      etag: await etagOf(original.data),
      byteLength: original.data.byteLength,
    };
    cache.set(path, rendition);
    return rendition;
  }

  async function best(publicId: string, format: VideoFormat | null, requestId: string) {
    for (const ext of renditionOrder(format)) {
      const found = await load(`videos/${publicId}.${ext}`, requestId);
      if (found) return { ...found, contentType: VIDEO_MIME[ext] };
    }
    return null;
  }

  return {
    cache,
    async handle(req, publicId, requestId) {
      const parsed = parseVideoParams(new URL(req.url).searchParams);
      if (!parsed.ok)
        return problem(400, 'invalid-video-parameter', 'Invalid video parameter', parsed.detail, {
          field: parsed.field,
        });
      if (!isPublicId(publicId)) return problem(404, 'not-found', 'Not Found', 'No such video.');
      let video: Rendition | null;
      try {
        video = await best(publicId, parsed.params.format, requestId);
      } catch (err) {
        if (!(err instanceof OriginalUnavailable)) throw err;
        options.logger.error({ err, publicId, requestId }, 'video original unavailable');
        return problem(
          502,
          'bad-gateway',
          'Bad Gateway',
          `The video ${publicId} could not be fetched.`,
        );
      }
      if (!video) return problem(404, 'not-found', 'Not Found', `No video ${publicId}.`);

      const size = video.byteLength;
      const headers: Record<string, string> = {
        'content-type': video.contentType,
        'accept-ranges': 'bytes',
        'cache-control': CACHE_CONTROL,
        etag: video.etag,
      };
      if (matches(req.headers.get('if-none-match'), video.etag))
        return new Response(null, { status: 304, headers });
      // If-Range: a range only of the file the client already holds part of.
      const ifRange = req.headers.get('if-range');
      const range =
        ifRange === null || ifRange.trim() === video.etag
          ? parseRange(req.headers.get('range'), size)
          : ({ kind: 'full' } as const);
      const body = (data: Uint8Array) =>
        req.method === 'HEAD' ? null : (data as Uint8Array<ArrayBuffer>);
      if (range.kind === 'unsatisfiable')
        return new Response(null, {
          status: 416,
          headers: { ...headers, 'content-range': `bytes */${size}` },
        });
      if (range.kind === 'partial') {
        const part = video.data.subarray(range.start, range.end + 1);
        return new Response(body(part), {
          status: 206,
          headers: {
            ...headers,
            'content-range': `bytes ${range.start}-${range.end}/${size}`,
            'content-length': String(part.byteLength),
          },
        });
      }
      return new Response(body(video.data), {
        headers: { ...headers, 'content-length': String(size) },
      });
    },
  };
}
