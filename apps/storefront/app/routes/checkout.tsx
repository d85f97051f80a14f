import { data, redirect } from 'react-router';
import type { Route } from './+types/checkout';
import { CheckoutPage } from '../components/checkout/CheckoutPage.tsx';
import { m } from '../lib/checkout/messages.ts';
import { accountPageMeta } from '../lib/account/page-meta.ts';
import { siteCountries } from '../lib/account/countries.ts';
import { getServices } from '../lib/api/context.ts';
import { checkAddress, checkEmail, shippingRules, BILLING_RULES } from '../lib/checkout/address.ts';
import {
  checkoutUrls,
  loadCheckoutView,
  setContactEmail,
  setShippingAddress,
  setShippingMethod,
  shipToSavedAddress,
  type StepOutcome,
} from '../lib/checkout/checkout.server.ts';
import { placeOrder } from '../lib/checkout/place-order.server.ts';
import { ADDRESS_FIELDS, BILLING_PREFIX, textOf, valuesOf } from '../lib/checkout/fields.ts';
import { attemptIdOf } from '../lib/checkout/idempotency.server.ts';
import { paymentOf, serviceFieldErrors } from '../lib/checkout/submission.ts';
import { checkoutTranslator } from '../lib/checkout/translate.server.ts';
import type { CheckoutAnswer } from '../lib/checkout/checkout-view.ts';
import { requirePageRoute } from '../lib/routing.ts';
import { markPersonal } from '../lib/session/session.server.ts';

/**
 * /checkout (spec 002 §2): contact, shipping address, shipping method, billing and payment, order
 * summary and Place Order on one server-rendered page whose step forms post to this route's
 * action, so it works without scripts (a new card needs them: the gateway tokenizes it in the
 * browser). Personal: `private, no-store`. An empty basket goes to the cart.
 */
export async function loader(args: Route.LoaderArgs) {
  const { site, locale } = requirePageRoute(args.url, args.params);
  markPersonal(args);
  const view = await loadCheckoutView(args);
  if (!view) throw redirect(checkoutUrls(args.url).cart);
  return { siteId: site.id, localeId: locale.id, ...view };
}

/** `intent`: contact, shipping, savedAddress, method or placeOrder (see lib/checkout). */
export async function action(args: Route.ActionArgs) {
  const { site, locale } = requirePageRoute(args.url, args.params);
  markPersonal(args);
  const form = await args.request.formData();
  const intent = textOf(form.get('intent'));
  const urls = checkoutUrls(args.url);
  const next = (hash: string) => redirect(`${urls.checkout}#${hash}`);
  const answer = (body: CheckoutAnswer, status = 400) => data(body, { status });
  // A refusal the shopper can fix answers `refused`; any other failure keeps what was typed
  // (`kept`) and shows the default failure.
  const stepAnswer = (
    outcome: StepOutcome,
    ok: string,
    refused: () => ReturnType<typeof answer>,
    kept: CheckoutAnswer = { intent: 'step', failed: true },
  ) =>
    outcome.ok
      ? next(ok)
      : 'emptyBasket' in outcome
        ? redirect(urls.cart)
        : 'failed' in outcome
          ? answer({ ...kept, failed: true } as CheckoutAnswer, 502)
          : refused();

  switch (intent) {
    case 'contact': {
      const email = textOf(form.get('email'));
      const check = checkEmail(email);
      if (!check.ok) return answer({ intent, values: { email }, errors: { email: check.error } });
      return stepAnswer(
        await setContactEmail(args, check.email),
        'shipping',
        () => answer({ intent, values: { email }, errors: { email: { key: 'emailInvalid' } } }),
        { intent, values: { email }, errors: {} },
      );
    }
    case 'shipping': {
      const values = valuesOf(form, ADDRESS_FIELDS);
      const check = checkAddress(values, shippingRules(siteCountries(site)));
      if (!check.ok) return answer({ intent, values, errors: check.errors });
      const outcome = await setShippingAddress(args, check.address);
      return stepAnswer(
        outcome,
        'shipping-method',
        () =>
          answer({
            intent,
            values,
            errors: serviceFieldErrors('fields' in outcome ? outcome : {}, values.countryCode),
          }),
        { intent, values, errors: {} },
      );
    }
    case 'savedAddress': {
      const outcome = await shipToSavedAddress(args, textOf(form.get('addressId')));
      return stepAnswer(outcome, 'shipping-method', () => answer({ intent: 'step', failed: true }));
    }
    case 'method': {
      const outcome = await setShippingMethod(args, textOf(form.get('shippingMethodId')));
      // A choice made in place (scripts on) stays on the step; the page re-reads the basket.
      if (outcome.ok && form.get('stay') === 'true') return data({ intent, errors: {} });
      return stepAnswer(outcome, 'payment', () =>
        answer({ intent, errors: { shippingMethodId: { key: 'methodInvalid' } } }),
      );
    }
    case 'placeOrder': {
      const t = await checkoutTranslator(locale.id, getServices(args.context).log);
      const same = form.get('billingSameAsShipping') === 'true';
      const billing = valuesOf(form, ADDRESS_FIELDS, BILLING_PREFIX);
      const kept = { billing, billingSameAsShipping: same };
      const billingCheck = same ? null : checkAddress(billing, BILLING_RULES);
      if (billingCheck && !billingCheck.ok) {
        const fieldErrors = Object.fromEntries(
          Object.entries(billingCheck.errors).map(([field, error]) => [
            `${BILLING_PREFIX}${field}`,
            `${t(field as 'city')}: ${t(error.key, error.values)}`,
          ]),
        );
        return answer({
          intent,
          error: true,
          fieldErrors,
          billingErrors: billingCheck.errors,
          ...kept,
        });
      }
      const payment = paymentOf(form);
      if (!payment)
        return answer({ intent, error: true, serverErrors: [t('needsPayment')], ...kept });
      const outcome = await placeOrder(
        args,
        {
          billing: billingCheck?.ok ? billingCheck.address : null,
          payment,
          attemptId: attemptIdOf(textOf(form.get('attemptId'))),
          basketId: textOf(form.get('basketId')),
        },
        t,
      );
      if (outcome.ok) return redirect(urls.confirmation(outcome.orderNo));
      return answer({ intent, ...outcome.failure, ...kept }, outcome.failure.cartError ? 409 : 400);
    }
    default:
      return answer({ intent: 'step', failed: true });
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  accountPageMeta(loaderData, matches, m.title);

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  return <CheckoutPage view={loaderData} answer={actionData} />;
}
