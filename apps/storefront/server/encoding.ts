import { Readable, pipeline } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

export type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts: brotli before gzip, honouring q=0 refusals. */
export function chooseEncoding(acceptEncoding: string | null | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(name.trim(), qParam ? Number(qParam.slice(2)) || 0 : 1);
  }
  const wildcard = q.get('*') ?? 0;
  for (const enc of ['br', 'gzip'] as const) if ((q.get(enc) ?? wildcard) > 0) return enc;
  return null;
}

export function isCompressible(contentType: string | null): boolean {
  return Boolean(contentType && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType));
}

/**
 * Compresses a (possibly streaming) response body. Every chunk is flushed as it comes, so the
 * shell of a streamed page and each resolved Suspense boundary reach the browser at once instead
 * of waiting in the compressor's window.
 */
export function compressResponse(
  res: Response,
  acceptEncoding: string | null | undefined,
): Response {
  if (
    !res.body ||
    res.headers.has('content-encoding') ||
    !isCompressible(res.headers.get('content-type'))
  )
    return res;
  const headers = new Headers(res.headers);
  addVary(headers, 'Accept-Encoding');
  const encoding = chooseEncoding(acceptEncoding);
  if (!encoding)
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({
          flush: constants.BROTLI_OPERATION_FLUSH,
          // Quality 5 is the usual on-the-fly setting: most of brotli's gain at gzip-like speed.
          params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
        })
      : createGzip({ flush: constants.Z_SYNC_FLUSH });
  // pipeline (not pipe) so an error or a client disconnect on either side tears down both.
  const body = pipeline(
    Readable.fromWeb(res.body as NodeReadableStream<Uint8Array>),
    compressor,
    () => {},
  );
  headers.set('content-encoding', encoding);
  headers.delete('content-length');
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, {
    status: res.status,
    statusText: res.statusText,
    headers,
  });
}

export function addVary(headers: Headers, name: string): void {
  const current = headers.get('vary');
  if (!current) headers.set('vary', name);
  else if (
    !current
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes(name.toLowerCase())
  )
    headers.set('vary', `${current}, ${name}`);
}
