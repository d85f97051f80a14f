import { defineMessages } from '../../i18n/define-messages.ts';

/** The notify-me modal (spec 001 §2, §5, §8). */
export const nm = defineMessages({
  title: {
    id: 'notifyMe.title',
    defaultMessage: 'Notify me',
    description: 'Notify-me modal title (spec 001 §2).',
  },
  contactChoice: {
    id: 'notifyMe.contactChoice',
    defaultMessage: 'How should we tell you?',
    description:
      'Notify-me modal: legend of the Email / Phone number choice (read by screen readers).',
  },
  email: {
    id: 'notifyMe.email',
    defaultMessage: 'Email',
    description: 'Notify-me modal: the email choice and field label (spec 001 §2).',
  },
  phone: {
    id: 'notifyMe.phone',
    defaultMessage: 'Phone number',
    description: 'Notify-me modal: the phone choice and field label (spec 001 §2, SoloUS only).',
  },
  marketingSms: {
    id: 'notifyMe.marketingSms',
    defaultMessage: 'Add me to the marketing sms list.',
    description: 'Notify-me modal: the marketing toggle, on by default (spec 001 §2).',
  },
  cancel: {
    id: 'notifyMe.cancel',
    defaultMessage: 'Cancel',
    description: 'Notify-me modal: closes it (spec 001 §2).',
  },
  continue: {
    id: 'notifyMe.continue',
    defaultMessage: 'Continue',
    description: 'Notify-me modal: sends the request (spec 001 §2).',
  },
  emailInvalid: {
    id: 'notifyMe.email.invalid',
    defaultMessage: 'Please enter a valid email address.',
    description: 'Notify-me modal: email missing or invalid (spec 001 §5).',
  },
  phoneInvalid: {
    id: 'notifyMe.phone.invalid',
    defaultMessage: 'Please enter a valid phone number.',
    description: 'Notify-me modal: phone missing or not (ddd) ddd-dddd (spec 001 §5).',
  },
  success: {
    id: 'notifyMe.success',
    defaultMessage: 'You’ve subscribed to back-in-stock alerts.',
    description: 'Notify-me: success toast (spec 001 §8).',
  },
  failure: {
    id: 'notifyMe.failure',
    defaultMessage: 'Something went wrong... Try again later!',
    description: 'Notify-me: failure toast (spec 001 §8).',
  },
});
