/**
 * Checkout (server only): reads what the page shows and runs each step's write on the shopper's
 * current basket through Shopper Baskets v2, then places the order through Shopper Orders
 * (docs/api.md "Checkout"; the sequence e2e/support/orders-api.ts runs). Every call acts for the
 * request's shopper session; tokens never leave the server.
 */
import type { ShopperBasketsV2Types, ShopperCustomersTypes } from 'commerce-sdk-isomorphic';
import { resolvePath } from '@solo/sites';
import { getServices } from '../api/context.ts';
import { sdk } from '../api/shopper.server.ts';
import { ADDRESS_COUNTRIES } from '@solo/accounts/countries';
import {
  countryNamer,
  countryOptions,
  siteCountries,
  type CountryOption,
} from '../account/countries.ts';
import { loginRedirectPath } from '../account/login-redirect.ts';
import { findBasket, problemOf, type Basket } from '../basket/basket.server.ts';
import { buildCartView } from '../basket/cart-view.server.ts';
import {
  findShopperSession,
  getShopperSession,
  shopperApiConfig,
  type SessionArgs,
  type ShopperSession,
} from '../session/session.server.ts';
import type { CheckoutAddress } from './address.ts';
import { maskedNumber, type TokenizedCard } from './card.ts';
import type { WalletType } from '../wallets/buttons.ts';
import { WALLET_PAYMENT_METHODS } from '../wallets/methods.ts';
import { ADDRESS_FIELDS, emptyValues, type AddressField, type FormValues } from './fields.ts';
import { newAttemptId, orderIdempotencyKey } from './idempotency.server.ts';
import {
  cartFailure,
  countryNotAllowed,
  orderFailure,
  type CheckoutFailure,
  type OrderProblem,
  type Translate,
} from './order-errors.ts';
import { checkoutUrls } from './urls.ts';
import type { CheckoutView, SavedCardView, ShippingMethodView } from './view.ts';

export { checkoutUrls };

export type PageArgs = SessionArgs & { url: URL };

const SHIPMENT = 'me';
const CREDIT_CARD = 'CREDIT_CARD';

interface CheckoutContext {
  session: ShopperSession;
  baskets: InstanceType<typeof sdk.ShopperBasketsV2>;
  basket: Basket;
  basketId: string;
}

const hasItems = (basket: Basket | null): basket is Basket =>
  !!basket?.basketId &&
  ((basket.productItems?.length ?? 0) > 0 || (basket.giftCertificateItems?.length ?? 0) > 0);

/** The shopper's current basket with something in it, or null (checkout then goes to the cart). */
async function checkoutContext(args: PageArgs): Promise<CheckoutContext | null> {
  const basket = await findBasket(args);
  if (!hasItems(basket)) return null;
  const session = await getShopperSession(args);
  const { locale } = resolvePath(args.url.pathname);
  const baskets = new sdk.ShopperBasketsV2(
    shopperApiConfig(args, session, { locale: locale.id, currency: basket.currency ?? '' }),
  );
  return { session, baskets, basket, basketId: basket.basketId! };
}

function addressValues(
  address: ShopperBasketsV2Types.OrderAddress | undefined,
): FormValues<AddressField> {
  const values = emptyValues(ADDRESS_FIELDS);
  if (!address) return values;
  for (const field of ADDRESS_FIELDS) values[field] = String(address[field] ?? '');
  return values;
}

const sameAddress = (a: FormValues<AddressField>, b: FormValues<AddressField>) =>
  ADDRESS_FIELDS.every(
    (f) => f === 'phone' || a[f].trim().toLowerCase() === b[f].trim().toLowerCase(),
  );

async function shippingMethods(ctx: CheckoutContext): Promise<ShippingMethodView[]> {
  const result = await ctx.baskets.getShippingMethodsForShipment({
    parameters: { basketId: ctx.basketId, shipmentId: SHIPMENT },
  });
  return (result.applicableShippingMethods ?? []).map((method) => {
    const m = method as typeof method & {
      c_priceAfterDiscount?: number;
      c_estimatedArrivalTime?: string;
    };
    const price = m.c_priceAfterDiscount ?? m.price ?? 0;
    return {
      id: m.id,
      name: m.name ?? m.id,
      ...(m.description ? { description: m.description } : {}),
      price,
      ...(m.price !== undefined && m.price !== price ? { basePrice: m.price } : {}),
      ...(m.c_estimatedArrivalTime ? { arrival: m.c_estimatedArrivalTime } : {}),
    };
  });
}

function customersOf(args: SessionArgs, session: ShopperSession) {
  return new sdk.ShopperCustomers(shopperApiConfig(args, session));
}

/** The signed-in customer's stored cards (the gateway's vault); the SDK has no list call. */
async function savedCards(args: SessionArgs, session: ShopperSession): Promise<SavedCardView[]> {
  const { api } = getServices(args.context);
  const url = `${api.shopperApiBase}/customer/shopper-customers/v1/organizations/${api.orgId}/customers/${encodeURIComponent(session.customerId)}/payment-instruments?siteId=${session.siteId}`;
  const response = await api.fetch(url, {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  if (!response.ok) {
    getServices(args.context).log.warn({ status: response.status }, 'saved cards not read');
    return [];
  }
  const { data = [] } = (await response.json()) as {
    data?: ShopperCustomersTypes.CustomerPaymentInstrument[];
  };
  return data.flatMap((instrument) => {
    const card = instrument.paymentCard;
    if (instrument.paymentMethodId !== CREDIT_CARD || !card?.numberLastDigits) return [];
    return [
      {
        id: instrument.paymentInstrumentId!,
        cardType: card.cardType ?? '',
        maskedNumber: maskedNumber(card.numberLastDigits),
        expirationMonth: card.expirationMonth ?? 0,
        expirationYear: card.expirationYear ?? 0,
        holder: card.holder ?? '',
        isDefault: (instrument as { default?: boolean }).default === true,
      },
    ];
  });
}

/** Every country with address rules, named in the page's language and sorted by name. */
function allCountries(localeId: string): CountryOption[] {
  const name = countryNamer(localeId);
  return ADDRESS_COUNTRIES.map(({ code }) => ({ code, name: name(code) })).sort((a, b) =>
    a.name.localeCompare(b.name, localeId),
  );
}

/** What the checkout page shows; null when there is nothing to check out. */
export async function loadCheckoutView(args: PageArgs): Promise<CheckoutView | null> {
  const ctx = await checkoutContext(args);
  if (!ctx) return null;
  const { site, locale } = resolvePath(args.url.pathname);
  const { basket, session } = ctx;
  const shipping = addressValues(basket.shipments?.[0]?.shippingAddress);
  const billing = basket.billingAddress ? addressValues(basket.billingAddress) : shipping;
  const customer = session.isRegistered
    ? await customersOf(args, session)
        .getCustomer({ parameters: { customerId: session.customerId } })
        .catch(() => null)
    : null;
  const [cart, methods, cards, paymentMethods] = await Promise.all([
    buildCartView(args, basket),
    shippingMethods(ctx),
    session.isRegistered ? savedCards(args, session) : Promise.resolve([]),
    // Spec 002 §2: the wallet tabs follow the methods the site takes (payments/methods.ts).
    ctx.baskets
      .getPaymentMethodsForBasket({ parameters: { basketId: ctx.basketId } })
      .then((r) => (r.applicablePaymentMethods ?? []).map((p) => p.id))
      .catch(() => [] as string[]),
  ]);
  return {
    cart,
    email: basket.customerInfo?.email ?? '',
    isRegistered: session.isRegistered,
    shipping,
    hasShippingAddress: !!shipping.address1 && !!shipping.countryCode,
    billing,
    billingSameAsShipping: !basket.billingAddress || sameAddress(billing, shipping),
    methods,
    selectedMethodId: basket.shipments?.[0]?.shippingMethod?.id ?? '',
    countries: countryOptions(site, locale.id),
    billingCountries: allCountries(locale.id),
    savedAddresses: (customer?.addresses ?? []).map((a) => ({
      id: a.addressId,
      summary: [
        `${a.firstName ?? ''} ${a.lastName ?? ''}`.trim(),
        a.address1,
        a.city,
        `${a.stateCode ?? ''} ${a.postalCode ?? ''}`.trim(),
      ]
        .filter(Boolean)
        .join(', '),
    })),
    savedCards: cards,
    paymentMethods,
    attemptId: newAttemptId(),
    signInHref: loginRedirectPath(args.url),
  };
}

/** A step's write failed for a reason the shopper can fix (the service's 400 naming fields). */
export type StepOutcome =
  | { ok: true }
  | { ok: false; status: number; fields: Array<{ name: string; reason: string }> }
  | { ok: false; status: number; emptyBasket: true };

async function step(
  args: PageArgs,
  write: (ctx: CheckoutContext) => Promise<unknown>,
): Promise<StepOutcome> {
  const ctx = await checkoutContext(args);
  if (!ctx) return { ok: false, status: 409, emptyBasket: true };
  try {
    await write(ctx);
    return { ok: true };
  } catch (error) {
    const problem = await problemOf(error);
    if (!problem) throw error;
    const fields = Array.isArray(problem.invalidFields)
      ? (problem.invalidFields as Array<{ name: string; reason: string }>)
      : [];
    if (problem.status === 400 && fields.length) return { ok: false, status: 400, fields };
    throw error;
  }
}

/** Step 1: the guest's email, kept on the basket (updateCustomerForBasket). */
export const setContactEmail = (args: PageArgs, email: string) =>
  step(args, (ctx) =>
    ctx.baskets.updateCustomerForBasket({
      parameters: { basketId: ctx.basketId },
      body: { email },
    }),
  );

/** Step 2: the shipping address (the service checks it again: countries, phone, state). */
export const setShippingAddress = (args: PageArgs, address: CheckoutAddress) =>
  step(args, (ctx) =>
    ctx.baskets.updateShippingAddressForShipment({
      parameters: { basketId: ctx.basketId, shipmentId: SHIPMENT },
      body: { ...address },
    }),
  );

/** Step 2, registered: one of the customer's saved addresses as the shipping address. */
export async function shipToSavedAddress(args: PageArgs, addressId: string): Promise<StepOutcome> {
  const session = await findShopperSession(args);
  if (!session?.isRegistered)
    return { ok: false, status: 403, fields: [{ name: 'addressId', reason: 'sign in' }] };
  const customer = await customersOf(args, session).getCustomer({
    parameters: { customerId: session.customerId },
  });
  const saved = customer.addresses?.find((a) => a.addressId === addressId);
  if (!saved) return { ok: false, status: 400, fields: [{ name: 'addressId', reason: 'unknown' }] };
  const address: CheckoutAddress = {
    firstName: saved.firstName ?? '',
    lastName: saved.lastName ?? '',
    address1: saved.address1 ?? '',
    ...(saved.address2 ? { address2: saved.address2 } : {}),
    city: saved.city ?? '',
    ...(saved.stateCode ? { stateCode: saved.stateCode } : {}),
    postalCode: saved.postalCode ?? '',
    countryCode: saved.countryCode ?? '',
    ...(saved.phone ? { phone: saved.phone } : {}),
  };
  return setShippingAddress(args, address);
}

/** Step 3: the shipping method; the basket is re-priced by the service. */
export const setShippingMethod = (args: PageArgs, id: string) =>
  step(args, (ctx) =>
    ctx.baskets.updateShippingMethodForShipment({
      parameters: { basketId: ctx.basketId, shipmentId: SHIPMENT },
      body: { id },
    }),
  );

export type PaymentChoice =
  | { kind: 'card'; card: TokenizedCard; save: boolean }
  | { kind: 'saved'; id: string }
  | { kind: 'wallet'; walletType: WalletType; nonce: string; save: boolean };

export interface PlaceOrderInput {
  /** null: the same as the shipping address. */
  billing: CheckoutAddress | null;
  payment: PaymentChoice;
  attemptId: string;
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
): Promise<{ body: ShopperBasketsV2Types.BasketPaymentInstrumentRequest; source: string } | null> {
  if (payment.kind === 'wallet') return walletInstrument(args, ctx, payment);
  if (payment.kind === 'card' && !(payment.save && ctx.session.isRegistered)) {
    const { card } = payment;
    return {
      source: `nonce:${card.nonce}`,
      body: {
        paymentMethodId: CREDIT_CARD,
        paymentCard: {
          cardType: card.cardType,
          maskedNumber: maskedNumber(card.lastFour),
          expirationMonth: card.expirationMonth,
          expirationYear: card.expirationYear,
          holder: card.holder,
        },
        c_paymentNonce: card.nonce,
      },
    };
  }
  let id = payment.kind === 'saved' ? payment.id : '';
  let source = `saved:${id}`;
  if (payment.kind === 'card') {
    // Saving the card: the vault takes the single-use nonce and answers the stored card, which
    // the order then pays with (docs/api.md: a stored method is `customerPaymentInstrumentId`).
    const stored = await customersOf(args, ctx.session).createCustomerPaymentInstrument({
      parameters: { customerId: ctx.session.customerId },
      body: { c_paymentNonce: payment.card.nonce },
    });
    id = stored.paymentInstrumentId ?? '';
    source = `nonce:${payment.card.nonce}`;
  }
  const card = (await savedCards(args, ctx.session)).find((c) => c.id === id);
  if (!card) return null;
  return {
    source,
    body: {
      paymentMethodId: CREDIT_CARD,
      paymentCard: {
        cardType: card.cardType,
        maskedNumber: card.maskedNumber,
        expirationMonth: card.expirationMonth,
        expirationYear: card.expirationYear,
        holder: card.holder,
      },
      customerPaymentInstrumentId: id,
    },
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
): Promise<{ body: ShopperBasketsV2Types.BasketPaymentInstrumentRequest; source: string }> {
  const paymentMethodId = WALLET_PAYMENT_METHODS[payment.walletType];
  const source = `nonce:${payment.nonce}`;
  if (!(payment.save && ctx.session.isRegistered))
    return { source, body: { paymentMethodId, c_paymentNonce: payment.nonce } };
  const stored = await customersOf(args, ctx.session).createCustomerPaymentInstrument({
    parameters: { customerId: ctx.session.customerId },
    body: { c_paymentNonce: payment.nonce },
  });
  return {
    source,
    body: { paymentMethodId, customerPaymentInstrumentId: stored.paymentInstrumentId ?? '' },
  };
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
  const ctx = await checkoutContext(args);
  if (!ctx) return { ok: false, failure: cartFailure(urls) };
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
    const instrument = await instrumentFor(args, ctx, input.payment);
    if (!instrument)
      return { ok: false, failure: { error: true, errorMessage: t('paymentInvalid') } };
    // An order is paid with one instrument: the new one replaces any left by an earlier attempt.
    for (const old of ctx.basket.paymentInstruments ?? []) {
      await baskets.removePaymentInstrumentFromBasket({
        parameters: { basketId, paymentInstrumentId: old.paymentInstrumentId! },
      });
    }
    await baskets.addPaymentInstrumentToBasket({ parameters: { basketId }, body: instrument.body });
    const orders = new sdk.ShopperOrders(
      shopperApiConfig(args, ctx.session, { locale: resolvePath(args.url.pathname).locale.id }),
    );
    const order = await orders.createOrder({
      headers: { 'Idempotency-Key': orderIdempotencyKey(input.attemptId, instrument.source) },
      body: { basketId },
    });
    return { ok: true, orderNo: order.orderNo! };
  } catch (error) {
    const problem = await problemOf(error);
    if (!problem) throw error;
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
