import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { translations } from './translations.ts';
import { m } from './messages.ts';

const en = translations['en-US']!;

/** Names of the ICU arguments a message uses, so translations cannot drop or rename one. */
const argumentsOf = (text: string) => [...text.matchAll(/\{(\w+)[},]/g)].map((x) => x[1]).sort();

describe('account area translations', () => {
  it('holds every descriptor in en-US, each id with the accountArea. prefix', () => {
    expect(Object.keys(en).sort()).toEqual(
      Object.values(m)
        .map((d) => d.id)
        .sort(),
    );
    for (const id of Object.keys(en)) expect(id).toMatch(/^accountArea\./);
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
            name: 'Jo',
            email: 'jo@example.com',
            max: 20,
            count: 8,
            example: '94105',
          }),
        ).not.toThrow();
      }
    },
  );

  it('keeps the spec texts verbatim in English', () => {
    // Spec 000 §2 / spec 002 §2: the account navigation labels.
    expect(
      ['navHome', 'navOrders', 'navSubscriptions', 'navWishlist', 'navProfile'].map(
        (k) => en[`accountArea.${k}`],
      ),
    ).toEqual(['Account Home', 'Orders', 'Subscriptions', 'Saved Items', 'Profile & Password']);
    expect(en['accountArea.navAddresses']).toBe('Addresses');
    expect(en['accountArea.navPayments']).toBe('Credit Cards');
    expect(en['accountArea.navPreferences']).toBe('Communications Preferences');
    // Spec 000 §5: the email-only form's messages.
    expect(en['accountArea.emailRequired']).toBe('Please enter your email address.');
    expect(en['accountArea.emailInvalid']).toBe('Please enter a valid email address.');
  });
});
