import { describe, expect, it } from 'vitest';
import type { ExpressQuote } from './actions.ts';
import { EMPTY_BUYER, type SandboxBuyer } from './sandbox-buyer.ts';
import { sheetAddress } from './sheet-fields.ts';
import {
  initialSheetForm,
  quoteFor,
  sheetFormReducer,
  type SheetFormAction,
} from './sheet-form.ts';

const quote = (amount: number, selected = 'standard'): ExpressQuote => ({
  amount,
  currency: 'USD',
  shippingTotal: 5,
  taxTotal: 1,
  options: [{ id: selected, name: selected, cost: 5, selected: true }],
});

/** A signed-in shopper's own data, as `GET {prefix}/express?buyer` answers it. */
const ROBIN: SandboxBuyer = {
  email: 'robin.alder@example.test',
  firstName: 'Robin',
  lastName: 'Alder',
  phone: '(512) 555-0100',
  address: {
    line1: '12 Ember Lane',
    city: 'Austin',
    state: 'TX',
    postalCode: '78701',
    countryCode: 'US',
  },
};

const run = (...actions: SheetFormAction[]) =>
  actions.reduce(sheetFormReducer, initialSheetForm(ROBIN, 40));

describe('initialSheetForm', () => {
  it('starts empty: nobody’s data unless given', () => {
    const state = initialSheetForm(undefined, 12);
    expect(Object.values(state.values).every((v) => v === '')).toBe(true);
    expect(state.values).toHaveProperty('ship.city', '');
    expect(state.values).toHaveProperty('bill.countryCode', '');
    expect(initialSheetForm(EMPTY_BUYER, 12)).toEqual(state);
    expect(state).toMatchObject({ sameBilling: true, busy: false, amount: 12, quote: null });
  });

  it('fills in a given buyer for shipping and billing alike', () => {
    const state = initialSheetForm(ROBIN, 12);
    expect(state.values).toMatchObject({
      email: 'robin.alder@example.test',
      cardNumber: '',
      'ship.city': 'Austin',
      'bill.city': 'Austin',
      'ship.line2': '',
    });
  });
});

describe('sheetFormReducer', () => {
  it('keeps every other value when one field is edited', () => {
    const state = run({ type: 'edited', name: 'ship.city', value: 'Dallas' });
    expect(state.values['ship.city']).toBe('Dallas');
    expect(state.values['bill.city']).toBe('Austin');
  });

  it('clears the error when a call starts and ends busy with the next error', () => {
    const failed = run({ type: 'started' }, { type: 'failed', error: { error: { code: 'x' } } });
    expect(failed).toMatchObject({ busy: false, error: { error: { code: 'x' } } });
    expect(sheetFormReducer(failed, { type: 'started' })).toMatchObject({
      busy: true,
      error: null,
    });
  });

  it('keeps a quote for the address it was fetched for, and shows its amount', () => {
    const shipping = sheetAddress(run().values, 'ship');
    const state = run(
      { type: 'started' },
      { type: 'quoted', shipping, totals: quote(45), done: true },
    );
    expect(state).toMatchObject({ busy: false, amount: 45 });
    expect(quoteFor(state, shipping)?.totals.amount).toBe(45);
    expect(quoteFor(state, { ...shipping, city: 'Dallas' })).toBeNull();
  });

  it('stays busy when the quote comes during an approval', () => {
    const shipping = sheetAddress(run().values, 'ship');
    const state = run(
      { type: 'started' },
      { type: 'quoted', shipping, totals: quote(45), done: false },
    );
    expect(state.busy).toBe(true);
  });

  it('a chosen method replaces the totals of the same address; without a quote nothing changes', () => {
    const shipping = sheetAddress(run().values, 'ship');
    const state = run(
      { type: 'quoted', shipping, totals: quote(45), done: true },
      { type: 'started' },
      { type: 'methodChosen', totals: quote(60, 'express') },
    );
    expect(state).toMatchObject({ busy: false, amount: 60 });
    expect(quoteFor(state, shipping)?.totals.options[0]!.id).toBe('express');
    const none = run({ type: 'methodChosen', totals: quote(60) });
    expect(none).toEqual(run());
  });

  it('the shopper’s data arriving later fills only the fields still empty', () => {
    const typed = [
      { type: 'edited', name: 'email', value: 'typed@example.test' },
      { type: 'edited', name: 'ship.city', value: 'Dallas' },
    ] as const;
    const state = [...typed, { type: 'prefilled', buyer: ROBIN } as const].reduce(
      sheetFormReducer,
      initialSheetForm(undefined, 40),
    );
    expect(state.values).toMatchObject({
      email: 'typed@example.test',
      'ship.city': 'Dallas',
      'bill.city': 'Austin',
      firstName: 'Robin',
      'ship.countryCode': 'US',
    });
  });

  it('records the missing fields, the billing choice and a polled amount', () => {
    const state = run(
      { type: 'checked', missing: ['email'] },
      { type: 'sameBillingSet', on: false },
      { type: 'amountRead', amount: 41.5 },
    );
    expect(state).toMatchObject({ invalid: ['email'], sameBilling: false, amount: 41.5 });
  });
});
