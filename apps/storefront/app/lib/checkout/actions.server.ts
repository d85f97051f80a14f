/**
 * The checkout page's form posts (server only), one function per `intent`: each checks what was
 * typed, runs the step (checkout.server.ts) or Place Order (place-order.server.ts) and answers an
 * outcome the route maps to a redirect or the page's answer. Nothing typed is lost on a refusal.
 */
import { resolvePath } from '@solo/sites';
import { getServices } from '../api/context.ts';
import { siteCountries } from '../account/countries.ts';
import { checkAddress, checkEmail, shippingRules, BILLING_RULES } from './address.ts';
import {
  setContactEmail,
  setShippingAddress,
  setShippingMethod,
  shipToSavedAddress,
  type PageArgs,
  type StepOutcome,
} from './checkout.server.ts';
import { BILLING_PREFIX, type AddressField, type FormValues } from './fields.ts';
import { applyGiftCard, removeGiftCard, type GiftCardOutcome } from './gift-card.server.ts';
import { attemptIdOf } from './idempotency.server.ts';
import { placeOrder, type PaymentChoice } from './place-order.server.ts';
import { serviceFieldErrors } from './submission.ts';
import { checkoutTranslator } from './translate.server.ts';
import type { CheckoutAnswer } from './checkout-view.ts';

/** The page's step anchors a completed step moves on to. */
export type NextStep = 'shipping' | 'shipping-method' | 'payment';

export type CheckoutOutcome =
  | { ok: true; next: NextStep }
  /** Done, and the page stays on the step (a shipping method chosen in place). */
  | { ok: true; answer: CheckoutAnswer }
  | { ok: true; orderNo: string }
  /** Nothing left to check out: the shopper goes to the cart. */
  | { ok: false; emptyBasket: true }
  /** A refusal the shopper can fix (4xx) or a failure of the service (502): what the page shows. */
  | { ok: false; status: number; answer: CheckoutAnswer };

const refused = (answer: CheckoutAnswer, status = 400): CheckoutOutcome => ({
  ok: false,
  status,
  answer,
});

/**
 * A step's write as an outcome: a refusal the shopper can fix answers `onRefused`; any other
 * failure keeps what was typed (`kept`) and shows the default failure.
 */
function stepOutcome(
  outcome: StepOutcome,
  next: NextStep,
  onRefused: () => CheckoutOutcome,
  kept: CheckoutAnswer = { intent: 'step', failed: true },
): CheckoutOutcome {
  if (outcome.ok) return { ok: true, next };
  if ('emptyBasket' in outcome) return { ok: false, emptyBasket: true };
  if ('failed' in outcome) return refused({ ...kept, failed: true } as CheckoutAnswer, 502);
  return onRefused();
}

/** intent=contact: the guest's email. */
export async function submitContact(args: PageArgs, email: string): Promise<CheckoutOutcome> {
  const check = checkEmail(email);
  if (!check.ok)
    return refused({ intent: 'contact', values: { email }, errors: { email: check.error } });
  return stepOutcome(
    await setContactEmail(args, check.email),
    'shipping',
    () =>
      refused({ intent: 'contact', values: { email }, errors: { email: { key: 'emailInvalid' } } }),
    { intent: 'contact', values: { email }, errors: {} },
  );
}

/** intent=shipping: the shipping address as typed, checked against the site's countries. */
export async function submitShippingAddress(
  args: PageArgs,
  values: FormValues<AddressField>,
): Promise<CheckoutOutcome> {
  const { site } = resolvePath(args.url.pathname);
  const check = checkAddress(values, shippingRules(siteCountries(site)));
  if (!check.ok) return refused({ intent: 'shipping', values, errors: check.errors });
  const outcome = await setShippingAddress(args, check.address);
  return stepOutcome(
    outcome,
    'shipping-method',
    () =>
      refused({
        intent: 'shipping',
        values,
        errors: serviceFieldErrors('fields' in outcome ? outcome : {}, values.countryCode),
      }),
    { intent: 'shipping', values, errors: {} },
  );
}

/** intent=savedAddress: a registered shopper ships to one of their saved addresses. */
export async function submitSavedAddress(
  args: PageArgs,
  addressId: string,
): Promise<CheckoutOutcome> {
  return stepOutcome(await shipToSavedAddress(args, addressId), 'shipping-method', () =>
    refused({ intent: 'step', failed: true }),
  );
}

/** intent=method: the shipping method; `stay` when chosen in place (scripts on). */
export async function submitShippingMethod(
  args: PageArgs,
  shippingMethodId: string,
  stay: boolean,
): Promise<CheckoutOutcome> {
  const outcome = await setShippingMethod(args, shippingMethodId);
  // The page re-reads the basket and keeps the step open.
  if (outcome.ok && stay) return { ok: true, answer: { intent: 'method', errors: {} } };
  return stepOutcome(outcome, 'payment', () =>
    refused({ intent: 'method', errors: { shippingMethodId: { key: 'methodInvalid' } } }),
  );
}

/**
 * A gift card's outcome: `stay` (a fetcher, scripts on) answers in place and the page re-reads
 * the basket; a plain post goes back to the payment step. Nothing typed but the PIN comes back.
 */
function giftCardOutcome(
  outcome: GiftCardOutcome,
  intent: 'applyGiftCard' | 'removeGiftCard',
  code: string,
  stay: boolean,
): CheckoutOutcome {
  if (outcome.ok) {
    if (!stay) return { ok: true, next: 'payment' };
    return {
      ok: true,
      answer:
        intent === 'applyGiftCard'
          ? { intent, values: { code: '' }, errors: {}, applied: true }
          : { intent, removed: true },
    };
  }
  if ('emptyBasket' in outcome) return { ok: false, emptyBasket: true };
  if ('failed' in outcome)
    return refused(
      intent === 'applyGiftCard'
        ? { intent, values: { code }, errors: {}, failed: true }
        : { intent: 'step', failed: true },
      outcome.status,
    );
  const wait = outcome.retryAfterSeconds;
  return refused(
    {
      intent: 'applyGiftCard',
      values: { code },
      errors: outcome.errors,
      ...(wait === undefined ? {} : { retryAfterSeconds: wait }),
    },
    outcome.status,
  );
}

/** intent=applyGiftCard: a gift card by its code and PIN pays part or all of the order. */
export async function submitApplyGiftCard(
  args: PageArgs,
  form: { code: string; pin: string },
  stay: boolean,
): Promise<CheckoutOutcome> {
  return giftCardOutcome(await applyGiftCard(args, form), 'applyGiftCard', form.code, stay);
}

/** intent=removeGiftCard: one of the basket's gift card payments is removed. */
export async function submitRemoveGiftCard(
  args: PageArgs,
  paymentInstrumentId: string,
  stay: boolean,
): Promise<CheckoutOutcome> {
  return giftCardOutcome(
    await removeGiftCard(args, paymentInstrumentId),
    'removeGiftCard',
    '',
    stay,
  );
}

export interface PlaceOrderForm {
  billingSameAsShipping: boolean;
  /** The billing form as typed (read only when not the same as shipping). */
  billing: FormValues<AddressField>;
  /** null: no payment was completed (paymentOf in submission.ts). */
  payment: PaymentChoice | null;
  attemptId: string;
  basketId: string;
  /** Spec 002 §4: the fraud tools' device data ('' when not collected). */
  deviceData: string;
}

/** intent=placeOrder: the billing address and payment, then the order (spec 002 §8 answers). */
export async function submitPlaceOrder(
  args: PageArgs,
  form: PlaceOrderForm,
): Promise<CheckoutOutcome> {
  const { locale } = resolvePath(args.url.pathname);
  const t = await checkoutTranslator(locale.id, getServices(args.context).log);
  const kept = { billing: form.billing, billingSameAsShipping: form.billingSameAsShipping };
  const billingCheck = form.billingSameAsShipping
    ? null
    : checkAddress(form.billing, BILLING_RULES);
  if (billingCheck && !billingCheck.ok) {
    const fieldErrors = Object.fromEntries(
      Object.entries(billingCheck.errors).map(([field, error]) => [
        `${BILLING_PREFIX}${field}`,
        `${t(field as 'city')}: ${t(error.key, error.values)}`,
      ]),
    );
    return refused({
      intent: 'placeOrder',
      error: true,
      fieldErrors,
      billingErrors: billingCheck.errors,
      ...kept,
    });
  }
  const outcome = await placeOrder(
    args,
    {
      billing: billingCheck?.ok ? billingCheck.address : null,
      payment: form.payment,
      attemptId: attemptIdOf(form.attemptId),
      basketId: form.basketId,
      deviceData: form.deviceData,
    },
    t,
  );
  if (outcome.ok) return { ok: true, orderNo: outcome.orderNo };
  return refused(
    { intent: 'placeOrder', ...outcome.failure, ...kept },
    outcome.failure.cartError ? 409 : 400,
  );
}
