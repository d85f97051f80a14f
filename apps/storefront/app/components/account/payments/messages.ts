/**
 * The account payments page's texts (spec 002 §2, §4, §5). The page's title and its navigation
 * label, "Credit Cards", are the account area's (lib/account/area-messages.ts). The en-US
 * catalogue is built from these defaults.
 */
import { defineMessages } from '../../../i18n/define-messages.ts';

export const m = defineMessages({
  cardsHeading: {
    id: 'accountPayments.cards.heading',
    defaultMessage: 'Saved cards',
    description: 'Account page of saved credit cards: cards heading.',
  },
  noCards: {
    id: 'accountPayments.cards.empty',
    defaultMessage: 'You have no saved cards.',
    description: 'Account page of saved credit cards: no cards.',
  },
  paypalHeading: {
    id: 'accountPayments.paypal.heading',
    defaultMessage: 'PayPal accounts',
    description: 'Account page of saved credit cards: paypal heading.',
  },
  noPaypal: {
    id: 'accountPayments.paypal.empty',
    defaultMessage: 'You have no saved PayPal account.',
    description: 'Account page of saved credit cards: no paypal.',
  },
  paypalName: {
    id: 'accountPayments.paypal.name',
    defaultMessage: 'PayPal',
    description: 'Account page of saved credit cards: paypal name.',
  },
  addPaypal: {
    id: 'accountPayments.paypal.add',
    defaultMessage: 'Add PayPal account',
    description: 'Account page of saved credit cards: add paypal.',
  },
  mobileWalletHeading: {
    id: 'accountPayments.mobileWallet.heading',
    defaultMessage: 'Mobile wallet accounts',
    description: 'Account page of saved credit cards: mobile wallet heading.',
  },
  mobileWalletName: {
    id: 'accountPayments.mobileWallet.name',
    defaultMessage: 'Mobile wallet',
    description: 'Account page of saved credit cards: mobile wallet name.',
  },
  noMobileWallet: {
    id: 'accountPayments.mobileWallet.empty',
    defaultMessage: 'You have no saved mobile wallet account.',
    description: 'Account page of saved credit cards: no mobile wallet.',
  },
  addMobileWallet: {
    id: 'accountPayments.mobileWallet.add',
    defaultMessage: 'Add mobile wallet account',
    description: 'Account page of saved credit cards: add mobile wallet.',
  },
  defaultBadge: {
    id: 'accountPayments.default',
    defaultMessage: 'Default',
    description: 'Account page of saved credit cards: default badge.',
  },
  expires: {
    id: 'accountPayments.card.expires',
    defaultMessage: 'Expires {date}',
    description: 'Account page of saved credit cards: expires. Placeholders: {date}.',
  },
  savedWith: {
    id: 'accountPayments.card.savedWith',
    defaultMessage: 'Saved with {wallet}',
    description: 'Account page of saved credit cards: saved with. Placeholders: {wallet}.',
  },
  makeDefault: {
    id: 'accountPayments.makeDefault',
    defaultMessage: 'Make default',
    description: 'Account page of saved credit cards: make default.',
  },
  makeDefaultLabel: {
    id: 'accountPayments.makeDefault.label',
    defaultMessage: 'Make {name} the default',
    description: 'Account page of saved credit cards: make default label. Placeholders: {name}.',
  },
  remove: {
    id: 'accountPayments.remove',
    defaultMessage: 'Remove',
    description: 'Account page of saved credit cards: remove.',
  },
  removeLabel: {
    id: 'accountPayments.remove.label',
    defaultMessage: 'Remove {name}',
    description: 'Account page of saved credit cards: remove label. Placeholders: {name}.',
  },
  // Spec 000 §2: removals ask first, in the confirmation dialog.
  removeTitle: {
    id: 'accountPayments.remove.title',
    defaultMessage: 'Remove this payment method?',
    description:
      'Account page of saved credit cards: remove title. Spec 000 §2: removals ask first, in the confirmation dialog.',
  },
  removeMessage: {
    id: 'accountPayments.remove.message',
    defaultMessage: '{name} will no longer be offered at checkout.',
    description: 'Account page of saved credit cards: remove message. Placeholders: {name}.',
  },
  removeConfirm: {
    id: 'accountPayments.remove.confirm',
    defaultMessage: 'Remove',
    description: 'Account page of saved credit cards: remove confirm.',
  },
  // Spec 002 §5: a saved card the server does not mark removable gets a not-allowed message.
  notRemovable: {
    id: 'accountPayments.remove.notAllowed',
    defaultMessage: 'This payment method cannot be removed.',
    description:
      'Account page of saved credit cards: not removable. Spec 002 §5: a saved card the server does not mark removable gets a not-allowed message.',
  },
  paysSubscription: {
    id: 'accountPayments.paysSubscription',
    defaultMessage: 'Pays for a subscription, so it cannot be removed.',
    description:
      'Account page of saved credit cards: under a card a subscription pays with; a link to the Subscriptions page follows.',
  },
  removed: {
    id: 'accountPayments.done.removed',
    defaultMessage: 'The payment method was removed.',
    description: 'Account page of saved credit cards: removed.',
  },
  defaultSaved: {
    id: 'accountPayments.done.default',
    defaultMessage: 'Your default payment method was changed.',
    description: 'Account page of saved credit cards: default saved.',
  },
  paypalAdded: {
    id: 'accountPayments.done.paypalAdded',
    defaultMessage: 'Your PayPal account was added.',
    description: 'Account page of saved credit cards: paypal added.',
  },
  mobileWalletAdded: {
    id: 'accountPayments.done.mobileWalletAdded',
    defaultMessage: 'Your mobile wallet account was added.',
    description: 'Account page of saved credit cards: mobile wallet added.',
  },
  added: {
    id: 'accountPayments.done.added',
    defaultMessage: 'The payment method was added.',
    description: 'Account page of saved credit cards: added.',
  },
  // A wallet approval is saved once, within its lifetime (docs/api.md c_paymentNonce).
  nonceRefused: {
    id: 'accountPayments.add.refused',
    defaultMessage: 'The account could not be added. Please try again.',
    description:
      'Account page of saved credit cards: nonce refused. A wallet approval is saved once, within its lifetime (docs/api.md c_paymentNonce).',
  },
});

export type PaymentsMessageKey = keyof typeof m;
