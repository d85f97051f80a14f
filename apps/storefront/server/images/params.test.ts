import { describe, expect, it } from 'vitest';
import { chooseFormat, parseImageParams } from './params.ts';

const parse = (query: string) => parseImageParams(new URLSearchParams(query));

describe('parseImageParams', () => {
  it('keeps an allowed width and rounds any other up to the next allowed one', () => {
    expect(parse('w=640')).toEqual({ ok: true, params: { width: 640, format: null } });
    expect(parse('w=641')).toEqual({ ok: true, params: { width: 750, format: null } });
    expect(parse('w=1440')).toEqual({ ok: true, params: { width: 1440, format: null } });
    expect(parse('w=1')).toEqual({ ok: true, params: { width: 64, format: null } });
    expect(parse('w=3000')).toEqual({ ok: true, params: { width: 3840, format: null } });
  });

  it('leaves the width open without w', () => {
    expect(parse('')).toEqual({ ok: true, params: { width: null, format: null } });
  });

  it.each(['w=3841', 'w=0', 'w=12.5', 'w=abc', 'w=-5', 'w='])(
    'rejects %s naming the field',
    (q) => {
      expect(parse(q)).toMatchObject({ ok: false, field: 'w' });
    },
  );

  it('reads fmt, accepting jpg for jpeg, and rejects unknown formats', () => {
    expect(parse('fmt=jpg')).toMatchObject({ ok: true, params: { format: 'jpeg' } });
    expect(parse('fmt=AVIF')).toMatchObject({ ok: true, params: { format: 'avif' } });
    expect(parse('fmt=gif')).toMatchObject({ ok: false, field: 'fmt' });
  });
});

describe('chooseFormat', () => {
  const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
  it('prefers avif, then webp, by Accept', () => {
    expect(chooseFormat(null, chrome, 'image/jpeg')).toBe('avif');
    expect(chooseFormat(null, 'image/webp,*/*', 'image/jpeg')).toBe('webp');
  });
  it('falls back to png for originals that may be transparent and jpeg for photos', () => {
    expect(chooseFormat(null, '*/*', 'image/jpeg')).toBe('jpeg');
    expect(chooseFormat(null, null, 'image/png')).toBe('png');
    expect(chooseFormat(null, '*/*', 'image/svg+xml')).toBe('png');
  });
  it('lets fmt override Accept', () => {
    expect(chooseFormat('jpeg', chrome, 'image/png')).toBe('jpeg');
  });
});
