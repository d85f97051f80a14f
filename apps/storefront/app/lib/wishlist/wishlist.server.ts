/**
 * The registered customer's wish list over Shopper Customers product lists (server only). Spec
 * 000 §6: only registered customers get a wish list; spec 001 §3, §9: items are products, quantity
 * 1, public from the product page and private from tiles, at most 24. The first read creates the
 * list (service, docs/decisions.md "Product lists").
 */
import type { ShopperCustomersTypes } from 'commerce-sdk-isomorphic';
import { sdk } from '../api/shopper.server.ts';
import type { SavedEtching } from './wishlist-data.ts';
import {
  findShopperSession,
  markPersonal,
  shopperApiConfig,
  type SessionArgs,
  type ShopperSession,
} from '../session/session.server.ts';

/** Spec 001 §9: "wishlist max 24 items". */
export const WISHLIST_MAX_ITEMS = 24;

export interface WishItem {
  itemId: string;
  productId: string;
  public: boolean;
  /** Saved from the etching modal with this text (spec 001 §3). */
  etchingText?: string;
}

export interface WishList {
  listId: string;
  public: boolean;
  /** Spec 001 §9 sort 'created': newest first (docs/decisions.md "Wishlist order"). */
  items: WishItem[];
}

export interface Wishlist {
  session: ShopperSession;
  customers: InstanceType<typeof sdk.ShopperCustomers>;
}

/**
 * The signed-in customer's wish list access, or null for a guest or no session. Every answer
 * that used it is personal (Cache-Control: private, no-store).
 */
export async function findWishlist(args: SessionArgs): Promise<Wishlist | null> {
  markPersonal(args);
  const session = await findShopperSession(args);
  if (!session?.isRegistered) return null;
  return { session, customers: new sdk.ShopperCustomers(shopperApiConfig(args, session)) };
}

type AnyList = Pick<ShopperCustomersTypes.CustomerProductList, 'id' | 'public'> & {
  customerProductListItems?: Array<{
    id?: string;
    productId?: string;
    public?: boolean;
    c_etchingText?: unknown;
  }>;
};

function toWishList(list: AnyList): WishList {
  const items = (list.customerProductListItems ?? []).map((item) => ({
    itemId: item.id ?? '',
    productId: item.productId ?? '',
    public: item.public ?? false,
    ...(typeof item.c_etchingText === 'string' ? { etchingText: item.c_etchingText } : {}),
  }));
  // The service answers items in the order they were saved.
  return { listId: list.id ?? '', public: list.public ?? false, items: items.reverse() };
}

/** The customer's wish list (created by the service on the first read). */
export async function readWishList({ session, customers }: Wishlist): Promise<WishList> {
  const lists = await customers.getCustomerProductLists({
    parameters: { customerId: session.customerId },
  });
  const wish = (lists.data ?? []).find((list) => list.type === 'wish_list');
  if (!wish) throw new Error('the service answered no wish list');
  return toWishList(wish);
}

export type AddOutcome = 'added' | 'exists' | 'full';

/**
 * Adds a product (quantity 1, spec 001 §5), with the etching design it was saved with from the
 * etching modal. 'exists' when it was saved before (the service answers 200 with the item it
 * has, its design unchanged), 'full' when the list holds 24 items.
 */
export async function addToWishList(
  wishlist: Wishlist,
  productId: string,
  options: { public: boolean; etching?: SavedEtching | undefined },
): Promise<AddOutcome> {
  const { listId, items } = await readWishList(wishlist);
  if (items.some((item) => item.productId === productId)) return 'exists';
  if (items.length >= WISHLIST_MAX_ITEMS) return 'full';
  const response = await wishlist.customers.createCustomerProductListItem(
    {
      parameters: { customerId: wishlist.session.customerId, listId },
      body: {
        productId,
        quantity: 1,
        public: options.public,
        priority: 1,
        type: 'product',
        ...(options.etching
          ? {
              c_etchingText: options.etching.text,
              ...(options.etching.image ? { c_etchingImage: options.etching.image } : {}),
            }
          : {}),
      },
    },
    true,
  );
  if (!response.ok) throw new sdk.ResponseError(response);
  return response.status === 201 ? 'added' : 'exists';
}

/** Removes every item of the product; false when it was not in the list. */
export async function removeFromWishList(wishlist: Wishlist, productId: string): Promise<boolean> {
  const { listId, items } = await readWishList(wishlist);
  const mine = items.filter((item) => item.productId === productId);
  for (const item of mine) {
    await wishlist.customers.deleteCustomerProductListItem({
      parameters: { customerId: wishlist.session.customerId, listId, itemId: item.itemId },
    });
  }
  return mine.length > 0;
}

/** The owner shares the list at /saved-for-later/{listId}, or stops sharing it. */
export async function setWishListPublic(wishlist: Wishlist, shared: boolean): Promise<void> {
  const { listId } = await readWishList(wishlist);
  await wishlist.customers.updateCustomerProductList({
    parameters: { customerId: wishlist.session.customerId, listId },
    body: { public: shared },
  });
}

/**
 * A public list for /saved-for-later/{listId}: any shopper's token reads it; null when the list
 * is private or unknown (the service answers 404 for both).
 */
export async function readPublicList(
  args: SessionArgs,
  session: ShopperSession,
  listId: string,
): Promise<WishList | null> {
  try {
    const list = await new sdk.ShopperCustomers(
      shopperApiConfig(args, session),
    ).getPublicProductList({ parameters: { listId } });
    return toWishList(list);
  } catch (error) {
    if (error instanceof sdk.ResponseError && error.response.status === 404) return null;
    throw error;
  }
}
