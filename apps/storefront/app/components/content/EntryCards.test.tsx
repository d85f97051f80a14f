import { beforeAll, describe, expect, it } from 'vitest';
import { EntryPoints, HorizontalCardsSlider } from './EntryCards.tsx';
import { renderContent } from './test-support.tsx';
import { blocksLoaded } from './lazy-block.tsx';

// Synchronous renders find the lazily loaded blocks already loaded.
beforeAll(blocksLoaded);

const cards = [
  {
    title: 'Fire pits',
    card_text: 'Smokeless by design.',
    image: { url: '/images/content/pits.jpg', alt: 'A fire pit at dusk' },
    link: { sfcc_category: { data: [{ id: 'fire-pits' }] } },
  },
  { title: 'Our story', link: 'javascript:alert(1)' },
  { title: ' ', card_text: 'No title: skipped' },
];

describe('EntryPoints', () => {
  it('shows each card with its image, title, text and link in the current site', () => {
    const html = renderContent(<EntryPoints entry={{ title: 'Shop by need', cards }} first />);
    expect(html).toMatch(/<h2[^>]*>Shop by need<\/h2>/);
    expect(html.match(/<h3/g)).toHaveLength(2);
    expect(html).toContain('href="/ca/fr/plp/fire-pits"');
    expect(html).toContain('alt="A fire pit at dusk"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('Smokeless by design.');
    // A link that leads nowhere safe is plain text.
    expect(html).not.toContain('javascript:');
    expect(html).toMatch(/<h3[^>]*>Our story<\/h3>/);
    expect(html).not.toContain('No title');
  });
  it('renders nothing without a card', () => {
    expect(renderContent(<EntryPoints entry={{ title: 'x', cards: [] }} first={false} />)).toBe('');
  });
});

describe('HorizontalCardsSlider', () => {
  it('puts the cards in the carousel, the first slide highlighted', () => {
    const html = renderContent(
      <HorizontalCardsSlider entry={{ title: 'Get inspired', cards }} first={false} />,
    );
    expect(html).toContain('aria-label="Get inspired"');
    expect(html.match(/role="group"/g)).toHaveLength(2);
    expect(html).toMatch(/role="group"[^>]*data-active=""/);
    expect(html).toContain('loading="lazy"');
  });
  it('renders nothing without a card', () => {
    expect(renderContent(<HorizontalCardsSlider entry={{}} first={false} />)).toBe('');
  });
});
