/**
 * Every text of the e-gift card: the product page's form and the cart's gift card lines
 * (spec 001 §2, §5, §8; each quoted spec text verbatim).
 */
import { defineMessages } from '../../i18n/define-messages.ts';

export const m = defineMessages({
  amount: {
    id: 'giftCard.amount',
    defaultMessage: 'Amount',
    description: 'E-gift card form and cart lines: amount.',
  },
  // Spec 001 §5: "presets 50, 100, 200, 250, 500 or Custom Amount".
  customAmount: {
    id: 'giftCard.customAmount',
    defaultMessage: 'Custom Amount',
    description:
      'E-gift card form and cart lines: custom amount. Spec 001 §5: "presets 50, 100, 200, 250, 500 or Custom Amount".',
  },
  customAmountLabel: {
    id: 'giftCard.customAmountLabel',
    defaultMessage: 'Custom amount ({min} to {max})',
    description:
      'E-gift card form and cart lines: custom amount label. Placeholders: {min}, {max}.',
  },
  recipientName: {
    id: 'giftCard.recipientName',
    defaultMessage: 'Recipient Name',
    description: 'E-gift card form and cart lines: recipient name.',
  },
  recipientEmail: {
    id: 'giftCard.recipientEmail',
    defaultMessage: 'Recipient Email',
    description: 'E-gift card form and cart lines: recipient email.',
  },
  confirmRecipientEmail: {
    id: 'giftCard.confirmRecipientEmail',
    defaultMessage: 'Confirm Recipient Email',
    description: 'E-gift card form and cart lines: confirm recipient email.',
  },
  yourName: {
    id: 'giftCard.yourName',
    defaultMessage: 'Your Name',
    description: 'E-gift card form and cart lines: your name.',
  },
  giftMessage: {
    id: 'giftCard.giftMessage',
    defaultMessage: 'Gift Message (optional)',
    description: 'E-gift card form and cart lines: gift message.',
  },
  addToCart: {
    id: 'giftCard.addToCart',
    defaultMessage: 'Add to Cart',
    description: 'E-gift card form and cart lines: add to cart.',
  },
  // Spec 001 §5 gift card validation.
  amountRequired: {
    id: 'giftCard.amountRequired',
    defaultMessage: 'Please select an amount.',
    description:
      'E-gift card form and cart lines: amount required. Spec 001 §5 gift card validation.',
  },
  customAmountRequired: {
    id: 'giftCard.customAmountRequired',
    defaultMessage: 'Please enter a valid amount.',
    description: 'E-gift card form and cart lines: custom amount required.',
  },
  customAmountRange: {
    id: 'giftCard.customAmountRange',
    defaultMessage: 'Please enter a valid amount from 50-1000.',
    description: 'E-gift card form and cart lines: custom amount range.',
  },
  required: {
    id: 'giftCard.required',
    defaultMessage: 'This field is required.',
    description: 'E-gift card form and cart lines: required.',
  },
  recipientNameTooLong: {
    id: 'giftCard.recipientNameTooLong',
    defaultMessage: 'Recipient name cannot exceed 50 characters.',
    description: 'E-gift card form and cart lines: recipient name too long.',
  },
  emailInvalid: {
    id: 'giftCard.emailInvalid',
    defaultMessage: 'Please enter a valid email address.',
    description: 'E-gift card form and cart lines: email invalid.',
  },
  emailsMustMatch: {
    id: 'giftCard.emailsMustMatch',
    defaultMessage: 'Email addresses must match.',
    description: 'E-gift card form and cart lines: emails must match.',
  },
  yourNameTooLong: {
    id: 'giftCard.yourNameTooLong',
    defaultMessage: 'Your Name cannot exceed 50 characters.',
    description: 'E-gift card form and cart lines: your name too long.',
  },
  messageTooLong: {
    id: 'giftCard.messageTooLong',
    defaultMessage: 'Your message cannot exceed 3900 characters.',
    description: 'E-gift card form and cart lines: message too long.',
  },
  // Spec 001 §8 gift card add.
  limitExceeded: {
    id: 'giftCard.limitExceeded',
    defaultMessage: 'You can only add one gift card per order.',
    description: 'E-gift card form and cart lines: limit exceeded. Spec 001 §8 gift card add.',
  },
  addFailed: {
    id: 'giftCard.addFailed',
    defaultMessage: 'Something went wrong adding Gift Card to the cart!',
    description: 'E-gift card form and cart lines: add failed.',
  },
  // The cart's gift card line (spec 001 §2) and its edit form (§5 "Gift card edit in cart").
  lineName: {
    id: 'giftCard.lineName',
    defaultMessage: 'e-Gift Card',
    description:
      'E-gift card form and cart lines: line name. The cart\'s gift card line (spec 001 §2) and its edit form (§5 "Gift card edit in cart").',
  },
  to: {
    id: 'giftCard.to',
    defaultMessage: 'To: {name}',
    description: 'E-gift card form and cart lines: to. Placeholders: {name}.',
  },
  edit: {
    id: 'giftCard.edit',
    defaultMessage: 'Edit',
    description: 'E-gift card form and cart lines: edit.',
  },
  editLabel: {
    id: 'giftCard.editLabel',
    defaultMessage: 'Edit gift card for {name}',
    description: 'E-gift card form and cart lines: edit label. Placeholders: {name}.',
  },
  save: {
    id: 'giftCard.save',
    defaultMessage: 'Save',
    description: 'E-gift card form and cart lines: save.',
  },
  close: {
    id: 'giftCard.close',
    defaultMessage: 'Close',
    description: 'E-gift card form and cart lines: close.',
  },
  removeLabel: {
    id: 'giftCard.removeLabel',
    defaultMessage: 'Remove gift card for {name}',
    description: 'E-gift card form and cart lines: remove label. Placeholders: {name}.',
  },
  editNameRequired: {
    id: 'giftCard.editNameRequired',
    defaultMessage: 'Please enter correct Recipient Name',
    description: 'E-gift card form and cart lines: edit name required.',
  },
  editNameTooLong: {
    id: 'giftCard.editNameTooLong',
    defaultMessage: 'Recipient name cannot exceed 50 characters.',
    description: 'E-gift card form and cart lines: edit name too long.',
  },
  editEmailRequired: {
    id: 'giftCard.editEmailRequired',
    defaultMessage: 'Please enter correct Recipient Email',
    description: 'E-gift card form and cart lines: edit email required.',
  },
  editEmailTooLong: {
    id: 'giftCard.editEmailTooLong',
    defaultMessage: 'Recipient email cannot exceed 50 characters.',
    description: 'E-gift card form and cart lines: edit email too long.',
  },
  // Spec 001 §8 gift card edit.
  updated: {
    id: 'giftCard.updated',
    defaultMessage: 'Gift Card information updated successfully!',
    description: 'E-gift card form and cart lines: updated. Spec 001 §8 gift card edit.',
  },
  updateFailed: {
    id: 'giftCard.updateFailed',
    defaultMessage: 'Something went wrong updating Gift Card!',
    description: 'E-gift card form and cart lines: update failed.',
  },
});

export type GiftCardMessageKey = keyof typeof m;
