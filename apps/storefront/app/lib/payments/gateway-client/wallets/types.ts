/**
 * The contract between the gateway's wallet sheet and a wallet's driver (driver.ts loads the
 * drivers; each driver imports this, not driver.ts, so no import cycle forms).
 */
import type { Client } from 'braintree-web/client';
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
