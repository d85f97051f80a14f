/**
 * What the wallet drivers do alike: device data (spec 002 §4), for every driver; and, for Google
 * Pay and Apple Pay, the site's countries and currency and the full shipping address set again
 * once the wallet reveals it.
 */
import { siteAddressCountries } from '@solo/accounts/countries';
import { findSite } from '@solo/sites';
import type { Client } from 'braintree-web/client';
import type { ExpressQuote, SheetAddress } from '../../../wallets/actions.ts';
import type { WalletError } from '../../../wallets/errors.ts';
import type { SheetRequest } from '../../../wallets/sheet.ts';

/** The countries the site ships to, its currency (when the request names none) and its name. */
export function siteShipping(siteId: string): {
  countries: string[];
  currency: string;
  title: string;
} {
  const site = findSite(siteId);
  return {
    countries: site ? siteAddressCountries(site) : [],
    currency: site?.defaultCurrency ?? 'USD',
    title: site?.title ?? '',
  };
}

/**
 * braintree-web's data collector when the button's configuration leaves fraud tools on; never
 * holds the payment up: without device data (its script blocked or slow) the payment goes on.
 */
export async function collectDeviceData(
  client: Client,
  request: SheetRequest,
): Promise<string | undefined> {
  if (request.providerConfig?.isFraudToolsEnabled === false) return undefined;
  try {
    const { create } = await import('braintree-web/data-collector');
    const collector = await Promise.race([
      create({ client }),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 5000)),
    ]);
    const data = collector?.deviceData;
    void collector?.teardown().catch(() => undefined);
    return data || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The wallets quote on a redacted address (shapes.ts `redactedAddress`); after approval the full
 * address is set on the basket's shipment, then the option the shopper chose (setting an address
 * chooses the first one again). Answers the basket's totals then, or the refusal.
 */
export async function settleShipping(
  request: SheetRequest,
  address: SheetAddress,
  methodId: string | undefined,
): Promise<ExpressQuote | { error: WalletError } | null> {
  if (!request.onShippingAddress) return null;
  const quote = await request.onShippingAddress(address);
  if ('error' in quote) return { error: quote.error };
  const selected = quote.options.find((o) => o.selected)?.id;
  if (!methodId || methodId === selected || !request.onShippingMethod) return quote;
  return request.onShippingMethod(methodId);
}
