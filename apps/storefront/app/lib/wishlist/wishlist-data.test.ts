import { describe, expect, it } from 'vitest';
import { parseIntent } from './wishlist-data.ts';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe('parseIntent', () => {
  it('reads add (public only when asked), remove and save for later', () => {
    expect(
      parseIntent(form({ intent: 'add', productId: ' pizza-stone ', public: 'true' })),
    ).toEqual({ ok: true, value: { intent: 'add', productId: 'pizza-stone', public: true } });
    expect(parseIntent(form({ intent: 'add', productId: 'pizza-stone' }))).toMatchObject({
      value: { public: false },
    });
    expect(parseIntent(form({ intent: 'remove', productId: 'pizza-stone' }))).toEqual({
      ok: true,
      value: { intent: 'remove', productId: 'pizza-stone' },
    });
    expect(parseIntent(form({ intent: 'saveForLater', basketId: 'b1', itemId: 'i1' }))).toEqual({
      ok: true,
      value: { intent: 'saveForLater', basketId: 'b1', itemId: 'i1' },
    });
  });

  it("reads the etching modal's design with an add, the service checking its text", () => {
    const image = '/images/products/mesa-tabletop-fire-pit/black-etching.svg';
    expect(
      parseIntent(
        form({
          intent: 'add',
          productId: 'mesa-tabletop-fire-pit-black',
          public: 'true',
          etchingText: 'The Millers\r\nEst. 1987',
          etchingImage: image,
        }),
      ),
    ).toEqual({
      ok: true,
      value: {
        intent: 'add',
        productId: 'mesa-tabletop-fire-pit-black',
        public: true,
        etching: { text: 'The Millers\nEst. 1987', image },
      },
    });
    // No text, no design: an image alone is not saved.
    expect(
      parseIntent(form({ intent: 'add', productId: 'pizza-stone', etchingImage: image })),
    ).toEqual({ ok: true, value: { intent: 'add', productId: 'pizza-stone', public: false } });
  });

  it('names the field that is missing or not valid', () => {
    for (const name of ['etchingText', 'etchingImage'])
      expect(
        parseIntent(form({ intent: 'add', productId: 'pizza-stone', [name]: 'x'.repeat(101) })),
      ).toEqual({ ok: false, field: name });
    expect(parseIntent(form({ intent: 'add' }))).toEqual({ ok: false, field: 'productId' });
    expect(parseIntent(form({ intent: 'add', productId: 'x'.repeat(101) }))).toEqual({
      ok: false,
      field: 'productId',
    });
    expect(parseIntent(form({ intent: 'keep', productId: 'a' }))).toEqual({
      ok: false,
      field: 'intent',
    });
    expect(parseIntent(form({ intent: 'saveForLater', basketId: 'b1' }))).toEqual({
      ok: false,
      field: 'itemId',
    });
    expect(parseIntent(form({ intent: 'saveForLater', itemId: 'i1' }))).toEqual({
      ok: false,
      field: 'basketId',
    });
  });
});
