// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProductMeasurementsSpecs } from './ProductMeasurementsSpecs.tsx';
import { click, key, mountContent } from './dom-test-support.tsx';
import { renderContent } from './test-support.tsx';
import { blocksLoaded } from './lazy-block.tsx';

// Synchronous renders find the lazily loaded blocks already loaded.
beforeAll(blocksLoaded);

const image = (name: string) => ({
  specs_image: { url: `/images/content/${name}.svg`, alt: `${name} drawing` },
  image_title: `${name} view`,
});
const entry = {
  title: 'Specifications',
  tabs: [
    {
      title: 'Medium',
      specs_description: 'Fits four around it.',
      specs_details: [
        { specs_name: 'Weight', specs_value: '9.5 kg' },
        { specs_name: 'Height', specs_value: '' },
      ],
      image: image('medium'),
    },
    { title: 'Drawings', only_images: true, image: image('side'), specs_description: 'Hidden' },
    { title: 'Empty' },
  ],
};
let unmount = () => {};
afterEach(() => unmount());

describe('ProductMeasurementsSpecs', () => {
  it('renders ARIA tabs, the first selected, with its image, description and specs list', () => {
    const html = renderContent(<ProductMeasurementsSpecs entry={entry} first={false} />);
    expect(html.match(/role="tab"/g)).toHaveLength(2);
    expect(html).not.toContain('>Empty<');
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*tabindex="0"[^>]*>Medium/i);
    expect(html).toMatch(/<h3[^>]*>Description<\/h3>/);
    expect(html).toContain(
      '<dt class="font-semibold">Weight</dt><dd class="text-muted">9.5 kg</dd>',
    );
    expect(html).not.toContain('Height');
    expect(html).toContain('medium view</figcaption>');
    // The second panel is there but hidden, and shows its image alone.
    expect(html).toMatch(/role="tabpanel"[^>]*hidden=""/);
    expect(html).not.toContain('Hidden');
  });
  it('switches tabs on click and with the arrow, Home and End keys', () => {
    const mounted = mountContent(<ProductMeasurementsSpecs entry={entry} first={false} />);
    unmount = mounted.unmount;
    const tabs = [...mounted.container.querySelectorAll('[role="tab"]')];
    const panels = [...mounted.container.querySelectorAll('[role="tabpanel"]')];
    const selected = () => tabs.findIndex((t) => t.getAttribute('aria-selected') === 'true');
    click(tabs[1]!);
    expect(selected()).toBe(1);
    expect(panels[1]!.hasAttribute('hidden')).toBe(false);
    expect(panels[0]!.hasAttribute('hidden')).toBe(true);
    key(tabs[1]!, 'ArrowRight');
    expect(selected()).toBe(0);
    expect(document.activeElement).toBe(tabs[0]);
    key(tabs[0]!, 'End');
    expect(selected()).toBe(1);
    key(tabs[1]!, 'Home');
    expect(selected()).toBe(0);
  });
  it('renders nothing without a tab that has content', () => {
    expect(
      renderContent(<ProductMeasurementsSpecs entry={{ tabs: [{ title: 'x' }] }} first={false} />),
    ).toBe('');
  });
});
