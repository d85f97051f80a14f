import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap.ts';

describe('sitemap', () => {
  it('lists each URL once, escaped, with its day of change', () => {
    const xml = sitemapXml([
      { loc: 'https://s/community', lastmod: '2026-05-14T17:30:00Z' },
      { loc: 'https://s/community' },
      { loc: 'https://s/search?q=a&b', lastmod: 'never' },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain('<url><loc>https://s/community</loc><lastmod>2026-05-14</lastmod></url>');
    expect(xml).toContain('<url><loc>https://s/search?q=a&amp;b</loc></url>');
  });
});
