import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontServer } from './app.ts';
import { safeJoin } from './static.ts';
import { loadServerBuild, makeClientDir, silentLogger } from './testing.ts';

let app: ReturnType<typeof createStorefrontServer>;
let script: string;
const catalogue = JSON.stringify({ 'header.cart': [{ type: 0, value: 'Cart' }] });

beforeAll(async () => {
  const client = await makeClientDir();
  script = client.script;
  const translationsDir = await mkdtemp(join(tmpdir(), 'storefront-i18n-'));
  await writeFile(join(translationsDir, 'en.0123456789.json'), catalogue);
  await writeFile(join(translationsDir, 'manifest.json'), '{"en":"en.0123456789.json"}');
  app = createStorefrontServer({
    build: loadServerBuild,
    clientDir: client.dir,
    translationsDir,
    // No commerce call is made by the routes under test.
    commerce: { mode: 'remote', url: 'http://127.0.0.1:9' },
    logger: silentLogger(),
    orgId: 'o',
    clientId: 'c',
  });
});

const body = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('/assets', () => {
  const path = '/assets/entry-Ab12Cd34.js';

  it('serves hashed assets for a year, immutable, brotli or gzip compressed', async () => {
    const br = await app.request(path, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(await body(br)).toString()).toBe(script);

    const gz = await app.request(path, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await body(gz)).toString()).toBe(script);

    const plain = await app.request(path);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await body(plain)).toString()).toBe(script);
    expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(script)));
  });

  it('does not compress files too small to gain from it', async () => {
    const res = await app.request('/assets/tiny-Zz99.css', {
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers.get('content-type')).toMatch(/^text\/css/);
    expect(res.headers.get('content-encoding')).toBeNull();
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const etag = (await app.request(path)).headers.get('etag')!;
    const res = await app.request(path, { headers: { 'if-none-match': etag } });
    expect(res.status).toBe(304);
  });

  it('answers 404 problem+json for a missing asset or a path escaping the directory, never the app', async () => {
    for (const missing of [
      '/assets/nope-123.js',
      '/assets/..%2f..%2fpackage.json',
      '/assets/%2e%2e%2fpackage.json',
    ]) {
      const res = await app.request(missing);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
    }
  });
});

describe('public root files', () => {
  it('serves the files that exist with a short cache', async () => {
    const icon = await app.request('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await (await app.request('/robots.txt')).text()).toContain('User-agent');
  });
});

describe('/static/translations/compiled', () => {
  it('serves a compiled catalogue by its content-hashed name for a year', async () => {
    const res = await app.request('/static/translations/compiled/en.0123456789.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe(catalogue);
    const gone = await app.request('/static/translations/compiled/en.9999999999.json');
    expect(gone.status).toBe(404);
  });

  it('serves the catalogue a locale reads, by id in any case', async () => {
    for (const file of ['en-US.json', 'en-us.json', 'en-IE.json']) {
      const res = await app.request(`/static/translations/compiled/${file}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(await res.text()).toBe(catalogue);
    }
  });

  it('answers 404 JSON for an unknown locale; a locale without a catalogue of its own reads English', async () => {
    const unknown = await app.request('/static/translations/compiled/xx-XX.json');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ title: 'Unknown locale' });
    const other = await app.request('/static/translations/compiled/fr-CA.json');
    expect(other.status).toBe(200);
    expect(await other.text()).toBe(catalogue);
  });
});

describe('safeJoin', () => {
  it('keeps paths inside the root and refuses traversal and dot-files', () => {
    expect(safeJoin('/srv/client', 'a/b.js')).toBe('/srv/client/a/b.js');
    expect(safeJoin('/srv/client', '../x')).toBeNull();
    expect(safeJoin('/srv/client', '%2e%2e/x')).toBeNull();
    expect(safeJoin('/srv/client', '.secret')).toBeNull();
    expect(safeJoin('/srv/client', '%E0%A4%A')).toBeNull();
  });
});
