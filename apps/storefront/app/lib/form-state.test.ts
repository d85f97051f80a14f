import { describe, expect, it } from 'vitest';
import { accepted, initialFieldState, release, sent, touch, valuesToShow } from './form-state.ts';

describe('form state: nothing a shopper typed is lost', () => {
  it('fills only the untouched fields with the server values', () => {
    const state = touch(initialFieldState(), 'firstName', 'Gra');
    // The step's answer re-rendered the form: the field shows the server's empty value again.
    const shown = { firstName: '', city: '' };
    expect(valuesToShow(state, shown, { firstName: '', city: 'Portland' })).toEqual({
      firstName: 'Gra',
      city: 'Portland',
    });
  });

  it('changes nothing when every field already shows what it should', () => {
    const state = touch(initialFieldState(), 'firstName', 'Grace');
    expect(valuesToShow(state, { firstName: 'Grace', city: 'Salem' }, { city: 'Salem' })).toEqual(
      {},
    );
  });

  it('keeps a field the server says nothing about as it is', () => {
    expect(valuesToShow(initialFieldState(), { cvv: '12' }, {})).toEqual({});
  });

  it('an accepted submission hands back the fields not typed into since', () => {
    let state = touch(touch(initialFieldState(), 'phone', '5035550100'), 'city', 'Portland');
    state = sent(state);
    state = touch(state, 'city', 'Portland Heights');
    state = accepted(state);
    expect([...state.touched]).toEqual([['city', 'Portland Heights']]);
    expect(
      valuesToShow(
        state,
        { phone: '5035550100', city: 'Portland Heights' },
        { phone: '(503) 555-0100', city: 'Portland' },
      ),
    ).toEqual({ phone: '(503) 555-0100' });
  });

  it('an answer with nothing sent releases nothing', () => {
    const state = touch(initialFieldState(), 'city', 'Salem');
    expect(accepted(state)).toBe(state);
  });

  it('released fields take the server values (a saved address picked)', () => {
    const state = release(touch(initialFieldState(), 'city', 'Salem'), ['city']);
    expect(valuesToShow(state, { city: 'Salem' }, { city: 'Seattle' })).toEqual({
      city: 'Seattle',
    });
  });
});
