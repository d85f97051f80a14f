import { describe, expect, it } from 'vitest';
import { parseConsent, serializeConsent } from './consent.ts';

describe('consent cookie', () => {
  it('means no consent to third parties when absent or unreadable, personalisation on', () => {
    const none = { analytics: false, marketing: false, personalisation: true };
    expect(parseConsent(undefined)).toEqual(none);
    expect(parseConsent('other=1; consentx=analytics%3D1')).toEqual(none);
    // A choice saved before personalisation was asked about did not decline it.
    expect(parseConsent('consent=analytics%3D1%26marketing%3D0')).toEqual({
      ...none,
      analytics: true,
    });
  });

  it('reads personalisation declined only from personalisation=0', () => {
    const declined = serializeConsent(
      { analytics: true, marketing: true, personalisation: false },
      false,
    );
    expect(declined).toContain('personalisation%3D0');
    expect(parseConsent(declined.split(';')[0])).toEqual({
      analytics: true,
      marketing: true,
      personalisation: false,
    });
  });

  it('round-trips a choice through the cookie string', () => {
    const cookie = serializeConsent(
      { analytics: true, marketing: false, personalisation: true },
      false,
    );
    const pair = cookie.split(';')[0]!;
    expect(parseConsent(`a=b; ${pair}; c=d`)).toEqual({
      analytics: true,
      marketing: false,
      personalisation: true,
    });
    const other = { analytics: false, marketing: true, personalisation: false };
    expect(parseConsent(serializeConsent(other, true).split(';')[0])).toEqual(other);
  });

  it('sets path, a year of max-age, SameSite and Secure only when asked', () => {
    const off = { analytics: false, marketing: false, personalisation: false };
    const cookie = serializeConsent(off, true);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Secure');
    expect(serializeConsent(off, false)).not.toContain('Secure');
  });
});
