import { beforeAll, describe, expect, it } from 'vitest';
import type { HeroEntry } from '@solo/content-model';
import type { CarouselCard } from '../../lib/content/product-carousel.ts';
import { Card5050 } from './Card5050.tsx';
import { Hero } from './Hero.tsx';
import { HeroModern } from './HeroModern.tsx';
import { ProductCarousels } from './block-contexts.tsx';
import { HeroTabs } from './HeroTabs.tsx';
import { ImageCard } from './ImageCard.tsx';
import { TextCard } from './TextCard.tsx';
import { renderContent } from './test-support.tsx';
import { blocksLoaded } from './lazy-block.tsx';

// Synchronous renders find the lazily loaded blocks already loaded.
beforeAll(blocksLoaded);

const img = (name: string, alt = `Alt ${name}`) => ({ url: `/images/content/${name}.jpg`, alt });
const cards: CarouselCard[] = [
  {
    name: 'Ranger Fire Pit',
    path: '/p/ranger',
    image: { src: '/images/products/ranger.png' },
    price: { text: '$199.99', startingAt: true },
  },
  {
    name: 'Mesa',
    path: '/p/mesa',
    price: { text: '$99.99', startingAt: false, list: '$129.99' },
  },
];

describe('hero_wrapper', () => {
  const hero = (over: Partial<HeroEntry> = {}): HeroEntry & { uid: string } => ({
    uid: 'h',
    visualization: {
      is_overlay: true,
      banner_size: 'short',
      position: 'bottom_right',
      border_radius: 12,
      background_color: '#000000',
      background_opacity: 50,
      background_blur: 6,
      max_width: '32rem',
    },
    spacing: { margin: { top: 24 }, padding: { left: 8 } },
    media: { image: [img('hero')], position: 'top_left' },
    sections: [
      { text_block: { heading: 'Gather round', eyebrow: 'New', text: 'Line one.\n\nLine two.' } },
      { button: { link_custom: '/plp/fire-pits', button_text: 'Shop' } },
      { button: { link_custom: 'javascript:alert(1)', button_text: 'Bad' } },
      { sfcc_product_carousel: { category_id: 'newarrivals', title: 'New Arrivals' } },
    ],
    ...over,
  });

  it('renders media, texts, buttons, visualization and spacing', () => {
    const html = renderContent(<Hero entry={hero()} first />);
    expect(html).toMatch(/<img [^>]*alt="Alt hero"/);
    expect(html).toContain('object-left-top');
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('min-h-[280px]');
    expect(html).toContain('items-end justify-end text-right');
    expect(html).toContain('border-radius:12px');
    expect(html).toContain('margin-top:24px');
    expect(html).toContain('background-color:rgba(0, 0, 0, 0.5)');
    expect(html).toContain('backdrop-filter:blur(6px)');
    expect(html).toContain('max-width:32rem');
    expect(html).toMatch(/<h2[^>]*>Gather round<\/h2>/);
    expect(html.match(/<p[^>]*>Line (one|two)\.<\/p>/g)).toHaveLength(2);
    expect(html).toContain('href="/ca/fr/plp/fire-pits"');
    expect(html).not.toContain('Bad');
    expect(html).toContain('hero-in');
    // No products were resolved for the carousel: it is left out.
    expect(html).not.toContain('New Arrivals');
  });

  it('renders a nested product carousel with Starting at and Learn More', () => {
    const html = renderContent(
      <ProductCarousels value={{ 'h/3': cards }}>
        <Hero entry={hero()} first={false} />
      </ProductCarousels>,
    );
    expect(html).toContain('New Arrivals');
    expect(html).toContain('--cv-w:158px');
    expect(html).toContain('Starting at $199.99');
    expect(html).toContain('<s class="ms-2 text-muted">$129.99</s>');
    expect(html.match(/>Learn More<\/a>/g)).toHaveLength(2);
    expect(html).toContain('href="/ca/fr/p/ranger"');
    expect(html).toMatch(/<img src="\/images\/products\/ranger.png\?w=384" alt=""/);
    expect(html).toContain('aria-roledescription="carousel" aria-label="New Arrivals"');
  });

  it('plays a video as its media', () => {
    const html = renderContent(
      <Hero
        entry={hero({ media: { video: [{ public_id: 'flame-loop' }], autoplay: true } })}
        first
      />,
    );
    expect(html).toContain('src="/videos/flame-loop?w=1920&amp;q=auto&amp;f=auto"');
  });

  it('renders media and text below each other when not an overlay', () => {
    const html = renderContent(
      <Hero
        entry={hero({ visualization: { is_overlay: false, is_full_width: false } })}
        first={false}
      />,
    );
    expect(html).toContain('max-w-page mx-auto');
    expect(html).not.toContain('hero-in');
    expect(html).toContain('loading="lazy"');
  });

  it('renders nothing without media, text or products', () => {
    expect(renderContent(<Hero entry={{ uid: 'x', sections: [] }} first />)).toBe('');
  });
});

describe('hero_tabs', () => {
  const entry = {
    title: 'Cook anywhere',
    tabs: [
      { tab_title: 'Backyard', heading: 'At home', image: img('a') },
      { tab_title: 'Camp', heading: 'Out there', text: 'Pack it.' },
      { tab_title: 'Empty' },
    ],
  };
  it('renders ARIA tabs, the first selected, with the layout of spec 000 §2', () => {
    const html = renderContent(<HeroTabs entry={entry} first={false} />);
    expect(html).toContain('role="tablist"');
    expect(html.match(/role="tab"/g)).toHaveLength(2);
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*tabindex="0"[^>]*>Backyard/i);
    expect(html).toMatch(/role="tabpanel"[^>]*hidden=""/);
    expect(html).toContain('mb-[250px]');
    expect(html).toContain('min-h-[700px]');
    expect(html).toContain('lg:mb-0');
  });
  it('renders nothing without tabs that show something', () => {
    expect(renderContent(<HeroTabs entry={{ tabs: [{ tab_title: 'x' }] }} first />)).toBe('');
  });
});

describe('hero_modern, card_50_50, image_card, text_card', () => {
  it('hero_modern: heading, rich text, buttons and media', () => {
    const html = renderContent(
      <HeroModern
        entry={{
          eyebrow: 'Meet',
          heading: 'The Ranger',
          text: {
            type: 'doc',
            children: [{ type: 'p', children: [{ text: 'Rich', bold: true }] }],
          },
          image: img('m'),
          buttons: [{ link_custom: '/p/ranger', button_text: 'See it' }],
        }}
        first
      />,
    );
    expect(html).toMatch(/<h2[^>]*>The Ranger<\/h2>/);
    expect(html).toContain('<strong>Rich</strong>');
    expect(html).toContain('href="/ca/fr/p/ranger"');
    expect(html).toMatch(/<img [^>]*alt="Alt m"/);
    expect(renderContent(<HeroModern entry={{}} first />)).toBe('');
  });

  it('card_50_50: media on the asked side, a safe background colour', () => {
    const html = renderContent(
      <Card5050
        entry={{
          heading: 'Half',
          image: img('c'),
          image_position: 'right',
          background_color: '#1b2a4a',
        }}
      />,
    );
    expect(html).toContain('md:order-last');
    expect(html).toContain('background-color:#1b2a4a');
    expect(html).toContain('text-white');
    const unsafe = renderContent(
      <Card5050 entry={{ heading: 'x', background_color: 'red;x:y' }} />,
    );
    expect(unsafe).not.toContain('style=');
    expect(renderContent(<Card5050 entry={{}} />)).toBe('');
  });

  it('image_card: the heading links where the entry leads; nothing without an image', () => {
    const html = renderContent(
      <ImageCard
        entry={{ image: img('i'), heading: 'Read the guide', link: { internal: '/s/guide' } }}
        first={false}
      />,
    );
    expect(html).toMatch(
      /<h2[^>]*><a [^>]*href="\/ca\/fr\/s\/guide"[^>]*>Read the guide<\/a><\/h2>/,
    );
    expect(renderContent(<ImageCard entry={{ heading: 'x' }} first />)).toBe('');
  });

  it('text_card: rich text, and nothing when blank', () => {
    const html = renderContent(
      <TextCard
        entry={{
          heading: 'Care',
          text: { type: 'doc', children: [{ type: 'h3', children: [{ text: 'Oil it' }] }] },
        }}
        first={false}
      />,
    );
    expect(html).toMatch(/<h3[^>]*>Oil it<\/h3>/);
    expect(renderContent(<TextCard entry={{ text: ' ' }} first />)).toBe('');
  });
});
