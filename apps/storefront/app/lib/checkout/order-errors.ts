/**
 * Spec 002 §8: what the checkout action answers when an order is not placed, in the shape the
 * spec names (error, fieldErrors, serverErrors, cartError {redirectUrl}, isNotAllowedCountryCode
 * with redirectUrl, errorMessage), and what the page does with it. Texts arrive translated.
 */
import type { CheckoutMessageKey } from './messages.ts';

export type Translate = (
  key: CheckoutMessageKey,
  values?: Record<string, string | number>,
) => string;

export interface CheckoutFailure {
  error: true;
  /** Form field name → message, for fields of the payment form (billing address). */
  fieldErrors?: Record<string, string>;
  serverErrors?: string[];
  cartError?: { redirectUrl: string };
  isNotAllowedCountryCode?: boolean;
  redirectUrl?: string;
  errorMessage?: string;
}

/** The problem+json of a failed Shopper API call, as much of it as checkout reads. */
export interface OrderProblem {
  status: number;
  type?: string;
  reason?: string;
  invalidFields?: Array<{ name: string; reason: string }>;
}

export interface FailureUrls {
  /** Where a cart error sends the shopper (spec 002 §8 cartError). */
  cart: string;
  /** Where a disallowed shipping country sends the shopper: the shipping step. */
  shipping: string;
}

const slugOf = (type: string | undefined) => type?.split('/errors/')[1] ?? '';

/** Readiness gaps of createOrder (docs/api.md: 400 naming what the basket lacks) as sentences. */
function gapMessage({
  name,
  reason,
}: {
  name: string;
  reason: string;
}): CheckoutMessageKey | 'cart' | null {
  // A gift card spent elsewhere since it was applied: it must be applied again (or removed).
  if (name.startsWith('paymentInstruments') && /^gift card/i.test(reason ?? ''))
    return 'giftCardChanged';
  if (name === 'productItems' || name.startsWith('productItems.')) return 'cart';
  if (name === 'customerInfo.email') return 'needsEmail';
  if (name.startsWith('shipments[0].shippingMethod')) return 'needsMethod';
  if (name.startsWith('shipments[0].shippingAddress')) return 'needsShipping';
  if (name.startsWith('billingAddress')) return 'needsBilling';
  if (name.startsWith('paymentInstruments') || name.startsWith('paymentCard'))
    return name === 'paymentCard.cardType' ? 'cardTypeNotAccepted' : 'needsPayment';
  if (name === 'c_paymentNonce' || name === 'customerPaymentInstrumentId') return 'paymentInvalid';
  return null;
}

/** A createOrder (or payment instrument) refusal in the spec 002 §8 shape. */
export function orderFailure(
  problem: OrderProblem,
  t: Translate,
  urls: FailureUrls,
): CheckoutFailure {
  switch (slugOf(problem.type)) {
    case 'payment-declined':
      return {
        error: true,
        errorMessage: t(problem.reason === 'insufficient_funds' ? 'insufficientFunds' : 'declined'),
      };
    case 'payment-gateway-timeout':
      return { error: true, errorMessage: t('gatewayTimeout') };
    // A payment method of another shopper or basket (docs/decisions/payment-method-ownership.md)
    // is as unusable as a spent one.
    case 'payment-invalid':
    case 'payment-method-not-owned':
    case 'payment-method-other-basket':
      return { error: true, errorMessage: t('paymentInvalid') };
    case 'order-in-progress':
      return { error: true, errorMessage: t('orderInProgress') };
    // Issue 21: a subscription reorders with the account's saved card.
    case 'subscription-needs-account':
      return { error: true, errorMessage: t('subscriptionNeedsAccount') };
    case 'subscription-needs-saved-card':
      return { error: true, errorMessage: t('subscriptionNeedsSavedCard') };
    case 'product-out-of-stock':
    case 'basket-not-found':
      return { error: true, cartError: { redirectUrl: urls.cart } };
  }
  if (problem.status === 400 && problem.invalidFields?.length) {
    const keys = problem.invalidFields.map(gapMessage);
    if (keys.includes('cart')) return { error: true, cartError: { redirectUrl: urls.cart } };
    const known = keys.filter((k): k is CheckoutMessageKey => k !== null && k !== 'cart');
    // Only when every gap is one the shopper can fix; anything else is our fault (default toast).
    if (known.length === keys.length)
      return { error: true, serverErrors: [...new Set(known)].map((k) => t(k)) };
  }
  return { error: true };
}

/** A shipping country the site does not ship to (spec 002 §5: "gives a redirect"). */
export const countryNotAllowed = (t: Translate, urls: FailureUrls): CheckoutFailure => ({
  error: true,
  isNotAllowedCountryCode: true,
  redirectUrl: urls.shipping,
  serverErrors: [t('countryNotAllowed')],
});

/** An empty or missing basket at checkout goes back to the cart (spec 002 §8 cartError). */
export const cartFailure = (urls: FailureUrls): CheckoutFailure => ({
  error: true,
  cartError: { redirectUrl: urls.cart },
});

/** What the page does with a failure: go somewhere, show a toast, or both. */
export interface FailureEffect {
  redirectUrl?: string;
  /** The toast's text; null: the default "Something went wrong. Try again!" (spec 002 §8). */
  toast: string | null;
  /** false when the shopper is sent away without a message (cart errors). */
  showToast: boolean;
}

/** Joins field and server errors into sentences (spec 002 §8), each ending its own sentence. */
export const joinSentences = (messages: string[]): string =>
  messages
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');

export function failureEffect(failure: CheckoutFailure): FailureEffect {
  if (failure.cartError)
    return { redirectUrl: failure.cartError.redirectUrl, toast: null, showToast: false };
  const sentences = joinSentences([
    ...Object.values(failure.fieldErrors ?? {}),
    ...(failure.serverErrors ?? []),
  ]);
  const toast = sentences || failure.errorMessage || null;
  return {
    ...(failure.redirectUrl ? { redirectUrl: failure.redirectUrl } : {}),
    toast,
    showToast: true,
  };
}
