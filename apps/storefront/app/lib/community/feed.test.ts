import { describe, expect, it } from 'vitest';
import { atomFeed, escapeXml } from './feed.ts';

describe('Atom feed', () => {
  it('escapes markup and drops characters XML cannot carry', () => {
    expect(escapeXml(`<b>"Tom" & 'Jerry'</b>\u0001`)).toBe(
      '&lt;b&gt;&quot;Tom&quot; &amp; &apos;Jerry&apos;&lt;/b&gt;',
    );
  });
  it('lists the entries with absolute links, escaped, newest date as the feed date', () => {
    const xml = atomFeed({
      title: 'Community & Blog',
      selfUrl: 'https://shop.example/community/feed.xml',
      pageUrl: 'https://shop.example/community',
      fallbackUpdated: '2026-01-01T00:00:00Z',
      entries: [
        {
          url: 'https://shop.example/community/p/a',
          title: 'Fire </title><script>x</script>',
          summary: 'S & S',
          author: 'Maya',
          published: '2026-05-14T17:30:00.000Z',
          categories: ['Recipes'],
        },
        {
          url: 'https://shop.example/community/p/b',
          title: 'B',
          published: '2025-01-02T00:00:00Z',
        },
      ],
    });
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">',
      ),
    ).toBe(true);
    expect(xml).toContain('<title>Community &amp; Blog</title>');
    expect(xml).toContain('<updated>2026-05-14T17:30:00.000Z</updated>');
    expect(xml).toContain('<title>Fire &lt;/title&gt;&lt;script&gt;x&lt;/script&gt;</title>');
    expect(xml).not.toContain('<script>');
    expect(xml).toContain(
      '<link rel="alternate" type="text/html" href="https://shop.example/community/p/a"/>',
    );
    expect(xml).toContain('<summary>S &amp; S</summary>');
    expect(xml).toContain('<category term="Recipes"/>');
    // The entry without an author takes the feed's title as its author.
    expect(xml).toContain('<author><name>Community &amp; Blog</name></author>');
    expect(xml.match(/<entry>/g)).toHaveLength(2);
  });
  it('has an updated date when it has no entries', () => {
    const xml = atomFeed({
      title: 'Blog',
      selfUrl: 'https://s/blog/feed.xml',
      pageUrl: 'https://s/blog',
      fallbackUpdated: '2026-01-01T00:00:00Z',
      entries: [],
    });
    expect(xml).toContain('<updated>2026-01-01T00:00:00.000Z</updated>');
    expect(xml).not.toContain('<entry>');
  });
});
