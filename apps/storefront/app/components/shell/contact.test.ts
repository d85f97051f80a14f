import { describe, expect, it } from 'vitest';
import { copyrightYear, smsHref, telHref } from './contact.ts';

describe('footer contact links', () => {
  it('dials digits and a leading plus only', () => {
    expect(telHref('+1 (800) 555-0199')).toBe('tel:+18005550199');
    expect(telHref('1-800-FIRE')).toBe('tel:1800');
    expect(smsHref(' 33 12 34 ')).toBe('sms:331234');
  });

  it('finds the number inside the sentence around it, keeping its international prefix', () => {
    expect(smsHref('Text us at +31 6 5555 0143')).toBe('sms:+31655550143');
    expect(smsHref('SMS : +31 6 5555 0143')).toBe('sms:+31655550143');
    expect(smsHref('Text us on 0400 555 015')).toBe('sms:0400555015');
    expect(smsHref('Text us')).toBe('sms:');
  });

  it('takes the year of the given date', () => {
    expect(copyrightYear(new Date('2031-06-01T12:00:00Z'))).toBe(2031);
  });
});
