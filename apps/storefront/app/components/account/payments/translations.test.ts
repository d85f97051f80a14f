import { describe, expect, it } from 'vitest';
import { checkCatalogue } from '../../../i18n/catalogue-checks.ts';
import { translations } from './translations.ts';
import { m } from './messages.ts';

describe('account payments translations', () => {
  checkCatalogue({
    prefix: 'accountPayments',
    translations,
    descriptors: m,
    values: { name: 'Visa ************1111', date: '12/2030', wallet: 'Apple Pay' },
  });

  it('keeps the brand names untranslated', () => {
    for (const locale of Object.keys(translations))
      expect(translations[locale]![m.paypalName.id]).toBe('PayPal');
  });
});
