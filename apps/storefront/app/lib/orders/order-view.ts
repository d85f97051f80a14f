/**
 * What the order pages show of a placed order (the Shopper Orders `Order`): the confirmation, an
 * account order and a tracked order share this one view. Pure, so the mapping is unit-tested and
 * the browser can import the types; the order token never leaves the server.
 */
import { lineEtching, type LineEtching } from '../etching/line.ts';
import type { ShopperOrdersTypes } from 'commerce-sdk-isomorphic';
import type { CatalogProduct } from '../product/types.ts';
import { isKlarnaPlan, type KlarnaPlan } from '@solo/sites/klarna';
import { GIFT_CERTIFICATE } from '../checkout/gift-card.ts';

export type Order = ShopperOrdersTypes.Order;

/** Spec 001 §3 order status colour map keys; `default` for a status the map does not name. */
export const ORDER_STATUS_KEYS = [
  'processing',
  'returned',
  'shipped',
  'ordered',
  'delivered',
  'canceled',
  'fulfilled',
  'default',
] as const;
export type OrderStatusKey = (typeof ORDER_STATUS_KEYS)[number];

/** The colour key of an order: its `c_status` when the map names it, else `default`. */
export function orderStatusKey(order: Order): OrderStatusKey {
  const value = (order as { c_status?: unknown }).c_status;
  const status = typeof value === 'string' ? value.toLowerCase() : '';
  return (ORDER_STATUS_KEYS as readonly string[]).includes(status)
    ? (status as OrderStatusKey)
    : 'default';
}

export interface OrderLineView {
  itemId: string;
  productId: string;
  name: string;
  quantity: number;
  /** The line's price after item discounts (major units). */
  price: number;
  image?: { src: string; alt: string };
  /** Chosen variation values ("Colour: Black"). */
  options: Array<{ label: string; value: string }>;
  /** The line's etching (spec 001 §3), when it has one. */
  etching?: LineEtching;
}

export interface OrderAddressView {
  name: string;
  /** Street lines, then "city, state postal code", then the country code. */
  lines: string[];
  phone?: string;
}

export interface OrderPaymentView {
  /** Spec 002 §9: "Visa ************1111" for a card; the method's display name otherwise. */
  label: string;
  amount?: number;
  /** Klarna: the plan and what the shopper owes Klarna when (decimal amounts, due days). */
  klarna?: { plan: KlarnaPlan; instalments: Array<{ amount: number; dueDate: string }> };
}

/** The order's Klarna plan (`c_klarna` of its instrument), when it is well formed. */
function klarnaOf(instrument: object): OrderPaymentView['klarna'] | undefined {
  const value = (instrument as { c_klarna?: unknown }).c_klarna;
  if (!isRecord(value) || !isKlarnaPlan(value.plan) || !Array.isArray(value.instalments))
    return undefined;
  const instalments = value.instalments.filter(
    (i): i is { amount: number; dueDate: string } =>
      isRecord(i) && typeof i.amount === 'number' && typeof i.dueDate === 'string',
  );
  return { plan: value.plan, instalments };
}

/** A gift card that paid part or all of the order: its code's last four and the amount. */
export interface OrderGiftCardPaymentView {
  lastFour: string;
  amount: number;
}

/** A parcel of the order (the order's `c_shipments`), with the carrier's tracking page. */
export interface OrderShipmentView {
  shipmentNo: number;
  carrierName: string;
  trackingNumber: string;
  /** Only an https address: the link the shopper follows. */
  trackingUrl?: string;
  /** ISO date-time it left. */
  shippedAt: string;
}

/** Money given back (a payment event of the order's `c_paymentEvents`, not a status). */
export interface OrderRefundView {
  amount: number;
  at: string;
}

export interface OrderView {
  orderNo: string;
  /** ISO date-time of placement. */
  creationDate: string;
  status: OrderStatusKey;
  siteId: string;
  currency: string;
  email: string;
  lines: OrderLineView[];
  /** Units ordered (the history's "n items"). */
  count: number;
  productSubTotal: number;
  /** Order-level discount (positive). */
  discount: number;
  giftCardTotal: number;
  shippingTotal?: number;
  taxTotal?: number;
  orderTotal: number;
  shippingAddress?: OrderAddressView;
  shippingMethod?: { name: string; estimatedArrivalTime?: string };
  billingAddress?: OrderAddressView;
  /** The card or wallet payments (the gift cards apart). */
  payments: OrderPaymentView[];
  giftCardPayments: OrderGiftCardPaymentView[];
  shipments: OrderShipmentView[];
  refunds: OrderRefundView[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** An https URL as written, or undefined: the order document never puts a script in a link. */
function httpsUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    return new URL(value).protocol === 'https:' ? value : undefined;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The order's parcels, as the commerce service records them when an operator ships lines. */
export function shipmentsOf(order: Order): OrderShipmentView[] {
  const raw = (order as { c_shipments?: unknown }).c_shipments;
  if (!Array.isArray(raw)) return [];
  return raw.filter(isRecord).map((s, i) => {
    const url = httpsUrl(s.trackingUrl);
    return {
      shipmentNo: typeof s.shipmentNo === 'number' ? s.shipmentNo : i + 1,
      carrierName: text(s.carrierName),
      trackingNumber: text(s.trackingNumber),
      ...(url ? { trackingUrl: url } : {}),
      shippedAt: text(s.shippedAt),
    };
  });
}

/** The refunds among the order's payment events. */
export function refundsOf(order: Order): OrderRefundView[] {
  const raw = (order as { c_paymentEvents?: unknown }).c_paymentEvents;
  if (!Array.isArray(raw)) return [];
  return raw
    .filter(isRecord)
    .filter((e) => e.kind === 'refund' && typeof e.amount === 'number')
    .map((e) => ({ amount: e.amount as number, at: text(e.at) }));
}

/** Spec 002 §1, §9 payment method display names (brand names, not translated). */
const PAYMENT_METHOD_NAMES: Readonly<Record<string, string>> = {
  PayPal: 'PayPal',
  ApplePay: 'Apple Pay',
  AmazonPay: 'Amazon Pay',
  GooglePay: 'Google Pay',
  Klarna: 'Klarna',
  SRC: 'Stored Card Scheme',
  MobileWallet: 'Mobile Wallet',
};

/** Spec 002 §9 card number mask: 12 asterisks plus the last four digits. */
const maskedCard = (card: ShopperOrdersTypes.PaymentCard): string => {
  const last4 = card.numberLastDigits ?? card.maskedNumber?.slice(-4) ?? '';
  return `${'*'.repeat(12)}${last4}`;
};

export function paymentLabel(instrument: ShopperOrdersTypes.OrderPaymentInstrument): string {
  const card = instrument.paymentCard;
  if (card) return [card.cardType, maskedCard(card)].filter(Boolean).join(' ');
  const id = instrument.paymentMethodId ?? '';
  const name = PAYMENT_METHOD_NAMES[id] ?? id;
  // The mobile wallet's account, where the gateway named it (Venmo's username).
  const account = (instrument as { c_walletAccount?: unknown }).c_walletAccount;
  return typeof account === 'string' && account ? `${name} (${account})` : name;
}

export function addressView(address: ShopperOrdersTypes.OrderAddress | undefined) {
  if (!address) return undefined;
  const name = address.fullName ?? [address.firstName, address.lastName].filter(Boolean).join(' ');
  const place = [address.city, [address.stateCode, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const view: OrderAddressView = {
    name,
    lines: [address.address1, address.address2, place, address.countryCode].filter(
      (line): line is string => typeof line === 'string' && line.length > 0,
    ),
  };
  if (address.phone) view.phone = address.phone;
  return view;
}

const cents = (n: number) => Math.round(n * 100) / 100;

function lineOptions(product: CatalogProduct | undefined) {
  const values = product?.variationValues ?? {};
  return (product?.variationAttributes ?? []).flatMap((attr) => {
    const value = attr.values?.find((v) => v.value === values[attr.id]);
    return value ? [{ label: attr.name ?? attr.id, value: value.name ?? value.value }] : [];
  });
}

/**
 * Builds the view of `order`; `products` are the catalog payloads of its lines by id (for images
 * and variation names: the order keeps the name it was bought under).
 */
export function orderView(
  order: Order,
  products: ReadonlyMap<string, CatalogProduct>,
  image: (product: CatalogProduct) => { src: string; alt: string } | undefined,
): OrderView {
  const lines = (order.productItems ?? []).map((item): OrderLineView => {
    const product = products.get(item.productId ?? '');
    const picture = product ? image(product) : undefined;
    const etching = lineEtching(item);
    return {
      itemId: item.itemId ?? '',
      productId: item.productId ?? '',
      name: item.productName ?? product?.name ?? item.productId ?? '',
      quantity: item.quantity ?? 0,
      price: item.priceAfterItemDiscount ?? item.price ?? 0,
      ...(picture ? { image: picture } : {}),
      options: lineOptions(product),
      ...(etching ? { etching } : {}),
    };
  });
  const shipment = order.shipments?.[0];
  const method = shipment?.shippingMethod;
  const arrival = (method as { c_estimatedArrivalTime?: unknown } | undefined)
    ?.c_estimatedArrivalTime;
  const shippingAddress = addressView(shipment?.shippingAddress);
  const billingAddress = addressView(order.billingAddress);
  const giftCardTotal = cents(
    (order.giftCertificateItems ?? []).reduce((sum, item) => sum + (item.amount ?? 0), 0),
  );
  return {
    orderNo: order.orderNo ?? '',
    creationDate: order.creationDate ?? '',
    status: orderStatusKey(order),
    siteId: order.siteId ?? '',
    currency: order.currency ?? 'USD',
    email: order.customerInfo?.email ?? '',
    lines,
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    productSubTotal: order.productSubTotal ?? 0,
    discount: cents(
      (order.orderPriceAdjustments ?? []).reduce((sum, a) => sum + Math.abs(a.price ?? 0), 0),
    ),
    giftCardTotal,
    ...(typeof order.shippingTotal === 'number' ? { shippingTotal: order.shippingTotal } : {}),
    ...(typeof order.taxTotal === 'number' ? { taxTotal: order.taxTotal } : {}),
    orderTotal: order.orderTotal ?? 0,
    ...(shippingAddress ? { shippingAddress } : {}),
    ...(method
      ? {
          shippingMethod: {
            name: method.name ?? method.id,
            ...(typeof arrival === 'string' ? { estimatedArrivalTime: arrival } : {}),
          },
        }
      : {}),
    ...(billingAddress ? { billingAddress } : {}),
    payments: (order.paymentInstruments ?? [])
      .filter((instrument) => instrument.paymentMethodId !== GIFT_CERTIFICATE)
      .map((instrument) => {
        const klarna = klarnaOf(instrument);
        return {
          label: paymentLabel(instrument),
          ...(typeof instrument.amount === 'number' ? { amount: instrument.amount } : {}),
          ...(klarna ? { klarna } : {}),
        };
      }),
    giftCardPayments: (order.paymentInstruments ?? [])
      .filter((instrument) => instrument.paymentMethodId === GIFT_CERTIFICATE)
      .map((instrument) => {
        const masked = (instrument as { maskedGiftCertificateCode?: unknown })
          .maskedGiftCertificateCode;
        return {
          lastFour: typeof masked === 'string' ? masked.slice(-4) : '',
          amount: instrument.amount ?? 0,
        };
      }),
    shipments: shipmentsOf(order),
    refunds: refundsOf(order),
  };
}

/** The ids of the products an order's lines need from the catalog. */
export const orderProductIds = (order: Order): string[] => [
  ...new Set((order.productItems ?? []).map((item) => item.productId ?? '').filter(Boolean)),
];
