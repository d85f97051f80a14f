import { createHash } from 'node:crypto';
import { readFile, readdir, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { getMimeType } from 'hono/utils/mime';
import { addVary, chooseEncoding, isCompressible } from './encoding.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Below this size compression costs more than it saves (one TCP packet either way). */
const COMPRESS_MIN_BYTES = 1024;

export interface StaticFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  contentType: string;
  etag: string;
}

/**
 * Files that only change with a new build (assets, compiled translations), read and compressed
 * once with the best settings and then served from memory. Only files that exist are kept, so the
 * cache is bounded by the build directory, not by what clients ask for.
 */
export class StaticFiles {
  readonly #files = new Map<string, Promise<StaticFile | null>>();

  /** `relative` is a URL path below `root`; anything escaping `root` yields null. */
  get(root: string, relative: string): Promise<StaticFile | null> {
    const path = safeJoin(root, relative);
    if (!path) return Promise.resolve(null);
    let entry = this.#files.get(path);
    if (!entry) {
      entry = load(path);
      this.#files.set(path, entry);
      // A miss is forgotten, so a file that appears later (development) is found then.
      void entry.then((file) => file ?? this.#files.delete(path));
    }
    return entry;
  }
}

async function load(path: string): Promise<StaticFile | null> {
  try {
    if (!(await stat(path)).isFile()) return null;
  } catch {
    return null;
  }
  const body = await readFile(path);
  const contentType = getMimeType(path) ?? 'application/octet-stream';
  const file: StaticFile = {
    body,
    contentType,
    etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
  };
  if (body.length >= COMPRESS_MIN_BYTES && isCompressible(contentType)) {
    file.br = await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    file.gzip = await gz(body, { level: 9 });
  }
  return file;
}

/** Resolves a URL path inside root; rejects traversal and dot-files. */
export function safeJoin(root: string, relative: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split(/[\\/]/).some((s) => s.startsWith('.'))) return null;
  const base = resolve(root);
  const path = resolve(base, '.' + sep + decoded);
  return path.startsWith(base + sep) ? path : null;
}

/** The response for a static file: compressed variant by Accept-Encoding, ETag revalidation. */
export function fileResponse(req: Request, file: StaticFile, cacheControl: string): Response {
  const headers = new Headers({
    'content-type': file.contentType,
    'cache-control': cacheControl,
    etag: file.etag,
  });
  if (file.br || file.gzip) addVary(headers, 'Accept-Encoding');
  if (req.headers.get('if-none-match') === file.etag)
    return new Response(null, { status: 304, headers });
  const encoding = file.br ? chooseEncoding(req.headers.get('accept-encoding')) : null;
  const body = (encoding && file[encoding]) || file.body;
  if (body !== file.body && encoding) headers.set('content-encoding', encoding);
  headers.set('content-length', String(body.length));
  return new Response(req.method === 'HEAD' ? null : new Uint8Array(body), {
    status: 200,
    headers,
  });
}

/** The names of the regular files directly inside dir (favicon, robots.txt, manifest, ...). */
export async function listRootFiles(dir: string): Promise<Set<string>> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return new Set(
      entries
        .filter((e) => e.isFile() && !e.name.startsWith('.') && extname(e.name) !== '.html')
        .map((e) => e.name),
    );
  } catch {
    return new Set();
  }
}
