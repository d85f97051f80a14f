import { describe, expect, it } from 'vitest';
import { copyrightYear, smsHref, telHref } from './contact.ts';

describe('footer contact links', () => {
  it('dials digits and a leading plus only', () => {
    expect(telHref('+1 (800) 555-0199')).toBe('tel:+18005550199');
    expect(telHref('1-800-FIRE')).toBe('tel:1800');
    expect(smsHref(' 33 12 34 ')).toBe('sms:331234');
  });

  it('takes the year of the given date', () => {
    expect(copyrightYear(new Date('2031-06-01T12:00:00Z'))).toBe(2031);
  });
});
