import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { stepForHash } from '../../lib/checkout/hash.ts';
import {
  firstFieldOf,
  focusLeftAlone,
  STEP_AFTER,
  stepNumber,
  type ContinuedStep,
  type NextStep,
} from '../../lib/checkout/step-focus.ts';
import type { CheckoutAnswer, CheckoutView } from '../../lib/checkout/checkout-view.ts';
import { LocalizedLink } from '../../lib/site-context.tsx';
import { useT } from '../../i18n/intl.tsx';
import { FormAlert } from '../ui/form-look.tsx';
import { ExpressButtons } from '../wallets/ExpressButtons.tsx';
import { ContactStep } from './ContactStep.tsx';
import { MethodStep } from './MethodStep.tsx';
import { PaymentStep } from './PaymentStep.tsx';
import { ShippingStep } from './ShippingStep.tsx';
import { CheckoutSummary } from './CheckoutSummary.tsx';
import { useCheckoutT, type CheckoutT } from './use-checkout-t.ts';
import { usePaymentTab } from './use-payment-tab.ts';

/**
 * Spec 002 §2 "Checkout URL hash": landing on a step's hash (`#placeOrder`, or the hash a step's
 * action sends the shopper on to) moves focus there, so keyboard and screen reader users follow.
 * The rules see the tab open on landing: a later change of tab is no new landing. Answers the
 * step the hash opened, and `continued`, which a step calls when its Continue sends it (issue 14):
 * focus goes to the next step's first field at once when that step is on the page, else when the
 * answer lands, and never away from a field the shopper has moved to meanwhile
 * (lib/checkout/step-focus.ts). The step change is announced.
 */
function useStepFocus(view: CheckoutView, paymentTab: string, t: CheckoutT) {
  const { hash } = useLocation();
  const [landingTab] = useState(paymentTab);
  const [announced, setAnnounced] = useState('');
  const pending = useRef<{ next: NextStep; submitter: Element | null } | null>(null);
  const landedHash = useRef<string | null>(null);
  const step =
    stepForHash(hash, {
      paymentTab: landingTab,
      shippingCountryCode: view.shipping.countryCode,
      shippingStateCode: view.shipping.stateCode,
      shippingCountryHasStates: view.shippingCountryHasStates,
    }) ?? (hash ? hash.slice(1) : null);

  const announce = useCallback(
    (next: NextStep) => {
      const heading = document.getElementById(`${next}-heading`)?.textContent ?? '';
      setAnnounced(t('stepAnnounce', { ...stepNumber(next, view.needsShipping), step: heading }));
    },
    [t, view.needsShipping],
  );

  const continued = useCallback((from: ContinuedStep) => {
    const next = STEP_AFTER[from];
    const submitter = document.activeElement;
    const section = document.getElementById(next);
    const field = section ? firstFieldOf(section) : null;
    // The next step is on the page already: the shopper types on in it at once.
    if (field) field.focus();
    pending.current = { next, submitter: field ?? submitter };
  }, []);

  useEffect(() => {
    // The shipping edit focuses its first invalid field itself once submitted.
    if (!step || step === 'shipping-edit') return;
    const leftAlone = (submitter: Element | null) =>
      focusLeftAlone(document.activeElement, document.body, submitter);
    const jumped = landedHash.current !== hash;
    landedHash.current = hash;
    const sent = pending.current;
    if (sent && sent.next === step) {
      pending.current = null;
      const section = document.getElementById(step);
      const target =
        (section && firstFieldOf(section)) ?? document.getElementById(`${step}-heading`);
      if (target && leftAlone(sent.submitter) && document.activeElement !== target) target.focus();
      announce(sent.next);
      return;
    }
    // A new hash is a jump the shopper asked for (a link, the address bar): focus goes there. The
    // same hash read again (the page's state changed under it) takes no field from the shopper.
    if (!jumped && !leftAlone(null)) return;
    const target =
      step === 'place-order'
        ? document.getElementById('place-order-button')
        : document.getElementById(`${step}-heading`);
    target?.scrollIntoView({ block: 'center' });
    target?.focus();
  }, [step, hash, announce]);
  return { step, continued, announced };
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
  const payment = usePaymentTab(view);
  const { step, continued, announced } = useStepFocus(view, payment.tab, t);
  const ready =
    !!view.email && (!view.needsShipping || (view.hasShippingAddress && !!view.selectedMethodId));
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <LocalizedLink to="/cart" className="text-sm font-semibold underline underline-offset-4">
          {t('backToCart')}
        </LocalizedLink>
      </div>
      <p role="status" className="sr-only" data-testid="step-announcement">
        {announced}
      </p>
      {answer && 'failed' in answer && answer.failed ? (
        <FormAlert>{tGlobal('global.error.default')}</FormAlert>
      ) : null}
      {/* Spec 002 §1, §2 express checkout section: pay directly with a wallet, on every site. */}
      <ExpressButtons place="checkout" initialButtons={view.expressButtons} basket={view.cart} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid gap-6">
          {view.cart.hasSubscription && !view.isRegistered ? (
            // Issue 21: a subscription reorders from an account with a saved card.
            <div
              className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
              data-testid="subscription-sign-in"
            >
              <p>{t('subscriptionSignIn')}</p>
              <p className="flex flex-wrap gap-4 font-semibold">
                <a href={view.signInHref} className="underline underline-offset-4">
                  {t('signInLink')}
                </a>
                <LocalizedLink to="/registration" className="underline underline-offset-4">
                  {t('createAccount')}
                </LocalizedLink>
              </p>
            </div>
          ) : null}
          <ContactStep
            email={view.email}
            isRegistered={view.isRegistered}
            signInHref={view.signInHref}
            typed={answer?.intent === 'contact' ? answer.values.email : undefined}
            errors={answer?.intent === 'contact' ? answer.errors : {}}
            onContinue={continued}
          />
          {view.needsShipping ? (
            <>
              <ShippingStep
                values={answer?.intent === 'shipping' ? answer.values : view.shipping}
                errors={answer?.intent === 'shipping' ? answer.errors : {}}
                countries={view.countries}
                savedAddresses={view.savedAddresses}
                submitOnLanding={step === 'shipping-edit'}
                onContinue={continued}
              />
              <MethodStep
                methods={view.methods}
                selectedId={view.selectedMethodId}
                currency={view.cart.currency}
                hasAddress={view.hasShippingAddress}
                errors={answer?.intent === 'method' ? answer.errors : {}}
                onContinue={continued}
              />
            </>
          ) : null}
          {ready ? (
            <PaymentStep
              view={view}
              billingCountries={view.billingCountries}
              answer={answer?.intent === 'placeOrder' ? answer : undefined}
              giftCardAnswer={answer?.intent === 'applyGiftCard' ? answer : undefined}
              tabs={payment.tabs}
              tab={payment.tab}
              onTab={payment.setTab}
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
        <CheckoutSummary cart={view.cart} giftCards={view.giftCards} />
      </div>
    </div>
  );
}
