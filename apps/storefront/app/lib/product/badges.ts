/**
 * Tile badges (spec 001 §2: c_productTileBadge, "with badge mapping badgeID, colorFont,
 * colorBackground; badges include final_sale, discontinued, out_of_stock"), plus the `new` and
 * `best_seller` badges the demo catalog uses. Every pair passes WCAG AA contrast for small text.
 */
import { productMessage, type ProductMessage, type ProductMessageKey } from './messages.ts';
import type { CatalogProduct } from './types.ts';

interface BadgeStyle {
  colorFont: string;
  colorBackground: string;
  messageKey: ProductMessageKey;
}

/** The badge mapping by badge id (spec 001 §2). */
export const BADGE_MAPPING: Readonly<Record<string, BadgeStyle>> = {
  // The error red of final-sale and discontinued messages (spec 001 §4).
  final_sale: { colorFont: '#ffffff', colorBackground: '#b3261e', messageKey: 'badgeFinalSale' },
  discontinued: {
    colorFont: '#ffffff',
    colorBackground: '#5c5c5c',
    messageKey: 'badgeDiscontinued',
  },
  out_of_stock: { colorFont: '#1a1a1a', colorBackground: '#e4e4e4', messageKey: 'badgeOutOfStock' },
  // The theme colour (spec 000 §9 "#0176D3", app.css --color-brand).
  new: { colorFont: '#ffffff', colorBackground: '#0176d3', messageKey: 'badgeNew' },
  best_seller: { colorFont: '#1a1a1a', colorBackground: '#f5c451', messageKey: 'badgeBestSeller' },
};

/** A badge to draw on a tile. */
export interface TileBadge {
  badgeId: string;
  colorFont: string;
  colorBackground: string;
  message: ProductMessage;
}

/** The badge of a badge id; null for an id without a mapping, so no raw id reaches shoppers. */
export function badgeFor(badgeId: string | undefined): TileBadge | null {
  const id = badgeId?.trim().toLowerCase();
  const style = id ? BADGE_MAPPING[id] : undefined;
  if (!id || !style) return null;
  return {
    badgeId: id,
    colorFont: style.colorFont,
    colorBackground: style.colorBackground,
    message: productMessage(style.messageKey),
  };
}

/** The tile badge of a product, from c_productTileBadge. */
export const tileBadge = (product: CatalogProduct): TileBadge | null =>
  badgeFor(product.c_productTileBadge);
