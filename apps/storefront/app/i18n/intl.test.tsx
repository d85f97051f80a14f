import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIntl } from 'react-intl';
import { parse } from '@formatjs/icu-messageformat-parser';
import { localeName, onIntlError } from './intl.tsx';

const intl = createIntl({
  locale: 'en-US',
  messages: {
    'locale.name.fr-CA': parse('French (Canada)'),
    'locale.unknown': parse('Unknown {code}'),
  },
  onError: onIntlError,
});

afterEach(() => vi.restoreAllMocks());

describe('localeName', () => {
  it('names a locale code from the catalogue', () => {
    expect(localeName(intl, 'fr-CA')).toBe('French (Canada)');
  });
  it('logs a missing code and shows "Unknown {code}"', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(localeName(intl, 'xx-YY')).toBe('Unknown xx-YY');
    expect(error).toHaveBeenCalledOnce();
  });
});

describe('onIntlError', () => {
  it('logs missing translations and rethrows other errors', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    onIntlError(Object.assign(new Error('missing'), { code: 'MISSING_TRANSLATION' }));
    expect(warn).toHaveBeenCalledOnce();
    expect(() => onIntlError(Object.assign(new Error('bad'), { code: 'FORMAT_ERROR' }))).toThrow(
      'bad',
    );
  });
});
