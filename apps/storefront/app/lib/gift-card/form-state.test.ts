import { describe, expect, it } from 'vitest';
import type { GiftCardActionData } from './form.ts';
import {
  amountChoices,
  BLANK_GIFT_CARD,
  firstFaultyField,
  formAlert,
  giftCardFormReducer,
  initialGiftCardForm,
  keptValues,
  shownErrors,
  type GiftCardFormAction,
} from './form-state.ts';
import { GIFT_CARD_AMOUNTS } from './rules.ts';

const run = (...actions: GiftCardFormAction[]) =>
  actions.reduce(giftCardFormReducer, initialGiftCardForm);

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

describe('the e-gift card form fields', () => {
  it('focuses the first field at fault in the order shown, the message last', () => {
    expect(firstFaultyField({ gift_message: 'messageTooLong', your_name: 'required' })).toBe(
      'your_name',
    );
    expect(firstFaultyField(refused.errors)).toBe('amount');
    expect(firstFaultyField({})).toBeUndefined();
  });

  it('offers the presets as amounts, then Custom Amount', () => {
    const choices = amountChoices(GIFT_CARD_AMOUNTS);
    expect(choices.map((c) => c.value)).toEqual([
      ...GIFT_CARD_AMOUNTS.presets.map(String),
      GIFT_CARD_AMOUNTS.custom,
    ]);
    expect(choices[0]).toEqual({
      value: String(GIFT_CARD_AMOUNTS.presets[0]),
      custom: false,
      amount: GIFT_CARD_AMOUNTS.presets[0],
    });
    expect(choices.at(-1)?.custom).toBe(true);
  });

  it('starts the next card with every text field empty and no amount', () => {
    expect(BLANK_GIFT_CARD).not.toHaveProperty('amount');
    expect(Object.values(BLANK_GIFT_CARD)).toEqual(['', '', '', '', '', '']);
  });
});

describe('giftCardFormReducer', () => {
  it('shows the server’s answer until the browser answers an add', () => {
    const state = run();
    expect(shownErrors(state, refused)).toBe(refused.errors);
    expect(keptValues(state, refused)).toBe(refused.values);
    expect(formAlert(state, { ...refused, formError: 'limit' })).toBe('limitExceeded');
    expect(formAlert(state, { ...refused, formError: 'failed' })).toBe('addFailed');
    expect(formAlert(state, refused)).toBeNull();
  });

  it('is busy while an add is on its way', () => {
    expect(run({ type: 'sent' }).busy).toBe(true);
  });

  it('after an add clears every error, the server’s alert too, and blanks the fields', () => {
    const state = run({ type: 'sent' }, { type: 'added' });
    expect(state).toEqual({ busy: false, clientErrors: {}, added: 1 });
    expect(shownErrors(state, refused)).toEqual({});
    expect(formAlert(state, { ...refused, formError: 'limit' })).toBeNull();
    expect(keptValues(state, refused)).toBe(BLANK_GIFT_CARD);
    expect(run({ type: 'added' }, { type: 'added' }).added).toBe(2);
  });

  it('shows the browser’s errors of a refused add, or the server’s again when a toast said why', () => {
    const errors = { your_name: 'required' } as const;
    const state = run({ type: 'sent' }, { type: 'refused', errors });
    expect(state.busy).toBe(false);
    expect(shownErrors(state, refused)).toBe(errors);
    const toasted = run({ type: 'sent' }, { type: 'refused', errors: null });
    expect(shownErrors(toasted, refused)).toBe(refused.errors);
  });
});
