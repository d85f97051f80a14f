import type { Commerce } from '@solo/commerce';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededCommerce } from '../../../server/testing-commerce.ts';
import { createApiClient } from '../api/client.server.ts';
import type { ApiClient } from '../api/types.ts';
import { contentProductIds, resolveContentProducts } from './content-products.server.ts';
import { pickedProducts } from './content-products.ts';

const picker = (...ids: string[]) => ({ data: ids.map((id) => ({ id })) });
const reference = (type: string, entry: object) => ({
  type: 'reference',
  attrs: { type: 'entry', 'entry-uid': 'e', 'content-type-uid': type, entry },
  children: [{ text: '' }],
});

describe('contentProductIds', () => {
  it('collects product cards and the products of embedded entries, each once, in page order', () => {
    const sections = [
      { uid: 'a', _content_type_uid: 'product_cards', products: picker('pizza-stone', ' ') },
      {
        uid: 'b',
        _content_type_uid: 'text_card',
        text: {
          type: 'doc',
          children: [
            reference('featured_products', { products: picker('pizza-peel', 'pizza-stone') }),
            { type: 'p', children: [reference('recipe', { equipment_used: picker('logs') })] },
            reference('quotation', { products: picker('not-a-picker') }),
          ],
        },
      },
    ];
    expect(contentProductIds(sections)).toEqual(['pizza-stone', 'pizza-peel', 'logs']);
  });
});

/** Against the real commerce service holding the demo catalog, in process. */
let commerce: Commerce;
let api: ApiClient;
const log = { info: () => {}, warn: () => {}, error: () => {} };
const ctx = { siteId: 'SoloUS', localeId: 'en-US', currency: 'USD' };

beforeAll(async () => {
  commerce = await openSeededCommerce('content-products');
  api = createApiClient({
    baseUrl: 'http://127.0.0.1:3000',
    fetch: (input, init) => Promise.resolve(commerce.app.fetch(new Request(input, init))),
    requestId: 'req-content-products',
    log,
    orgId: commerce.config.orgId,
    clientId: commerce.config.clientId,
  });
}, 180_000);
afterAll(() => commerce.close());

describe('resolveContentProducts', () => {
  it('draws the picked products as tiles and drops product cards with none', async () => {
    const cards = {
      uid: 'cards',
      _content_type_uid: 'product_cards',
      products: picker('pizza-stone', 'no-such-product', 'pizza-peel'),
    };
    const empty = { uid: 'empty', _content_type_uid: 'product_cards', products: picker('gone') };
    const text = { uid: 'text', _content_type_uid: 'text_card' };
    const { sections, products } = await resolveContentProducts({ api, log }, ctx, [
      cards,
      empty,
      text,
    ]);
    expect(sections.map((s) => s.uid)).toEqual(['cards', 'text']);
    const shown = pickedProducts(cards.products, products);
    expect(shown.map((p) => p.tile.id)).toEqual(['pizza-stone', 'pizza-peel']);
    expect(shown[0]!.tile.views[0]!.price?.text).toMatch(/^\$\d/);
    expect(shown[0]!.tracking).toMatchObject({ id: 'pizza-stone', currency: 'USD' });
  });
});
