import { describe, expect, it } from 'vitest';
import { localeChain, localize } from './localize.ts';

const stored = ['fr-CA', 'fr-FR', 'de-DE'];

describe('localeChain', () => {
  it('reads the locale itself first, in any case', () => {
    expect(localeChain('fr-ca', stored)).toEqual(['fr-CA', 'fr-FR']);
  });

  it('falls back to the language of its own country, then the others', () => {
    expect(localeChain('fr-BE', stored)).toEqual(['fr-FR', 'fr-CA']);
    expect(localeChain('de-AT', stored)).toEqual(['de-DE']);
  });

  it('has nothing for a language without translations (base text)', () => {
    expect(localeChain('nl-NL', stored)).toEqual([]);
    expect(localeChain('en-US', stored)).toEqual([]);
  });
});

describe('localize', () => {
  const base = { name: 'Fire Pit', shortDescription: 'Smokeless', longDescription: 'Long' };
  const localized = {
    'fr-CA': { name: 'Foyer (CA)' },
    'fr-FR': { name: 'Foyer', shortDescription: 'Sans fumée' },
  };

  it('falls back field by field', () => {
    expect(
      localize(base, localized, 'fr-CA', ['name', 'shortDescription', 'longDescription']),
    ).toEqual({
      name: 'Foyer (CA)',
      shortDescription: 'Sans fumée',
      longDescription: 'Long',
    });
  });

  it('keeps the base text for other languages', () => {
    expect(localize(base, localized, 'de-DE', ['name'])).toEqual(base);
  });
});
