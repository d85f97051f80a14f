/**
 * Spec 002 §2: the checkout opens the payment tab of the instrument the basket already holds (a
 * PayPal instrument opens the PayPal tab), else the first tab offered.
 */
const TAB_OF_METHOD: Readonly<Record<string, string>> = {
  CREDIT_CARD: 'card',
  PayPal: 'paypal',
  SRC: 'src',
  MobileWallet: 'mobile-wallet',
  ApplePay: 'apple-pay',
  AmazonPay: 'amazon-pay',
  GooglePay: 'google-pay',
};

/** The tab to open among `offered` (tab ids in order) for the basket's payment method id. */
export function initialTab(offered: readonly string[], instrumentMethodId: string): string {
  const held = TAB_OF_METHOD[instrumentMethodId];
  return held && offered.includes(held) ? held : (offered[0] ?? '');
}
