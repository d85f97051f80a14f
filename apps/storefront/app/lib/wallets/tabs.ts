/**
 * The checkout's wallet tabs (spec 002 §2, §4 "PayPal account selector", "Stored-card-scheme and
 * mobile-wallet tabs"): which blocks each state shows.
 */
import type { WalletType } from './buttons.ts';

/**
 * Spec 002 §4, §6: the save-account block only for authenticated buyers in vault mode with an
 * intent other than order.
 */
export const showSaveAccount = (input: {
  isRegistered: boolean;
  vaultModeEnabled: boolean;
  intent: string;
}): boolean => input.isRegistered && input.vaultModeEnabled && input.intent !== 'order';

/**
 * Spec 002 §4: the save checkbox is hidden (and unchecked) when a stored card has the same card
 * type and last four digits as the approved card wallet's card.
 */
export function alreadyStored(
  card: Readonly<Record<string, unknown>> | undefined,
  stored: ReadonlyArray<{ cardType: string; maskedNumber: string }>,
): boolean {
  if (!card || typeof card.cardType !== 'string' || typeof card.lastFour !== 'string') return false;
  const type = card.cardType.toLowerCase();
  const lastFour = card.lastFour;
  return stored.some((s) => s.cardType.toLowerCase() === type && s.maskedNumber.endsWith(lastFour));
}

/** Wallets the vault keeps an account of after a payment (the gateway's VAULT_WALLETS + SRC). */
export const SAVABLE: readonly WalletType[] = ['paypal', 'mobile_wallet', 'stored_card_scheme'];
