import type { CurrencyCode, SiteId } from './sites.ts';

/**
 * Site preferences: the feature switches the spec names (spec 000 §1, §6; 001 §4, §6, §8, §9;
 * 002 §2). Served by the custom API core/site-preferences; a merchant overrides a value per site
 * in the site_preferences table. These are the defaults.
 */
export interface SitePreferences {
  /** Show the AI chat widget (spec 000 §1). */
  enableChat: boolean;
  /** Chat configuration JSON (spec 000 §3); invalid JSON falls back to defaults (spec 000 §8). */
  chatConfig: string;
  /** Hide etching on the product page (spec 001 §6). */
  disableEtching: boolean;
  /** Dealer locator widget on the product page (spec 001 §6). */
  enableLocallyWidget: boolean;
  /** Deals link on the product page (spec 001 §6). */
  enablePDPDealsLink: boolean;
  /** "Backordered until {date}" messaging (spec 001 §8). */
  enableBackorderMessaging: boolean;
  /** Estimated delivery date on the product page (US only, spec 001 §6). */
  enableEstimatedDelivery: boolean;
  /** Recurring-order (subscription) offer (spec 001 §1). */
  enableSubscriptions: boolean;
  /** Express wallet buttons (spec 002 §2). */
  enableExpressButtons: boolean;
  /** Order tracking link in the shell (hidden on EU and AUS, spec 000 §2). */
  enableTrackOrder: boolean;
  /** Store/dealer locator (spec 000 §9). */
  enableStoreLocator: boolean;
  /** Phone option in notify-me (SoloUS only, spec 001 §6). */
  enableNotifyMePhone: boolean;
  /** Legacy-customer password reset check before sign-in (spec 000 §4). */
  enableLegacyPasswordCheck: boolean;
  /**
   * Free-shipping threshold (spec 001 §9) per currency the site sells in, in major units of that
   * currency: a basket is measured against the threshold of its own currency, never a converted
   * one (docs/decisions/local-currencies-on-the-eu-site.md).
   */
  freeShippingThresholds: FreeShippingThresholds;
}

/** Major units per currency; a currency left out has no free-shipping threshold. */
export type FreeShippingThresholds = Partial<Record<CurrencyCode, number>>;

const BASE: SitePreferences = {
  enableChat: false,
  chatConfig:
    '{"display":true,"hideOnClose":false,"customGreeting":"Hi there! How can I help you?"}',
  disableEtching: false,
  enableLocallyWidget: true,
  enablePDPDealsLink: true,
  enableBackorderMessaging: true,
  enableEstimatedDelivery: false,
  enableSubscriptions: true,
  enableExpressButtons: true,
  enableTrackOrder: true,
  enableStoreLocator: true,
  enableNotifyMePhone: false,
  enableLegacyPasswordCheck: true,
  freeShippingThresholds: { USD: 100 },
};

export const DEFAULT_SITE_PREFERENCES: Record<SiteId, SitePreferences> = {
  SoloUS: { ...BASE, enableEstimatedDelivery: true, enableNotifyMePhone: true, enableChat: true },
  SoloCA: { ...BASE, freeShippingThresholds: { CAD: 150 } },
  SoloEU: {
    ...BASE,
    enableTrackOrder: false,
    enableLocallyWidget: false,
    enableSubscriptions: false,
    // Round local amounts near EUR 120, not converted at a rate.
    freeShippingThresholds: {
      EUR: 120,
      GBP: 100,
      CHF: 120,
      SEK: 1300,
      DKK: 900,
      NOK: 1300,
      PLN: 500,
    },
  },
  SoloAUS: {
    ...BASE,
    enableTrackOrder: false,
    enableLocallyWidget: false,
    enableSubscriptions: false,
    freeShippingThresholds: { AUD: 150 },
  },
};

/** The free-shipping threshold of a basket or page in `currency` (major units), if it has one. */
export const freeShippingThreshold = (
  preferences: Pick<SitePreferences, 'freeShippingThresholds'>,
  currency: string,
): number | undefined =>
  Object.hasOwn(preferences.freeShippingThresholds, currency)
    ? preferences.freeShippingThresholds[currency as CurrencyCode]
    : undefined;

export const SITE_PREFERENCE_KEYS = Object.keys(BASE) as Array<keyof SitePreferences>;
