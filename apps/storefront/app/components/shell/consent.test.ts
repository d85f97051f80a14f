import { describe, expect, it } from 'vitest';
import { parseConsent, serializeConsent } from './consent.ts';

describe('consent cookie', () => {
  it('means no consent when absent or unreadable', () => {
    expect(parseConsent(undefined)).toEqual({ analytics: false, marketing: false });
    expect(parseConsent('other=1; consentx=analytics%3D1')).toEqual({
      analytics: false,
      marketing: false,
    });
  });

  it('round-trips a choice through the cookie string', () => {
    const cookie = serializeConsent({ analytics: true, marketing: false }, false);
    const pair = cookie.split(';')[0]!;
    expect(parseConsent(`a=b; ${pair}; c=d`)).toEqual({ analytics: true, marketing: false });
    expect(
      parseConsent(serializeConsent({ analytics: false, marketing: true }, true).split(';')[0]),
    ).toEqual({
      analytics: false,
      marketing: true,
    });
  });

  it('sets path, a year of max-age, SameSite and Secure only when asked', () => {
    const cookie = serializeConsent({ analytics: false, marketing: false }, true);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Secure');
    expect(serializeConsent({ analytics: false, marketing: false }, false)).not.toContain('Secure');
  });
});
