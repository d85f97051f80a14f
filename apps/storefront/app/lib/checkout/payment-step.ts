/**
 * Step 4 and 5 as data (components/checkout/PaymentStep.tsx): which billing fields the form shows
 * and keeps, the billing check's errors, and the refusal shown in a page without scripts
 * (spec 002 §5, §8). Types only from address.ts: its rules load once the shopper places an order.
 */
import type { AddressCheck } from './address.ts';
import type { PlaceOrderAnswer } from './checkout-view.ts';
import {
  ADDRESS_FIELDS,
  BILLING_PREFIX,
  type AddressField,
  type FieldErrors,
  type FormValues,
} from './fields.ts';
import { failureEffect, type FailureEffect } from './order-errors.ts';

/** The billing values by field name (`billing_<field>`), as the kept-fields rule takes them. */
export const billingFieldValues = (
  billing: FormValues<AddressField>,
): Record<string, string | undefined> =>
  Object.fromEntries(ADDRESS_FIELDS.map((f) => [`${BILLING_PREFIX}${f}`, billing[f]]));

/**
 * The billing fields are shown unless "same as shipping" is ticked in a page with scripts (the
 * basket's address was checked); without scripts the form always sends them.
 */
export const showsBillingFields = (same: boolean, hydrated: boolean, needsShipping: boolean) =>
  !same || !hydrated || !needsShipping;

/**
 * Spec 002 §5: the browser's validity first; the rules' words where both find a fault. Null when
 * the billing address passes. `walletPhone`: the billing phone a wallet needs before its sheet
 * opens ("Billing phone must be valid before the Apple Pay sheet opens in checkout"): the
 * rules mark a malformed phone already ((xxx) xxx-xxxx in the US and Canada), this an empty one.
 */
export function billingCheckErrors(
  validity: FieldErrors<AddressField>,
  check: AddressCheck,
  walletPhone?: { phone: string | undefined },
): FieldErrors<AddressField> | null {
  const errors = { ...validity, ...(check.ok ? {} : check.errors) };
  if (walletPhone && !walletPhone.phone?.trim()) errors.phone = { key: 'phoneApplePay' };
  return Object.keys(errors).length === 0 ? null : errors;
}

/** Without scripts the answer's failure is shown in the page (a link when it sends elsewhere). */
export const noScriptFailure = (
  hydrated: boolean,
  answer: PlaceOrderAnswer | undefined,
): FailureEffect | null => (!hydrated && answer?.error ? failureEffect(answer) : null);
