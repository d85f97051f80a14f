import { describe, expect, it } from 'vitest';
import { SAFE_LINK, validateEntry } from './index.ts';

const image = { url: '/images/content/logo.svg', alt: 'Solo' };
const link = (url_custom: string) => ({ title: 'Help', url_custom });
const header = {
  main_nav: [{ ...link('/plp/fire-pits'), link: [link('/plp/fire-pits/wood-fire-pits')] }],
  user_top_nav_desktop: [link('/help-center')],
  user_nav_mobile: [],
  promotion: [{ promo_text: 'Free shipping', url: '/shipping-returns' }],
  logo: image,
  logo_hover: image,
  account_menu: { registered: { primary_links: [], secondary_links: [] } },
};
const fields = (type: string, entry: unknown) => validateEntry(type, entry).map((i) => i.field);

describe('content entry validation', () => {
  it('accepts site paths, http(s) URLs and no link; refuses script and protocol-relative links', () => {
    for (const ok of ['/plp/fire-pits', '/s/privacy-policy?x=1', 'https://example.com/a', ''])
      expect(SAFE_LINK.test(ok), ok).toBe(true);
    for (const bad of ['javascript:alert(1)', 'JAVASCRIPT:x', '//evil.example', 'data:text/html,x'])
      expect(SAFE_LINK.test(bad), bad).toBe(false);
  });

  it('checks the header strictly, at any depth, and lets new fields through', () => {
    expect(validateEntry('header', { title: 'Header', body: header })).toEqual([]);
    expect(validateEntry('header', { title: 'Header', body: { ...header, icons: [] } })).toEqual(
      [],
    );
    const nested = structuredClone(header);
    nested.main_nav[0]!.link[0]!.title = '';
    expect(fields('header', { title: 'Header', body: nested })).toEqual([
      'body.main_nav.0.link.0.title',
    ]);
    const { logo: _logo, ...noLogo } = header;
    expect(fields('header', { title: 'Header', body: noLogo })).toEqual(['body.logo']);
  });

  it('accepts only the known section types on a page', () => {
    const page = (type: string) => ({
      title: 'Home',
      body: { sections: [{ _content_type_uid: type, uid: 'a' }] },
    });
    expect(validateEntry('page', page('accordion_group'))).toEqual([]);
    expect(fields('page', page('carousel'))).toEqual(['body.sections.0._content_type_uid']);
    expect(fields('page', { title: 'Home', body: {} })).toEqual(['body.sections']);
  });

  it('checks blocks loosely, but their links and images everywhere', () => {
    const block = {
      title: 'Card',
      body: {
        heading: 'Hi',
        anything: { deep: [{ url: 'https://cdn.example.com/a.jpg', alt: '' }] },
        rich: { type: 'a', attrs: { url: '/help-center' } },
      },
    };
    expect(validateEntry('card_50_50', block)).toEqual([]);
    expect(
      validateEntry('card_50_50', {
        title: 'Card',
        body: {
          heading: 7,
          media: [{ url: 'http://insecure.example/a.jpg', alt: 'a' }],
          rich: { attrs: { href: 'javascript:alert(1)' } },
        },
      }),
    ).toEqual([
      { field: 'body.heading', message: expect.any(String) as unknown },
      { field: 'body.media.0.url', message: 'must be an /images/... path or an https URL' },
      { field: 'body.rich.attrs.href', message: expect.stringMatching(/site path/) as unknown },
    ]);
  });

  it('requires a title and an object body for any type', () => {
    expect(fields('mini_cart', { title: ' ', body: {} })).toEqual(['title']);
    expect(fields('mini_cart', { title: 'Mini cart', body: [] })).toEqual(['body']);
    expect(validateEntry('mini_cart', { title: 'Mini cart', body: { free: 'form' } })).toEqual([]);
  });
});

describe('content page address', () => {
  const page = (url: string) => ({ title: 'Privacy', body: { url, sections: [] } });

  it('takes one path segment as the /s/ address of a page, and nothing else', () => {
    expect(validateEntry('page', page('privacy-policy'))).toEqual([]);
    for (const bad of ['/privacy', 'a/b', 'javascript:alert(1)', '', '-x'])
      expect(fields('page', page(bad)), bad).toEqual(['body.url']);
  });
});

describe('product content record (spec 001 §2)', () => {
  const record = {
    sfcc_product_id: 'yukon-fire-pit',
    images: { which_image_will_be_full_width: 2, has_zoom: false, product_images: [4, 1, 2] },
    variations: ['yukon-fire-pit-black'],
  };
  it('accepts the record fields and fills the defaults', () => {
    expect(validateEntry('product', { title: 'Yukon', body: record })).toEqual([]);
    expect(
      validateEntry('product', {
        title: 'Yukon',
        body: { sfcc_product_id: 'yukon-fire-pit', images: {} },
      }),
    ).toEqual([]);
  });
  it('names each wrong field', () => {
    expect(
      fields('product', {
        title: 'Yukon',
        body: {
          ...record,
          sfcc_product_id: '../etc',
          images: { which_image_will_be_full_width: 0, has_zoom: 'yes', product_images: [1.5] },
          extra: true,
        },
      }).sort(),
    ).toEqual([
      'body',
      'body.images.has_zoom',
      'body.images.product_images.0',
      'body.images.which_image_will_be_full_width',
      'body.sfcc_product_id',
    ]);
  });
});

describe('community post', () => {
  const post = {
    title: 'Wood-Fired Margherita',
    url: '/wood-fired-margherita',
    summary: 'A thin, blistered pizza in about a minute and a half.',
    post_type: 'Recipe',
    publish_date: '2026-05-14T17:30:00.000Z',
    categories: [{ _content_type_uid: 'community_category', uid: 'recipes' }],
    body: { type: 'doc', children: [] },
  };
  const entry = (body: Record<string, unknown>) => ({ title: 'Post', body });

  it('accepts a post with its type, date, slug url and categories, and free further fields', () => {
    expect(validateEntry('community_posts', entry(post))).toEqual([]);
    expect(validateEntry('community_posts', entry({ ...post, seo: { title: 'x' } }))).toEqual([]);
  });

  it('names each wrong or missing field', () => {
    const wrong = {
      ...post,
      title: ' ',
      url: '/community/p/wood-fired-margherita',
      post_type: 'NewsArticle',
      publish_date: '14 May 2026',
      categories: [{ _content_type_uid: 'community_author', uid: 'maya' }],
      summary: 'x'.repeat(501),
    };
    expect(fields('community_posts', entry(wrong)).sort()).toEqual([
      'body.categories.0._content_type_uid',
      'body.post_type',
      'body.publish_date',
      'body.summary',
      'body.title',
      'body.url',
    ]);
    const { categories: _, ...uncategorised } = post;
    expect(fields('community_posts', entry(uncategorised))).toEqual(['body.categories']);
    expect(fields('community_posts', entry({ ...post, categories: [] }))).toEqual([
      'body.categories',
    ]);
  });

  it('refuses a post url that is a script link or another site', () => {
    for (const url of ['javascript:alert(1)', '//evil.example', 'https://evil.example/x'])
      expect(fields('community_posts', entry({ ...post, url })), url).toContain('body.url');
  });
});
