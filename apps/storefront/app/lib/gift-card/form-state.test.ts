import { describe, expect, it } from 'vitest';
import type { GiftCardActionData } from './form.ts';
import { BLANK_GIFT_CARD, firstFaultyField, formAlert } from './form-state.ts';

const refused: GiftCardActionData = {
  values: {
    amount: '',
    custom_amount: '',
    recipient_name: 'Sam',
    recipient_email: 'sam@',
    confirm_recipient_email: '',
    your_name: '',
    gift_message: '',
  },
  errors: { amount: 'amountRequired', recipient_email: 'emailInvalid' },
};

describe('the e-gift card form', () => {
  it('focuses the first field at fault in the order shown, the message last', () => {
    expect(firstFaultyField({ gift_message: 'messageTooLong', your_name: 'required' })).toBe(
      'your_name',
    );
    expect(firstFaultyField(refused.errors)).toBe('amount');
    expect(
      firstFaultyField({
        confirm_recipient_email: 'emailsMustMatch',
        custom_amount: 'customAmountRange',
      }),
    ).toBe('custom_amount');
    expect(firstFaultyField({})).toBeUndefined();
  });

  it('starts the next card with every text field empty and the amount untouched', () => {
    expect(BLANK_GIFT_CARD).not.toHaveProperty('amount');
    expect(Object.keys(BLANK_GIFT_CARD)).toHaveLength(6);
    expect(Object.values(BLANK_GIFT_CARD).every((value) => value === '')).toBe(true);
  });

  it('shows the server’s refusal (spec 001 §8) until the browser answers an add itself', () => {
    expect(formAlert(null, { ...refused, formError: 'limit' })).toBe('limitExceeded');
    expect(formAlert(null, { ...refused, formError: 'failed' })).toBe('addFailed');
    expect(formAlert(null, refused)).toBeNull();
    expect(formAlert(null, undefined)).toBeNull();
    expect(formAlert({}, { ...refused, formError: 'limit' })).toBeNull();
  });
});
