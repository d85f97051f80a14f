import { describe, expect, it } from 'vitest';
import { formatPhone, isCompleteNanpPhone, usesNanpPhone } from './phone.ts';

describe('formatPhone (spec 002 §5)', () => {
  it('formats the digits as typed', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('2')).toBe('(2');
    expect(formatPhone('206')).toBe('(206');
    expect(formatPhone('2065')).toBe('(206) 5');
    expect(formatPhone('206555')).toBe('(206) 555');
    expect(formatPhone('2065550')).toBe('(206) 555-0');
    expect(formatPhone('2065550134')).toBe('(206) 555-0134');
  });

  it('keeps digits only and uses at most 10 of them', () => {
    expect(formatPhone('(206) 555-0134 ext 9')).toBe('(206) 555-0134');
    expect(formatPhone('206.555.0134')).toBe('(206) 555-0134');
    expect(formatPhone('abc')).toBe('');
    expect(formatPhone('20655501349999')).toBe('(206) 555-0134');
  });

  it('re-formats an already formatted value unchanged (typing goes on from it)', () => {
    const once = formatPhone('2065550134');
    expect(formatPhone(once)).toBe(once);
    expect(formatPhone('(206) 55')).toBe('(206) 55');
  });

  it('knows complete numbers and the countries of the format', () => {
    expect(isCompleteNanpPhone('(206) 555-0134')).toBe(true);
    expect(isCompleteNanpPhone('(206) 555-013')).toBe(false);
    expect(usesNanpPhone('us')).toBe(true);
    expect(usesNanpPhone('CA')).toBe(true);
    expect(usesNanpPhone('DE')).toBe(false);
  });
});
