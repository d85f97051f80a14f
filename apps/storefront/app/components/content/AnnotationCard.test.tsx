// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AnnotationCard } from './AnnotationCard.tsx';
import { click, mountContent } from './dom-test-support.tsx';
import { renderContent } from './test-support.tsx';
import { blocksLoaded } from './lazy-block.tsx';

// Synchronous renders find the lazily loaded blocks already loaded.
beforeAll(blocksLoaded);

const entry = {
  title: 'Why steel',
  cards: [
    {
      header: 'Double wall',
      content: 'Air flows between the walls for a second burn.',
      image: { url: '/images/content/wall.jpg', alt: 'The double wall' },
    },
    { header: 'No answer', content: '' },
  ],
};
let unmount = () => {};
afterEach(() => unmount());

describe('AnnotationCard', () => {
  it('renders both sides of each card, the back readable by screen readers', () => {
    const html = renderContent(<AnnotationCard entry={entry} first={false} />);
    expect(html).toMatch(/<h3[^>]*>Double wall<\/h3>/);
    expect(html).toContain('Air flows between the walls for a second burn.');
    expect(html).toContain('alt="The double wall"');
    expect(html).not.toContain('No answer');
    expect(html).toContain('aria-pressed="false"');
    // Hovering turns the card without JavaScript; reduced motion turns it without motion.
    expect(html).toContain('group-hover:[transform:rotateY(180deg)]');
    expect(html).toContain('motion-reduce:transition-none');
  });
  it('turns over and back with its toggle button (touch, click and keyboard)', () => {
    const mounted = mountContent(<AnnotationCard entry={entry} first={false} />);
    unmount = mounted.unmount;
    const button = mounted.container.querySelector('button')!;
    expect(button.textContent).toBe('Turn over Double wall');
    click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(mounted.container.querySelector('[data-turned]')).not.toBeNull();
    click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(mounted.container.querySelector('[data-turned]')).toBeNull();
  });
  it('renders nothing without a card', () => {
    expect(renderContent(<AnnotationCard entry={{ cards: [] }} first={false} />)).toBe('');
  });
});
