/**
 * Spec 002 §2: landing on `/checkout#placeOrder` jumps to the place-order step. Each rule reads
 * the page's state and may name the step to open instead; the first that answers wins, so a
 * payment tab adds its own rule in front of the default one.
 */
export type CheckoutStep =
  | 'contact'
  | 'shipping'
  /** The shipping step submitted at once, so its field errors show and focus the first. */
  | 'shipping-edit'
  | 'shipping-method'
  | 'payment'
  | 'place-order';

/** What hash rules may look at. */
export interface HashState {
  /** The payment tab open on landing. */
  paymentTab: string;
  shippingCountryCode: string;
  shippingStateCode: string;
  /** Whether the shipping country has states, so an address there needs one. */
  shippingCountryHasStates: boolean;
}

export interface HashRule {
  hash: string;
  step: (state: HashState) => CheckoutStep | null;
}

export const PLACE_ORDER_HASH = '#placeOrder';

export const DEFAULT_HASH_RULES: readonly HashRule[] = [
  { hash: PLACE_ORDER_HASH, step: () => 'place-order' },
  { hash: '#shipping', step: () => 'shipping' },
];

/**
 * Spec 002 §2 "the PayPal tab opens the shipping edit and submits it when the shipping country or
 * state is empty" (a state only where the country has states).
 */
export const PAYPAL_HASH_RULE: HashRule = {
  hash: PLACE_ORDER_HASH,
  step: (s) =>
    s.paymentTab === 'paypal' &&
    (!s.shippingCountryCode || (s.shippingCountryHasStates && !s.shippingStateCode))
      ? 'shipping-edit'
      : null,
};

/** The checkout page's rules: the tabs' first, then the defaults. */
export const CHECKOUT_HASH_RULES: readonly HashRule[] = [PAYPAL_HASH_RULE, ...DEFAULT_HASH_RULES];

/** The step a landing hash opens, or null when the hash means nothing here. */
export function stepForHash(
  hash: string,
  state: HashState,
  rules: readonly HashRule[] = CHECKOUT_HASH_RULES,
): CheckoutStep | null {
  for (const rule of rules) {
    if (rule.hash !== hash) continue;
    const step = rule.step(state);
    if (step) return step;
  }
  return null;
}
