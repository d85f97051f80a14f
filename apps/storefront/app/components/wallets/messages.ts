/**
 * Every visible string of the express buttons, the sandbox wallet sheet and the express flow
 * (spec 002 §2, §5, §8; each quoted text of the spec is kept exactly).
 */
import { defineMessages } from '../../i18n/define-messages.ts';

export const m = defineMessages({
  processing: {
    id: 'wallets.express.processing',
    defaultMessage: 'Processing your payment…',
    description: 'Express payment wallet sheet and flow: processing.',
  },
  // The sandbox approval sheet (docs/decisions.md "Wallet approval sheet in the sandbox").
  sheetTitle: {
    id: 'wallets.sheet.title',
    defaultMessage: '{wallet} (sandbox)',
    description:
      'Express payment wallet sheet and flow: sheet title. The sandbox approval sheet (docs/decisions.md "Wallet approval sheet in the sandbox"). Placeholders: {wallet}.',
  },
  // The gateway's sheet (PAYMENTS_PROVIDER=braintree): the wallet's own button inside.
  gatewayIntro: {
    id: 'wallets.gateway.intro',
    defaultMessage: 'Continue with the {wallet} button below to approve the payment.',
    description:
      'Payment sheet with a payment provider (Braintree): asks the shopper to use the wallet’s own button. Placeholders: {wallet}, a brand name.',
  },
  gatewayLoading: {
    id: 'wallets.gateway.loading',
    defaultMessage: 'Loading {wallet}…',
    description:
      'Payment sheet with a payment provider: while the wallet loads. Placeholders: {wallet}.',
  },
  gatewayFailed: {
    id: 'wallets.gateway.failed',
    defaultMessage:
      '{wallet} could not be loaded. Please try again later or choose another payment method.',
    description:
      'Payment sheet with a payment provider: the wallet could not be loaded. Placeholders: {wallet}.',
  },
  gatewayUnavailable: {
    id: 'wallets.gateway.unavailable',
    defaultMessage:
      '{wallet} is not available in this browser or on this device. Please choose another payment method.',
    description:
      'Payment sheet with a payment provider: the browser or device cannot use the wallet (Apple Pay outside Safari). Placeholders: {wallet}, a brand name.',
  },
  sheetAmount: {
    id: 'wallets.sheet.amount',
    defaultMessage: 'Amount to approve: {amount}',
    description: 'Express payment wallet sheet and flow: sheet amount. Placeholders: {amount}.',
  },
  sheetVault: {
    id: 'wallets.sheet.vault',
    defaultMessage: 'Save this account for later payments.',
    description: 'Express payment wallet sheet and flow: sheet vault.',
  },
  sheetIntro: {
    id: 'wallets.sheet.intro',
    defaultMessage: "Sandbox wallet: fill in or check the buyer's details before approving.",
    description: 'Express payment wallet sheet and flow: sheet intro.',
  },
  contact: {
    id: 'wallets.sheet.contact',
    defaultMessage: 'Contact',
    description: 'Express payment wallet sheet and flow: contact.',
  },
  shippingAddress: {
    id: 'wallets.sheet.shippingAddress',
    defaultMessage: 'Shipping address',
    description: 'Express payment wallet sheet and flow: shipping address.',
  },
  billingAddress: {
    id: 'wallets.sheet.billingAddress',
    defaultMessage: 'Billing address',
    description: 'Express payment wallet sheet and flow: billing address.',
  },
  sameAsShipping: {
    id: 'wallets.sheet.sameAsShipping',
    defaultMessage: 'Same as shipping address',
    description: 'Express payment wallet sheet and flow: same as shipping.',
  },
  email: {
    id: 'wallets.field.email',
    defaultMessage: 'Email',
    description: 'Express payment wallet sheet and flow: email.',
  },
  firstName: {
    id: 'wallets.field.firstName',
    defaultMessage: 'First name',
    description: 'Express payment wallet sheet and flow: first name.',
  },
  lastName: {
    id: 'wallets.field.lastName',
    defaultMessage: 'Last name',
    description: 'Express payment wallet sheet and flow: last name.',
  },
  phone: {
    id: 'wallets.field.phone',
    defaultMessage: 'Phone',
    description: 'Express payment wallet sheet and flow: phone.',
  },
  line1: {
    id: 'wallets.field.line1',
    defaultMessage: 'Address',
    description: 'Express payment wallet sheet and flow: line1.',
  },
  line2: {
    id: 'wallets.field.line2',
    defaultMessage: 'Address line 2 (optional)',
    description: 'Express payment wallet sheet and flow: line2.',
  },
  city: {
    id: 'wallets.field.city',
    defaultMessage: 'City',
    description: 'Express payment wallet sheet and flow: city.',
  },
  state: {
    id: 'wallets.field.state',
    defaultMessage: 'State or province',
    description: 'Express payment wallet sheet and flow: state.',
  },
  postalCode: {
    id: 'wallets.field.postalCode',
    defaultMessage: 'Postal code',
    description: 'Express payment wallet sheet and flow: postal code.',
  },
  country: {
    id: 'wallets.field.country',
    defaultMessage: 'Country code',
    description: 'Express payment wallet sheet and flow: country.',
  },
  cardNumber: {
    id: 'wallets.field.cardNumber',
    defaultMessage: 'Test card number (optional)',
    description: 'Express payment wallet sheet and flow: card number.',
  },
  required: {
    id: 'wallets.field.required',
    defaultMessage: 'This field is required.',
    description: 'Express payment wallet sheet and flow: required.',
  },
  approve: {
    id: 'wallets.sheet.approve',
    defaultMessage: 'Approve',
    description: 'Express payment wallet sheet and flow: approve.',
  },
  cancel: {
    id: 'wallets.sheet.cancel',
    defaultMessage: 'Cancel',
    description: 'Express payment wallet sheet and flow: cancel.',
  },
  // Spec 002 §4 Google Pay callbacks: the sheet's shipping options and totals.
  updateShipping: {
    id: 'wallets.sheet.updateShipping',
    defaultMessage: 'Update shipping',
    description:
      "Express payment wallet sheet and flow: update shipping. Spec 002 §4 Google Pay callbacks: the sheet's shipping options and totals.",
  },
  shippingOptions: {
    id: 'wallets.sheet.shippingOptions',
    defaultMessage: 'Shipping options',
    description: 'Express payment wallet sheet and flow: shipping options.',
  },
  shippingOption: {
    id: 'wallets.sheet.shippingOption',
    defaultMessage: '{name}: {cost}',
    description:
      'Express payment wallet sheet and flow: shipping option. Placeholders: {name}, {cost}.',
  },
  arrival: {
    id: 'wallets.sheet.arrival',
    defaultMessage: 'Estimated arrival: {arrival}',
    description: 'Express payment wallet sheet and flow: arrival. Placeholders: {arrival}.',
  },
  shippingTotal: {
    id: 'wallets.sheet.shippingTotal',
    defaultMessage: 'Shipping',
    description: 'Express payment wallet sheet and flow: shipping total.',
  },
  taxTotal: {
    id: 'wallets.sheet.taxTotal',
    defaultMessage: 'Tax',
    description: 'Express payment wallet sheet and flow: tax total.',
  },
  orderTotal: {
    id: 'wallets.sheet.orderTotal',
    defaultMessage: 'Total',
    description: 'Express payment wallet sheet and flow: order total.',
  },
  // Spec 002 §2, §4: the checkout's wallet tabs.
  tabButton: {
    id: 'wallets.tab.button',
    defaultMessage: 'Pay with {wallet}',
    description:
      "Express payment wallet sheet and flow: tab button. Spec 002 §2, §4: the checkout's wallet tabs. Placeholders: {wallet}.",
  },
  tabIntro: {
    id: 'wallets.tab.intro',
    defaultMessage: 'Approve the payment in the {wallet} window, then your order is placed.',
    description: 'Express payment wallet sheet and flow: tab intro. Placeholders: {wallet}.',
  },
  tabBillingAddress: {
    id: 'wallets.tab.billingAddress',
    defaultMessage: 'Billing address: {address}',
    description:
      'Express payment wallet sheet and flow: the billing address of the chosen stored wallet account (spec 002 §4). Placeholders: {address}.',
  },
  tabSession: {
    id: 'wallets.tab.session',
    defaultMessage: '{wallet} account: {account}',
    description:
      'Express payment wallet sheet and flow: tab session. Placeholders: {wallet}, {account}.',
  },
  tabOther: {
    id: 'wallets.tab.other',
    defaultMessage: 'Use a different account',
    description: 'Express payment wallet sheet and flow: tab other.',
  },
  tabAccounts: {
    id: 'wallets.tab.accounts',
    defaultMessage: 'Your {wallet} accounts',
    description: 'Express payment wallet sheet and flow: tab accounts. Placeholders: {wallet}.',
  },
  tabNewAccount: {
    id: 'wallets.tab.newAccount',
    defaultMessage: 'A new {wallet} account',
    description: 'Express payment wallet sheet and flow: tab new account. Placeholders: {wallet}.',
  },
  tabSave: {
    id: 'wallets.tab.save',
    defaultMessage: 'Save this account for future purchases',
    description: 'Express payment wallet sheet and flow: tab save.',
  },
  // Spec 002 §5, §8 configured messages.
  zeroAmount: {
    id: 'wallets.error.zeroAmount',
    defaultMessage: 'Your order total is 0. Add a product to your cart before paying.',
    description:
      'Express payment wallet sheet and flow: zero amount. Spec 002 §5, §8 configured messages.',
  },
  googlePayZeroAmount: {
    id: 'wallets.error.googlePayZeroAmount',
    defaultMessage: 'Order total 0 is not allowed for GooglePay',
    description: 'Express payment wallet sheet and flow: google pay zero amount.',
  },
  mobileWalletZeroAmount: {
    id: 'wallets.error.mobileWalletZeroAmount',
    defaultMessage: 'The mobile wallet cannot pay an order total of 0.',
    description: 'Express payment wallet sheet and flow: mobile wallet zero amount.',
  },
  mobileWalletNotSupported: {
    id: 'wallets.error.mobileWalletNotSupported',
    defaultMessage: 'This browser does not support the mobile wallet.',
    description: 'Express payment wallet sheet and flow: mobile wallet not supported.',
  },
  billingAddressNotSupported: {
    id: 'wallets.error.billingAddressNotSupported',
    defaultMessage: 'Your PayPal billing address is not supported. Please choose another address.',
    description: 'Express payment wallet sheet and flow: billing address not supported.',
  },
  addressNotSupported: {
    id: 'wallets.error.addressNotSupported',
    defaultMessage: 'Selected address is not supported',
    description: 'Express payment wallet sheet and flow: address not supported.',
  },
  countryNotAllowed: {
    id: 'wallets.error.countryNotAllowed',
    defaultMessage: 'We do not ship to the country of this address. Please choose another address.',
    description:
      'Express payment wallet sheet and flow: a shipping country the site does not ship to (the flow ends; spec 002 §5, §8).',
  },
  shippingMethodsFailed: {
    id: 'wallets.error.shippingMethodsFailed',
    defaultMessage: 'Failed to fetch shipping methods',
    description: 'Express payment wallet sheet and flow: shipping methods failed.',
  },
  shippingMethodFailed: {
    id: 'wallets.error.shippingMethodFailed',
    defaultMessage: 'Failed to update shipping method',
    description: 'Express payment wallet sheet and flow: shipping method failed.',
  },
  addToCartFailed: {
    id: 'wallets.error.addToCartFailed',
    defaultMessage: 'Error while adding product to cart',
    description: 'Express payment wallet sheet and flow: add to cart failed.',
  },
  network: {
    id: 'wallets.error.network',
    defaultMessage:
      'The payment service could not be reached. Check your connection and try again.',
    description: 'Express payment wallet sheet and flow: network.',
  },
  googlePayFailed: {
    id: 'wallets.error.googlePayFailed',
    defaultMessage: 'An error occurred while processing your request',
    description: 'Express payment wallet sheet and flow: google pay failed.',
  },
  expressFailed: {
    id: 'wallets.error.express',
    defaultMessage:
      'Payment via PayPal is unavailable at this time; please try again later or select a different payment method.',
    description: 'Express payment wallet sheet and flow: express failed.',
  },
  // Spec 002 §8 "Missing gateway configuration" (the spec elides the middle word:
  // docs/decisions/express-rules-the-spec-leaves-open.md).
  noApplePayConfiguration: {
    id: 'wallets.error.noApplePayConfiguration',
    defaultMessage: 'No Apple Pay Gateway Configurations',
    description:
      'Express payment wallet sheet and flow: Apple Pay has no gateway configuration on this site.',
  },
  noGooglePayConfiguration: {
    id: 'wallets.error.noGooglePayConfiguration',
    defaultMessage: 'No Google Pay Gateway Configurations',
    description:
      'Express payment wallet sheet and flow: Google Pay has no gateway configuration on this site.',
  },
});
