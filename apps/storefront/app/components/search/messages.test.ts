import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../i18n/testing.ts';

const en = messagesFor('en-US');

describe('search messages', () => {
  it('keeps the spec wording of View All Results', () => {
    expect(en['search.suggestions.viewAll']).toBe('View All Results');
  });

  it('counts results in the plural form of the locale', () => {
    const format = (locale: string, count: number) =>
      new IntlMessageFormat(messagesFor(locale)['search.suggestions.count']!, locale).format({
        count,
      });
    expect(format('en-US', 0)).toBe('No results');
    expect(format('en-US', 1)).toBe('1 result');
    expect(format('en-US', 11)).toBe('11 results');
    expect(format('fr-FR', 1)).toBe('1 résultat');
    expect(format('de-DE', 4)).toBe('4 Ergebnisse');
  });
});
