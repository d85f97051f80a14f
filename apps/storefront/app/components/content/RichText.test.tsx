import { prerenderToNodeStream } from 'react-dom/static';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_PREFERENCES, resolvePath } from '@solo/sites';
import { SiteContext } from '../../lib/site-context.tsx';
import { messagesFor } from '../../i18n/testing.ts';
import type { RichText as RichTextDoc, RteNode } from '@solo/content-model';
import { RichText } from './RichText.tsx';
import { TextFieldView } from './TextField.tsx';
import { renderContent } from './test-support.tsx';
import { blocksLoaded } from './lazy-block.tsx';

// Synchronous renders find the lazily loaded blocks already loaded.
beforeAll(blocksLoaded);

const doc = (...children: RteNode[]): RichTextDoc => ({ type: 'doc', children });
const el = (type: string, children: RteNode[] = [], attrs?: Record<string, unknown>): RteNode => ({
  type,
  attrs,
  children,
});
const t = (text: string, marks: Record<string, boolean> = {}): RteNode => ({ text, ...marks });
const render = (d: RichTextDoc) => renderContent(<RichText doc={d} />);

describe('RichText', () => {
  it('renders every block node of spec 000 §3', () => {
    const html = render(
      doc(
        ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((h) => el(h, [t(`Heading ${h}`)])),
        el('p', [t('A paragraph')]),
        el('hr'),
        el('ul', [el('li', [t('Bullet')])]),
        el('ol', [el('li', [t('Step')])]),
        el('fragment', [t('Loose text')]),
      ),
    );
    for (const h of ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])
      expect(html).toMatch(new RegExp(`<${h}[^>]*>Heading ${h}</${h}>`));
    expect(html).toMatch(/<p[^>]*>A paragraph<\/p>/);
    expect(html).toMatch(/<hr[^>]*\/>/);
    expect(html).toMatch(/<ul[^>]*><li>Bullet<\/li><\/ul>/);
    expect(html).toMatch(/<ol[^>]*><li>Step<\/li><\/ol>/);
    expect(html).toContain('Loose text');
  });

  it('renders every mark, nested, and soft line breaks', () => {
    const html = render(
      doc(
        el('p', [
          t('all', {
            bold: true,
            italic: true,
            underline: true,
            strikethrough: true,
            superscript: true,
          }),
          t('2', { subscript: true }),
          t('one\ntwo'),
        ]),
      ),
    );
    expect(html).toContain('<sup><s><u><em><strong>all</strong></em></u></s></sup>');
    expect(html).toContain('<sub>2</sub>');
    expect(html).toContain('one<br/>two');
  });

  it('renders tables with header cells naming their columns', () => {
    const html = render(
      doc(
        el('table', [
          el('thead', [el('tr', [el('th', [t('Site')]), el('th', [t('Cost')])])]),
          el('tbody', [el('tr', [el('th', [t('US')]), el('td', [t('Free')], { colSpan: 2 })])]),
        ]),
      ),
    );
    expect(html).toMatch(/<th scope="col"[^>]*>Site<\/th>/);
    expect(html).toMatch(/<th scope="row"[^>]*>US<\/th>/);
    expect(html).toMatch(/<td colSpan="2"[^>]*>Free<\/td>/);
  });

  it('resolves links like any content link: site paths in the locale, external in a new tab', () => {
    const html = render(
      doc(
        el('p', [
          el('a', [t('Returns')], { url: '/s/returns' }),
          el('a', [t('Partner')], { url: 'https://partner.example/x' }),
        ]),
      ),
    );
    expect(html).toMatch(/<a [^>]*href="\/ca\/fr\/s\/returns"[^>]*>Returns<\/a>/);
    expect(html).toMatch(
      /<a href="https:\/\/partner.example\/x" target="_blank" rel="noopener noreferrer"[^>]*>Partner<\/a>/,
    );
  });

  it('renders image and video assets, with captions', () => {
    const html = render(
      doc(
        el('reference', [], {
          type: 'asset',
          'asset-link': '/images/content/fire.jpg',
          'asset-type': 'image/jpeg',
          alt: 'A fire pit at dusk',
          caption: 'At dusk',
        }),
        el('reference', [], {
          type: 'asset',
          'asset-link': '/videos/flame-loop',
          'asset-type': 'video/mp4',
          poster: '/images/content/flame.jpg',
          alt: 'Flames',
        }),
      ),
    );
    expect(html).toMatch(/<img [^>]*alt="A fire pit at dusk"/);
    expect(html).toContain('/images/content/fire.jpg?w=');
    expect(html).toContain('<figcaption');
    expect(html).toContain('At dusk');
    expect(html).toMatch(/<video [^>]*poster="\/images\/content\/flame.jpg/);
  });

  it('renders embedded entries through the registry, and nothing for types without one', () => {
    const html = render(
      doc(
        el('reference', [], {
          type: 'entry',
          'content-type-uid': 'quotation',
          entry: { quote: 'Fire makes the evening.', author: 'A camper' },
        }),
        el('reference', [], {
          type: 'entry',
          'content-type-uid': 'image_block',
          entry: { image: { url: '/images/content/a.jpg', alt: 'Embers' }, caption: 'Embers' },
        }),
        el('reference', [], {
          type: 'entry',
          'content-type-uid': 'card_50_50',
          entry: { heading: 'Half and half', text: 'Side by side.' },
        }),
        el('reference', [], {
          type: 'entry',
          'content-type-uid': 'recipe_not_known',
          entry: { title: 'Hidden' },
        }),
        el('reference', [], { type: 'entry', 'content-type-uid': 'quotation' }),
      ),
    );
    expect(html).toMatch(/<blockquote[^>]*><p>Fire makes the evening.<\/p><\/blockquote>/);
    expect(html).toContain('A camper');
    expect(html).toMatch(/<img [^>]*alt="Embers"/);
    expect(html).toContain('Half and half');
    expect(html).not.toContain('Hidden');
  });

  it('lets no content inject script, handlers or javascript: URLs', () => {
    const html = render(
      doc(
        el('p', [t('<script>alert(1)</script>'), t('<img src=x onerror=alert(2)>')], {
          onclick: 'alert(3)',
          style: 'background:url(javascript:alert(4))',
        }),
        el('a', [t('Click')], { url: 'javascript:alert(5)', onmouseover: 'alert(6)' }),
        el('a', [t('Data')], { url: 'data:text/html,<script>alert(7)</script>' }),
        el('script', [t('alert(8)')]),
        el('iframe', [t('frame text')], { src: 'https://evil.example' }),
        el('reference', [], {
          type: 'asset',
          'asset-link': 'javascript:alert(9)',
          'asset-type': 'image/png',
          onerror: 'alert(10)',
        }),
        el('reference', [], { type: 'entry', 'content-type-uid': 'script', entry: {} }),
        el('p', [el('a', [t('Relative')], { url: '//evil.example' })]),
      ),
    );
    const tags = html.match(/<[a-z][^>]*>/gi) ?? [];
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) {
      expect(tag).not.toMatch(/^<(script|iframe|img|a)\b/i);
      expect(tag).not.toMatch(/\son[a-z]+=/i);
    }
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toContain('data:text/html');
    expect(html).not.toContain('style=');
    expect(html).not.toContain('evil.example');
    // The text survives, escaped.
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Click');
    expect(html).toContain('alert(8)');
    expect(html).toContain('frame text');
    expect(html).toContain('Relative');
  });

  it('renders nothing without a document', () => {
    expect(renderContent(<RichText doc={undefined} />)).toBe('');
  });
});

describe('TextFieldView', () => {
  it('splits plain text into paragraphs on blank lines', () => {
    const html = renderContent(<TextFieldView text={'One.\n\n  \nTwo.\nStill two.'} />);
    expect(html.match(/<p[^>]*>/g)).toHaveLength(2);
    expect(html).toContain('Two.\nStill two.');
  });
  it('renders rich text', () => {
    const html = renderContent(<TextFieldView text={doc(el('h3', [t('Rich')]))} />);
    expect(html).toMatch(/<h3[^>]*>Rich<\/h3>/);
  });
  it('renders nothing for blank text', () => {
    expect(renderContent(<TextFieldView text={'  \n\n '} />)).toBe('');
  });
});

const posts = ['one', 'two', 'three', 'four'].map((uid) => ({
  uid,
  title: `Post ${uid}`,
  url: uid,
  publish_date: '2025-01-02T08:05:00Z',
}));

describe('rich text embeds', () => {
  it('render through the rich-text registry, in the server HTML', async () => {
    const { site, locale } = resolvePath('/');
    const { prelude } = await prerenderToNodeStream(
      <MemoryRouter>
        <SiteContext value={{ site, locale, preferences: DEFAULT_SITE_PREFERENCES[site.id] }}>
          <IntlProvider locale="en-US" messages={messagesFor('en-US')}>
            <RichText
              doc={{
                type: 'doc',
                children: [
                  { type: 'p', children: [{ text: 'Before.' }] },
                  {
                    type: 'reference',
                    attrs: {
                      type: 'entry',
                      'entry-uid': 'a',
                      'content-type-uid': 'featured_author_content',
                      entry: { author: 'Ana Ruiz', posts },
                    },
                    children: [{ text: '' }],
                  },
                  {
                    type: 'reference',
                    attrs: {
                      type: 'entry',
                      'entry-uid': 'p',
                      'content-type-uid': 'partners',
                      entry: { quote: 'Our favourite pit.' },
                    },
                    children: [{ text: '' }],
                  },
                ],
              }}
            />
          </IntlProvider>
        </SiteContext>
      </MemoryRouter>,
    );
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    expect(html).toContain('More From Ana Ruiz');
    expect(html).toContain('Our favourite pit.');
  });
});
