/**
 * Every text of the e-gift card: the product page's form and the cart's gift card lines
 * (spec 001 §2, §5, §8; each quoted spec text verbatim).
 */
export const m = {
  amount: { id: 'giftCard.amount', defaultMessage: 'Amount' },
  // Spec 001 §5: "presets 50, 100, 200, 250, 500 or Custom Amount".
  customAmount: { id: 'giftCard.customAmount', defaultMessage: 'Custom Amount' },
  customAmountLabel: {
    id: 'giftCard.customAmount.label',
    defaultMessage: 'Custom amount ({min} to {max})',
  },
  recipientName: { id: 'giftCard.recipientName', defaultMessage: 'Recipient Name' },
  recipientEmail: { id: 'giftCard.recipientEmail', defaultMessage: 'Recipient Email' },
  confirmRecipientEmail: {
    id: 'giftCard.confirmRecipientEmail',
    defaultMessage: 'Confirm Recipient Email',
  },
  yourName: { id: 'giftCard.yourName', defaultMessage: 'Your Name' },
  giftMessage: { id: 'giftCard.giftMessage', defaultMessage: 'Gift Message (optional)' },
  addToCart: { id: 'giftCard.addToCart', defaultMessage: 'Add to Cart' },
  // Spec 001 §5 gift card validation.
  amountRequired: {
    id: 'giftCard.error.amountRequired',
    defaultMessage: 'Please select an amount.',
  },
  customAmountRequired: {
    id: 'giftCard.error.customAmountRequired',
    defaultMessage: 'Please enter a valid amount.',
  },
  customAmountRange: {
    id: 'giftCard.error.customAmountRange',
    defaultMessage: 'Please enter a valid amount from 50-1000.',
  },
  required: { id: 'giftCard.error.required', defaultMessage: 'This field is required.' },
  recipientNameTooLong: {
    id: 'giftCard.error.recipientNameTooLong',
    defaultMessage: 'Recipient name cannot exceed 50 characters.',
  },
  emailInvalid: {
    id: 'giftCard.error.emailInvalid',
    defaultMessage: 'Please enter a valid email address.',
  },
  emailsMustMatch: {
    id: 'giftCard.error.emailsMustMatch',
    defaultMessage: 'Email addresses must match.',
  },
  yourNameTooLong: {
    id: 'giftCard.error.yourNameTooLong',
    defaultMessage: 'Your Name cannot exceed 50 characters.',
  },
  messageTooLong: {
    id: 'giftCard.error.messageTooLong',
    defaultMessage: 'Your message cannot exceed 3900 characters.',
  },
  // Spec 001 §8 gift card add.
  limitExceeded: {
    id: 'giftCard.add.limit',
    defaultMessage: 'You can only add one gift card per order.',
  },
  addFailed: {
    id: 'giftCard.add.failed',
    defaultMessage: 'Something went wrong adding Gift Card to the cart!',
  },
  // The cart's gift card line (spec 001 §2) and its edit form (§5 "Gift card edit in cart").
  lineName: { id: 'giftCard.line.name', defaultMessage: 'e-Gift Card' },
  to: { id: 'giftCard.line.to', defaultMessage: 'To: {name}' },
  edit: { id: 'giftCard.line.edit', defaultMessage: 'Edit' },
  editLabel: { id: 'giftCard.line.editLabel', defaultMessage: 'Edit gift card for {name}' },
  save: { id: 'giftCard.line.save', defaultMessage: 'Save' },
  close: { id: 'giftCard.line.close', defaultMessage: 'Close' },
  removeLabel: { id: 'giftCard.line.removeLabel', defaultMessage: 'Remove gift card for {name}' },
  editNameRequired: {
    id: 'giftCard.edit.nameRequired',
    defaultMessage: 'Please enter correct Recipient Name',
  },
  editNameTooLong: {
    id: 'giftCard.edit.nameTooLong',
    defaultMessage: 'Recipient name cannot exceed 50 characters.',
  },
  editEmailRequired: {
    id: 'giftCard.edit.emailRequired',
    defaultMessage: 'Please enter correct Recipient Email',
  },
  editEmailTooLong: {
    id: 'giftCard.edit.emailTooLong',
    defaultMessage: 'Recipient email cannot exceed 50 characters.',
  },
  // Spec 001 §8 gift card edit.
  updated: {
    id: 'giftCard.edit.updated',
    defaultMessage: 'Gift Card information updated successfully!',
  },
  updateFailed: {
    id: 'giftCard.edit.failed',
    defaultMessage: 'Something went wrong updating Gift Card!',
  },
} as const;

export type GiftCardMessageKey = keyof typeof m;
