import { describe, expect, it } from 'vitest';
import { resolveLink } from './link.ts';

describe('resolveLink (spec 000 §2 order)', () => {
  it('prefers the product, then the category, then the internal path, then the external URL', () => {
    const all = {
      sfcc_product: { data: [{ id: 'yukon-2' }] },
      sfcc_category: { data: [{ id: 'fire-pits' }] },
      internal: '/about-us',
      external: 'https://example.com/',
    };
    expect(resolveLink(all)).toEqual({ kind: 'internal', path: '/p/yukon-2' });
    expect(resolveLink({ ...all, sfcc_product: { data: [] } })).toEqual({
      kind: 'internal',
      path: '/plp/fire-pits',
    });
    expect(resolveLink({ internal: '/about-us', external: 'https://example.com/' })).toEqual({
      kind: 'internal',
      path: '/about-us',
    });
    expect(resolveLink({ external: 'https://example.com/x' })).toEqual({
      kind: 'external',
      href: 'https://example.com/x',
    });
    expect(resolveLink({ title: 'Just words' })).toEqual({ kind: 'text' });
  });

  it('links a nested category by its path and a linked page by its url', () => {
    expect(
      resolveLink({
        sfcc_category: { data: [{ id: 'grills', path: ['stoves-grills', 'grills'] }] },
      }),
    ).toEqual({ kind: 'internal', path: '/plp/stoves-grills/grills' });
    expect(
      resolveLink({ reference: [{ _content_type_uid: 'page', uid: 'p', url: 'privacy-policy' }] }),
    ).toEqual({ kind: 'internal', path: '/s/privacy-policy' });
  });

  it('reads a plain string as a site path or an absolute URL', () => {
    expect(resolveLink('/contact-us')).toEqual({ kind: 'internal', path: '/contact-us' });
    expect(resolveLink('https://www.klarna.com/')).toEqual({
      kind: 'external',
      href: 'https://www.klarna.com/',
    });
  });

  it('never makes a link of a script URL, a protocol-relative URL or a bare word', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      '//evil.example/x',
      '/\\evil.example',
      'data:text/html,<script>alert(1)</script>',
      'about-us',
    ]) {
      expect(resolveLink(bad)).toEqual({ kind: 'text' });
      expect(resolveLink({ internal: bad, external: bad })).toEqual({ kind: 'text' });
    }
    expect(resolveLink(undefined)).toEqual({ kind: 'text' });
    expect(resolveLink(null)).toEqual({ kind: 'text' });
  });
});
