import { describe, expect, it } from 'vitest';
import { checkCatalogue } from '../../i18n/catalogue-checks.ts';
import { translations } from './translations.ts';

const en = translations['en-US']!;

describe('shell translations', () => {
  checkCatalogue({
    prefix: 'shell',
    translations,
    values: {
      index: 1,
      count: 2,
      year: 2025,
      copyright: 'x',
      title: 't',
      site: 's',
      current: 'c',
    },
  });

  it('keeps the spec texts verbatim in English', () => {
    expect(en['shell.offline']).toBe("You're currently browsing in offline mode");
    expect(en['shell.cart.empty']).toBe('Your cart is empty.');
    expect(en['shell.locale.invalid']).toBe('Invalid locale format');
  });
});
