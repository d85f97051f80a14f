/**
 * Braintree-mode wallets (docs/decisions/braintree-wallets.md): one driver per wallet runs its
 * braintree-web component and the wallet's own button or sheet, and answers what the sandbox's
 * sheet answers (lib/wallets/sheet.ts `SheetResult`), so every caller of `useWalletSheet` (express
 * buttons, checkout tabs, the account's add-wallet buttons) works with either gateway unchanged.
 * Each driver is its own chunk, loaded when its wallet's sheet opens.
 */
import type { WalletType } from '../../../wallets/buttons.ts';
import type { WalletDriver } from './types.ts';

export { WalletUnavailableError } from './types.ts';
export type { WalletDriver, WalletDriverContext } from './types.ts';

/**
 * The built drivers; `@solo/sites/gateways` BRAINTREE_WALLETS lists the same wallets, so the
 * commerce service offers no button whose driver is missing.
 */
const DRIVERS: Partial<Record<WalletType, () => Promise<{ default: WalletDriver }>>> = {
  stored_card_scheme: () => import('./visa-checkout.ts'),
  mobile_wallet: () => import('./venmo.ts'),
  paypal: () => import('./paypal.ts'),
  google_pay: () => import('./google-pay.ts'),
  apple_pay: () => import('./apple-pay.ts'),
};

export async function loadWalletDriver(walletType: WalletType): Promise<WalletDriver | undefined> {
  const load = DRIVERS[walletType];
  return load ? (await load()).default : undefined;
}
