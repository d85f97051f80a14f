import { describe, expect, it } from 'vitest';
import { checkGiftCard, giftCardValues, type GiftCardValues } from './form.ts';
import { checkGiftCardEdit } from './rules.ts';

const valid: GiftCardValues = {
  amount: '100',
  custom_amount: '',
  recipient_name: 'Sam Ember',
  recipient_email: 'sam@example.com',
  confirm_recipient_email: 'sam@example.com',
  your_name: 'Alex',
  gift_message: 'Happy birthday',
};

describe('the e-gift card form (spec 001 §5)', () => {
  it('takes a preset or a custom amount, trimmed values, the message optional', () => {
    expect(checkGiftCard(valid)).toEqual({
      ok: true,
      value: {
        amount: 100,
        recipientName: 'Sam Ember',
        recipientEmail: 'sam@example.com',
        senderName: 'Alex',
        message: 'Happy birthday',
      },
    });
    const custom = checkGiftCard({
      ...valid,
      amount: 'custom',
      custom_amount: ' 75.5 ',
      your_name: ' Alex ',
      gift_message: '',
    });
    expect(custom).toMatchObject({
      ok: true,
      value: { amount: 75.5, senderName: 'Alex', message: '' },
    });
  });

  it('names every field at fault with its message key', () => {
    expect(checkGiftCard(giftCardValues({}))).toEqual({
      ok: false,
      errors: {
        amount: 'amountRequired',
        recipient_name: 'required',
        recipient_email: 'emailInvalid',
        confirm_recipient_email: 'emailInvalid',
        your_name: 'required',
      },
    });
    expect(checkGiftCard({ ...valid, amount: '75' })).toMatchObject({
      errors: { amount: 'amountRequired' },
    });
    expect(
      checkGiftCard({
        ...valid,
        amount: 'custom',
        recipient_name: 'x'.repeat(51),
        recipient_email: `${'s'.repeat(40)}@example.com`,
        confirm_recipient_email: 'other@example.com',
        your_name: 'y'.repeat(51),
        gift_message: 'm'.repeat(3901),
      }),
    ).toEqual({
      ok: false,
      errors: {
        custom_amount: 'customAmountRequired',
        recipient_name: 'recipientNameTooLong',
        recipient_email: 'emailInvalid',
        confirm_recipient_email: 'emailsMustMatch',
        your_name: 'yourNameTooLong',
        gift_message: 'messageTooLong',
      },
    });
  });

  it('keeps custom amounts between 50 and 1000, in cents', () => {
    const amount = (custom_amount: string) =>
      checkGiftCard({ ...valid, amount: 'custom', custom_amount });
    expect(amount('abc')).toMatchObject({ errors: { custom_amount: 'customAmountRequired' } });
    for (const bad of ['49.99', '1000.01', '60.005'])
      expect(amount(bad), bad).toMatchObject({ errors: { custom_amount: 'customAmountRange' } });
    expect(amount('50')).toMatchObject({ ok: true, value: { amount: 50 } });
    expect(amount('1000')).toMatchObject({ ok: true, value: { amount: 1000 } });
  });

  it('needs the confirmation to match the recipient email', () => {
    expect(checkGiftCard({ ...valid, confirm_recipient_email: 'SAM@example.com' }).ok).toBe(true);
    expect(checkGiftCard({ ...valid, confirm_recipient_email: 'sam@example.org' })).toEqual({
      ok: false,
      errors: { confirm_recipient_email: 'emailsMustMatch' },
    });
  });
});

describe('the gift card edit in the cart (spec 001 §5)', () => {
  it('requires a name and an email of at most 50 characters each', () => {
    expect(checkGiftCardEdit({ recipientName: 'Robin', recipientEmail: 'r@example.com' })).toEqual(
      {},
    );
    expect(checkGiftCardEdit({ recipientName: ' ', recipientEmail: 'nope' })).toEqual({
      recipientName: 'editNameRequired',
      recipientEmail: 'editEmailRequired',
    });
    expect(
      checkGiftCardEdit({
        recipientName: 'n'.repeat(51),
        recipientEmail: `${'e'.repeat(45)}@x.com`,
      }),
    ).toEqual({ recipientName: 'editNameTooLong', recipientEmail: 'editEmailTooLong' });
  });
});
