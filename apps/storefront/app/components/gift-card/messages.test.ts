import { describe, expect, it } from 'vitest';
import { m } from './messages.ts';
import { messagesFor } from '../../i18n/testing.ts';

const en = messagesFor('en-US');

describe('gift card messages', () => {
  it('names every message giftCard.{key} (the product page formats by key)', () => {
    for (const [key, d] of Object.entries(m)) expect(d.id).toBe(`giftCard.${key}`);
  });

  it('keeps the exact texts of spec 001 §5 and §8', () => {
    const texts = Object.fromEntries(Object.entries(m).map(([key, d]) => [key, en[d.id]]));
    expect(texts).toMatchObject({
      amountRequired: 'Please select an amount.',
      customAmountRequired: 'Please enter a valid amount.',
      customAmountRange: 'Please enter a valid amount from 50-1000.',
      recipientNameTooLong: 'Recipient name cannot exceed 50 characters.',
      emailInvalid: 'Please enter a valid email address.',
      emailsMustMatch: 'Email addresses must match.',
      yourNameTooLong: 'Your Name cannot exceed 50 characters.',
      messageTooLong: 'Your message cannot exceed 3900 characters.',
      customAmount: 'Custom Amount',
      limitExceeded: 'You can only add one gift card per order.',
      addFailed: 'Something went wrong adding Gift Card to the cart!',
      editNameTooLong: 'Recipient name cannot exceed 50 characters.',
      editNameRequired: 'Please enter correct Recipient Name',
      editEmailTooLong: 'Recipient email cannot exceed 50 characters.',
      editEmailRequired: 'Please enter correct Recipient Email',
      edit: 'Edit',
      save: 'Save',
      close: 'Close',
      updated: 'Gift Card information updated successfully!',
      updateFailed: 'Something went wrong updating Gift Card!',
    });
  });
});
