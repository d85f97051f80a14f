import { describe, expect, it } from 'vitest';
import { CookieJar } from './cookie-jar.ts';

describe('CookieJar', () => {
  it('sends nothing until a cookie is set, then every cookie by name', () => {
    const jar = new CookieJar();
    expect(jar.header()).toBeUndefined();
    jar.store([
      'cc-at_SoloUS=abc.def; Max-Age=1800; Path=/; HttpOnly; SameSite=Lax',
      'usid_SoloUS=u-1; Path=/; HttpOnly',
    ]);
    expect(jar.header()).toBe('cc-at_SoloUS=abc.def; usid_SoloUS=u-1');
  });

  it('replaces a cookie of the same name and keeps = inside values', () => {
    const jar = new CookieJar();
    jar.store(['t=a==; Path=/']);
    jar.store(['t=b==; Path=/']);
    expect(jar.header()).toBe('t=b==');
  });

  it('deletes on Max-Age=0 or a past Expires, Max-Age deciding when both are given', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    const jar = new CookieJar();
    jar.store(['a=1', 'b=2', 'c=3', 'd=4'], now);
    jar.store(
      [
        'a=; Max-Age=0; Path=/',
        'b=; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
        'c=5; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=60',
        'd=6; Expires=Fri, 01 Jan 2027 00:00:00 GMT',
      ],
      now,
    );
    expect(jar.header()).toBe('c=5; d=6');
    expect(jar.size).toBe(2);
  });

  it('ignores lines without a name', () => {
    const jar = new CookieJar();
    jar.store(['=nameless', 'novalue', '']);
    expect(jar.header()).toBeUndefined();
  });
});
