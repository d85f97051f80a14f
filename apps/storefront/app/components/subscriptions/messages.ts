/** The account subscriptions page (issue 21; spec 000 §2 "Subscriptions", spec 001 §7). */
import { defineMessages } from '../../i18n/define-messages.ts';

export const m = defineMessages({
  none: {
    id: 'subscriptions.account.none',
    defaultMessage:
      'You have no subscriptions yet. Subscribe on a product page to have it delivered again and again.',
    description: 'Account subscriptions page: the customer has no subscription.',
  },
  upcomingHeading: {
    id: 'subscriptions.account.upcomingHeading',
    defaultMessage: 'Your next order',
    description: 'Account subscriptions page: heading of the upcoming order.',
  },
  upcomingSummary: {
    id: 'subscriptions.account.upcomingSummary',
    defaultMessage: 'On {date}, total {total}',
    description:
      'Account subscriptions page: the upcoming order date and total. Placeholders: {date}, {total}.',
  },
  upcomingLine: {
    id: 'subscriptions.account.upcomingLine',
    defaultMessage: '{quantity} × {name}, {price} each',
    description:
      'Account subscriptions page: a line of the upcoming order. Placeholders: {quantity}, {name}, {price}.',
  },
  listHeading: {
    id: 'subscriptions.account.listHeading',
    defaultMessage: 'Your subscriptions',
    description: 'Account subscriptions page: heading of the list.',
  },
  statusActive: {
    id: 'subscriptions.account.statusActive',
    defaultMessage: 'Active',
    description: 'Account subscriptions page: status badge of an active subscription.',
  },
  statusPaused: {
    id: 'subscriptions.account.statusPaused',
    defaultMessage: 'Paused',
    description: 'Account subscriptions page: status badge of a paused subscription.',
  },
  statusCanceled: {
    id: 'subscriptions.account.statusCanceled',
    defaultMessage: 'Canceled',
    description: 'Account subscriptions page: status badge of a canceled subscription.',
  },
  nextOrder: {
    id: 'subscriptions.account.nextOrder',
    defaultMessage: 'Next order',
    description: 'Account subscriptions page: label of the next order date.',
  },
  price: {
    id: 'subscriptions.account.price',
    defaultMessage: 'Price',
    description: 'Account subscriptions page: label of the price of each order.',
  },
  priceValue: {
    id: 'subscriptions.account.priceValue',
    defaultMessage: '{total} ({price} each)',
    description:
      'Account subscriptions page: the price of each order and of each unit. Placeholders: {total}, {price}.',
  },
  quantity: {
    id: 'subscriptions.account.quantity',
    defaultMessage: 'Quantity',
    description: 'Account subscriptions page: label of the quantity field.',
  },
  frequency: {
    id: 'subscriptions.account.frequency',
    defaultMessage: 'Frequency',
    description: 'Account subscriptions page: label of the frequency select.',
  },
  card: {
    id: 'subscriptions.account.card',
    defaultMessage: 'Card',
    description: 'Account subscriptions page: label of the saved card that pays.',
  },
  address: {
    id: 'subscriptions.account.address',
    defaultMessage: 'Ship to',
    description: 'Account subscriptions page: label of the shipping address.',
  },
  save: {
    id: 'subscriptions.account.save',
    defaultMessage: 'Save',
    description: 'Account subscriptions page: the button that saves one field of a subscription.',
  },
  skip: {
    id: 'subscriptions.account.skip',
    defaultMessage: 'Skip next order',
    description: 'Account subscriptions page: skip the next order.',
  },
  pause: {
    id: 'subscriptions.account.pause',
    defaultMessage: 'Pause',
    description: 'Account subscriptions page: pause the subscription.',
  },
  resume: {
    id: 'subscriptions.account.resume',
    defaultMessage: 'Resume',
    description: 'Account subscriptions page: resume a paused subscription.',
  },
  cancel: {
    id: 'subscriptions.account.cancel',
    defaultMessage: 'Cancel subscription',
    description:
      'Account subscriptions page: asks to cancel the subscription (a confirmation follows).',
  },
  cancelQuestion: {
    id: 'subscriptions.account.cancelQuestion',
    defaultMessage: 'Cancel your subscription to {name}? This cannot be undone.',
    description: 'Account subscriptions page: the cancel confirmation. Placeholders: {name}.',
  },
  cancelConfirm: {
    id: 'subscriptions.account.cancelConfirm',
    defaultMessage: 'Yes, cancel it',
    description: 'Account subscriptions page: confirms the cancellation.',
  },
  cancelKeep: {
    id: 'subscriptions.account.cancelKeep',
    defaultMessage: 'Keep it',
    description: 'Account subscriptions page: leaves the cancel confirmation without canceling.',
  },
  declined: {
    id: 'subscriptions.account.declined',
    defaultMessage: 'The card was declined for the last order. We will try again on {date}.',
    description:
      'Account subscriptions page: the last order could not be paid. Placeholders: {date} (next retry).',
  },
  doneFrequency: {
    id: 'subscriptions.account.doneFrequency',
    defaultMessage: 'The frequency is saved.',
    description: 'Account subscriptions page: confirmation after changing the frequency.',
  },
  doneQuantity: {
    id: 'subscriptions.account.doneQuantity',
    defaultMessage: 'The quantity is saved.',
    description: 'Account subscriptions page: confirmation after changing the quantity.',
  },
  doneCard: {
    id: 'subscriptions.account.doneCard',
    defaultMessage: 'The card is saved.',
    description: 'Account subscriptions page: confirmation after changing the card.',
  },
  doneAddress: {
    id: 'subscriptions.account.doneAddress',
    defaultMessage: 'The address is saved.',
    description: 'Account subscriptions page: confirmation after changing the address.',
  },
  doneSkip: {
    id: 'subscriptions.account.doneSkip',
    defaultMessage: 'The next order is skipped.',
    description: 'Account subscriptions page: confirmation after skipping the next order.',
  },
  donePause: {
    id: 'subscriptions.account.donePause',
    defaultMessage: 'The subscription is paused.',
    description: 'Account subscriptions page: confirmation after pausing.',
  },
  doneResume: {
    id: 'subscriptions.account.doneResume',
    defaultMessage: 'The subscription is active again.',
    description: 'Account subscriptions page: confirmation after resuming.',
  },
  doneCancel: {
    id: 'subscriptions.account.doneCancel',
    defaultMessage: 'The subscription is canceled.',
    description: 'Account subscriptions page: confirmation after canceling.',
  },
  invalid: {
    id: 'subscriptions.account.invalid',
    defaultMessage: 'That change is not possible. Check the value and try again.',
    description:
      'Account subscriptions page: the service refused a value (or the form was not valid).',
  },
  canceledAlready: {
    id: 'subscriptions.account.canceledAlready',
    defaultMessage: 'This subscription is canceled and cannot be changed.',
    description: 'Account subscriptions page: a change to a canceled subscription.',
  },
  notFound: {
    id: 'subscriptions.account.notFound',
    defaultMessage: 'This subscription was not found.',
    description:
      'Account subscriptions page: the subscription is not the customer’s or no longer exists.',
  },
});
