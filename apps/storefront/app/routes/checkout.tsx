import { data, redirect } from 'react-router';
import type { Route } from './+types/checkout';
import { CheckoutPage } from '../components/checkout/CheckoutPage.tsx';
import { m } from '../lib/checkout/messages.ts';
import { accountPageMeta } from '../lib/account/page-meta.ts';
import {
  submitApplyGiftCard,
  submitContact,
  submitPlaceOrder,
  submitRemoveGiftCard,
  submitSavedAddress,
  submitShippingAddress,
  submitShippingMethod,
  type CheckoutOutcome,
} from '../lib/checkout/actions.server.ts';
import { checkoutUrls, loadCheckoutView } from '../lib/checkout/checkout.server.ts';
import { ADDRESS_FIELDS, BILLING_PREFIX, textOf, valuesOf } from '../lib/checkout/fields.ts';
import { paymentOf } from '../lib/checkout/submission.ts';
import { requirePageRoute } from '../lib/routing.ts';
import { markPersonal } from '../lib/session/session.server.ts';
import { submittedForm } from '../lib/form-values.ts';

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

/**
 * `intent`: contact, shipping, savedAddress, method, applyGiftCard, removeGiftCard or placeOrder
 * (lib/checkout/actions.server.ts); the retry wait of a 429 in `Retry-After`.
 */
export async function action(args: Route.ActionArgs) {
  requirePageRoute(args.url, args.params);
  markPersonal(args);
  const form = await submittedForm(args.request);
  const outcome = await submit(args, form);
  const urls = checkoutUrls(args.url);
  if ('next' in outcome) return redirect(`${urls.checkout}#${outcome.next}`);
  if ('orderNo' in outcome) return redirect(urls.confirmation(outcome.orderNo));
  if ('emptyBasket' in outcome) return redirect(urls.cart);
  const wait = 'retryAfterSeconds' in outcome.answer ? outcome.answer.retryAfterSeconds : undefined;
  return data(outcome.answer, {
    status: outcome.ok ? 200 : outcome.status,
    ...(wait === undefined ? {} : { headers: { 'retry-after': String(wait) } }),
  });
}

function submit(args: Route.ActionArgs, form: FormData): Promise<CheckoutOutcome> {
  const text = (name: string) => textOf(form.get(name));
  switch (text('intent')) {
    case 'contact':
      return submitContact(args, text('email'));
    case 'shipping':
      return submitShippingAddress(args, valuesOf(form, ADDRESS_FIELDS));
    case 'savedAddress':
      return submitSavedAddress(args, text('addressId'));
    case 'method':
      return submitShippingMethod(args, text('shippingMethodId'), text('stay') === 'true');
    case 'applyGiftCard':
      return submitApplyGiftCard(
        args,
        { code: text('giftCardCode'), pin: text('giftCardPin') },
        text('stay') === 'true',
      );
    case 'removeGiftCard':
      return submitRemoveGiftCard(args, text('paymentInstrumentId'), text('stay') === 'true');
    case 'placeOrder':
      return submitPlaceOrder(args, {
        billingSameAsShipping: text('billingSameAsShipping') === 'true',
        billing: valuesOf(form, ADDRESS_FIELDS, BILLING_PREFIX),
        payment: paymentOf(form),
        attemptId: text('attemptId'),
        basketId: text('basketId'),
        deviceData: text('deviceData'),
      });
    default:
      return Promise.resolve({ ok: false, status: 400, answer: { intent: 'step', failed: true } });
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  accountPageMeta(loaderData, matches, m.title);

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  return <CheckoutPage view={loaderData} answer={actionData} />;
}
