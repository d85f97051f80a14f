/**
 * Every text of the e-gift card: the product page's form and the cart's gift card lines
 * (spec 001 §2, §5, §8; each quoted spec text verbatim).
 */
export const m = {
  amount: { id: 'giftCard.amount', defaultMessage: 'Amount' },
  // Spec 001 §5: "presets 50, 100, 200, 250, 500 or Custom Amount".
  customAmount: { id: 'giftCard.customAmount', defaultMessage: 'Custom Amount' },
  customAmountLabel: {
    id: 'giftCard.customAmountLabel',
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
  amountRequired: { id: 'giftCard.amountRequired', defaultMessage: 'Please select an amount.' },
  customAmountRequired: {
    id: 'giftCard.customAmountRequired',
    defaultMessage: 'Please enter a valid amount.',
  },
  customAmountRange: {
    id: 'giftCard.customAmountRange',
    defaultMessage: 'Please enter a valid amount from 50-1000.',
  },
  required: { id: 'giftCard.required', defaultMessage: 'This field is required.' },
  recipientNameTooLong: {
    id: 'giftCard.recipientNameTooLong',
    defaultMessage: 'Recipient name cannot exceed 50 characters.',
  },
  emailInvalid: {
    id: 'giftCard.emailInvalid',
    defaultMessage: 'Please enter a valid email address.',
  },
  emailsMustMatch: {
    id: 'giftCard.emailsMustMatch',
    defaultMessage: 'Email addresses must match.',
  },
  yourNameTooLong: {
    id: 'giftCard.yourNameTooLong',
    defaultMessage: 'Your Name cannot exceed 50 characters.',
  },
  messageTooLong: {
    id: 'giftCard.messageTooLong',
    defaultMessage: 'Your message cannot exceed 3900 characters.',
  },
  // Spec 001 §8 gift card add.
  limitExceeded: {
    id: 'giftCard.limitExceeded',
    defaultMessage: 'You can only add one gift card per order.',
  },
  addFailed: {
    id: 'giftCard.addFailed',
    defaultMessage: 'Something went wrong adding Gift Card to the cart!',
  },
  // The cart's gift card line (spec 001 §2) and its edit form (§5 "Gift card edit in cart").
  lineName: { id: 'giftCard.lineName', defaultMessage: 'e-Gift Card' },
  to: { id: 'giftCard.to', defaultMessage: 'To: {name}' },
  edit: { id: 'giftCard.edit', defaultMessage: 'Edit' },
  editLabel: { id: 'giftCard.editLabel', defaultMessage: 'Edit gift card for {name}' },
  save: { id: 'giftCard.save', defaultMessage: 'Save' },
  close: { id: 'giftCard.close', defaultMessage: 'Close' },
  removeLabel: { id: 'giftCard.removeLabel', defaultMessage: 'Remove gift card for {name}' },
  editNameRequired: {
    id: 'giftCard.editNameRequired',
    defaultMessage: 'Please enter correct Recipient Name',
  },
  editNameTooLong: {
    id: 'giftCard.editNameTooLong',
    defaultMessage: 'Recipient name cannot exceed 50 characters.',
  },
  editEmailRequired: {
    id: 'giftCard.editEmailRequired',
    defaultMessage: 'Please enter correct Recipient Email',
  },
  editEmailTooLong: {
    id: 'giftCard.editEmailTooLong',
    defaultMessage: 'Recipient email cannot exceed 50 characters.',
  },
  // Spec 001 §8 gift card edit.
  updated: {
    id: 'giftCard.updated',
    defaultMessage: 'Gift Card information updated successfully!',
  },
  updateFailed: {
    id: 'giftCard.updateFailed',
    defaultMessage: 'Something went wrong updating Gift Card!',
  },
} as const;

export type GiftCardMessageKey = keyof typeof m;

/** Every id is `giftCard.{key}`, so the product page formats by key without the descriptors. */
export const giftCardMessageId = (key: GiftCardMessageKey) => `giftCard.${key}` as const;
