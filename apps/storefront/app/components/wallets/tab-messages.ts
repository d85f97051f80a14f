/**
 * The checkout wallet tabs' labels (spec 002 §2), apart from the panels' strings, which load with
 * the panel when its tab is opened.
 */
import { defineMessages } from '../../i18n/define-messages.ts';

export const tabMessages = defineMessages({
  tabPaypal: {
    id: 'wallets.tab.paypal',
    defaultMessage: 'PayPal',
    description: 'Express payment tabs on the checkout page: tab paypal.',
  },
  tabSrc: {
    id: 'wallets.tab.src',
    defaultMessage: 'Stored Card Scheme',
    description: 'Express payment tabs on the checkout page: tab src.',
  },
  tabMobile: {
    id: 'wallets.tab.mobile',
    defaultMessage: 'Mobile Wallet',
    description: 'Express payment tabs on the checkout page: tab mobile.',
  },
  tabApplePay: {
    id: 'wallets.tab.applePay',
    defaultMessage: 'Apple Pay',
    description: 'Express payment tabs on the checkout page: the Apple Pay tab (a brand name).',
  },
  tabAmazonPay: {
    id: 'wallets.tab.amazonPay',
    defaultMessage: 'Amazon Pay',
    description: 'Express payment tabs on the checkout page: the Amazon Pay tab (a brand name).',
  },
  tabGooglePay: {
    id: 'wallets.tab.googlePay',
    defaultMessage: 'Google Pay',
    description: 'Express payment tabs on the checkout page: the Google Pay tab (a brand name).',
  },
  tabPayLater: {
    id: 'wallets.tab.payLater',
    defaultMessage: 'Pay Later',
    description:
      "Express payment tabs on the checkout page: PayPal's Pay Later (pay in instalments) tab.",
  },
  tabKlarna: {
    id: 'wallets.tab.klarna',
    defaultMessage: 'Klarna',
    description: 'Payment tabs on the checkout page: tab Klarna (a brand name).',
  },
});
