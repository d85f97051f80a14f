import { describe, expect, it } from 'vitest';
import {
  cartFailure,
  countryNotAllowed,
  failureEffect,
  orderFailure,
  type Translate,
} from './order-errors.ts';

// Stands in for the page's translator: each answer names its message; the English texts
// themselves are checked with the catalogue (components/checkout/translations.test.ts).
const t: Translate = (key) => `text of ${key}`;
const urls = { cart: '/eu/cart', shipping: '/eu/checkout#shipping' };
const problem = (type: string, status: number, extra: object = {}) => ({
  type: `/errors/${type}`,
  status,
  ...extra,
});

describe('orderFailure (spec 002 §8)', () => {
  it('answers payment refusals as an errorMessage', () => {
    expect(orderFailure(problem('payment-declined', 402, { reason: 'declined' }), t, urls)).toEqual(
      {
        error: true,
        errorMessage: t('declined'),
      },
    );
    expect(
      orderFailure(problem('payment-declined', 402, { reason: 'insufficient_funds' }), t, urls),
    ).toEqual({
      error: true,
      errorMessage: t('insufficientFunds'),
    });
    expect(orderFailure(problem('payment-gateway-timeout', 504), t, urls).errorMessage).toBe(
      t('gatewayTimeout'),
    );
  });

  it("asks for the card again when the payment method is another shopper's or basket's", () => {
    for (const type of ['payment-method-not-owned', 'payment-method-other-basket'])
      expect(orderFailure(problem(type, 403), t, urls)).toEqual({
        error: true,
        errorMessage: t('paymentInvalid'),
      });
  });

  it("says why a subscription's order was refused: no account, or no saved card", () => {
    expect(orderFailure(problem('subscription-needs-account', 400), t, urls)).toEqual({
      error: true,
      errorMessage: t('subscriptionNeedsAccount'),
    });
    expect(orderFailure(problem('subscription-needs-saved-card', 400), t, urls)).toEqual({
      error: true,
      errorMessage: t('subscriptionNeedsSavedCard'),
    });
  });

  it('sends out of stock and missing baskets back to the cart', () => {
    const toCart = { error: true, cartError: { redirectUrl: '/eu/cart' } };
    expect(orderFailure(problem('product-out-of-stock', 409), t, urls)).toEqual(toCart);
    expect(orderFailure(problem('basket-not-found', 404), t, urls)).toEqual(toCart);
    expect(
      orderFailure(
        { status: 400, invalidFields: [{ name: 'productItems', reason: 'the basket is empty' }] },
        t,
        urls,
      ),
    ).toEqual(toCart);
  });

  it('names what the basket lacks as server errors', () => {
    expect(
      orderFailure(
        {
          status: 400,
          invalidFields: [
            { name: 'customerInfo.email', reason: 'an email address is needed' },
            { name: 'shipments[0].shippingAddress.city', reason: 'required' },
            { name: 'shipments[0].shippingAddress.postalCode', reason: 'required' },
          ],
        },
        t,
        urls,
      ),
    ).toEqual({
      error: true,
      serverErrors: [t('needsEmail'), t('needsShipping')],
    });
  });

  it('asks to apply again a gift card whose balance fell since it was applied', () => {
    const gap = (reason: string) =>
      orderFailure(
        { status: 400, invalidFields: [{ name: 'paymentInstruments[0]', reason }] },
        t,
        urls,
      );
    expect(gap('gift card balance is now 12.50, less than the 40.00 applied')).toEqual({
      error: true,
      serverErrors: [t('giftCardChanged')],
    });
    expect(gap('a payment instrument is needed')).toEqual({
      error: true,
      serverErrors: [t('needsPayment')],
    });
  });

  it('answers anything else with the bare error (the default toast)', () => {
    expect(orderFailure({ status: 500 }, t, urls)).toEqual({ error: true });
    expect(
      orderFailure(
        { status: 400, invalidFields: [{ name: 'Idempotency-Key', reason: 'x' }] },
        t,
        urls,
      ),
    ).toEqual({ error: true });
  });
});

describe('failureEffect', () => {
  it('redirects a cart error without a toast', () => {
    expect(failureEffect(cartFailure(urls))).toEqual({
      redirectUrl: '/eu/cart',
      toast: null,
      showToast: false,
    });
  });

  it('joins field and server errors into one toast; a disallowed country also redirects', () => {
    expect(
      failureEffect({
        error: true,
        fieldErrors: { billing_city: 'City: This field is required.' },
        serverErrors: ['Please choose a shipping method.'],
      }),
    ).toEqual({
      toast: 'City: This field is required. Please choose a shipping method.',
      showToast: true,
    });
    expect(failureEffect(countryNotAllowed(t, urls))).toEqual({
      redirectUrl: '/eu/checkout#shipping',
      toast: t('countryNotAllowed'),
      showToast: true,
    });
  });

  it('shows the errorMessage, else the default toast', () => {
    expect(failureEffect({ error: true, errorMessage: 'Declined.' }).toast).toBe('Declined.');
    expect(failureEffect({ error: true })).toEqual({ toast: null, showToast: true });
  });
});
