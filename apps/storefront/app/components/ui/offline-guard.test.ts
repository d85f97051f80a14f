import { describe, expect, it } from 'vitest';
import { routerLinkTarget } from './offline-guard.ts';

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
const anchor = (href: string, target = '', hasDownload = false) => ({ href, target, hasDownload });
const origin = 'http://shop.test';

describe('routerLinkTarget', () => {
  it('returns the in-app path of a plain same-origin link click', () => {
    expect(routerLinkTarget(click, anchor('http://shop.test/ca/fr/plp/x?y=1#z'), origin)).toBe(
      '/ca/fr/plp/x?y=1#z',
    );
  });
  it('ignores clicks the browser handles itself', () => {
    expect(routerLinkTarget(click, null, origin)).toBeNull();
    expect(
      routerLinkTarget({ ...click, metaKey: true }, anchor('http://shop.test/a'), origin),
    ).toBeNull();
    expect(
      routerLinkTarget({ ...click, button: 1 }, anchor('http://shop.test/a'), origin),
    ).toBeNull();
    expect(routerLinkTarget(click, anchor('http://shop.test/a', '_blank'), origin)).toBeNull();
    expect(routerLinkTarget(click, anchor('http://shop.test/a', '', true), origin)).toBeNull();
    expect(routerLinkTarget(click, anchor('https://elsewhere.test/a'), origin)).toBeNull();
  });
});
