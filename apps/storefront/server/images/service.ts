import type { Logger } from '../logger.ts';
import { problem } from '../problem.ts';
import { ByteLru } from '../lru.ts';
import { chooseFormat, parseImageParams, type ImageFormat } from './params.ts';
import { transformImage, type Transform } from './transform.ts';

export interface Original {
  data: Uint8Array;
  contentType: string;
}

export interface ImageServiceOptions {
  /** The original image at a media path, or null when there is none. */
  loadOriginal(path: string, requestId: string): Promise<Original | null>;
  /** Bound of the cache of encoded results, in bytes. */
  cacheBytes: number;
  logger: Logger;
  transform?: Transform;
}

/** The commerce service failed or was unreachable while fetching an original (not a 404). */
export class OriginalUnavailable extends Error {
  override name = 'OriginalUnavailable';
}

interface Rendered {
  data: Uint8Array<ArrayBuffer>;
  contentType: string;
  byteLength: number;
}

/**
 * Media paths never change content: a new image gets a new path. So the encoded results may be
 * cached by browsers and CDNs for a year without revalidation.
 */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Default bound of the cache of encoded images (IMAGE_CACHE_MB overrides it). */
export const DEFAULT_IMAGE_CACHE_BYTES = 64 * 1024 * 1024;

const MIME: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

export interface ImageService {
  handle(req: Request, path: string, requestId: string): Promise<Response>;
  readonly cache: ByteLru<Rendered>;
}

export function createImageService(options: ImageServiceOptions): ImageService {
  const cache = new ByteLru<Rendered>(options.cacheBytes);
  const inflight = new Map<string, Promise<Rendered | null>>();
  const transform = options.transform ?? transformImage;

  async function render(
    path: string,
    width: number | null,
    forced: ImageFormat | null,
    accept: string | null,
    requestId: string,
  ) {
    const original = await options.loadOriginal(path, requestId);
    if (!original) return null;
    const format = chooseFormat(forced, accept, original.contentType);
    const data = await transform({
      data: original.data,
      contentType: original.contentType,
      width,
      format,
    });
    return { data, contentType: MIME[format], byteLength: data.byteLength };
  }

  return {
    cache,
    async handle(req, path, requestId) {
      const url = new URL(req.url);
      const parsed = parseImageParams(url.searchParams);
      if (!parsed.ok)
        return problem(400, 'invalid-image-parameter', 'Invalid image parameter', parsed.detail, {
          field: parsed.field,
        });
      if (!path || path.split('/').some((s) => s === '..' || s === '.'))
        return problem(404, 'not-found', 'Not Found', 'No such image.');
      // The media service refuses such a path (400); asking it anyway read as its failure (502).
      if (!isDecodable(path))
        return problem(
          400,
          'invalid-image-path',
          'Invalid image path',
          `The image path ${path} is not valid percent-encoding.`,
        );
      const { width, format } = parsed.params;
      const accept = req.headers.get('accept');
      // The key names what decides the output: the forced format, or the best format accepted.
      const variant = format ?? chooseFormat(null, accept, 'auto');
      const key = `${path}|${width ?? 'original'}|${variant}`;

      let rendered = cache.get(key);
      const hit = Boolean(rendered);
      if (!rendered) {
        let pending = inflight.get(key);
        if (!pending) {
          pending = render(path, width, format, accept, requestId);
          inflight.set(key, pending);
          void pending.then(
            (result) => {
              if (result) cache.set(key, result);
              inflight.delete(key);
            },
            () => inflight.delete(key),
          );
        }
        try {
          rendered = (await pending) ?? undefined;
        } catch (err) {
          if (err instanceof OriginalUnavailable) {
            options.logger.error({ err, path, requestId }, 'image original unavailable');
            return problem(
              502,
              'bad-gateway',
              'Bad Gateway',
              `The original of ${path} could not be fetched.`,
            );
          }
          options.logger.error({ err, path, width, requestId }, 'image transform failed');
          return problem(
            500,
            'image-processing-failed',
            'Image processing failed',
            `The image ${path} could not be processed.`,
          );
        }
        if (!rendered) return problem(404, 'not-found', 'Not Found', `No image at ${path}.`);
      }
      return new Response(req.method === 'HEAD' ? null : rendered.data, {
        headers: {
          'content-type': rendered.contentType,
          'content-length': String(rendered.byteLength),
          'cache-control': CACHE_CONTROL,
          vary: 'Accept',
          'x-cache': hit ? 'HIT' : 'MISS',
        },
      });
    },
  };
}

function isDecodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}
