import { describe, expect, it } from 'vitest';
import { SITES, findSite, type Site } from '@solo/sites';
import { formatLocaleLabel, localeGroups } from './locale.ts';

const site = (id: string): Site => {
  const found = findSite(id);
  if (!found) throw new Error(`no site ${id}`);
  return found;
};

describe('formatLocaleLabel', () => {
  it('shows COUNTRY/LANGUAGE in upper case', () => {
    expect(formatLocaleLabel('en-US')).toBe('US/EN');
    expect(formatLocaleLabel('fr-CA')).toBe('CA/FR');
    expect(formatLocaleLabel('de-at')).toBe('AT/DE');
  });

  it.each(['en', 'en-US-x', '', '-US', 'en-', 'zh-Hant-TW'])('rejects %j', (id) => {
    expect(() => formatLocaleLabel(id)).toThrow(new Error('Invalid locale format'));
  });

  it('accepts every configured locale', () => {
    for (const s of SITES)
      for (const l of s.l10n.supportedLocales) expect(() => formatLocaleLabel(l.id)).not.toThrow();
  });
});

describe('localeGroups', () => {
  const us = site('SoloUS');
  const current = { site: us, locale: us.l10n.supportedLocales[0]! };

  it('groups every locale by site', () => {
    const groups = localeGroups(SITES, current, { pathname: '/', search: '' });
    expect(groups.map((g) => g.site.id)).toEqual(SITES.map((s) => s.id));
    expect(groups.flatMap((g) => g.choices)).toHaveLength(
      SITES.flatMap((s) => s.l10n.supportedLocales).length,
    );
  });

  it('keeps the path after the prefix and the query', () => {
    const groups = localeGroups(SITES, current, {
      pathname: '/us/es/p/ranger-2',
      search: '?color=ash',
    });
    const hrefs = Object.fromEntries(
      groups.flatMap((g) => g.choices.map((c) => [c.locale.id, c.href])),
    );
    expect(hrefs['fr-CA']).toBe('/ca/fr/p/ranger-2?color=ash');
    expect(hrefs['en-CA']).toBe('/ca/p/ranger-2?color=ash');
    expect(hrefs['en-US']).toBe('/us/p/ranger-2?color=ash');
    expect(hrefs['de-DE']).toBe('/eu/de/p/ranger-2?color=ash');
    expect(hrefs['en-DE']).toBe('/eu/en-DE/p/ranger-2?color=ash');
  });

  it('links the home page to each site home', () => {
    const groups = localeGroups(SITES, current, { pathname: '/ca/fr', search: '' });
    const au = groups.find((g) => g.site.id === 'SoloAUS')!;
    expect(au.choices[0]!.href).toBe('/au');
  });

  it('marks only the current site and locale', () => {
    const groups = localeGroups(SITES, current, { pathname: '/', search: '' });
    const marked = groups.flatMap((g) =>
      g.choices.filter((c) => c.current).map((c) => `${g.site.id}:${c.locale.id}`),
    );
    expect(marked).toEqual(['SoloUS:en-US']);
  });
});
