import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, tokenizeErrorFields } from './hosted-fields-state.ts';

const ok = { isEmpty: false, isValid: true };
const all = { cardholderName: ok, number: ok, expirationDate: ok, cvv: ok };

describe('fieldErrorsOf (spec 002 §5: each card field marked when empty or invalid)', () => {
  it('marks nothing when every hosted field is filled and valid', () => {
    expect(fieldErrorsOf(all)).toEqual({});
  });

  it('marks each empty field, by our field name', () => {
    const empty = { isEmpty: true, isValid: false };
    expect(fieldErrorsOf({ ...all, cardholderName: empty, cvv: empty })).toEqual({
      owner: { key: 'cardOwnerInvalid' },
      cvv: { key: 'cardCvvInvalid' },
    });
  });

  it('marks a filled but invalid field (number, expiration)', () => {
    const bad = { isEmpty: false, isValid: false };
    expect(fieldErrorsOf({ ...all, number: bad, expirationDate: bad })).toEqual({
      number: { key: 'cardNumberInvalid' },
      expiration: { key: 'cardExpiryInvalid' },
    });
  });

  it('marks a field the state does not report (an iframe that never loaded)', () => {
    const { cvv: _missing, ...rest } = all;
    expect(fieldErrorsOf(rest)).toEqual({ cvv: { key: 'cardCvvInvalid' } });
  });
});

describe('tokenizeErrorFields', () => {
  it('marks every field when the gateway says all are empty', () => {
    expect(tokenizeErrorFields({ code: 'HOSTED_FIELDS_FIELDS_EMPTY' })).toEqual({
      owner: { key: 'cardOwnerInvalid' },
      number: { key: 'cardNumberInvalid' },
      expiration: { key: 'cardExpiryInvalid' },
      cvv: { key: 'cardCvvInvalid' },
    });
  });

  it('marks the invalid fields the gateway names', () => {
    expect(
      tokenizeErrorFields({
        code: 'HOSTED_FIELDS_FIELDS_INVALID',
        details: { invalidFieldKeys: ['expirationDate', 'cvv'] },
      }),
    ).toEqual({ expiration: { key: 'cardExpiryInvalid' }, cvv: { key: 'cardCvvInvalid' } });
  });

  it('names no field for the gateway refusing the card or an unknown error', () => {
    expect(tokenizeErrorFields({ code: 'HOSTED_FIELDS_FAILED_TOKENIZATION' })).toBeNull();
    expect(
      tokenizeErrorFields({
        code: 'HOSTED_FIELDS_FIELDS_INVALID',
        details: { invalidFieldKeys: ['x'] },
      }),
    ).toBeNull();
    expect(tokenizeErrorFields(new Error('network'))).toBeNull();
    expect(tokenizeErrorFields(undefined)).toBeNull();
  });
});
