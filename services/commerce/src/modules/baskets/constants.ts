/** Limits of shopper baskets (docs/decisions.md "Basket quota", "Basket quantities"). */

/**
 * Open baskets per shopper and site. Spec 000 §8: one more fails with the title below and the
 * ids of the open baskets, which the storefront deletes before creating again.
 */
export const MAX_OPEN_BASKETS = 4;

/** Spec 000 §8: the title the storefront recognises. */
export const QUOTA_EXCEEDED_TITLE = 'Customer Baskets Quota Exceeded';

/**
 * Title of a refused coupon code (docs/decisions.md "Coupon codes"); the storefront shows spec 001
 * §8 'The code you entered is invalid.' for it.
 */
export const INVALID_COUPON_TITLE = 'Invalid Coupon Code';

/** Product lines in one basket; a basket past this is not a shopping basket. */
export const MAX_BASKET_LINES = 100;

/** Quantity of one line when the product names no c_maximumPurchaseQuantity. */
export const MAX_LINE_QUANTITY = 999;

/** Items one add or batch update may carry. */
export const MAX_ITEMS_PER_REQUEST = 50;

/** Shopper Baskets v2 `productItemMergeMode` values of `actions/merge`; the first is the default. */
export const MERGE_MODES = ['higher_quantity', 'sum_quantities', 'saved_quantity'] as const;
export type MergeMode = (typeof MERGE_MODES)[number];

/** Coupon codes one basket may hold (the spec names no limit). */
export const MAX_COUPONS = 10;

/** Spec 001 §9 gift card: amounts 50 to 1000 (major units of the basket's currency). */
export const GIFT_CERTIFICATE_MIN_AMOUNT = 50;
export const GIFT_CERTIFICATE_MAX_AMOUNT = 1000;

/** Spec 001 §9 gift card: name and email max 50; message 3900. */
export const GIFT_CERTIFICATE_NAME_MAX = 50;
export const GIFT_CERTIFICATE_EMAIL_MAX = 50;
export const GIFT_CERTIFICATE_MESSAGE_MAX = 3900;

/** Gift cards one basket may hold (spec 001 §8 'You can only add one gift card per order.'). */
export const MAX_GIFT_CERTIFICATES = 1;

/** Spec 001 §8: the title the storefront turns into the one-gift-card message. */
export const GIFT_CERTIFICATE_LIMIT_TITLE = 'Gift certificate limit exceeded';
