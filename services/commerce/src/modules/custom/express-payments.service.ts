/**
 * The express-payments custom API (spec 002 §7): the express button configuration, and the
 * shopper's current basket (the most recently changed one on the site) as a wallet sheet needs
 * it: amounts, an estimate address, shipping methods. Placing the order is the orders module's.
 */
import { eq } from 'drizzle-orm';
import { schema, type Database } from '@solo/db';
import type { BasketAddress } from '@solo/db/schema';
import { localeCurrency, type CurrencyCode } from '@solo/sites';
import { DEFAULT_SHIPMENT_ID } from '../shipping-tax/index.ts';
import {
  type BasketRow,
  type BasketScope,
  done,
  holdsSubscriptionLine,
  NO_BASKET,
  type Outcome,
  ownBaskets,
  quoteShippingMethods,
  setShippingAddress,
  setShippingMethod,
  type ShipmentOutcome,
  type WireBasket,
  wireBaskets,
} from '../baskets/index.ts';
import type { Shopper } from '../auth/index.ts';
import type { WalletSheet, WalletType } from '../payments/index.ts';
import { toMinor } from '../pricing/index.ts';
import {
  BUTTON_WALLET,
  EXPRESS_BUTTON_ORDER,
  amazonConfig,
  checkoutProviderConfig,
  expressShippingCountries,
  providerConfig,
  SUBSCRIPTION_BUTTONS,
  type ExpressButtonId,
} from './express-payments.config.ts';
import { CSRF_TOKEN_NAME, csrfToken } from './express-payments.csrf.ts';

/** The shopper's current basket on the site: the one changed last. */
const currentBasket = async (db: Database, scope: BasketScope): Promise<BasketRow | undefined> =>
  (await ownBaskets(db, scope.owner, scope.site))[0];

/** `order` with the customer's preferred buttons (spec 002 §2, c_expressButtons) first. */
export function preferredOrder(
  order: readonly ExpressButtonId[],
  preferred: readonly string[],
): ExpressButtonId[] {
  const first = preferred.flatMap((p) => order.filter((b) => b.toLowerCase() === p.toLowerCase()));
  return [...new Set([...first, ...order])];
}

/** `get-express-buttons-configs`: `data.c_expressButtons` of spec 002 §3. */
export async function expressButtonsConfig(
  db: Database,
  scope: BasketScope,
  shopper: Shopper,
  gateway: {
    /** Whether the gateway records device data for fraud tools (PaymentProvider.fraudDataEnabled). */
    fraudTools?: boolean;
    /** The wallets it approves (PaymentProvider.approvedWallets; undefined: all): else no button. */
    wallets?: readonly WalletType[];
  } = {},
) {
  const { fraudTools = true, wallets } = gateway;
  const { site, locale } = scope;
  const basket = await currentBasket(db, scope);
  const currency = basket?.currency ?? localeCurrency(site, locale);
  const preferred = shopper.isGuest
    ? []
    : ((
        await db
          .select({ buttons: schema.customers.expressButtons })
          .from(schema.customers)
          .where(eq(schema.customers.id, shopper.customerId))
      )[0]?.buttons ?? []);
  const order = EXPRESS_BUTTON_ORDER[site.id];
  const shippingCountries = expressShippingCountries(site);
  // A subscription reorders with a saved method: only the buttons whose account is saved, and
  // only for a signed-in shopper, who can save it (spec 002 §2–§3, issue 21).
  const og = order.filter((b) => SUBSCRIPTION_BUTTONS.has(b));
  const subscription = basket ? await holdsSubscriptionLine(db, basket.id) : false;
  const offered = subscription ? (shopper.isGuest ? [] : og) : order;
  // A wallet sheet needs a country to ship to, and a gateway that approves the button's wallet:
  // without them, the button is not allowed.
  const approved = offered.filter((b) => !wallets || wallets.includes(BUTTON_WALLET[b]));
  const allowed = shippingCountries.length > 0 ? preferredOrder(approved, preferred) : [];
  return {
    c_expressButtons: {
      expressPaymentMethods: {
        allowedPaymentMethods: allowed,
        allowedPaymentMethods_OG: og,
      },
      shippingCountries,
      cardProviderConfig: Object.fromEntries(
        order.map((b) => [
          b,
          providerConfig(b, site, locale, currency, allowed.includes(b), subscription, fraudTools),
        ]),
      ),
      amazonConfig: order.includes('AmazonPay') ? amazonConfig(site, locale, currency) : null,
      checkoutProviderConfig: checkoutProviderConfig(site),
      csrf: { tokenName: CSRF_TOKEN_NAME, token: csrfToken(shopper.sessionId) },
    },
  };
}

const SAME_ADDRESS = [
  'firstName',
  'lastName',
  'address1',
  'address2',
  'city',
  'postalCode',
  'stateCode',
  'countryCode',
] as const;
const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().replace(/\s+/g, ' ').toUpperCase() ===
  (b ?? '').trim().replace(/\s+/g, ' ').toUpperCase();

/**
 * Spec 002 §3 basket info `matchingBillingAddressId`: the registered customer's saved address that
 * is the basket's billing address (names, street, city, postal code, state, country), else null.
 */
async function matchingBillingAddressId(
  db: Database,
  scope: BasketScope,
  billing: BasketAddress | null,
): Promise<string | null> {
  if (!billing || scope.owner.kind !== 'registered') return null;
  const saved = await db
    .select()
    .from(schema.customerAddresses)
    .where(eq(schema.customerAddresses.customerId, scope.owner.customerId));
  const match = saved.find((a) => SAME_ADDRESS.every((f) => same(a[f], billing[f])));
  return match?.addressId ?? null;
}

/**
 * The amounts of spec 002 §3 "Express payment info" and "Order info", and its "Basket info"
 * (the shipping address and the saved address matching the billing address).
 */
function orderInfoOf(basket: WireBasket, matchingBillingAddressId: string | null) {
  const currencyCode = basket.currency as CurrencyCode;
  const totalAmount = basket.orderTotal ?? 0;
  const shippingTotal = basket.shippingTotal ?? 0;
  return {
    expressPayment: {
      amount: totalAmount,
      taxTotal: basket.taxTotal ?? 0,
      shippingTotal,
      // Amazon Pay's estimated order amount: a decimal string and its currency.
      amazonData: { estimatedOrderAmount: { amount: totalAmount.toFixed(2), currencyCode } },
    },
    currencyCode,
    totalAmount,
    shippingTotal,
    shippingAddress: basket.shipments?.[0]?.shippingAddress ?? null,
    matchingBillingAddressId,
  };
}

/** `get-order-info`. */
export async function orderInfo(db: Database, scope: BasketScope) {
  const row = await currentBasket(db, scope);
  if (!row) return NO_BASKET;
  const [[basket], matching] = await Promise.all([
    wireBaskets(db, [row], scope),
    matchingBillingAddressId(db, scope, row.billingAddress),
  ]);
  return done(orderInfoOf(basket!, matching));
}

/** `get-shipping-methods`: spec 002 §3 shipping methods, with the basket's totals. */
export async function expressShippingMethods(db: Database, scope: BasketScope) {
  const row = await currentBasket(db, scope);
  if (!row) return NO_BASKET;
  return done(await methodsAndTotals(db, scope, row));
}

async function methodsAndTotals(db: Database, scope: BasketScope, row: BasketRow) {
  const [[basket], quote] = await Promise.all([
    wireBaskets(db, [row], scope),
    quoteShippingMethods(db, scope, row),
  ]);
  const chosen = basket!.shipments?.find((s) => s.shipmentId === DEFAULT_SHIPMENT_ID);
  return {
    shippingMethods: (quote.applicableShippingMethods ?? []).map((m) => ({
      ID: m.id,
      displayName: m.name,
      description: m.description,
      shippingCost: m.c_priceAfterDiscount as number,
      estimatedArrivalTime: m.c_estimatedArrivalTime as string,
      selected: m.id === chosen?.shippingMethod?.id,
    })),
    currencyCode: basket!.currency,
    totalAmount: basket!.orderTotal ?? 0,
    shippingTotal: basket!.shippingTotal ?? 0,
    taxTotal: basket!.taxTotal ?? 0,
  };
}

type MethodsAndTotals = Awaited<ReturnType<typeof methodsAndTotals>>;

/**
 * `set-shipping-address`: the wallet's estimate address on shipment `me`; `setFirstMethod` also
 * chooses the first method that reaches it (spec 002 §4 Google Pay: the first is the default).
 */
export async function setExpressShippingAddress(
  db: Database,
  scope: BasketScope,
  address: BasketAddress,
  setFirstMethod: boolean,
): Promise<ShipmentOutcome<MethodsAndTotals>> {
  const row = await currentBasket(db, scope);
  if (!row) return NO_BASKET;
  const set = await setShippingAddress(db, scope, row.id, DEFAULT_SHIPMENT_ID, address, {
    setFirstMethod,
  });
  if (!set.ok) return set;
  return done(await methodsAndTotals(db, scope, row));
}

/** `set-shipping-method {methodId}`. */
export async function setExpressShippingMethod(
  db: Database,
  scope: BasketScope,
  methodId: string,
): Promise<Outcome<MethodsAndTotals> | { ok: false; reason: 'shipment-not-found' }> {
  const row = await currentBasket(db, scope);
  if (!row) return NO_BASKET;
  const chosen = await setShippingMethod(db, scope, row.id, DEFAULT_SHIPMENT_ID, methodId);
  if (!chosen.ok)
    return chosen.reason === 'invalid'
      ? { ...chosen, fields: chosen.fields.map((f) => ({ ...f, name: 'methodId' })) }
      : chosen;
  return done(await methodsAndTotals(db, scope, row));
}

/**
 * `paypal create-order`: a PayPal payment of the current basket's total in the gateway's wallet
 * sheet (spec 002 §4 PayPal button). Its id is the PayPal order id the button approves; the
 * approval's nonce then pays the order. A zero total is refused (spec 002 §5).
 */
export async function paypalCreateOrder(
  db: Database,
  scope: BasketScope,
  wallets: WalletSheet,
  fundingSource: 'paypal' | 'paylater',
) {
  const row = await currentBasket(db, scope);
  if (!row) return NO_BASKET;
  const [basket] = await wireBaskets(db, [row], scope);
  const currency = basket!.currency as CurrencyCode;
  const amount = toMinor(basket!.orderTotal ?? 0, currency) ?? 0;
  const created = await wallets.createContext({
    walletType: 'paypal',
    flow: 'checkout',
    amount: { amount, currency },
    fundingSource,
    // Its approval pays this shopper's order of this basket, and nothing else.
    holder: { usid: scope.owner.usid, customerId: scope.owner.customerId },
    basketId: row.id,
  });
  if (!created.ok) return { ok: false as const, reason: 'refused' as const, failure: created };
  return done({
    orderID: created.value.id,
    status: 'CREATED',
    fundingSource: created.value.fundingSource ?? fundingSource,
    totalAmount: basket!.orderTotal ?? 0,
    currencyCode: currency,
    expiresAt: created.value.expiresAt.toISOString(),
  });
}
