import { describe, expect, it } from 'vitest';
import { defaultLocale, findLocale, findSite, SITES } from '@solo/sites';
import { alternateLinks, formatTitle, pageMeta } from './seo.ts';

const ca = findSite('ca')!;
const fr = findLocale(ca, 'fr')!;

describe('formatTitle', () => {
  it('is "{title} | {site title}" when the site title carries the brand', () => {
    expect(formatTitle('Fire Pits', 'Solo Outdoor Canada')).toBe('Fire Pits | Solo Outdoor Canada');
  });
  it('appends the brand to a site title without it', () => {
    expect(formatTitle('Fire Pits', 'Test Store')).toBe('Fire Pits | Test Store | Solo Outdoor');
  });
  it('falls back to the site title without a page title', () => {
    expect(formatTitle(undefined, 'Solo Outdoor US')).toBe('Solo Outdoor US');
  });
});

describe('pageMeta', () => {
  it('adds description, keywords and noindex only when given', () => {
    expect(pageMeta({ title: 'Home' }, ca)).toEqual([{ title: 'Home | Solo Outdoor Canada' }]);
    expect(pageMeta({ title: 'Home', description: 'd', keywords: 'k', noindex: true }, ca)).toEqual(
      [
        { title: 'Home | Solo Outdoor Canada' },
        { name: 'description', content: 'd' },
        { name: 'keywords', content: 'k' },
        { name: 'robots', content: 'noindex' },
      ],
    );
  });
});

describe('alternateLinks', () => {
  const links = alternateLinks('https://shop.test', { site: ca, locale: fr }, '/');
  it('gives the canonical URL of the current site and locale', () => {
    expect(links[0]).toEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://shop.test/ca/fr',
    });
  });
  it('lists every site and locale and an x-default', () => {
    const alternates = links.filter((l) => 'rel' in l && l.rel === 'alternate');
    const count = SITES.reduce((n, s) => n + s.l10n.supportedLocales.length, 0);
    expect(alternates).toHaveLength(count + 1);
    expect(alternates).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'en-DE',
      href: 'https://shop.test/eu/en-DE',
    });
    expect(alternates).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'en-US',
      href: 'https://shop.test/us',
    });
    expect(alternates.at(-1)).toEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: 'https://shop.test/',
    });
  });
});

describe('a page requested at its x-default URL', () => {
  it("is its own canonical, not the default locale's alternate", () => {
    const us = findSite('us')!;
    const current = { site: us, locale: defaultLocale(us) };
    const home = alternateLinks('https://shop.test', current, '/', { requestedPath: '/' });
    expect(home[0]).toEqual({ tagName: 'link', rel: 'canonical', href: 'https://shop.test/' });
    const product = alternateLinks('https://shop.test', current, '/p/signature-fire-pit', {
      requestedPath: '/us/p/signature-fire-pit',
    });
    expect(product[0]).toEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://shop.test/us/p/signature-fire-pit',
    });
  });
});
