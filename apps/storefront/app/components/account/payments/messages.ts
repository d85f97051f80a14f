/**
 * The account payments page's texts (spec 002 §2, §4, §5). The page's title and its navigation
 * label, "Credit Cards", are the account area's (lib/account/area-messages.ts). The en-US
 * catalogue is built from these defaults.
 */
export const m = {
  cardsHeading: { id: 'accountPayments.cards.heading', defaultMessage: 'Saved cards' },
  noCards: { id: 'accountPayments.cards.empty', defaultMessage: 'You have no saved cards.' },
  paypalHeading: { id: 'accountPayments.paypal.heading', defaultMessage: 'PayPal accounts' },
  noPaypal: {
    id: 'accountPayments.paypal.empty',
    defaultMessage: 'You have no saved PayPal account.',
  },
  paypalName: { id: 'accountPayments.paypal.name', defaultMessage: 'PayPal' },
  addPaypal: { id: 'accountPayments.paypal.add', defaultMessage: 'Add PayPal account' },
  mobileWalletHeading: {
    id: 'accountPayments.mobileWallet.heading',
    defaultMessage: 'Mobile wallet accounts',
  },
  mobileWalletName: { id: 'accountPayments.mobileWallet.name', defaultMessage: 'Mobile wallet' },
  noMobileWallet: {
    id: 'accountPayments.mobileWallet.empty',
    defaultMessage: 'You have no saved mobile wallet account.',
  },
  addMobileWallet: {
    id: 'accountPayments.mobileWallet.add',
    defaultMessage: 'Add mobile wallet account',
  },
  defaultBadge: { id: 'accountPayments.default', defaultMessage: 'Default' },
  expires: { id: 'accountPayments.card.expires', defaultMessage: 'Expires {date}' },
  savedWith: { id: 'accountPayments.card.savedWith', defaultMessage: 'Saved with {wallet}' },
  makeDefault: { id: 'accountPayments.makeDefault', defaultMessage: 'Make default' },
  makeDefaultLabel: {
    id: 'accountPayments.makeDefault.label',
    defaultMessage: 'Make {name} the default',
  },
  remove: { id: 'accountPayments.remove', defaultMessage: 'Remove' },
  removeLabel: { id: 'accountPayments.remove.label', defaultMessage: 'Remove {name}' },
  // Spec 000 §2: removals ask first, in the confirmation dialog.
  removeTitle: {
    id: 'accountPayments.remove.title',
    defaultMessage: 'Remove this payment method?',
  },
  removeMessage: {
    id: 'accountPayments.remove.message',
    defaultMessage: '{name} will no longer be offered at checkout.',
  },
  removeConfirm: { id: 'accountPayments.remove.confirm', defaultMessage: 'Remove' },
  // Spec 002 §5: a saved card the server does not mark removable gets a not-allowed message.
  notRemovable: {
    id: 'accountPayments.remove.notAllowed',
    defaultMessage: 'This payment method cannot be removed.',
  },
  removed: {
    id: 'accountPayments.done.removed',
    defaultMessage: 'The payment method was removed.',
  },
  defaultSaved: {
    id: 'accountPayments.done.default',
    defaultMessage: 'Your default payment method was changed.',
  },
  paypalAdded: {
    id: 'accountPayments.done.paypalAdded',
    defaultMessage: 'Your PayPal account was added.',
  },
  mobileWalletAdded: {
    id: 'accountPayments.done.mobileWalletAdded',
    defaultMessage: 'Your mobile wallet account was added.',
  },
  added: { id: 'accountPayments.done.added', defaultMessage: 'The payment method was added.' },
  // A wallet approval is saved once, within its lifetime (docs/api.md c_paymentNonce).
  nonceRefused: {
    id: 'accountPayments.add.refused',
    defaultMessage: 'The account could not be added. Please try again.',
  },
} as const;

export type PaymentsMessageKey = keyof typeof m;
