/** Every visible string of the gift card balance page (spec 000 §2 `/gift-card-balance`). */
import { defineMessages } from '../../i18n/define-messages.ts';

export const m = defineMessages({
  title: {
    id: 'giftCards.balance.title',
    defaultMessage: 'Gift Card Balance',
    description: 'Gift card balance page: the page title and heading.',
  },
  intro: {
    id: 'giftCards.balance.intro',
    defaultMessage: 'Enter the code and PIN from your gift card email to see what is left on it.',
    description: 'Gift card balance page: the text under the heading.',
  },
  code: {
    id: 'giftCards.balance.code',
    defaultMessage: 'Gift card code',
    description: 'Gift card balance page: label of the code field.',
  },
  pin: {
    id: 'giftCards.balance.pin',
    defaultMessage: 'PIN',
    description: 'Gift card balance page: label of the PIN field (the six digits under the code).',
  },
  submit: {
    id: 'giftCards.balance.submit',
    defaultMessage: 'Check Balance',
    description: 'Gift card balance page: the form button.',
  },
  result: {
    id: 'giftCards.balance.result',
    defaultMessage: 'Your gift card balance is {balance}.',
    description:
      'Gift card balance page: the answer. Placeholders: {balance}, an amount with its currency.',
  },
  notFound: {
    id: 'giftCards.balance.notFound',
    defaultMessage:
      'We could not find a gift card with this code and PIN. Please check both and try again.',
    description: 'Gift card balance page: the one answer for an unknown code or a wrong PIN.',
  },
  codeRequired: {
    id: 'giftCards.balance.codeRequired',
    defaultMessage: 'Please enter the gift card code.',
    description: 'Gift card balance page: error when the code field is empty.',
  },
  pinInvalid: {
    id: 'giftCards.balance.pinInvalid',
    defaultMessage: 'Please enter the 6-digit PIN.',
    description: 'Gift card balance page: error when the PIN is not six digits.',
  },
});
