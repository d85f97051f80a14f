/**
 * Express wallet buttons per site (spec 002 §2 "Express button selection and order", §3 provider
 * configuration, §9; docs/decisions.md "Express payments"). Pure data: a site's order, its
 * shipping countries and what each provider is told. The identifiers are those of the payments
 * module's sandbox gateway; a vendor adapter would bring its own.
 */
import { siteAddressCountries } from '@solo/accounts';
import type { Site, SiteId } from '@solo/sites';
import type { GatewayWallet } from '@solo/sites/gateways';

/** Button ids: the payment method ids of the payments module, and PayPal's Pay Later. */
export type ExpressButtonId = 'ApplePay' | 'AmazonPay' | 'GooglePay' | 'PayPal' | 'PayLater';

/** The gateway wallet that approves each button (Pay Later is PayPal's). */
export const BUTTON_WALLET: Record<ExpressButtonId, GatewayWallet> = {
  ApplePay: 'apple_pay',
  AmazonPay: 'amazon_pay',
  GooglePay: 'google_pay',
  PayPal: 'paypal',
  PayLater: 'paypal',
};

/** Spec 002 §2: the US order, and the order of the other sites. */
const US_ORDER: ExpressButtonId[] = ['ApplePay', 'AmazonPay', 'GooglePay', 'PayPal', 'PayLater'];
const OTHER_ORDER: ExpressButtonId[] = ['PayPal', 'ApplePay', 'GooglePay'];

export const EXPRESS_BUTTON_ORDER: Record<SiteId, readonly ExpressButtonId[]> = {
  SoloUS: US_ORDER,
  SoloCA: OTHER_ORDER,
  SoloEU: OTHER_ORDER,
  SoloAUS: OTHER_ORDER,
};

/**
 * The buttons whose account the gateway saves to the customer (PayPal's vault mode), so a
 * subscription can reorder with it (issue 21; docs/decisions/subscriptions.md): a basket holding
 * a subscription line offers only these (`allowedPaymentMethods_OG`), to a signed-in shopper.
 */
export const SUBSCRIPTION_BUTTONS: ReadonlySet<ExpressButtonId> = new Set(['PayPal']);

/**
 * Where an express order may ship on a site: the site's own shipping countries (packages/accounts
 * `siteAddressCountries`; docs/decisions/express-payments.md). Spec 002 §5 and §9 name CA and US
 * only ("Google Pay: shipping only to Canada for the Canadian site and to the US for the US
 * site"), which is what the US and Canadian sites ship to; the EU and Australian sites, where
 * spec 002 §2 puts PayPal, Apple Pay and Google Pay too, ship express orders to their countries.
 */
export const expressShippingCountries = (site: Site): string[] => siteAddressCountries(site);

/** The provider configuration of one button (spec 002 §3 "Provider configuration per button"). */
export function providerConfig(
  button: ExpressButtonId,
  site: Site,
  locale: string,
  currency: string,
  enabled: boolean,
  /** The basket holds a subscription: the account is saved for its reorders. */
  subscription = false,
  /**
   * Spec 002 §5 "Fraud data collection can be disabled by configuration": the gateway's own
   * setting (PAYMENTS_FRAUD_DATA), so the client collects device data only when it is recorded.
   */
  fraudTools = true,
) {
  const paypal = button === 'PayPal' || button === 'PayLater';
  const changePMButtonEnabled = true;
  return {
    enabled,
    displayName: DISPLAY_NAMES[button],
    currency,
    locale: locale.replace('-', '_'),
    flow: 'checkout',
    intent: 'capture',
    requestBillingAgreement: subscription && paypal,
    enableShippingAddress: true,
    isFraudToolsEnabled: fraudTools,
    ...(paypal
      ? {
          billingAgreementDescription: `${site.id} order`,
          // Spec 002 §4: the card type is always disabled when changePMButtonEnabled is on.
          changePMButtonEnabled,
          enableFundingList: button === 'PayLater' ? ['paylater'] : [],
          disableFundingList: changePMButtonEnabled ? ['card'] : [],
          vaultModeEnabled: true,
          // Spec 002 §3: the provider SDK with commit false, buttons and messages; Pay Later
          // offers are short term.
          sdk: { commit: false, components: ['buttons', 'messages'] },
          messages: button === 'PayLater' ? { offerType: 'short_term' } : {},
        }
      : {}),
  };
}

/** Spec 002 §2 payment method display names. */
const DISPLAY_NAMES: Record<ExpressButtonId, string> = {
  ApplePay: 'Apple Pay',
  AmazonPay: 'Amazon Pay',
  GooglePay: 'Google Pay',
  PayPal: 'PayPal',
  PayLater: 'Pay Later',
};

/** Spec 002 §3 Amazon Pay configuration: the sandbox gateway's merchant. */
export const amazonConfig = (site: Site, locale: string, currency: string) => ({
  merchantId: `SOLO-SANDBOX-${site.id.toUpperCase()}`,
  publicKeyId: `SANDBOX-${site.id.toUpperCase()}-KEY`,
  currency,
  language: locale.replace('-', '_'),
  productType: 'PayAndShip',
  sandbox: true,
});

/** Spec 002 §3 checkout-provider configuration: PayPal express client and merchant ids. */
export const checkoutProviderConfig = (site: Site) => ({
  paypalExpressClientId: `solo-sandbox-${site.id.toLowerCase()}`,
  merchantId: `solo-sandbox-merchant-${site.id.toLowerCase()}`,
});
