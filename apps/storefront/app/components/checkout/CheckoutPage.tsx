import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { stepForHash } from '../../lib/checkout/hash.ts';
import type { CheckoutAnswer, CheckoutView } from '../../lib/checkout/view.ts';
import { LocalizedLink } from '../../lib/site-context.tsx';
import { useT } from '../../i18n/intl.tsx';
import { FormAlert } from '../ui/form-look.tsx';
import { ContactStep } from './ContactStep.tsx';
import { MethodStep } from './MethodStep.tsx';
import { PaymentStep } from './PaymentStep.tsx';
import { ShippingStep } from './ShippingStep.tsx';
import { CheckoutSummary } from './CheckoutSummary.tsx';
import { useCheckoutT } from './use-checkout-t.ts';

/**
 * Spec 002 §2 "Checkout URL hash": landing on a step's hash (`#placeOrder`, or the hash a step's
 * action sends the shopper on to) moves focus there, so keyboard and screen reader users follow.
 */
function useStepFocus(view: CheckoutView) {
  const { hash } = useLocation();
  useEffect(() => {
    const step =
      stepForHash(hash, {
        paymentTab: 'card',
        shippingCountryCode: view.shipping.countryCode,
        shippingStateCode: view.shipping.stateCode,
      }) ?? (hash ? hash.slice(1) : null);
    if (!step) return;
    const target =
      step === 'place-order'
        ? document.getElementById('place-order-button')
        : document.getElementById(`${step}-heading`);
    target?.scrollIntoView({ block: 'center' });
    target?.focus();
  }, [hash, view.shipping.countryCode, view.shipping.stateCode]);
}

export function CheckoutPage({
  view,
  answer,
}: {
  view: CheckoutView;
  answer: CheckoutAnswer | undefined;
}) {
  const t = useCheckoutT();
  const tGlobal = useT();
  useStepFocus(view);
  const ready = !!view.email && view.hasShippingAddress && !!view.selectedMethodId;
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <LocalizedLink to="/cart" className="text-sm font-semibold underline underline-offset-4">
          {t('backToCart')}
        </LocalizedLink>
      </div>
      {answer?.intent === 'step' ? <FormAlert>{tGlobal('global.error.default')}</FormAlert> : null}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid gap-6">
          <ContactStep
            email={view.email}
            isRegistered={view.isRegistered}
            signInHref={view.signInHref}
            typed={answer?.intent === 'contact' ? answer.values.email : undefined}
            errors={answer?.intent === 'contact' ? answer.errors : {}}
          />
          <ShippingStep
            values={answer?.intent === 'shipping' ? answer.values : view.shipping}
            errors={answer?.intent === 'shipping' ? answer.errors : {}}
            countries={view.countries}
            savedAddresses={view.savedAddresses}
          />
          <MethodStep
            methods={view.methods}
            selectedId={view.selectedMethodId}
            currency={view.cart.currency}
            hasAddress={view.hasShippingAddress}
            errors={answer?.intent === 'method' ? answer.errors : {}}
          />
          {ready ? (
            <PaymentStep
              view={view}
              billingCountries={view.billingCountries}
              answer={answer?.intent === 'placeOrder' ? answer : undefined}
            />
          ) : (
            <section
              id="payment"
              aria-labelledby="payment-heading"
              className="grid gap-2 rounded-lg border border-stone-300 p-5"
            >
              <h2
                id="payment-heading"
                tabIndex={-1}
                className="text-xl font-semibold focus:outline-none"
              >
                {t('paymentHeading')}
              </h2>
              <p className="text-sm text-stone-700">{t('paymentNeedsShipping')}</p>
            </section>
          )}
        </div>
        <CheckoutSummary cart={view.cart} />
      </div>
    </div>
  );
}
