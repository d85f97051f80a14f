/** A sitemap (sitemaps.org 0.9) of absolute URLs, escaped; at most 50,000 URLs per file. */
import { escapeXml } from './feed.ts';

export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_CONTENT_TYPE = 'application/xml; charset=utf-8';

export interface SitemapUrl {
  loc: string;
  lastmod?: string | undefined;
}

export function sitemapXml(urls: readonly SitemapUrl[]): string {
  const seen = new Set<string>();
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ];
  for (const url of urls) {
    if (seen.has(url.loc) || seen.size >= SITEMAP_MAX_URLS) continue;
    seen.add(url.loc);
    const time = url.lastmod ? Date.parse(url.lastmod) : NaN;
    const lastmod = Number.isNaN(time)
      ? ''
      : `<lastmod>${new Date(time).toISOString().slice(0, 10)}</lastmod>`;
    lines.push(`  <url><loc>${escapeXml(url.loc)}</loc>${lastmod}</url>`);
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}
