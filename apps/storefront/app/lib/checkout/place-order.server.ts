/**
 * Place Order (server only): the billing address, the basket's card or wallet instrument beside
 * the gift cards applied (none when they cover the order), then
 * Shopper Orders createOrder with an Idempotency-Key (lib/checkout/idempotency.server.ts). Any
 * refusal comes back in the spec 002 §8 shape; the basket and what was typed stay as they were.
 */
import type { ShopperBasketsV2Types } from 'commerce-sdk-isomorphic';
import { resolvePath } from '@solo/sites';
import { getServices } from '../api/context.ts';
import { sdk } from '../api/shopper.server.ts';
import { siteCountries } from '../account/countries.ts';
import { problemOf } from '../basket/basket.server.ts';
import {
  getShopperSession,
  shopperApiConfig,
  type ShopperSession,
} from '../session/session.server.ts';
import type { CheckoutAddress } from './address.ts';
import { maskedCardNumber } from '../payments/card-brands.ts';
import type { TokenizedCard } from './card.ts';
import {
  addressValues,
  checkoutContext,
  customersOf,
  type CheckoutContext,
  type PageArgs,
} from './checkout.server.ts';
import { GIFT_CERTIFICATE, giftCardPayment } from './gift-card.ts';
import { orderIdempotencyKey } from './idempotency.server.ts';
import { payWith, problemSlug } from './pay-with.server.ts';
import {
  cartFailure,
  countryNotAllowed,
  orderFailure,
  type CheckoutFailure,
  type OrderProblem,
  type Translate,
} from './order-errors.ts';
import { CREDIT_CARD, savedCards } from './saved-cards.server.ts';
import { checkoutUrls } from './urls.ts';
import type { WalletType } from '../wallets/buttons.ts';
import { WALLET_PAYMENT_METHODS } from '../wallets/methods.ts';

/** The orders API's limit on `c_deviceData`: longer device data is not ours and is left out. */
const MAX_DEVICE_DATA = 4000;

export type PaymentChoice =
  | { kind: 'card'; card: TokenizedCard; save: boolean }
  | { kind: 'saved'; id: string }
  | { kind: 'wallet'; walletType: WalletType; nonce: string; save: boolean }
  | { kind: 'walletAccount'; walletType: WalletType; id: string };

export interface PlaceOrderInput {
  /** null: the same as the shipping address. */
  billing: CheckoutAddress | null;
  /** null: none was completed (enough when gift cards cover the order). */
  payment: PaymentChoice | null;
  attemptId: string;
  /** The basket the page showed, for a retry that finds it already ordered ('' when unknown). */
  basketId: string;
  /** Spec 002 §4: the fraud tools' device data, sent as `c_deviceData` ('' when not collected). */
  deviceData: string;
}

export type PlaceOrderOutcome =
  | { ok: true; orderNo: string }
  | {
      ok: false;
      failure: CheckoutFailure;
      billingFields?: Array<{ name: string; reason: string }>;
    };

const asProblem = (problem: Record<string, unknown> & { status: number }): OrderProblem => ({
  status: problem.status,
  ...(typeof problem.type === 'string' ? { type: problem.type } : {}),
  ...(typeof problem.reason === 'string' ? { reason: problem.reason } : {}),
  ...(Array.isArray(problem.invalidFields)
    ? { invalidFields: problem.invalidFields as Array<{ name: string; reason: string }> }
    : {}),
});

/** The basket's payment instrument for the shopper's choice (a saved card is looked up again). */
async function instrumentFor(
  args: PageArgs,
  ctx: CheckoutContext,
  payment: PaymentChoice,
): Promise<ShopperBasketsV2Types.BasketPaymentInstrumentRequest | null> {
  if (payment.kind === 'wallet') return walletInstrument(args, ctx, payment);
  if (payment.kind === 'walletAccount')
    return {
      paymentMethodId: WALLET_PAYMENT_METHODS[payment.walletType],
      customerPaymentInstrumentId: payment.id,
    };
  if (payment.kind === 'card' && !(payment.save && ctx.session.isRegistered)) {
    const { card } = payment;
    return {
      paymentMethodId: CREDIT_CARD,
      paymentCard: {
        cardType: card.cardType,
        maskedNumber: maskedCardNumber(card.lastFour),
        expirationMonth: card.expirationMonth,
        expirationYear: card.expirationYear,
        holder: card.holder,
      },
      c_paymentNonce: card.nonce,
    };
  }
  let id = payment.kind === 'saved' ? payment.id : '';
  if (payment.kind === 'card') {
    // Saving the card: the vault takes the single-use nonce and answers the stored card, which
    // the order then pays with (docs/api.md: a stored method is `customerPaymentInstrumentId`).
    const stored = await customersOf(args, ctx.session).createCustomerPaymentInstrument({
      parameters: { customerId: ctx.session.customerId },
      body: { c_paymentNonce: payment.card.nonce },
    });
    id = stored.paymentInstrumentId ?? '';
  }
  const card = (await savedCards(args, ctx.session)).find((c) => c.id === id);
  if (!card) return null;
  return {
    paymentMethodId: CREDIT_CARD,
    paymentCard: {
      cardType: card.cardType,
      maskedNumber: card.maskedNumber,
      expirationMonth: card.expirationMonth,
      expirationYear: card.expirationYear,
      holder: card.holder,
    },
    customerPaymentInstrumentId: id,
  };
}

/**
 * A wallet tab's approval (spec 002 §4): the nonce pays as the wallet's payment method; a
 * registered buyer who chose to save the account has the vault take the nonce, and the order
 * pays with the stored account.
 */
async function walletInstrument(
  args: PageArgs,
  ctx: CheckoutContext,
  payment: Extract<PaymentChoice, { kind: 'wallet' }>,
): Promise<ShopperBasketsV2Types.BasketPaymentInstrumentRequest> {
  const paymentMethodId = WALLET_PAYMENT_METHODS[payment.walletType];
  if (!(payment.save && ctx.session.isRegistered))
    return { paymentMethodId, c_paymentNonce: payment.nonce };
  const stored = await customersOf(args, ctx.session).createCustomerPaymentInstrument({
    parameters: { customerId: ctx.session.customerId },
    body: { c_paymentNonce: payment.nonce },
  });
  return { paymentMethodId, customerPaymentInstrumentId: stored.paymentInstrumentId ?? '' };
}

/**
 * What the idempotency key names besides the attempt: the nonce (card or wallet) or the saved
 * card; gift cards alone name no other source.
 */
const paymentSourceOf = (payment: PaymentChoice | null) =>
  !payment
    ? 'gift-cards'
    : payment.kind === 'saved' || payment.kind === 'walletAccount'
      ? `saved:${payment.id}`
      : `nonce:${payment.kind === 'card' ? payment.card.nonce : payment.nonce}`;

const ordersOf = (args: PageArgs, session: ShopperSession) =>
  new sdk.ShopperOrders(
    shopperApiConfig(args, session, { locale: resolvePath(args.url.pathname).locale.id }),
  );

/**
 * A retry whose first attempt already placed the order finds no basket: the same key on the
 * basket the page showed answers that order (docs/decisions.md "Placing an order").
 */
async function replayedOrder(args: PageArgs, basketId: string, key: string) {
  if (!basketId) return null;
  try {
    const order = await ordersOf(args, await getShopperSession(args)).createOrder({
      headers: { 'Idempotency-Key': key },
      body: { basketId },
    });
    return order.orderNo ?? null;
  } catch (error) {
    if (await problemOf(error)) return null;
    throw error;
  }
}

/**
 * Steps 4–6: billing address, the payment instrument, then createOrder with an Idempotency-Key
 * (lib/checkout/idempotency.server.ts). Any refusal comes back in the spec 002 §8 shape; the
 * basket and what was typed stay as they were, so the shopper can try another card.
 */
export async function placeOrder(
  args: PageArgs,
  input: PlaceOrderInput,
  t: Translate,
): Promise<PlaceOrderOutcome> {
  const urls = checkoutUrls(args.url);
  const key = orderIdempotencyKey(input.attemptId, paymentSourceOf(input.payment));
  const ctx = await checkoutContext(args);
  if (!ctx) {
    const orderNo = await replayedOrder(args, input.basketId, key);
    return orderNo ? { ok: true, orderNo } : { ok: false, failure: cartFailure(urls) };
  }
  const { site } = resolvePath(args.url.pathname);
  const shipping = ctx.basket.shipments?.[0]?.shippingAddress;
  if (shipping?.countryCode && !siteCountries(site).includes(shipping.countryCode))
    return { ok: false, failure: countryNotAllowed(t, urls) };
  const log = getServices(args.context).log;
  const { baskets, basketId } = ctx;
  try {
    const billing = input.billing ?? (shipping ? shippingAsBilling(shipping) : null);
    if (billing) {
      try {
        await baskets.updateBillingAddressForBasket({
          parameters: { basketId },
          body: { ...billing },
        });
      } catch (error) {
        const problem = await problemOf(error);
        if (input.billing && problem?.status === 400 && Array.isArray(problem.invalidFields))
          return {
            ok: false,
            failure: { error: true },
            billingFields: problem.invalidFields as Array<{ name: string; reason: string }>,
          };
        throw error;
      }
    }
    // Gift cards that cover the order leave nothing for a card or wallet to pay.
    const { covered } = giftCardPayment(ctx.basket);
    if (!covered && !input.payment)
      return { ok: false, failure: { error: true, serverErrors: [t('needsPayment')] } };
    const instrument =
      covered || !input.payment ? null : await instrumentFor(args, ctx, input.payment);
    if (!covered && !instrument)
      return { ok: false, failure: { error: true, errorMessage: t('paymentInvalid') } };
    await payWith(baskets, ctx.basket, instrument, (i) => i.paymentMethodId !== GIFT_CERTIFICATE);
    const deviceData = input.deviceData.length <= MAX_DEVICE_DATA ? input.deviceData : '';
    const order = await ordersOf(args, ctx.session).createOrder({
      headers: { 'Idempotency-Key': key },
      body: { basketId, ...(deviceData ? { c_deviceData: deviceData } : {}) },
    });
    return { ok: true, orderNo: order.orderNo! };
  } catch (error) {
    const problem = await problemOf(error);
    if (!problem) throw error;
    // An identical submit placed the order meanwhile (the basket is gone): answer that order.
    if (problemSlug(problem) === 'basket-not-found') {
      const orderNo = await replayedOrder(args, basketId, key);
      if (orderNo) return { ok: true, orderNo };
    }
    const failure = orderFailure(asProblem(problem), t, urls);
    if (Object.keys(failure).length === 1) log.error({ problem }, 'order not placed');
    return { ok: false, failure };
  }
}

function shippingAsBilling(address: ShopperBasketsV2Types.OrderAddress): CheckoutAddress {
  const values = addressValues(address);
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    address1: values.address1,
    ...(values.address2 ? { address2: values.address2 } : {}),
    city: values.city,
    ...(values.stateCode ? { stateCode: values.stateCode } : {}),
    postalCode: values.postalCode,
    countryCode: values.countryCode,
    ...(values.phone ? { phone: values.phone } : {}),
  };
}
