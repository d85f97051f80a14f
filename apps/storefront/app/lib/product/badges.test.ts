import { describe, expect, it } from 'vitest';
import { BADGE_MAPPING, badgeFor, tileBadge } from './badges.ts';
import {
  heritageFireBowl,
  kindlingBundle,
  signatureFirePit,
  summitFirePit,
} from './test-products.ts';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('tile badges (spec 001 §2 badge mapping badgeID, colorFont, colorBackground)', () => {
  it('maps the spec badges final_sale, discontinued and out_of_stock', () => {
    expect(tileBadge(heritageFireBowl)).toMatchObject({
      badgeId: 'final_sale',
      message: { id: 'product.badge.finalSale', defaultMessage: 'Final Sale' },
    });
    expect(tileBadge(summitFirePit)?.message.defaultMessage).toBe('Discontinued');
    expect(tileBadge(kindlingBundle)?.message.defaultMessage).toBe('Out of Stock');
  });

  it('maps the demo catalog badges new and best_seller', () => {
    expect(tileBadge(signatureFirePit)?.message.defaultMessage).toBe('Best Seller');
    expect(badgeFor('new')?.message.defaultMessage).toBe('New');
  });

  it('tolerates case and spaces, and shows nothing for an unknown or missing id', () => {
    expect(badgeFor(' Final_Sale ')?.badgeId).toBe('final_sale');
    expect(badgeFor('limited_edition')).toBeNull();
    expect(badgeFor(undefined)).toBeNull();
  });

  it.each(Object.entries(BADGE_MAPPING))('%s text is readable (WCAG AA 4.5:1)', (_id, style) => {
    expect(contrast(style.colorFont, style.colorBackground)).toBeGreaterThanOrEqual(4.5);
  });
});
