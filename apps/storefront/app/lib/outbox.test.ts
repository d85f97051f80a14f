import { describe, expect, it } from 'vitest';
import { formatSentAt, linkify } from './outbox.ts';

describe('linkify', () => {
  it('turns http(s) URLs into links and keeps the text around them', () => {
    expect(
      linkify('Open https://shop.example/setpassword?token=a1&x=2. Or http://localhost:3000/login'),
    ).toEqual([
      { text: 'Open ' },
      { href: 'https://shop.example/setpassword?token=a1&x=2' },
      { text: '. Or ' },
      { href: 'http://localhost:3000/login' },
    ]);
  });

  it('leaves text without URLs, and other schemes, alone', () => {
    expect(linkify('No link: javascript:alert(1) ftp://x')).toEqual([
      { text: 'No link: javascript:alert(1) ftp://x' },
    ]);
    expect(linkify('')).toEqual([]);
  });

  it('keeps closing brackets and quotes out of the link', () => {
    expect(linkify('(see https://a.example/x)')).toEqual([
      { text: '(see ' },
      { href: 'https://a.example/x' },
      { text: ')' },
    ]);
  });
});

describe('formatSentAt', () => {
  it('formats in UTC whatever the machine zone', () => {
    expect(formatSentAt('2026-11-24T01:05:00.000Z')).toBe('Nov 24, 2026, 1:05 AM UTC');
  });
});
