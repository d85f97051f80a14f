import { beforeAll, describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { DEFAULT_SITE_PREFERENCES, findLocale, findSite } from '@solo/sites';
import { SiteContext } from '../../lib/site-context.tsx';
import { Sections } from './Sections.tsx';
import type { SectionEntry } from '../../lib/content/sections.ts';
import { messagesFor } from '../../i18n/testing.ts';
import { blocksLoaded } from './lazy-block.tsx';

// Synchronous renders find the lazily loaded blocks already loaded.
beforeAll(blocksLoaded);

const site = findSite('ca')!;
const locale = findLocale(site, 'fr')!;
const hero = (uid: string): SectionEntry => ({
  _content_type_uid: 'hero_wrapper',
  uid,
  visualization: {
    is_full_width: true,
    is_overlay: true,
    banner_size: 'normal',
    position: 'center',
  },
  media: { image: [{ url: `/images/${uid}.jpg`, alt: `Image ${uid}` }] },
  sections: [
    { text_block: { heading: `Hero ${uid}` } },
    { button: { link_custom: '/plp/fire-pits', button_text: 'Shop', button_type: 'primary' } },
  ],
});

function render(sections: SectionEntry[]) {
  return renderToString(
    <MemoryRouter>
      <SiteContext value={{ site, locale, preferences: DEFAULT_SITE_PREFERENCES.SoloCA }}>
        <Sections sections={sections} />
      </SiteContext>
    </MemoryRouter>,
  );
}

describe('Sections', () => {
  it('loads the first rendered section image at high priority and the others lazily', () => {
    const html = render([{ _content_type_uid: 'unknown_block', uid: 'p' }, hero('a'), hero('b')]);
    const images = html.match(/<img[^>]*>/g) ?? [];
    expect(images).toHaveLength(2);
    expect(images[0]).toContain('fetchPriority="high"');
    expect(images[0]).not.toContain('loading="lazy"');
    expect(images[1]).toContain('loading="lazy"');
    expect(images[1]).not.toContain('fetchPriority');
  });
  it('asks the image service for several widths', () => {
    const html = render([hero('a')]);
    expect(html).toContain('/images/a.jpg?w=390 390w');
    expect(html).toContain('/images/a.jpg?w=2200 2200w');
  });
  it('renders text cards and links buttons in the current site and locale', () => {
    const html = render([
      hero('a'),
      { _content_type_uid: 'text_card', uid: 't', heading: 'Built to last', text: 'One.\n\nTwo.' },
    ]);
    expect(html).toContain('href="/ca/fr/plp/fire-pits"');
    expect(html).toContain('Built to last');
    expect(html.match(/<p[^>]*>(One\.|Two\.)<\/p>/g)).toHaveLength(2);
    expect(html.indexOf('Hero a')).toBeLessThan(html.indexOf('Built to last'));
  });
  it('renders nothing for a section without content', async () => {
    const html = await prerender([{ _content_type_uid: 'text_card', uid: 'empty' }]);
    // Only the block's empty wrapper (lazy-block.tsx) and React's boundary marks.
    const marks = html.replace(/<!--\/?\$-->/g, '');
    expect(marks.replace(/<span class="contents" data-lazy-block=""><\/span>/g, '')).toBe('');
  });
});

/** The whole HTML once every lazy block has loaded, as the server sends it. */
async function prerender(sections: SectionEntry[]): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <MemoryRouter>
      <SiteContext value={{ site, locale, preferences: DEFAULT_SITE_PREFERENCES.SoloCA }}>
        <IntlProvider locale="en-US" messages={messagesFor('en-US')}>
          <Sections sections={sections} />
        </IntlProvider>
      </SiteContext>
    </MemoryRouter>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

describe('Sections: blocks loaded where shown', () => {
  it('server-renders the lazily loaded blocks in page order', async () => {
    const html = await prerender([
      {
        _content_type_uid: 'accordion_group',
        uid: 'faq',
        items: [{ title: 'Does it smoke?', content: 'Barely.' }],
      },
      hero('a'),
      { _content_type_uid: 'partners', uid: 'p', quote: 'Built to last a lifetime.' },
    ]);
    expect(html).toContain('Does it smoke?');
    expect(html.indexOf('Does it smoke?')).toBeLessThan(html.indexOf('Hero a'));
    expect(html.indexOf('Hero a')).toBeLessThan(html.indexOf('Built to last a lifetime.'));
  });
});
