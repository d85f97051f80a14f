/** Limits of customer product lists (docs/decisions.md "Product lists"). */

/** Spec 001 §9: "wishlist max 24 items"; the API holds no more than the page shows. */
export const WISH_LIST_MAX_ITEMS = 24;
export const LIST_MAX_ITEMS = 100;
export const MAX_LISTS = 10;
export const ITEM_MAX_QUANTITY = 999;

/** Shopper Customers list types; a customer has at most one wish_list. */
export const LIST_TYPES = [
  'wish_list',
  'gift_registry',
  'shopping_list',
  'custom_1',
  'custom_2',
  'custom_3',
] as const;
