import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Form, useFetcher, useNavigate } from 'react-router';
import type { CountryOption } from '../../lib/account/countries.ts';
import { failureEffect } from '../../lib/checkout/order-errors.ts';
import {
  ADDRESS_FIELDS,
  BILLING_PREFIX,
  valuesOf,
  type AddressField,
  type FieldErrors,
} from '../../lib/checkout/fields.ts';
import { validityErrors } from '../../lib/checkout/validity.ts';
import type { CheckoutView, PlaceOrderAnswer } from '../../lib/checkout/checkout-view.ts';
import { useHydrated } from '../shell/hooks.ts';
import { primaryButtonClass } from '../shell/styles.ts';
import { FormAlert } from '../ui/form-look.tsx';
import { focusFirstInvalid } from '../account/area/focus-errors.ts';
import { useMomentToast, useToast } from '../ui/Toaster.tsx';
import { useKeptFields } from '../../lib/use-kept-fields.ts';
import { AddressFields } from './AddressFields.tsx';
import { StepSection } from './Field.tsx';
import { PaymentTabs, type PaymentPrepare, type PaymentTabDefinition } from './PaymentTabs.tsx';
import { ProcessingOverlay } from './ProcessingOverlay.tsx';
import { useCheckoutT } from './use-checkout-t.ts';

const loadRules = () => import('../../lib/checkout/address.ts');

/**
 * Step 4 and 5: billing address ("same as shipping" or its own) and payment tabs, then Place
 * Order. With scripts the open tab prepares the submit (the card tab tokenizes the card), the
 * order is placed by a fetcher under a processing overlay, and a refusal (spec 002 §8) becomes a
 * toast or a redirect; without scripts the form posts and the answer is shown in the page.
 */
export function PaymentStep({
  view,
  billingCountries,
  answer,
  tabs,
  tab,
  onTab,
}: {
  view: CheckoutView;
  billingCountries: CountryOption[];
  answer: PlaceOrderAnswer | undefined;
  /** The tabs offered and the open one (the page holds it: usePaymentTab). */
  tabs: PaymentTabDefinition[];
  tab: string;
  onTab: (id: string) => void;
}) {
  const t = useCheckoutT();
  const toast = useToast();
  const momentToast = useMomentToast();
  const navigate = useNavigate();
  const hydrated = useHydrated();
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
  // Issue 14: the billing and card fields keep what was typed through every answer, and through
  // "same as shipping" or a tab hiding and showing them again.
  const billingValues = latest?.billing ?? view.billing;
  useKeptFields(
    formRef,
    Object.fromEntries(ADDRESS_FIELDS.map((f) => [`${BILLING_PREFIX}${f}`, billingValues[f]])),
  );

  // The billing fields shown (none while "same as shipping": the basket's address was checked).
  const checkBilling = useCallback(async (): Promise<boolean> => {
    const form = formRef.current;
    if (!form) return false;
    const fields = [...form.elements].filter(
      (el): el is HTMLInputElement | HTMLSelectElement =>
        (el instanceof HTMLInputElement || el instanceof HTMLSelectElement) &&
        el.name.startsWith(BILLING_PREFIX),
    );
    if (!fields.length) return true;
    const { checkAddress, BILLING_RULES } = await loadRules();
    const check = checkAddress(
      valuesOf(new FormData(form), ADDRESS_FIELDS, BILLING_PREFIX),
      BILLING_RULES,
    );
    // Spec 002 §5: the browser's validity first; the rules' words where both find a fault.
    const errors = {
      ...validityErrors(fields, BILLING_PREFIX),
      ...(check.ok ? {} : check.errors),
    };
    const ok = Object.keys(errors).length === 0;
    setClientBillingErrors(ok ? null : errors);
    if (!ok) focusFirstInvalid(form);
    return ok;
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

  const noScriptEffect = !hydrated && answer?.error ? failureEffect(answer) : null;
  return (
    <StepSection id="payment" heading={t('paymentHeading')}>
      <ProcessingOverlay busy={busy} />
      {noScriptEffect ? (
        <FormAlert>
          {noScriptEffect.redirectUrl ? (
            <a href={noScriptEffect.redirectUrl}>{noScriptEffect.toast ?? t('backToCart')}</a>
          ) : (
            noScriptEffect.toast
          )}
        </FormAlert>
      ) : null}
      <Form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        aria-busy={busy}
        className="grid gap-6"
      >
        <input type="hidden" name="intent" value="placeOrder" />
        <input type="hidden" name="attemptId" value={view.attemptId} />
        <input type="hidden" name="basketId" value={view.cart.basketId ?? ''} />
        <fieldset className="grid gap-4">
          <legend className="mb-2 text-lg font-semibold">{t('billingHeading')}</legend>
          {view.needsShipping ? (
            <label className="flex items-center gap-3 text-sm">
              <input
                type="checkbox"
                name="billingSameAsShipping"
                value="true"
                checked={same}
                onChange={(event) => setSame(event.target.checked)}
                className="size-5 accent-stone-900"
              />
              {t('billingSame')}
            </label>
          ) : null}
          {!same || !hydrated || !view.needsShipping ? (
            <AddressFields
              idPrefix="billing"
              namePrefix={BILLING_PREFIX}
              values={billingValues}
              errors={billingErrors}
              countries={billingCountries}
              phoneRequired={false}
            />
          ) : null}
        </fieldset>
        <PaymentTabs
          label={t('paymentMethods')}
          tabs={tabs}
          selected={tab}
          onSelect={onTab}
          view={view}
          register={register}
          checkBilling={checkBilling}
        />
        <div id="place-order" className="grid gap-2">
          <button
            id="place-order-button"
            type="submit"
            aria-disabled={busy || undefined}
            className={`${primaryButtonClass} w-full sm:w-auto`}
          >
            {t('placeOrder')}
          </button>
        </div>
      </Form>
    </StepSection>
  );
}
