/**
 * Spec 001 §2 mini cart and cart: "Save for Later" moves a basket line to the wish list. The line
 * leaves the basket only once the list holds the product, so a failure never loses it.
 */
import { sdk } from '../api/shopper.server.ts';
import { shopperApiConfig, type SessionArgs } from '../session/session.server.ts';
import { addToWishList, type Wishlist } from './wishlist.server.ts';

export type SaveForLaterOutcome =
  | { ok: true; productId: string; saved: 'added' | 'exists' }
  | { ok: false; reason: 'item-not-found' | 'full' };

export async function saveForLater(
  args: SessionArgs,
  wishlist: Wishlist,
  line: { basketId: string; itemId: string },
): Promise<SaveForLaterOutcome> {
  const baskets = new sdk.ShopperBasketsV2(shopperApiConfig(args, wishlist.session));
  const basket = await baskets.getBasket({ parameters: { basketId: line.basketId } });
  const item = basket.productItems?.find((i) => i.itemId === line.itemId);
  if (!item?.productId) return { ok: false, reason: 'item-not-found' };
  // Saved from the basket, like a tile: a private item (spec 001 §3 public only from the PDP).
  const saved = await addToWishList(wishlist, item.productId, { public: false });
  if (saved === 'full') return { ok: false, reason: 'full' };
  await baskets.removeItemFromBasket({
    parameters: { basketId: line.basketId, itemId: line.itemId },
  });
  return { ok: true, productId: item.productId, saved };
}
