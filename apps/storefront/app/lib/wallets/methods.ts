/**
 * The Shopper API payment method of each gateway wallet (docs/decisions.md "Payment methods per
 * site"), for the express flow and the checkout's wallet tabs.
 */
import type { WalletType } from './buttons.ts';

export const WALLET_PAYMENT_METHODS: Record<WalletType, string> = {
  paypal: 'PayPal',
  apple_pay: 'ApplePay',
  google_pay: 'GooglePay',
  amazon_pay: 'AmazonPay',
  stored_card_scheme: 'SRC',
  mobile_wallet: 'MobileWallet',
  klarna: 'Klarna',
};

export const isWalletType = (value: string): value is WalletType =>
  Object.hasOwn(WALLET_PAYMENT_METHODS, value);
