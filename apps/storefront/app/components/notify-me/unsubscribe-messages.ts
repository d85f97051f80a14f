import { defineMessages } from '../../i18n/define-messages.ts';

/** The unsubscribe page of the back-in-stock email, apart from the modal's texts (its chunk). */
export const um = defineMessages({
  unsubscribeTitle: {
    id: 'notifyMe.unsubscribe.title',
    defaultMessage: 'Back-in-stock alerts',
    description: 'Unsubscribe page of the back-in-stock email: heading and title.',
  },
  unsubscribeIntro: {
    id: 'notifyMe.unsubscribe.intro',
    defaultMessage: 'Stop every back-in-stock alert this address is still waiting for?',
    description: 'Unsubscribe page: what the button does.',
  },
  unsubscribeButton: {
    id: 'notifyMe.unsubscribe.button',
    defaultMessage: 'Unsubscribe',
    description: 'Unsubscribe page: confirms.',
  },
  unsubscribeDone: {
    id: 'notifyMe.unsubscribe.done',
    defaultMessage:
      'You are unsubscribed: we will send no more back-in-stock alerts to this address.',
    description: 'Unsubscribe page: after confirming.',
  },
  unsubscribeInvalid: {
    id: 'notifyMe.unsubscribe.invalid',
    defaultMessage: 'This unsubscribe link is not valid. Use the link of the email as it was sent.',
    description: 'Unsubscribe page: a malformed or unknown token.',
  },
});
