/**
 * The basket shapes the basket modules share. They live apart from the modules that read and
 * write baskets so that none of those imports another just for a type (lib has no import cycles).
 */
import type { ShopperBasketsV2Types } from 'commerce-sdk-isomorphic';

export type Basket = ShopperBasketsV2Types.Basket;
export type BasketItemInput = ShopperBasketsV2Types.ProductItem;

/** The e-gift card product and its cart image, or null for any other product. */
export type GiftCardProduct = { id: string; image?: { src: string; alt: string } };
