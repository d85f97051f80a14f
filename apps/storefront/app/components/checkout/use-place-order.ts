import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import {
  ADDRESS_FIELDS,
  BILLING_PREFIX,
  valuesOf,
  type AddressField,
  type FieldErrors,
} from '../../lib/checkout/fields.ts';
import type { CheckoutView, PlaceOrderAnswer } from '../../lib/checkout/checkout-view.ts';
import { failureEffect } from '../../lib/checkout/order-errors.ts';
import { billingCheckErrors, billingFieldValues } from '../../lib/checkout/payment-step.ts';
import { validityErrors } from '../../lib/checkout/validity.ts';
import { useKeptFields } from '../../lib/use-kept-fields.ts';
import { focusFirstInvalid } from '../account/area/focus-errors.ts';
import { useMomentToast, useToast } from '../ui/Toaster.tsx';
import type { BillingCheck, PaymentPrepare } from './PaymentTabs.tsx';

const loadRules = () => import('../../lib/checkout/address.ts');

/**
 * Place Order's behaviour (PaymentStep.tsx renders it): the billing check, the open tab's
 * preparation, the order placed by a fetcher (never twice at once), and the toast or redirect of a
 * refusal (spec 002 §8). Issue 14: the billing and card fields keep what was typed through every
 * answer, and through "same as shipping" or a tab hiding and showing them again.
 */
export function usePlaceOrder(view: CheckoutView, answer: PlaceOrderAnswer | undefined) {
  const toast = useToast();
  const momentToast = useMomentToast();
  const navigate = useNavigate();
  const fetcher = useFetcher<PlaceOrderAnswer>({ key: 'place-order' });
  const prepare = useRef<PaymentPrepare | null>(null);
  const register = useCallback((p: PaymentPrepare | null) => (prepare.current = p), []);
  const [preparing, setPreparing] = useState(false);
  const busy = preparing || fetcher.state !== 'idle';
  const latest = fetcher.data ?? answer;
  const [same, setSame] = useState(latest?.billingSameAsShipping ?? view.billingSameAsShipping);
  // The browser's check of the billing address; the server's answer when the browser had none.
  const [clientBillingErrors, setClientBillingErrors] = useState<FieldErrors<AddressField> | null>(
    null,
  );
  const billingErrors = clientBillingErrors ?? latest?.billingErrors ?? {};
  const formRef = useRef<HTMLFormElement>(null);
  const billingValues = latest?.billing ?? view.billing;
  useKeptFields(formRef, billingFieldValues(billingValues));

  // The billing fields shown (none while "same as shipping": the basket's address was checked,
  // its phone too). `phone`: a wallet needs the billing phone too (spec 002 §5 Apple Pay).
  const checkBilling = useCallback(async (options?: BillingCheck): Promise<boolean> => {
    const form = formRef.current;
    if (!form) return false;
    const fields = [...form.elements].filter(
      (el): el is HTMLInputElement | HTMLSelectElement =>
        (el instanceof HTMLInputElement || el instanceof HTMLSelectElement) &&
        el.name.startsWith(BILLING_PREFIX),
    );
    if (!fields.length) return true;
    const { checkAddress, BILLING_RULES } = await loadRules();
    const values = valuesOf(new FormData(form), ADDRESS_FIELDS, BILLING_PREFIX);
    const check = checkAddress(values, BILLING_RULES);
    const errors = billingCheckErrors(
      validityErrors(fields, BILLING_PREFIX),
      check,
      options?.phone ? { phone: values.phone } : undefined,
    );
    setClientBillingErrors(errors);
    if (errors) focusFirstInvalid(form);
    return !errors;
  }, []);

  // Spec 002 §8: a refusal removes the overlay and shows a toast, or sends the shopper on.
  // Issue 14: an attempt's failure toast goes with the next answer or when the page changes
  // (the order placed); one that sends the shopper elsewhere goes with them.
  const { show: showMoment, settle } = momentToast;
  useEffect(() => {
    const data = fetcher.data;
    settle();
    if (!data?.error) return;
    const effect = failureEffect(data);
    const title = effect.toast ? { title: effect.toast } : {};
    if (effect.showToast) (effect.redirectUrl ? toast : showMoment)({ status: 'error', ...title });
    if (effect.redirectUrl) void navigate(effect.redirectUrl);
  }, [fetcher.data, navigate, toast, showMoment, settle]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return; // a double submit never places a second order
    const form = event.currentTarget;
    setPreparing(true);
    try {
      if (!(await checkBilling())) return;
      const prepared = (await prepare.current?.()) ?? { ok: true as const, fields: {} };
      if (!prepared.ok) {
        if (prepared.toast) showMoment({ status: 'error' });
        return;
      }
      const data = new FormData(form);
      for (const [name, value] of Object.entries(prepared.fields)) data.set(name, value);
      await fetcher.submit(data, { method: 'post' });
    } finally {
      setPreparing(false);
    }
  };

  return {
    formRef,
    busy,
    same,
    setSame,
    billingValues,
    billingErrors,
    register,
    checkBilling,
    onSubmit,
  };
}
