import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';
import { HttpProblem, badRequest } from './problem.ts';

/**
 * The one check every request passes before any route sees it (commerce service and storefront
 * server alike): a bounded body, read once; no NUL bytes or unpaired surrogates anywhere a handler
 * or the database could meet them (PostgreSQL refuses both in text and JSON columns, which is
 * how they used to become 500s); JSON no deeper or wider than any route needs; form and multipart
 * bodies that actually parse. What passes is handed on as an ordinary Request with the same bytes.
 */
export interface RequestLimits {
  /** Largest body accepted, in bytes (413 above it). */
  maxBodyBytes: number;
  /** Deepest nesting of JSON arrays and objects. */
  maxJsonDepth: number;
  /** Most members of one JSON object or elements of one array. */
  maxJsonMembers: number;
  /** Longest JSON string (key or value) and form field value, in UTF-16 code units. */
  maxStringLength: number;
}

export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;

export const DEFAULT_REQUEST_LIMITS: RequestLimits = {
  maxBodyBytes: DEFAULT_BODY_LIMIT_BYTES,
  maxJsonDepth: 32,
  maxJsonMembers: 1000,
  maxStringLength: 100_000,
};

export type GuardResult = { ok: true; request: Request } | { ok: false; problem: HttpProblem };

/** A surrogate code unit that is not half of a pair; the `u` flag makes pairs one code point. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
/** `%00`, and UTF-8 encodings of surrogates (ED A0..BF xx), which no valid URL carries. */
const URL_NUL = /%00|\0/i;
const URL_SURROGATE = /%ED%[AB][0-9A-F]%[89AB][0-9A-F]/i;

const invalid = (detail: string, slug = 'invalid-characters'): HttpProblem =>
  badRequest(detail, [], slug);

const tooLarge = (limit: number): HttpProblem =>
  new HttpProblem({
    status: 413,
    slug: 'payload-too-large',
    title: 'Payload Too Large',
    detail: `The request body exceeds the limit of ${limit} bytes`,
  });

/** What is wrong with a piece of text, if anything: a NUL byte or an unpaired surrogate. */
function badText(text: string): string | undefined {
  if (text.includes('\0')) return 'a NUL byte';
  if (LONE_SURROGATE.test(text)) return 'an unpaired surrogate';
  return undefined;
}

function checkUrl(url: URL): HttpProblem | undefined {
  for (const [part, text] of [
    ['path', url.pathname],
    ['query', url.search],
  ] as const) {
    if (URL_NUL.test(text)) return invalid(`The ${part} contains a NUL byte (%00)`);
    if (URL_SURROGATE.test(text)) return invalid(`The ${part} contains an encoded surrogate`);
  }
  return undefined;
}

function checkHeaders(headers: Headers): HttpProblem | undefined {
  for (const [name, value] of headers) {
    const bad = badText(value);
    if (bad) return invalid(`The ${name} header contains ${bad}`);
  }
  return undefined;
}

/** Reads at most `limit` bytes; `null` when the body is longer (the rest is never read). */
export async function readBounded(
  body: ReadableStream<Uint8Array>,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

function decodeUtf8(bytes: Uint8Array<ArrayBuffer>): string | HttpProblem {
  try {
    return utf8.decode(bytes);
  } catch {
    return invalid('The request body is not valid UTF-8', 'malformed-body');
  }
}

/** Walks parsed JSON once, naming the first place that breaks a limit or holds bad text. */
function checkJson(root: unknown, limits: RequestLimits, name = 'body'): HttpProblem | undefined {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [
    { value: root, path: name, depth: 0 },
  ];
  while (stack.length) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.length > limits.maxStringLength)
        return invalid(
          `${path}: string longer than ${limits.maxStringLength} characters`,
          'limit-exceeded',
        );
      const bad = badText(value);
      if (bad) return invalid(`${path}: contains ${bad}`);
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= limits.maxJsonDepth)
      return invalid(
        `${path}: JSON nested deeper than ${limits.maxJsonDepth} levels`,
        'limit-exceeded',
      );
    const entries = Array.isArray(value)
      ? value.map((v, i) => [String(i), v] as const)
      : Object.entries(value as Record<string, unknown>);
    if (entries.length > limits.maxJsonMembers)
      return invalid(`${path}: more than ${limits.maxJsonMembers} members`, 'limit-exceeded');
    for (const [key, child] of entries) {
      if (!Array.isArray(value)) {
        if (key.length > limits.maxStringLength)
          return invalid(`${path}: a member name is too long`, 'limit-exceeded');
        const bad = badText(key);
        if (bad) return invalid(`${path}: a member name contains ${bad}`);
      }
      stack.push({ value: child, path: `${path}.${key}`, depth: depth + 1 });
    }
  }
  return undefined;
}

/** What is wrong with parsed JSON under `limits` (e.g. a query parameter holding JSON), if anything. */
export const jsonProblem = (value: unknown, limits: RequestLimits): string | undefined =>
  checkJson(value, limits, 'value')?.message;

function checkJsonText(text: string, limits: RequestLimits): HttpProblem | undefined {
  if (text.trim() === '') return undefined; // an empty body is the route's to judge
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return invalid('Malformed JSON in request body', 'malformed-body');
  }
  return checkJson(parsed, limits);
}

/** application/x-www-form-urlencoded, decoded strictly: a broken %-escape is an error here. */
function checkUrlEncoded(text: string, limits: RequestLimits): HttpProblem | undefined {
  for (const pair of text.split('&')) {
    if (!pair) continue;
    for (const raw of pair.split('=', 2)) {
      let value: string;
      try {
        value = decodeURIComponent(raw.replace(/\+/g, ' '));
      } catch {
        return invalid('The form body has a malformed %-escape', 'malformed-body');
      }
      if (value.length > limits.maxStringLength)
        return invalid('A form field is too long', 'limit-exceeded');
      const bad = badText(value);
      if (bad) return invalid(`A form field contains ${bad}`);
    }
  }
  return undefined;
}

async function checkMultipart(
  bytes: Uint8Array<ArrayBuffer>,
  contentType: string,
  limits: RequestLimits,
): Promise<HttpProblem | undefined> {
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return invalid('The multipart body is malformed', 'malformed-body');
  }
  for (const [name, value] of form) {
    const bad = badText(name) ?? (typeof value === 'string' ? badText(value) : undefined);
    if (bad) return invalid(`The form field "${name.slice(0, 64)}" contains ${bad}`);
    if (typeof value === 'string' && value.length > limits.maxStringLength)
      return invalid(`The form field "${name.slice(0, 64)}" is too long`, 'limit-exceeded');
  }
  return undefined;
}

async function checkBody(
  bytes: Uint8Array<ArrayBuffer>,
  contentType: string,
  limits: RequestLimits,
): Promise<HttpProblem | undefined> {
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
  if (mediaType === 'multipart/form-data') return checkMultipart(bytes, contentType, limits);
  const isJson = /^application\/([\w.-]+\+)?json$/.test(mediaType);
  const isForm = mediaType === 'application/x-www-form-urlencoded';
  // text/plain is how a page may post JSON without a preflight; it is read as text either way.
  const isText = mediaType.startsWith('text/') || mediaType === '';
  if (!isJson && !isForm && !isText) return undefined; // binary: only its size is bounded
  if (bytes.byteLength === 0) return undefined;
  const text = decodeUtf8(bytes);
  if (typeof text !== 'string') return text;
  const bad = badText(text);
  if (bad) return invalid(`The request body contains ${bad}`);
  if (isJson) return checkJsonText(text, limits);
  if (isForm) return checkUrlEncoded(text, limits);
  // Text that is JSON gets JSON's checks (escaped \u0000 and \ud800 included); other text passes.
  const trimmed = text.trimStart();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return checkJson(JSON.parse(text), limits);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Checks one request; on success the returned request carries the body already read. */
export async function guardRequest(req: Request, limits: RequestLimits): Promise<GuardResult> {
  const fail = (problem: HttpProblem): GuardResult => ({ ok: false, problem });
  const urlProblem = checkUrl(new URL(req.url));
  if (urlProblem) return fail(urlProblem);
  const headerProblem = checkHeaders(req.headers);
  if (headerProblem) return fail(headerProblem);
  if (!req.body || req.method === 'GET' || req.method === 'HEAD') return { ok: true, request: req };

  // A declared length over the limit is refused before a byte is read; a lying or absent length
  // (chunked) is caught while reading, which stops at the limit.
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limits.maxBodyBytes)
    return fail(tooLarge(limits.maxBodyBytes));
  let bytes: Uint8Array<ArrayBuffer> | null;
  try {
    bytes = await readBounded(req.body, limits.maxBodyBytes);
  } catch {
    return fail(invalid('The request body could not be read', 'malformed-body'));
  }
  if (!bytes) return fail(tooLarge(limits.maxBodyBytes));

  const bodyProblem = await checkBody(bytes, req.headers.get('content-type') ?? '', limits);
  if (bodyProblem) return fail(bodyProblem);
  return {
    ok: true,
    request: new Request(req.url, {
      method: req.method,
      headers: req.headers,
      body: bytes,
      signal: req.signal,
    }),
  };
}

/** The guard as the commerce app's first middleware; its problems answer as problem+json. */
export const requestGuard =
  (limits: RequestLimits): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const result = await guardRequest(c.req.raw, limits);
    if (!result.ok) throw result.problem;
    c.req.raw = result.request;
    await next();
  };
