/**
 * Express wallet buttons (spec 002 §2 "Express button selection and order", §4 "PayPal button
 * visibility", §9): which buttons a place shows, in which order, and the constants of the bar.
 * Pure and small: the button bar ships it on the product page, mini cart, cart and checkout.
 */

/** Button ids of the express configuration: payment method ids plus PayPal's Pay Later. */
export type ExpressButtonId = 'ApplePay' | 'AmazonPay' | 'GooglePay' | 'PayPal' | 'PayLater';

/** The sandbox gateway's wallet types (docs/decisions.md "Wallet approval sheet in the sandbox"). */
export type WalletType =
  | 'paypal'
  | 'apple_pay'
  | 'google_pay'
  | 'amazon_pay'
  | 'stored_card_scheme'
  | 'mobile_wallet'
  | 'klarna';

export type FundingSource = 'paypal' | 'paylater';

/** Where express buttons are placed (spec 002 §2 screens; 'checkout': its express section). */
export type ExpressPlace = 'pdp' | 'minicart' | 'cart' | 'checkout';
export const EXPRESS_PLACES: readonly ExpressPlace[] = ['pdp', 'minicart', 'cart', 'checkout'];

/** Spec 002 §2 payment method display names (Pay Later is PayPal's own label). */
export const BUTTON_NAMES: Record<ExpressButtonId, string> = {
  ApplePay: 'Apple Pay',
  AmazonPay: 'Amazon Pay',
  GooglePay: 'Google Pay',
  PayPal: 'PayPal',
  PayLater: 'Pay Later',
};

/**
 * Spec 002 §2: no express buttons on the cart page of the EU and Australian sites. The cart PAGE
 * only: the checkout's express section shows them there (docs/decisions.md "Express section at
 * checkout").
 */
const CART_HIDDEN_SITES = ['SoloEU', 'SoloAUS'];

/** Spec 002 §9: the express configuration request debounce. */
export const CONFIG_DEBOUNCE_MS = 350;

export interface VisibilityInput {
  place: ExpressPlace;
  siteId: string;
  /** Null until the basket is known. */
  cart: { count: number; productSubTotal: number } | null;
  /** Product page only: Add to Cart allowed and the sale price. */
  product?: { addAllowed: boolean; salePrice: number | undefined };
}

/**
 * Spec 002 §2, §4: the cart page hides the buttons on the EU and Australian sites; the mini cart
 * and the cart page when the subtotal is 0; the product page when Add to Cart is disabled, the
 * sale price is 0 or below or the basket is not empty (shown again once it is empty). The
 * checkout's section shows while the basket holds anything: a total of 0 is `shownButtons`'.
 */
export function expressVisible({ place, siteId, cart, product }: VisibilityInput): boolean {
  if (!cart) return false;
  if (place === 'cart' && CART_HIDDEN_SITES.includes(siteId)) return false;
  if (place === 'pdp')
    return (
      cart.count === 0 &&
      product !== undefined &&
      product.addAllowed &&
      product.salePrice !== undefined &&
      product.salePrice > 0
    );
  if (place === 'checkout') return cart.count > 0;
  return cart.productSubTotal > 0;
}

/**
 * Spec 002 §4 "PayPal button visibility", §5: at checkout a basket total of 0 hides the buttons
 * and PayPal's zero-amount button stands in (its click is refused with the zero-amount error
 * before any sheet opens); the other places follow `expressVisible` alone.
 */
export function shownButtons(
  place: ExpressPlace,
  buttons: readonly ExpressButtonId[],
  total: number,
): { buttons: ExpressButtonId[]; zeroAmount: boolean } {
  if (place !== 'checkout' || total > 0) return { buttons: [...buttons], zeroAmount: false };
  return { buttons: buttons.filter((b) => b === 'PayPal'), zeroAmount: true };
}

/**
 * Spec 002 §2: Pay Later messaging goes with the Pay Later button, so it is never shown where the
 * buttons are hidden (the EU and Australian cart pages).
 */
export const showPayLaterMessage = (buttons: readonly ExpressButtonId[]) =>
  buttons.includes('PayLater');
