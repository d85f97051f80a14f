import { afterEach, describe, expect, it, vi } from 'vitest';
import { isMiniCartContent, loadMiniCartContent } from './mini-cart.ts';

const empty = { sections: [], recommendations: {}, forms: {}, products: {}, carousels: {} };
const card = { _content_type_uid: 'text_card', uid: 'mini_cart_text', heading: 'Hi' };

/** A fetch answering each call with the next of `answers`, counting the calls. */
function answering(...answers: Array<() => Response>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    calls.push(url);
    return Promise.resolve(answers[calls.length - 1]!());
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('isMiniCartContent', () => {
  it('accepts the route’s shape and refuses anything else', () => {
    expect(isMiniCartContent(empty)).toBe(true);
    expect(isMiniCartContent({ ...empty, sections: [card] })).toBe(true);
    expect(isMiniCartContent({ ...empty, sections: [{ uid: 'no type' }] })).toBe(false);
    expect(isMiniCartContent({ ...empty, forms: [] })).toBe(false);
    expect(isMiniCartContent({ sections: [card] })).toBe(false);
    expect(isMiniCartContent(null)).toBe(false);
  });
});

describe('loadMiniCartContent', () => {
  it('reads each URL once for the life of the page', async () => {
    const calls = answering(() => Response.json({ ...empty, sections: [card] }));
    const [a, b] = await Promise.all([
      loadMiniCartContent('/once/mini-cart-content'),
      loadMiniCartContent('/once/mini-cart-content'),
    ]);
    expect(a?.sections).toEqual([card]);
    expect(b).toBe(a);
    expect(await loadMiniCartContent('/once/mini-cart-content')).toBe(a);
    expect(calls).toEqual(['/once/mini-cart-content']);
  });

  it('answers null for a failed or malformed read, and reads again next time', async () => {
    const calls = answering(
      () => new Response('down', { status: 503 }),
      () => Response.json({ sections: 'nope' }),
      () => Response.json(empty),
    );
    const url = '/retry/mini-cart-content';
    expect(await loadMiniCartContent(url)).toBeNull();
    expect(await loadMiniCartContent(url)).toBeNull();
    expect(await loadMiniCartContent(url)).toEqual(empty);
    expect(calls).toHaveLength(3);
  });
});
