/**
 * Spec 002 §2: landing on `/checkout#placeOrder` jumps to the place-order step. Each rule reads
 * the page's state and may name the step to open instead; the first that answers wins, so a
 * payment tab can add its own rule (the PayPal tab: "opens the shipping edit when the shipping
 * country or state is empty") in front of the default one.
 */
export type CheckoutStep = 'contact' | 'shipping' | 'shipping-method' | 'payment' | 'place-order';

/** What hash rules may look at. */
export interface HashState {
  /** The payment tab open on landing. */
  paymentTab: string;
  shippingCountryCode: string;
  shippingStateCode: string;
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

/** The step a landing hash opens, or null when the hash means nothing here. */
export function stepForHash(
  hash: string,
  state: HashState,
  rules: readonly HashRule[] = DEFAULT_HASH_RULES,
): CheckoutStep | null {
  for (const rule of rules) {
    if (rule.hash !== hash) continue;
    const step = rule.step(state);
    if (step) return step;
  }
  return null;
}
