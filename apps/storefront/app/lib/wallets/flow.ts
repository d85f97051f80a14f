/**
 * The express flow's constants (spec 002 §4, §9): the wallet sheet behind each button. Only the
 * lazily loaded flow imports this, so the button bar stays small.
 */
import type { ExpressButtonId, ExpressPlace, FundingSource, WalletType } from './buttons.ts';
import type { WalletError } from './errors.ts';

/** The wallet sheet behind each button; Pay Later is PayPal with its own funding source. */
export const BUTTON_WALLETS: Record<
  ExpressButtonId,
  // Klarna is a checkout tab only, never an express button.
  { walletType: Exclude<WalletType, 'klarna'>; fundingSource?: FundingSource }
> = {
  ApplePay: { walletType: 'apple_pay' },
  AmazonPay: { walletType: 'amazon_pay' },
  GooglePay: { walletType: 'google_pay' },
  PayPal: { walletType: 'paypal', fundingSource: 'paypal' },
  PayLater: { walletType: 'paypal', fundingSource: 'paylater' },
};

/** Spec 002 §9: delay after setting the shipping address on the product page. */
export const PDP_SHIPPING_DELAY_MS = 150;
/** Spec 002 §8, §9: the express error banner auto-hides after 7000 ms. */
export const EXPRESS_ERROR_MS = 7000;
/** Spec 002 §4, §9: Google Pay applies amount updates 150 ms after they are answered. */
export const GOOGLE_PAY_AMOUNT_DELAY_MS = 150;

/**
 * How long the sheet waits before applying the totals of a shipping change (spec 002 §4, §9):
 * Google Pay's amount update delay, and on the product page the delay after the address.
 */
export function shippingUpdateDelay(
  walletType: WalletType,
  place: ExpressPlace,
  change: 'address' | 'method',
): number {
  const pdp = place === 'pdp' && change === 'address' ? PDP_SHIPPING_DELAY_MS : 0;
  const google = walletType === 'google_pay' ? GOOGLE_PAY_AMOUNT_DELAY_MS : 0;
  return Math.max(pdp, google);
}

/**
 * A shipping change's answer, handed on after `shippingUpdateDelay` (spec 002 §4, §9); errors
 * are handed on at once.
 */
export async function afterShippingDelay<T extends object>(
  answer: T,
  walletType: WalletType,
  place: ExpressPlace,
  change: 'address' | 'method',
): Promise<T> {
  const ms = 'error' in answer ? 0 : shippingUpdateDelay(walletType, place, change);
  if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
  return answer;
}

/**
 * Why a button's sheet must not open for the express configuration read at its click, or null
 * (spec 002 §5, §8): the button went since the bar was drawn (its gateway configuration is
 * missing, or it is no longer allowed: the express flow's default error), or there is nothing to
 * pay (Apple Pay is aborted at 0, Google Pay refuses 0, PayPal gives its zero-amount error).
 */
export function sheetRefusal(
  config: {
    buttons: readonly ExpressButtonId[];
    unconfigured: readonly ExpressButtonId[];
    amount: number;
  },
  button: ExpressButtonId,
): WalletError | null {
  if (!config.buttons.includes(button))
    return config.unconfigured.includes(button) ? { code: 'no-configuration' } : {};
  if (config.amount <= 0) return { code: 'zero-amount' };
  return null;
}
