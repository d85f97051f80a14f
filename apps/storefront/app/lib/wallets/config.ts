/**
 * The express configuration read on the server (spec 002 §2, §3): the buttons it allows. Kept
 * apart from buttons.ts so pages do not carry it.
 */
import { BUTTON_NAMES, type ExpressButtonId } from './buttons.ts';

const BUTTON_IDS = Object.keys(BUTTON_NAMES) as ExpressButtonId[];
const isButtonId = (value: unknown): value is ExpressButtonId =>
  typeof value === 'string' && (BUTTON_IDS as string[]).includes(value);

/** What the basket and shopper change in the choice (issue 21, spec 002 §2–§3). */
export interface ExpressBasket {
  /** c_isSubscriptionProductInBasket */
  subscription: boolean;
  registered: boolean;
}

/**
 * Spec 002 §2: a button is shown only when its method is allowed (`allowedPaymentMethods`, the
 * customer's `c_expressButtons` first, ordered by the service) and enabled in its provider
 * configuration. Unknown ids are dropped. A basket holding a subscription takes only the methods
 * of `allowedPaymentMethods_OG`, and only from a signed-in shopper, who can save the method: a
 * wallet checkout never buys a subscription that cannot reorder.
 */
export function allowedButtons(
  config: unknown,
  basket: ExpressBasket = { subscription: false, registered: false },
): ExpressButtonId[] {
  if (basket.subscription && !basket.registered) return [];
  const root = (config as { c_expressButtons?: Record<string, unknown> } | null)?.c_expressButtons;
  const methods = root?.expressPaymentMethods as
    { allowedPaymentMethods?: unknown; allowedPaymentMethods_OG?: unknown } | undefined;
  const list = basket.subscription
    ? methods?.allowedPaymentMethods_OG
    : methods?.allowedPaymentMethods;
  const allowed = Array.isArray(list) ? (list as unknown[]) : [];
  const providers = (root?.cardProviderConfig ?? {}) as Record<string, { enabled?: unknown }>;
  return [...new Set(allowed.filter(isButtonId))].filter((id) => providers[id]?.enabled === true);
}
