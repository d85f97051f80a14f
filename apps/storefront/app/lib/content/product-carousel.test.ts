import { describe, expect, it } from 'vitest';
import { eGiftCard, heritageFireBowl, signatureFirePit } from '../product/test-products.ts';
import { productPrice } from '../product/price.ts';
import { carouselKey, carouselLimit, toCarouselCard } from './product-carousel.ts';

const US = { siteId: 'SoloUS', localeId: 'en-US', currency: 'USD' };

describe('hero carousel cards', () => {
  it('shows the lowest price of a range as "Starting at"', () => {
    expect(productPrice(signatureFirePit).isRange).toBe(true);
    const card = toCarouselCard(signatureFirePit, US);
    expect(card.price).toMatchObject({ startingAt: true });
    expect(card.price?.text).toMatch(/^\$\d/);
    expect(card.price?.text).not.toContain('–');
    expect(card.path).toBe(`/p/${signatureFirePit.id}`);
    expect(card.image?.src).toMatch(/^\/images\//);
  });
  it('shows a single price as the listing does, and none for a gift card', () => {
    expect(toCarouselCard(heritageFireBowl, US).price).toMatchObject({
      text: '$159.99',
      startingAt: false,
    });
    expect(toCarouselCard(eGiftCard, US).price).toBeUndefined();
  });
  it('bounds the category limit, 10 by default (spec 000 §9)', () => {
    expect(carouselLimit(undefined)).toBe(10);
    expect(carouselLimit(0)).toBe(10);
    expect(carouselLimit(4)).toBe(4);
    expect(carouselLimit(500)).toBe(25);
    expect(carouselKey('home_new_arrivals', 1)).toBe('home_new_arrivals/1');
  });
});
