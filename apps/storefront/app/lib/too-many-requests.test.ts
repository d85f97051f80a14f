import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatWait, retryAfterSeconds } from './too-many-requests.ts';

describe('retryAfterSeconds', () => {
  it('reads Retry-After, else the problem body, else waits 30 seconds', () => {
    expect(retryAfterSeconds('12')).toBe(12);
    expect(retryAfterSeconds(null, { retryAfter: 90 })).toBe(90);
    expect(retryAfterSeconds('soon', { retryAfter: 'x' })).toBe(30);
    expect(retryAfterSeconds(undefined)).toBe(30);
  });
});

describe('formatWait', () => {
  it('says seconds under a minute and whole minutes above, in the locale', () => {
    const en = createIntl({ locale: 'en-US', messages: {} });
    expect(formatWait(en, 30)).toBe('30 seconds');
    expect(formatWait(en, 61)).toBe('2 minutes');
    expect(formatWait(createIntl({ locale: 'de-DE', messages: {} }), 120)).toBe('2 Minuten');
  });
});
