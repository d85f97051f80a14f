import { useState } from 'react';
import { Form } from 'react-router';
import type { CountryOption } from '../../lib/account/countries.ts';
import type { CheckoutView, PlaceOrderAnswer } from '../../lib/checkout/checkout-view.ts';
import type { GiftCardAnswer } from '../../lib/checkout/gift-card.ts';
import { BILLING_PREFIX } from '../../lib/checkout/fields.ts';
import { noScriptFailure, showsBillingFields } from '../../lib/checkout/payment-step.ts';
import { useHydrated } from '../shell/hooks.ts';
import { primaryButtonClass } from '../shell/styles.ts';
import { FormAlert } from '../ui/form-look.tsx';
import { AddressFields } from './AddressFields.tsx';
import { DeviceDataField } from './DeviceDataField.tsx';
import { StepSection } from './Field.tsx';
import { GiftCardPayment } from './GiftCardPayment.tsx';
import { PaymentTabs, type PaymentTabDefinition } from './PaymentTabs.tsx';
import { ProcessingOverlay } from './ProcessingOverlay.tsx';
import { useCheckoutT } from './use-checkout-t.ts';
import { usePlaceOrder } from './use-place-order.ts';

/**
 * Step 4 and 5: gift cards (their own form, before the rest), billing address ("same as
 * shipping" or its own) and payment tabs, then Place Order; when the gift cards cover the order
 * a note stands in for the tabs and Place Order pays with the gift cards alone. With scripts the open tab prepares the submit (the card tab tokenizes the card), the
 * order is placed by a fetcher under a processing overlay, and a refusal (spec 002 §8) becomes a
 * toast or a redirect; without scripts the form posts and the answer is shown in the page. The
 * behaviour is usePlaceOrder's.
 */
export function PaymentStep({
  view,
  billingCountries,
  answer,
  giftCardAnswer,
  tabs,
  tab,
  onTab,
}: {
  view: CheckoutView;
  billingCountries: CountryOption[];
  answer: PlaceOrderAnswer | undefined;
  giftCardAnswer: GiftCardAnswer | undefined;
  /** The tabs offered and the open one (the page holds it: usePaymentTab). */
  tabs: PaymentTabDefinition[];
  tab: string;
  onTab: (id: string) => void;
}) {
  const t = useCheckoutT();
  const hydrated = useHydrated();
  const {
    formRef,
    busy,
    same,
    setSame,
    billingValues,
    billingErrors,
    register,
    checkBilling,
    onSubmit,
  } = usePlaceOrder(view, answer);
  const noScriptEffect = noScriptFailure(hydrated, answer);
  // Spec 002 §4: hidden while a wallet tab offers a new account (its button submits instead).
  const [continueHidden, hideContinue] = useState(false);
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
      <GiftCardPayment view={view} answer={giftCardAnswer} />
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
        <DeviceDataField enabled={view.provider.fraudToolsEnabled} />
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
          {showsBillingFields(same, hydrated, view.needsShipping) ? (
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
        {view.giftCards.covered ? (
          <p data-testid="gift-cards-cover" className="rounded-md bg-stone-100 p-4 text-sm">
            {t('giftCardCovered')}
          </p>
        ) : (
          <PaymentTabs
            label={t('paymentMethods')}
            tabs={tabs}
            selected={tab}
            onSelect={onTab}
            view={view}
            register={register}
            checkBilling={checkBilling}
            hideContinue={hideContinue}
          />
        )}
        <div id="place-order" className="grid gap-2">
          {continueHidden && !view.giftCards.covered ? null : (
            <button
              id="place-order-button"
              type="submit"
              aria-disabled={busy || undefined}
              className={`${primaryButtonClass} w-full sm:w-auto`}
            >
              {t('placeOrder')}
            </button>
          )}
        </div>
      </Form>
    </StepSection>
  );
}
