import { describe, expect, it } from 'vitest';
import {
  expireCookie,
  isSecureOrigin,
  parseCookies,
  serializeCookie,
  sessionCookieNames,
} from './cookies.ts';

describe('session cookies', () => {
  it('names each cookie with the spec prefix and the site id', () => {
    expect(sessionCookieNames('SoloEU')).toEqual({
      accessToken: 'cc-at_SoloEU',
      registeredRefreshToken: 'cc-nx_SoloEU',
      guestRefreshToken: 'cc-nx-g_SoloEU',
      usid: 'usid_SoloEU',
    });
  });

  it('writes httpOnly, SameSite=Lax cookies for the whole origin, Secure on https', () => {
    expect(serializeCookie('cc-at_SoloUS', 'a.b.c', { maxAge: 1800, secure: true })).toBe(
      'cc-at_SoloUS=a.b.c; Path=/; Max-Age=1800; HttpOnly; SameSite=Lax; Secure',
    );
    expect(serializeCookie('usid_SoloUS', 'x y', { maxAge: 10.7, secure: false })).toBe(
      'usid_SoloUS=x%20y; Path=/; Max-Age=10; HttpOnly; SameSite=Lax',
    );
    expect(expireCookie('cc-nx_SoloUS', false)).toBe(
      'cc-nx_SoloUS=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    );
    expect(isSecureOrigin('https://shop.example')).toBe(true);
    expect(isSecureOrigin('http://localhost:3000')).toBe(false);
  });

  it('reads a Cookie header, first value of a name winning, tolerating bad escapes', () => {
    const cookies = parseCookies('a=1; cc-at_SoloUS=t%2Ek; a=2; bad=%E0%A4%A; =x; junk');
    expect(cookies.get('a')).toBe('1');
    expect(cookies.get('cc-at_SoloUS')).toBe('t.k');
    expect(cookies.get('bad')).toBe('%E0%A4%A');
    expect(cookies.size).toBe(3);
    expect(parseCookies(null).size).toBe(0);
  });
});
