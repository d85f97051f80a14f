import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { translations } from './translations.ts';
import { m } from './messages.ts';

const en = translations['en-US']!;

/** Names of the ICU arguments a message uses, so translations cannot drop or rename one. */
const argumentsOf = (text: string) => [...text.matchAll(/\{(\w+)[},]/g)].map((x) => x[1]).sort();

describe('account translations', () => {
  it('holds every descriptor in en-US, each id with the account. prefix', () => {
    expect(Object.keys(en).sort()).toEqual(
      Object.values(m)
        .map((d) => d.id)
        .sort(),
    );
    for (const id of Object.keys(en)) expect(id).toMatch(/^account\./);
  });

  it.each(['fr-FR', 'fr-CA', 'de-DE', 'nl-NL', 'es-ES', 'es-US', 'it-IT'])(
    'translates every string for %s',
    (locale) => {
      const catalogue = translations[locale]!;
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
      for (const [id, text] of Object.entries(catalogue)) {
        expect(argumentsOf(text), id).toEqual(argumentsOf(en[id]!));
        expect(() =>
          new IntlMessageFormat(text, locale).format({
            duration: '30 s',
            max: 1,
            min: 8,
            name: 'Jo L.',
          }),
        ).not.toThrow();
      }
    },
  );

  it('keeps the spec texts verbatim in English (spec 000 §4, §5, §8)', () => {
    expect(en['account.error.emailRequired']).toBe('Please enter your email address.');
    expect(en['account.error.emailInvalid']).toBe('Please enter a valid email address.');
    expect(en['account.error.passwordRequired']).toBe('Please enter your password.');
    expect(en['account.error.invalidCredentials']).toBe(
      'Sorry, please check your login and password.',
    );
    expect(en['account.error.passwordResetRequired']).toBe(
      'Welcome to our new site! Please reset your password to continue enjoying your account.',
    );
    expect(en['account.password.show']).toBe('Show password');
    expect(en['account.password.hide']).toBe('Hide password');
  });
});
