import { describe, expect, it } from 'vitest';
import type { PlaceOrderAnswer } from './checkout-view.ts';
import { ADDRESS_FIELDS, emptyValues } from './fields.ts';
import {
  billingCheckErrors,
  billingFieldValues,
  noScriptFailure,
  showsBillingFields,
} from './payment-step.ts';

const refused = (failure: Omit<PlaceOrderAnswer, 'intent' | 'error'>): PlaceOrderAnswer => ({
  intent: 'placeOrder',
  error: true,
  ...failure,
});

describe('the billing fields', () => {
  it('keeps each billing value under its field’s name', () => {
    const values = billingFieldValues({ ...emptyValues(ADDRESS_FIELDS), city: 'Austin' });
    expect(values.billing_city).toBe('Austin');
    expect(Object.keys(values)).toHaveLength(ADDRESS_FIELDS.length);
    expect(Object.keys(values).every((name) => name.startsWith('billing_'))).toBe(true);
  });

  it('hides them only for "same as shipping" in a page with scripts and a shipment', () => {
    expect(showsBillingFields(true, true, true)).toBe(false);
    expect(showsBillingFields(false, true, true)).toBe(true);
    expect(showsBillingFields(true, false, true)).toBe(true);
    expect(showsBillingFields(true, true, false)).toBe(true);
  });

  it('puts the rules’ words over the browser’s where both find a fault (spec 002 §5)', () => {
    const errors = billingCheckErrors(
      { city: { key: 'required' }, phone: { key: 'phoneNanp' } },
      { ok: false, errors: { city: { key: 'tooLong' } } },
    );
    expect(errors).toEqual({ city: { key: 'tooLong' }, phone: { key: 'phoneNanp' } });
    expect(billingCheckErrors({}, { ok: false, errors: {} })).toBeNull();
    expect(
      billingCheckErrors({}, { ok: true, address: { ...emptyValues(ADDRESS_FIELDS) } }),
    ).toBeNull();
  });
});

describe('the billing phone before the Apple Pay sheet (spec 002 §5)', () => {
  const billing = {
    ...emptyValues(ADDRESS_FIELDS),
    firstName: 'Robin',
    lastName: 'Hale',
    address1: '400 Pine St',
    city: 'Seattle',
    stateCode: 'WA',
    postalCode: '98101',
    countryCode: 'US',
  };
  const check = async (phone: string, apple = true) => {
    const { checkAddress, BILLING_RULES } = await import('./address.ts');
    const values = { ...billing, phone };
    return billingCheckErrors(
      {},
      checkAddress(values, BILLING_RULES),
      apple ? { phone: values.phone } : undefined,
    );
  };

  it('marks an empty phone for Apple Pay only (the billing phone is optional otherwise)', async () => {
    expect(await check('')).toEqual({ phone: { key: 'phoneApplePay' } });
    expect(await check('   ')).toEqual({ phone: { key: 'phoneApplePay' } });
    expect(await check('', false)).toBeNull();
  });

  it('marks a US phone that is not (xxx) xxx-xxxx, and passes one that is', async () => {
    expect(await check('(206) 555')).toEqual({ phone: { key: 'phoneNanp' } });
    expect(await check('(206) 555-01345')).toEqual({ phone: { key: 'phoneNanp' } });
    expect(await check('(206) 555-0134')).toBeNull();
  });

  it('keeps the other faults beside the phone', async () => {
    const { checkAddress, BILLING_RULES } = await import('./address.ts');
    const values = { ...billing, city: '', phone: '' };
    expect(
      billingCheckErrors({}, checkAddress(values, BILLING_RULES), { phone: values.phone }),
    ).toEqual({ city: { key: 'required' }, phone: { key: 'phoneApplePay' } });
  });
});

describe('placing the order', () => {
  it('shows nothing for an answer that is not a refusal', () => {
    expect(noScriptFailure(false, undefined)).toBeNull();
  });

  it('shows the refusal in the page only when it came without scripts', () => {
    const answer = refused({ errorMessage: 'Try again.' });
    expect(noScriptFailure(false, answer)).toMatchObject({ toast: 'Try again.' });
    expect(noScriptFailure(false, refused({ cartError: { redirectUrl: '/cart' } }))).toEqual({
      redirectUrl: '/cart',
      toast: null,
      showToast: false,
    });
    expect(noScriptFailure(true, answer)).toBeNull();
  });
});
