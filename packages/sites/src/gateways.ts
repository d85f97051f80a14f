/**
 * Which wallets each payment gateway lets a shopper approve in the browser, shared by the
 * commerce service (payment methods, express buttons) and the storefront (which sheet opens, the
 * Klarna offer, the account's add-wallet buttons), which may run as separate processes.
 * The sandbox approves every wallet in its own sheet; Braintree approves those whose braintree-web
 * component is wired (docs/decisions/braintree-wallets.md).
 */
export type PaymentsProvider = 'sandbox' | 'braintree';

/** The wallet kinds of spec 002 §1 and Klarna (§2), as the payment methods name them. */
export type GatewayWallet =
  | 'paypal'
  | 'apple_pay'
  | 'google_pay'
  | 'amazon_pay'
  | 'stored_card_scheme'
  | 'mobile_wallet'
  | 'klarna';

const ALL: readonly GatewayWallet[] = [
  'paypal',
  'apple_pay',
  'google_pay',
  'amazon_pay',
  'stored_card_scheme',
  'mobile_wallet',
  'klarna',
];

/**
 * Braintree: the wallets whose braintree-web driver is built: PayPal (with Pay Later), Apple Pay,
 * Google Pay, Visa's stored-card scheme (visa-checkout) and Venmo, the mobile wallet. Amazon Pay
 * and Klarna are not Braintree products.
 */
export const BRAINTREE_WALLETS: readonly GatewayWallet[] = [
  'paypal',
  'apple_pay',
  'google_pay',
  'stored_card_scheme',
  'mobile_wallet',
];

export const gatewayWallets = (provider: PaymentsProvider | undefined): readonly GatewayWallet[] =>
  provider === 'braintree' ? BRAINTREE_WALLETS : ALL;
