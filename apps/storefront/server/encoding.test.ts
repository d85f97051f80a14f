import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressResponse } from './encoding.ts';

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0 refusals', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

/** A streamed body whose second chunk only comes after the first was read. */
function streamedHtml(parts: string[], gate: Promise<void>): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(parts[0]));
      await gate;
      for (const part of parts.slice(1)) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });
}

describe('compressResponse', () => {
  const html = ['<!DOCTYPE html><html><body>', '<p>'.padEnd(4000, 'x'), '</body></html>'];

  it('compresses html with brotli or gzip and says it varies by Accept-Encoding', async () => {
    const br = compressResponse(streamedHtml(html, Promise.resolve()), 'gzip, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(
      html.join(''),
    );

    const gz = compressResponse(streamedHtml(html, Promise.resolve()), 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html.join(''));
  });

  it('flushes each chunk, so a streamed page shell arrives before the rest is rendered', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const res = compressResponse(streamedHtml(html, gate), 'gzip');
    const reader = res.body!.getReader();
    const first = await reader.read();
    // Decodable on its own: the compressor flushed the shell without waiting for the end.
    expect(gunzipSync(Buffer.from(first.value!), { finishFlush: 2 }).toString()).toBe(html[0]);
    release();
    while (!(await reader.read()).done);
  });

  it('leaves alone what is not compressible, already encoded or asked uncompressed', () => {
    const png = new Response(new Uint8Array(10), { headers: { 'content-type': 'image/png' } });
    expect(compressResponse(png, 'br')).toBe(png);
    const encoded = new Response('x', {
      headers: { 'content-type': 'text/html', 'content-encoding': 'gzip' },
    });
    expect(compressResponse(encoded, 'br')).toBe(encoded);
    const plain = compressResponse(
      new Response('<p>', { headers: { 'content-type': 'text/html' } }),
      'identity',
    );
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
  });
});
