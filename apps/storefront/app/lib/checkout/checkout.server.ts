/**
 * Checkout (server only): reads what the page shows and runs each step's write on the shopper's
 * current basket through Shopper Baskets v2 (docs/api.md "Checkout"; the sequence
 * e2e/support/orders-api.ts runs; Place Order is place-order.server.ts). Every call acts for the
 * request's shopper session; tokens never leave the server.
 */
import type { ShopperBasketsV2Types } from 'commerce-sdk-isomorphic';
import { ADDRESS_COUNTRIES, findAddressCountry } from '@solo/accounts/countries';
import { resolvePath } from '@solo/sites';
import { getServices } from '../api/context.ts';
import { sdk } from '../api/shopper.server.ts';
import { countryNamer, countryOptions, type CountryOption } from '../account/countries.ts';
import { loginRedirectPath } from '../account/login-redirect.ts';
import { findBasket, problemOf } from '../basket/basket.server.ts';
import type { Basket } from '../basket/types.ts';
import { buildCartView } from '../basket/cart-view.server.ts';
import {
  findShopperSession,
  getShopperSession,
  shopperApiConfig,
  type SessionArgs,
  type ShopperSession,
} from '../session/session.server.ts';
import type { CheckoutAddress } from './address.ts';
import { ADDRESS_FIELDS, emptyValues, type AddressField, type FormValues } from './fields.ts';
import { GIFT_CERTIFICATE, giftCardPayment } from './gift-card.ts';
import { newAttemptId } from './idempotency.server.ts';
import { savedMethods } from './saved-cards.server.ts';
import { checkoutUrls } from './urls.ts';
import type { CheckoutView, ShippingMethodView } from './checkout-view.ts';
import { checkoutWalletSettings } from '../wallets/express.server.ts';

export { checkoutUrls };

export type PageArgs = SessionArgs & { url: URL };

const SHIPMENT = 'me';

export interface CheckoutContext {
  session: ShopperSession;
  baskets: InstanceType<typeof sdk.ShopperBasketsV2>;
  basket: Basket;
  basketId: string;
}

const hasItems = (basket: Basket | null): basket is Basket =>
  !!basket?.basketId &&
  ((basket.productItems?.length ?? 0) > 0 || (basket.giftCertificateItems?.length ?? 0) > 0);

/**
 * The shopper's current basket with something in it, or null (checkout then goes to the cart).
 * The gift cards applied at checkout stay through the visit and pay at placement (spec 000 §4
 * removes them on every other load).
 */
export async function checkoutContext(args: PageArgs): Promise<CheckoutContext | null> {
  const basket = await findBasket(args, { keepGiftCards: true });
  if (!hasItems(basket)) return null;
  const session = await getShopperSession(args);
  const { locale } = resolvePath(args.url.pathname);
  const baskets = new sdk.ShopperBasketsV2(
    shopperApiConfig(args, session, { locale: locale.id, currency: basket.currency ?? '' }),
  );
  return { session, baskets, basket, basketId: basket.basketId! };
}

export function addressValues(
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

export function customersOf(args: SessionArgs, session: ShopperSession) {
  return new sdk.ShopperCustomers(shopperApiConfig(args, session));
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
  const needsShipping = (basket.productItems?.length ?? 0) > 0;
  const shipping = addressValues(basket.shipments?.[0]?.shippingAddress);
  const billing = basket.billingAddress ? addressValues(basket.billingAddress) : shipping;
  const customer = session.isRegistered
    ? await customersOf(args, session)
        .getCustomer({ parameters: { customerId: session.customerId } })
        .catch(() => null)
    : null;
  const [cart, methods, cards, paymentMethods, wallets] = await Promise.all([
    buildCartView(args, basket),
    // A basket of e-gift cards only ships nothing (docs/decisions.md "Gift certificate items").
    needsShipping ? shippingMethods(ctx) : Promise.resolve([]),
    session.isRegistered
      ? savedMethods(args, session)
      : Promise.resolve({ cards: [], walletAccounts: [] }),
    // Spec 002 §2: the wallet tabs follow the methods the site takes (payments/methods.ts).
    ctx.baskets
      .getPaymentMethodsForBasket({ parameters: { basketId: ctx.basketId } })
      .then((r) => (r.applicablePaymentMethods ?? []).map((p) => p.id))
      .catch(() => [] as string[]),
    checkoutWalletSettings(args),
  ]);
  return {
    cart,
    email: basket.customerInfo?.email ?? '',
    isRegistered: session.isRegistered,
    shipping,
    needsShipping,
    hasShippingAddress: !!shipping.address1 && !!shipping.countryCode,
    shippingCountryHasStates: !!findAddressCountry(shipping.countryCode)?.states,
    billing,
    billingSameAsShipping:
      needsShipping && (!basket.billingAddress || sameAddress(billing, shipping)),
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
    savedCards: cards.cards,
    savedWalletAccounts: cards.walletAccounts,
    provider: wallets.provider,
    expressButtons: wallets.expressButtons,
    gateway: getServices(args.context).paymentsProvider ?? 'sandbox',
    paymentMethods,
    instrumentMethodId:
      basket.paymentInstruments?.find((p) => p.paymentMethodId !== GIFT_CERTIFICATE)
        ?.paymentMethodId ?? '',
    giftCards: giftCardPayment(basket),
    attemptId: newAttemptId(),
    signInHref: loginRedirectPath(args.url),
  };
}

/** A step's write failed for a reason the shopper can fix (the service's 400 naming fields). */
export type StepOutcome =
  | { ok: true }
  | { ok: false; status: number; fields: Array<{ name: string; reason: string }> }
  | { ok: false; status: number; emptyBasket: true }
  /** Anything else the service refused (logged): the page shows the default failure. */
  | { ok: false; status: number; failed: true };

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
    getServices(args.context).log.error({ problem }, 'checkout step refused');
    return { ok: false, status: problem.status, failed: true };
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
