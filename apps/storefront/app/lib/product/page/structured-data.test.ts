import { describe, expect, it } from 'vitest';
import {
  backyardSet,
  canyonFirePit,
  kindlingBundle,
  signatureFirePit,
  summitFirePit,
  TEST_NOW,
  titanCampStove,
} from '../test-products.ts';
import type { CatalogProduct } from '../types.ts';
import { productJsonLd, schemaAvailability } from './structured-data.ts';
import { buildPdpView } from './pdp-view.ts';

const view = (product: CatalogProduct, enableBackorderMessaging = false) =>
  buildPdpView(product, { params: new URLSearchParams(), now: TEST_NOW, enableBackorderMessaging });

describe('productJsonLd', () => {
  it('writes a Product with an offer carrying price, currency and availability', () => {
    const ld = productJsonLd(
      view(canyonFirePit),
      'https://shop.example/p/canyon-fire-pit',
      'https://shop.example',
    );
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Canyon Steel Fire Pit',
      sku: 'canyon-fire-pit',
      offers: {
        '@type': 'Offer',
        price: '189.99',
        priceCurrency: 'USD',
        availability: 'https://schema.org/LimitedAvailability',
        url: 'https://shop.example/p/canyon-fire-pit',
      },
    });
    expect(ld.image[0]).toMatch(/^https:\/\/shop\.example\/images\//);
  });

  it('writes an AggregateOffer for a price range (a set)', () => {
    const ld = productJsonLd(
      view(backyardSet),
      'https://shop.example/p/backyard-set',
      'https://shop.example',
    );
    expect(ld.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '59.99',
      highPrice: '399.99',
      priceCurrency: 'USD',
    });
  });

  it('offers the chosen variant on a master page', () => {
    const ld = productJsonLd(
      view(signatureFirePit),
      'https://shop.example/p/signature-fire-pit',
      'https://shop.example',
    );
    expect(ld.sku).toBe('signature-fire-pit-medium-stainless');
    expect(ld.offers).toMatchObject({ '@type': 'Offer', price: '299.99' });
  });

  it.each([
    [kindlingBundle, false, 'OutOfStock'],
    [summitFirePit, false, 'Discontinued'],
    [titanCampStove, false, 'PreOrder'],
    [titanCampStove, true, 'BackOrder'],
  ] as const)('maps availability of %s', (product, preference, expected) => {
    expect(schemaAvailability(view(product, preference))).toBe(`https://schema.org/${expected}`);
  });
});
