/**
 * Every visible string of the express buttons, the sandbox wallet sheet and the express flow
 * (spec 002 §2, §5, §8; each quoted text of the spec is kept exactly).
 */
export const m = {
  processing: { id: 'wallets.express.processing', defaultMessage: 'Processing your payment…' },
  // The sandbox approval sheet (docs/decisions.md "Wallet approval sheet in the sandbox").
  sheetTitle: { id: 'wallets.sheet.title', defaultMessage: '{wallet} (sandbox)' },
  sheetAmount: { id: 'wallets.sheet.amount', defaultMessage: 'Amount to approve: {amount}' },
  sheetVault: {
    id: 'wallets.sheet.vault',
    defaultMessage: 'Save this account for later payments.',
  },
  sheetIntro: {
    id: 'wallets.sheet.intro',
    defaultMessage: 'Test buyer data of the sandbox wallet. Change any field before approving.',
  },
  contact: { id: 'wallets.sheet.contact', defaultMessage: 'Contact' },
  shippingAddress: { id: 'wallets.sheet.shippingAddress', defaultMessage: 'Shipping address' },
  billingAddress: { id: 'wallets.sheet.billingAddress', defaultMessage: 'Billing address' },
  sameAsShipping: {
    id: 'wallets.sheet.sameAsShipping',
    defaultMessage: 'Same as shipping address',
  },
  email: { id: 'wallets.field.email', defaultMessage: 'Email' },
  firstName: { id: 'wallets.field.firstName', defaultMessage: 'First name' },
  lastName: { id: 'wallets.field.lastName', defaultMessage: 'Last name' },
  phone: { id: 'wallets.field.phone', defaultMessage: 'Phone' },
  line1: { id: 'wallets.field.line1', defaultMessage: 'Address' },
  line2: { id: 'wallets.field.line2', defaultMessage: 'Address line 2 (optional)' },
  city: { id: 'wallets.field.city', defaultMessage: 'City' },
  state: { id: 'wallets.field.state', defaultMessage: 'State or province' },
  postalCode: { id: 'wallets.field.postalCode', defaultMessage: 'Postal code' },
  country: { id: 'wallets.field.country', defaultMessage: 'Country code' },
  cardNumber: { id: 'wallets.field.cardNumber', defaultMessage: 'Test card number (optional)' },
  required: { id: 'wallets.field.required', defaultMessage: 'This field is required.' },
  approve: { id: 'wallets.sheet.approve', defaultMessage: 'Approve' },
  cancel: { id: 'wallets.sheet.cancel', defaultMessage: 'Cancel' },
  // Spec 002 §4 Google Pay callbacks: the sheet's shipping options and totals.
  updateShipping: { id: 'wallets.sheet.updateShipping', defaultMessage: 'Update shipping' },
  shippingOptions: { id: 'wallets.sheet.shippingOptions', defaultMessage: 'Shipping options' },
  shippingOption: { id: 'wallets.sheet.shippingOption', defaultMessage: '{name}: {cost}' },
  arrival: { id: 'wallets.sheet.arrival', defaultMessage: 'Estimated arrival: {arrival}' },
  shippingTotal: { id: 'wallets.sheet.shippingTotal', defaultMessage: 'Shipping' },
  taxTotal: { id: 'wallets.sheet.taxTotal', defaultMessage: 'Tax' },
  orderTotal: { id: 'wallets.sheet.orderTotal', defaultMessage: 'Total' },
  // Spec 002 §2, §4: the checkout's wallet tabs.
  tabButton: { id: 'wallets.tab.button', defaultMessage: 'Pay with {wallet}' },
  tabIntro: {
    id: 'wallets.tab.intro',
    defaultMessage: 'Approve the payment in the {wallet} window, then your order is placed.',
  },
  tabSession: { id: 'wallets.tab.session', defaultMessage: '{wallet} account: {account}' },
  tabOther: { id: 'wallets.tab.other', defaultMessage: 'Use a different account' },
  tabAccounts: { id: 'wallets.tab.accounts', defaultMessage: 'Your {wallet} accounts' },
  tabNewAccount: { id: 'wallets.tab.newAccount', defaultMessage: 'A new {wallet} account' },
  tabSave: { id: 'wallets.tab.save', defaultMessage: 'Save this account for future purchases' },
  // Spec 002 §5, §8 configured messages.
  zeroAmount: {
    id: 'wallets.error.zeroAmount',
    defaultMessage: 'Your order total is 0. Add a product to your cart before paying.',
  },
  googlePayZeroAmount: {
    id: 'wallets.error.googlePayZeroAmount',
    defaultMessage: 'Order total 0 is not allowed for GooglePay',
  },
  mobileWalletZeroAmount: {
    id: 'wallets.error.mobileWalletZeroAmount',
    defaultMessage: 'The mobile wallet cannot pay an order total of 0.',
  },
  mobileWalletNotSupported: {
    id: 'wallets.error.mobileWalletNotSupported',
    defaultMessage: 'This browser does not support the mobile wallet.',
  },
  billingAddressNotSupported: {
    id: 'wallets.error.billingAddressNotSupported',
    defaultMessage: 'Your PayPal billing address is not supported. Please choose another address.',
  },
  addressNotSupported: {
    id: 'wallets.error.addressNotSupported',
    defaultMessage: 'Selected address is not supported',
  },
  shippingMethodsFailed: {
    id: 'wallets.error.shippingMethodsFailed',
    defaultMessage: 'Failed to fetch shipping methods',
  },
  shippingMethodFailed: {
    id: 'wallets.error.shippingMethodFailed',
    defaultMessage: 'Failed to update shipping method',
  },
  addToCartFailed: {
    id: 'wallets.error.addToCartFailed',
    defaultMessage: 'Error while adding product to cart',
  },
  network: {
    id: 'wallets.error.network',
    defaultMessage:
      'The payment service could not be reached. Check your connection and try again.',
  },
  googlePayFailed: {
    id: 'wallets.error.googlePayFailed',
    defaultMessage: 'An error occurred while processing your request',
  },
  expressFailed: {
    id: 'wallets.error.express',
    defaultMessage:
      'Payment via PayPal is unavailable at this time; please try again later or select a different payment method.',
  },
} as const;
