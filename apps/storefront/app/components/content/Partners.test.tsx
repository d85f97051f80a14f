import { beforeAll, describe, expect, it } from 'vitest';
import { Partners } from './Partners.tsx';
import { renderContent } from './test-support.tsx';
import { blocksLoaded } from './lazy-block.tsx';

// Synchronous renders find the lazily loaded blocks already loaded.
beforeAll(blocksLoaded);

describe('Partners', () => {
  it('shows the quote and the logos, linked where the link leads somewhere', () => {
    const html = renderContent(
      <Partners
        entry={{
          title: 'Trusted by',
          quote: 'The best fire pit we tested.',
          quote_author: 'Outdoor Weekly',
          logos: [
            {
              image: { url: '/images/content/weekly.svg', alt: 'Outdoor Weekly' },
              link: 'https://example.com/review',
            },
            { image: { url: '/images/content/club.svg', alt: 'Camp Club' } },
          ],
        }}
      />,
    );
    expect(html).toMatch(/<blockquote[^>]*><p>The best fire pit we tested.<\/p><\/blockquote>/);
    expect(html).toContain('Outdoor Weekly</figcaption>');
    expect(html).toMatch(
      /<a href="https:\/\/example.com\/review" target="_blank" rel="noopener noreferrer"[^>]*><img[^>]*alt="Outdoor Weekly"/,
    );
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain('alt="Camp Club"');
  });
  it('renders nothing without a quote or a logo', () => {
    expect(renderContent(<Partners entry={{ title: 'Only a title', logos: [] }} />)).toBe('');
  });
});
