/**
 * Express checkout on the server (spec 002 §4 wallet flow, §7 express-payments calls): every call
 * needs the shopper's token, so the browser reaches these through `{prefix}/express` and never
 * sees the token. Errors come back as values with the spec 002 §8 fields.
 */
import { createHash } from 'node:crypto';
import { resolvePath } from '@solo/sites';
import type { ShopperBasketsV2Types } from 'commerce-sdk-isomorphic';
import { getServices } from '../api/context.ts';
import { sdk } from '../api/shopper.server.ts';
import { findBasket, problemOf } from '../basket/basket.server.ts';
import { payWith, problemSlug } from '../checkout/pay-with.server.ts';
import {
  getShopperSession,
  shopperApiConfig,
  type SessionArgs,
  type ShopperSession,
} from '../session/session.server.ts';
import type {
  ExpressAction,
  ExpressAnswer,
  ExpressBuyerAnswer,
  ExpressConfigAnswer,
  ExpressPaypalOrder,
  ExpressPlaced,
  ExpressQuote,
  ExpressShippingOption,
  ExpressTotals,
  SheetAddress,
} from './actions.ts';
import {
  allowedButtons,
  buttonProviderConfigs,
  providerSettings,
  unconfiguredButtons,
  type ProviderSettings,
} from './config.ts';
import type { ExpressButtonId } from './buttons.ts';
import { problemCode, walletErrorOf, type WalletError } from './errors.ts';
import { WALLET_PAYMENT_METHODS } from './methods.ts';
import { customerBuyer } from './sandbox-buyer.ts';
import { ORDER_INFO_FAILED } from './order-info.ts';

const NAMESPACE = 'express-payments';

interface Call {
  args: SessionArgs;
  session: ShopperSession;
  locale: string;
  currency: string;
}

async function callOf(args: SessionArgs): Promise<Call> {
  const { locale } = resolvePath(new URL(args.request.url).pathname);
  return {
    args,
    session: await getShopperSession(args),
    locale: locale.id,
    currency: locale.preferredCurrency,
  };
}

async function custom<T>(
  call: Call,
  action: string,
  body?: Record<string, unknown>,
): Promise<{ ok: true; data: T } | { ok: false; error: WalletError; status: number }> {
  const result = await getServices(call.args.context).api.customApi<T>(NAMESPACE, action, {
    siteId: call.session.siteId,
    locale: call.locale,
    token: call.session.accessToken,
    ...(body ? { method: 'POST' as const, body } : {}),
  });
  if (result.ok) return result;
  const error = result.problem
    ? walletErrorOf(result.problem)
    : result.status === 502
      ? { code: 'network' }
      : { message: result.error };
  return { ok: false, error, status: result.status };
}

/** The configuration's CSRF token, which the POST actions require (spec 002 §3). */
async function csrfToken(call: Call): Promise<string | null> {
  const config = await custom<{ c_expressButtons?: { csrf?: { token?: string } } }>(
    call,
    'get-express-buttons-configs',
  );
  return config.ok ? (config.data.c_expressButtons?.csrf?.token ?? null) : null;
}

/** `GET {prefix}/express`: the buttons to show and the basket's total (0 without a basket). */
export async function expressConfig(
  args: SessionArgs,
): Promise<ExpressAnswer<ExpressConfigAnswer>> {
  const call = await callOf(args);
  const config = await custom<unknown>(call, 'get-express-buttons-configs');
  if (!config.ok) return { error: config.error };
  const info = await custom<{ totalAmount?: number; currencyCode?: string }>(
    call,
    'get-order-info',
  );
  // Spec 002 §8: a failure reading order info reloads the page (ExpressCheckout); only "no
  // basket" is an amount of 0.
  if (!info.ok && info.error.code !== 'basket-not-found')
    return { error: { code: ORDER_INFO_FAILED } };
  return {
    buttons: allowedButtons(config.data),
    unconfigured: unconfiguredButtons(config.data),
    fraudToolsEnabled: providerSettings(config.data).fraudToolsEnabled,
    providerConfigs: buttonProviderConfigs(config.data),
    amount: info.ok ? (info.data.totalAmount ?? 0) : 0,
    currency: info.ok ? (info.data.currencyCode ?? call.currency) : call.currency,
  };
}

/**
 * `GET {prefix}/express?buyer`: what the sandbox sheet starts with (lib/wallets/sandbox-buyer.ts):
 * for a signed-in shopper their own name, email, phone and saved address in a country the site's
 * express orders ship to; for a guest null (never another customer's data).
 */
export async function expressBuyer(args: SessionArgs): Promise<ExpressBuyerAnswer> {
  const call = await callOf(args);
  if (!call.session.isRegistered) return { buyer: null };
  const [customer, config] = await Promise.all([
    new sdk.ShopperCustomers(shopperApiConfig(args, call.session))
      .getCustomer({ parameters: { customerId: call.session.customerId } })
      .catch(() => null),
    custom<{ c_expressButtons?: { shippingCountries?: string[] } }>(
      call,
      'get-express-buttons-configs',
    ),
  ]);
  if (!customer) return { buyer: null };
  const countries = config.ok ? (config.data.c_expressButtons?.shippingCountries ?? []) : [];
  return { buyer: customerBuyer(customer, countries) };
}

/**
 * What the checkout takes from one read of the express configuration: the wallet provider's
 * settings its wallet tabs follow (spec 002 §3: vault mode, intent, fraud tools) and the buttons
 * of its express section (§2 selection and order), drawn from the first paint.
 */
export async function checkoutWalletSettings(
  args: SessionArgs,
): Promise<{ provider: ProviderSettings; expressButtons: ExpressButtonId[] }> {
  const config = await custom<unknown>(await callOf(args), 'get-express-buttons-configs');
  return {
    provider: providerSettings(config.ok ? config.data : null),
    expressButtons: config.ok ? allowedButtons(config.data) : [],
  };
}

/**
 * `GET {prefix}/express?amount`: Amazon Pay's estimated order amount from `get-order-info`
 * (spec 002 §4 Amazon Pay), which the open sheet polls; only that one call.
 */
export async function expressEstimatedAmount(
  args: SessionArgs,
): Promise<ExpressAnswer<ExpressTotals>> {
  const call = await callOf(args);
  const info = await custom<{
    expressPayment?: {
      amazonData?: { estimatedOrderAmount?: { amount?: string; currencyCode?: string } };
    };
  }>(call, 'get-order-info');
  if (!info.ok) return { error: info.error };
  const estimate = info.data.expressPayment?.amazonData?.estimatedOrderAmount;
  const amount = Number(estimate?.amount);
  if (!Number.isFinite(amount)) return { error: { code: 'network' } };
  return { amount, currency: estimate?.currencyCode ?? call.currency };
}

function baskets(call: Call) {
  return new sdk.ShopperBasketsV2(
    shopperApiConfig(call.args, call.session, { locale: call.locale, currency: call.currency }),
  );
}

const basketAddress = (a: SheetAddress): ShopperBasketsV2Types.OrderAddress => ({
  firstName: a.firstName,
  lastName: a.lastName,
  address1: a.line1,
  ...(a.line2 ? { address2: a.line2 } : {}),
  city: a.city,
  postalCode: a.postalCode,
  ...(a.state ? { stateCode: a.state } : {}),
  countryCode: a.countryCode.toUpperCase(),
  ...(a.phone ? { phone: a.phone } : {}),
});

async function failureOf(error: unknown, fallback: WalletError): Promise<WalletError> {
  const problem = await problemOf(error);
  if (!problem) throw error;
  const mapped = walletErrorOf(problem);
  return mapped.message || mapped.code ? mapped : fallback;
}

interface MethodsAndTotals {
  shippingMethods?: Array<{
    ID: string;
    displayName?: string;
    shippingCost?: number;
    estimatedArrivalTime?: string;
    selected?: boolean;
  }>;
  currencyCode?: string;
  totalAmount?: number;
  shippingTotal?: number;
  taxTotal?: number;
}

const optionsOf = (answer: MethodsAndTotals): ExpressShippingOption[] =>
  (answer.shippingMethods ?? []).map((method) => ({
    id: method.ID,
    name: method.displayName ?? method.ID,
    cost: method.shippingCost ?? 0,
    ...(method.estimatedArrivalTime ? { arrival: method.estimatedArrivalTime } : {}),
    selected: method.selected === true,
  }));

/** Address refusals keep their own message; any other failure is "Failed to fetch…". */
const ADDRESS_CODES = new Set([
  'shipping-address-invalid',
  'shipping-country-not-allowed',
  'basket-not-found',
]);

/**
 * Spec 002 §4 shipping address change: `set-shipping-address` (the countries the site ships to,
 * the first method chosen: the service's `selected` one), then the full address on the
 * shipment (not for a wallet's redacted `estimate`); answers the shipping options and the new
 * totals.
 */
export async function setExpressShipping(
  args: SessionArgs,
  action: Extract<ExpressAction, { intent: 'shipping' }>,
): Promise<ExpressAnswer<ExpressQuote>> {
  const call = await callOf(args);
  const basket = await findBasket(args);
  if (!basket?.basketId) return { error: { code: 'basket-not-found', redirectUrl: '/cart' } };
  const token = await csrfToken(call);
  const { address } = action;
  const estimate = await custom<MethodsAndTotals>(call, 'set-shipping-address', {
    city: address.city,
    ...(address.state ? { stateCode: address.state } : {}),
    postalCode: address.postalCode,
    countryCode: address.countryCode.toUpperCase(),
    setFirstMethod: true,
    // Spec 002 §7: "for the product page isExpreesPayPal (spelled so)".
    ...(action.walletType === 'paypal' && action.place === 'pdp' ? { isExpreesPayPal: true } : {}),
    csrf_token: token ?? '',
  });
  if (!estimate.ok)
    return {
      error: ADDRESS_CODES.has(estimate.error.code ?? '')
        ? estimate.error
        : { code: 'shipping-methods-failed' },
    };
  const options = optionsOf(estimate.data);
  if (!options.length) return { error: { code: 'shipping-methods-failed' } };
  // A redacted address quotes on the estimate; its hidden parts are not put on the shipment.
  if (action.estimate)
    return {
      amount: estimate.data.totalAmount ?? 0,
      currency: estimate.data.currencyCode ?? call.currency,
      shippingTotal: estimate.data.shippingTotal ?? 0,
      taxTotal: estimate.data.taxTotal ?? 0,
      options,
    };
  try {
    const updated = await baskets(call).updateShippingAddressForShipment({
      parameters: { basketId: basket.basketId, shipmentId: 'me' },
      body: basketAddress(address),
    });
    return {
      amount: updated.orderTotal ?? 0,
      currency: updated.currency ?? call.currency,
      shippingTotal: updated.shippingTotal ?? 0,
      taxTotal: updated.taxTotal ?? 0,
      options,
    };
  } catch (error) {
    return { error: await failureOf(error, { code: 'shipping-address-invalid' }) };
  }
}

/** Spec 002 §4 shipping option change: `set-shipping-method {methodId}`; the new totals. */
export async function setExpressShippingMethod(
  args: SessionArgs,
  action: Extract<ExpressAction, { intent: 'shippingMethod' }>,
): Promise<ExpressAnswer<ExpressQuote>> {
  const call = await callOf(args);
  const token = await csrfToken(call);
  const chosen = await custom<MethodsAndTotals>(call, 'set-shipping-method', {
    methodId: action.methodId,
    csrf_token: token ?? '',
  });
  if (!chosen.ok)
    return {
      error:
        chosen.error.code === 'basket-not-found'
          ? { code: 'basket-not-found', redirectUrl: '/cart' }
          : { code: 'shipping-method-failed' },
    };
  return {
    amount: chosen.data.totalAmount ?? 0,
    currency: chosen.data.currencyCode ?? call.currency,
    shippingTotal: chosen.data.shippingTotal ?? 0,
    taxTotal: chosen.data.taxTotal ?? 0,
    options: optionsOf(chosen.data),
  };
}

/** Spec 002 §7 paypal create-order: a PayPal context of the basket total. */
export async function paypalCreateOrder(
  args: SessionArgs,
  action: Extract<ExpressAction, { intent: 'paypal-create-order' }>,
): Promise<ExpressAnswer<ExpressPaypalOrder>> {
  const call = await callOf(args);
  const token = await csrfToken(call);
  const created = await custom<{ orderID: string; totalAmount: number; currencyCode: string }>(
    call,
    'paypal-create-order',
    { fundingSource: action.fundingSource, csrf_token: token ?? '' },
  );
  if (!created.ok) return { error: created.error };
  return {
    orderID: created.data.orderID,
    amount: created.data.totalAmount,
    currency: created.data.currencyCode,
  };
}

/**
 * Spec 002 §4-§6: the billing address (the shipping address when the wallet gave none), the
 * email only when the basket has none, the nonce as payment instrument, then the order with an
 * Idempotency-Key derived from the nonce, so a retried click answers the same order.
 */
export async function placeExpressOrder(
  args: SessionArgs,
  action: Extract<ExpressAction, { intent: 'place' }>,
): Promise<ExpressAnswer<ExpressPlaced>> {
  const call = await callOf(args);
  const basket = await findBasket(args);
  if (!basket?.basketId) return { error: { code: 'basket-not-found', redirectUrl: '/cart' } };
  const basketId = basket.basketId;
  const api = baskets(call);
  const billing = action.billingAddress ?? action.shippingAddress;
  const orders = new sdk.ShopperOrders(
    shopperApiConfig(args, call.session, { locale: call.locale, currency: call.currency }),
  );
  const key = `express:${createHash('sha256').update(action.nonce).digest('hex').slice(0, 48)}`;
  try {
    if (!billing) throw new Error('no billing address');
    await api.updateBillingAddressForBasket({
      parameters: { basketId },
      body: basketAddress(billing),
    });
  } catch (error) {
    if (action.walletType === 'paypal') return { error: { code: 'billing-address-not-supported' } };
    if (!(error instanceof sdk.ResponseError))
      return { error: { code: 'billing-address-invalid' } };
    return { error: await failureOf(error, { code: 'billing-address-invalid' }) };
  }
  try {
    if (!basket.customerInfo?.email)
      await api.updateCustomerForBasket({
        parameters: { basketId },
        body: { email: action.email },
      });
    // The wallet pays everything: it replaces every instrument, safely under a repeated click.
    const wallet = {
      paymentMethodId: WALLET_PAYMENT_METHODS[action.walletType],
      c_paymentNonce: action.nonce,
    };
    await payWith(api, basket, wallet, () => true);
    const order = await orders.createOrder({
      headers: { 'Idempotency-Key': key },
      body: { basketId, ...(action.deviceData ? { c_deviceData: action.deviceData } : {}) },
    });
    return { orderNo: order.orderNo! };
  } catch (error) {
    // A repeated click placed the order meanwhile (the basket is gone): answer that order.
    if (problemSlug(await problemOf(error)) === 'basket-not-found') {
      const again = await orders
        .createOrder({ headers: { 'Idempotency-Key': key }, body: { basketId } })
        .catch(() => null);
      if (again?.orderNo) return { orderNo: again.orderNo };
    }
    const failure = await failureOf(error, {});
    getServices(args.context).log.info({ failure }, 'express order refused');
    // Spec 002 §8: a cart error (out of stock, basket gone) sends the shopper to the cart.
    const problem = await problemOf(error);
    const code = problemCode(problem);
    return code === 'product-out-of-stock' || code === 'basket-not-found'
      ? { error: { ...failure, redirectUrl: failure.redirectUrl ?? '/cart' } }
      : { error: failure };
  }
}
