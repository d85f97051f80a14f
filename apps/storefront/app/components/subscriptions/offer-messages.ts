/** The product page's subscription offer (spec 001 §2, §4). */
import { defineMessages } from '../../i18n/define-messages.ts';

export const offerMessages = defineMessages({
  legend: {
    id: 'subscriptions.offer.legend',
    defaultMessage: 'How would you like to buy?',
    description: 'Product page subscription offer: the legend of the one-time / subscribe choice.',
  },
  oneTime: {
    id: 'subscriptions.offer.oneTime',
    defaultMessage: 'One-time purchase {price}',
    description:
      'Product page subscription offer: opt out, with the regular price. Placeholders: {price}.',
  },
  subscribe: {
    id: 'subscriptions.offer.subscribe',
    defaultMessage: 'Subscribe and save {price}',
    description:
      'Product page subscription offer: opt in, with the price of each subscription order. Placeholders: {price}.',
  },
  frequency: {
    id: 'subscriptions.offer.frequency',
    defaultMessage: 'Deliver',
    description: 'Product page subscription offer: the label of the frequency select.',
  },
  every: {
    id: 'subscriptions.frequency.every',
    defaultMessage: '{months, plural, one {Every month} other {Every # months}}',
    description:
      'Subscription frequency, in the product page offer and the account subscriptions page. Placeholders: {months} (1, 2 or 3).',
  },
  guestNotice: {
    id: 'subscriptions.offer.guestNotice',
    defaultMessage:
      'Subscriptions need an account: sign in or sign up to check out and manage them.',
    description:
      'Product page subscription offer: a guest who opted in is asked to sign in or sign up.',
  },
  signIn: {
    id: 'subscriptions.offer.signIn',
    defaultMessage: 'Sign in',
    description: 'Subscription notices (product page, checkout): the link to /login.',
  },
  register: {
    id: 'subscriptions.offer.register',
    defaultMessage: 'Create an account',
    description: 'Subscription notices (product page, checkout): the link to /registration.',
  },
});
