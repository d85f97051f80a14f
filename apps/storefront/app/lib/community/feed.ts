/**
 * Atom 1.0 feeds of the community and blog listings (RFC 4287): the newest posts with absolute
 * links. Every text is escaped, so a title with `<` or `&` cannot break or inject markup.
 */

/** The posts a feed carries. */
export const FEED_SIZE = 20;

export const ATOM_CONTENT_TYPE = 'application/atom+xml; charset=utf-8';

export interface FeedEntry {
  /** Absolute URL of the post's page; also its id. */
  url: string;
  title: string;
  summary?: string | undefined;
  author?: string | undefined;
  /** ISO date-time. */
  published: string;
  updated?: string | undefined;
  categories?: string[];
}

export interface Feed {
  title: string;
  /** Absolute URL of the feed itself. */
  selfUrl: string;
  /** Absolute URL of the listing page the feed follows. */
  pageUrl: string;
  /** RFC 4287 wants an updated date even for an empty feed. */
  fallbackUpdated: string;
  entries: FeedEntry[];
}

/** Text for XML content and attribute values; drops the characters XML 1.0 cannot carry. */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

const isoOr = (value: string | undefined, fallback: string): string => {
  const time = value ? Date.parse(value) : NaN;
  return Number.isNaN(time) ? fallback : new Date(time).toISOString();
};

export function atomFeed(feed: Feed): string {
  const newest = feed.entries
    .map((e) => isoOr(e.updated ?? e.published, ''))
    .filter(Boolean)
    .sort()
    .at(-1);
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeXml(feed.selfUrl)}</id>`,
    `  <title>${escapeXml(feed.title)}</title>`,
    `  <updated>${newest ?? isoOr(feed.fallbackUpdated, new Date(0).toISOString())}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(feed.pageUrl)}"/>`,
  ];
  for (const entry of feed.entries) {
    const published = isoOr(entry.published, isoOr(feed.fallbackUpdated, ''));
    lines.push(
      '  <entry>',
      `    <id>${escapeXml(entry.url)}</id>`,
      `    <title>${escapeXml(entry.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(entry.url)}"/>`,
      `    <published>${published}</published>`,
      `    <updated>${isoOr(entry.updated, published)}</updated>`,
      // RFC 4287 §4.1.1: an entry without an author takes the feed's; the feed names none, so
      // every entry carries one (the post's author, or the feed's title).
      `    <author><name>${escapeXml(entry.author?.trim() || feed.title)}</name></author>`,
      ...(entry.categories ?? []).map((c) => `    <category term="${escapeXml(c)}"/>`),
      ...(entry.summary ? [`    <summary>${escapeXml(entry.summary)}</summary>`] : []),
      '  </entry>',
    );
  }
  lines.push('</feed>', '');
  return lines.join('\n');
}
