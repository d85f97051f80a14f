import { beforeAll, describe, expect, it } from 'vitest';
import { Carousel } from './Carousel.tsx';
import { renderContent } from './test-support.tsx';
import { blocksLoaded } from './lazy-block.tsx';

// Synchronous renders find the lazily loaded blocks already loaded.
beforeAll(blocksLoaded);

const slides = (n: number) =>
  Array.from({ length: n }, (_, i) => <p key={i}>{`Slide ${i + 1}`}</p>);

describe('Carousel', () => {
  it('names the carousel and each slide, and highlights the first slide as active', () => {
    const html = renderContent(<Carousel label="Best sellers">{slides(4)}</Carousel>);
    expect(html).toMatch(/<section aria-roledescription="carousel" aria-label="Best sellers"/);
    expect(html.match(/role="group" aria-roledescription="slide"/g)).toHaveLength(4);
    expect(html).toContain('aria-label="1 of 4"');
    expect(html.match(/data-active=""/g)).toHaveLength(1);
    expect(html).toMatch(/data-active=""[^>]*><p>Slide 1<\/p>/);
  });

  it('has labelled previous and next buttons; previous starts disabled', () => {
    const html = renderContent(<Carousel label="x">{slides(2)}</Carousel>);
    expect(html).toMatch(/<button type="button"[^>]*aria-label="Previous slide" disabled=""/);
    expect(html).toMatch(/<button type="button"[^>]*aria-label="Next slide"/);
  });

  it('shows navigation only above the given number of slides', () => {
    const three = renderContent(
      <Carousel label="x" navigationAbove={3}>
        {slides(3)}
      </Carousel>,
    );
    expect(three).not.toContain('<button');
    const four = renderContent(
      <Carousel label="x" navigationAbove={3}>
        {slides(4)}
      </Carousel>,
    );
    expect(four.match(/<button/g)).toHaveLength(2);
    expect(renderContent(<Carousel label="x">{slides(1)}</Carousel>)).not.toContain('<button');
  });

  it('sizes slides by slides per view or by a fixed width', () => {
    const perView = renderContent(
      <Carousel label="x" perView={{ lg: 3 }}>
        {slides(2)}
      </Carousel>,
    );
    expect(perView).toContain('--cv-lg:3');
    const fixed = renderContent(
      <Carousel label="x" itemWidth={158}>
        {slides(2)}
      </Carousel>,
    );
    expect(fixed).toContain('--cv-w:158px');
  });

  it('renders nothing without slides', () => {
    expect(renderContent(<Carousel label="x">{[]}</Carousel>)).toBe('');
  });
});
