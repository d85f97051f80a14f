import { beforeAll, describe, expect, it } from 'vitest';
import { ImageContentAlternating } from './ImageContentAlternating.tsx';
import { renderContent } from './test-support.tsx';
import { blocksLoaded } from './lazy-block.tsx';

// Synchronous renders find the lazily loaded blocks already loaded.
beforeAll(blocksLoaded);

const item = (n: number) => ({
  image: { url: `/images/content/${n}.jpg`, alt: `Image ${n}` },
  heading: `Row ${n}`,
  text: `Text ${n}.`,
});
const render = (n: number) =>
  renderContent(
    <ImageContentAlternating
      entry={{ title: 'How it works', items: Array.from({ length: n }, (_, i) => item(i + 1)) }}
      first={false}
    />,
  );

describe('ImageContentAlternating', () => {
  it('alternates the image side row by row at large width', () => {
    const html = render(3);
    expect(html.match(/data-image-side="(left|right)"/g)).toEqual([
      'data-image-side="left"',
      'data-image-side="right"',
      'data-image-side="left"',
    ]);
    expect(html).toContain('Text 2.');
  });
  it('is a carousel on small widths, with navigation only above 3 items', () => {
    expect(render(3)).not.toContain('Next slide');
    const html = render(4);
    expect(html).toContain('aria-label="How it works"');
    expect(html).toContain('Next slide');
  });
  it('skips items without an image and renders nothing without any', () => {
    const html = renderContent(
      <ImageContentAlternating
        entry={{ items: [{ heading: 'No image' } as never, item(1)] }}
        first={false}
      />,
    );
    expect(html).not.toContain('No image');
    expect(renderContent(<ImageContentAlternating entry={{ items: [] }} first={false} />)).toBe('');
  });
});
