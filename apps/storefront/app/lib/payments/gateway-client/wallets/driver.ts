/**
 * Braintree-mode wallets (docs/decisions/braintree-wallets.md): one driver per wallet runs its
 * braintree-web component and the wallet's own button or sheet, and answers what the sandbox's
 * sheet answers (lib/wallets/sheet.ts `SheetResult`), so every caller of `useWalletSheet` (express
 * buttons, checkout tabs, the account's add-wallet buttons) works with either gateway unchanged.
 * Each driver is its own chunk, loaded when its wallet's sheet opens.
 */
import type { Client } from 'braintree-web/client';
import type { WalletType } from '../../../wallets/buttons.ts';
import type { SheetRequest, SheetResult } from '../../../wallets/sheet.ts';

/** What the gateway's sheet (components/wallets/GatewayWalletSheet.tsx) gives a driver. */
export interface WalletDriverContext {
  siteId: string;
  localeId: string;
  /** braintree-web's client, made with a fresh client token from the commerce service. */
  client: Client;
  /**
   * Where the driver renders the wallet's own button: the shopper's click on it opens the
   * wallet's sheet, within the user gesture the wallet requires.
   */
  container: HTMLElement;
  /** Aborted when the shopper closes the sheet: the driver tears its components down. */
  signal: AbortSignal;
}

/**
 * Thrown by a driver whose wallet this browser or device cannot use (no ApplePaySession, Google
 * Pay not ready to pay): the gateway's sheet says the wallet is not available here.
 */
export class WalletUnavailableError extends Error {
  override name = 'WalletUnavailableError';
}

/** Runs one approval: the nonce and the buyer's details, a cancel, or an error to show. */
export type WalletDriver = (
  request: SheetRequest,
  context: WalletDriverContext,
) => Promise<SheetResult>;

/**
 * The built drivers; `@solo/sites/gateways` BRAINTREE_WALLETS lists the same wallets, so the
 * commerce service offers no button whose driver is missing.
 */
const DRIVERS: Partial<Record<WalletType, () => Promise<{ default: WalletDriver }>>> = {
  google_pay: () => import('./google-pay.ts'),
  apple_pay: () => import('./apple-pay.ts'),
};

export async function loadWalletDriver(walletType: WalletType): Promise<WalletDriver | undefined> {
  const load = DRIVERS[walletType];
  return load ? (await load()).default : undefined;
}

export const hasWalletDriver = (walletType: WalletType) => DRIVERS[walletType] !== undefined;
