/**
 * The order emails (issue 20 "Emails that shoppers expect"): confirmation, shipping, delivery,
 * cancellation and refund, in the shopper's language and the currency format of their locale,
 * in the one layout (layout.ts). Callers pass the order as placed (its Shopper Orders document)
 * and the link the shopper follows (orders module: order page, Track an Order or a signed
 * order-status link); each kind takes what only it needs.
 */
import type { ShopperOrdersTypes } from 'commerce-sdk-isomorphic';
import { renderLayout, type Block, type StoreContact } from './layout.ts';
import { moneyFormat, translator, type Translate } from './messages.ts';
import type { EventMail } from './queue.ts';

type Order = ShopperOrdersTypes.Order;
type Address = ShopperOrdersTypes.OrderAddress;

/** Where the email sends the shopper, and how the button says it. */
export interface OrderLink {
  kind: 'order' | 'track' | 'status';
  url: string;
  /** When a signed link stops working. */
  expires?: Date;
}

/** One shipped line: the order's line (its `itemId`) and how many of it left. */
export interface ShippedLine {
  itemId: string;
  quantity: number;
}

export type OrderEmailKind = OrderEmail['kind'];

export type OrderEmail =
  | { kind: 'confirmation' }
  | {
      kind: 'shipping';
      /** Names the shipment: one order may ship in parts, each its own email. */
      shipmentId: string;
      carrier: string;
      trackingNumber: string;
      trackingUrl: string;
      lines: readonly ShippedLine[];
    }
  | { kind: 'delivery' }
  | { kind: 'cancellation' }
  | {
      kind: 'refund';
      /** Names the refund (its payment event), so two refunds are two emails. */
      refundId: string;
      /** In minor units of the order's currency. */
      amount: number;
    };

export interface OrderEmailContext {
  order: Order;
  /** The shopper's locale (BCP 47, e.g. de-DE). */
  locale: string;
  link: OrderLink;
  contact: StoreContact;
  /** The storefront origin. */
  origin: string;
}

/** The event an email tells of, the outbox's unique key: one email per event, ever. */
export function orderEmailEventKey(orderNo: string, email: OrderEmail): string {
  switch (email.kind) {
    case 'shipping':
      return `order-shipping:${orderNo}:${email.shipmentId}`;
    case 'refund':
      return `order-refund:${orderNo}:${email.refundId}`;
    default:
      return `order-${email.kind}:${orderNo}`;
  }
}

export function orderEmail(email: OrderEmail, ctx: OrderEmailContext): EventMail {
  const { order, locale } = ctx;
  const t = translator(locale);
  const orderNo = order.orderNo ?? '';
  const currency = order.currency ?? 'USD';
  const money = moneyFormat(locale, currency);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const price = (amount: number | undefined) => money.decimal(amount ?? 0);
  const to = order.customerInfo?.email ?? '';
  const name = order.billingAddress?.firstName ?? order.customerName?.split(' ')[0];
  const greeting: Block = {
    type: 'paragraph',
    text: name ? t('greeting', { name }) : t('greetingNoName'),
  };
  const { subject, title, blocks } = ((): { subject: string; title: string; blocks: Block[] } => {
    switch (email.kind) {
      case 'confirmation': {
        const placed = date.format(new Date(order.creationDate ?? Date.now()));
        return {
          subject: t('confirmation.subject', { orderNo }),
          title: t('confirmation.heading'),
          blocks: [
            greeting,
            { type: 'paragraph', text: t('confirmation.intro', { orderNo, date: placed }) },
            linkBlock(t, ctx.link, date),
            linesTable(t, order, price, order.productItems ?? [], true),
            ...addressBlocks(t, order, true),
          ],
        };
      }
      case 'shipping': {
        const byId = new Map((order.productItems ?? []).map((i) => [i.itemId, i]));
        const shipped = email.lines.flatMap((line) => {
          const item = byId.get(line.itemId);
          return item ? [{ ...item, quantity: line.quantity }] : [];
        });
        const { carrier, trackingNumber } = email;
        return {
          subject: t('shipping.subject', { orderNo }),
          title: t('shipping.heading'),
          blocks: [
            greeting,
            { type: 'paragraph', text: t('shipping.intro', { orderNo, carrier }) },
            { type: 'paragraph', text: t('shipping.tracking', { trackingNumber }) },
            {
              type: 'link',
              href: email.trackingUrl,
              label: t('shipping.trackPackage', { carrier }),
            },
            linesTable(t, order, price, shipped, false),
            ...addressBlocks(t, order, false),
            linkBlock(t, ctx.link, date),
          ],
        };
      }
      case 'delivery':
      case 'cancellation':
        return {
          subject: t(`${email.kind}.subject`, { orderNo }),
          title: t(`${email.kind}.heading`),
          blocks: [
            greeting,
            { type: 'paragraph', text: t(`${email.kind}.intro`, { orderNo }) },
            linkBlock(t, ctx.link, date),
          ],
        };
      case 'refund': {
        const amount = money.minor(email.amount);
        return {
          subject: t('refund.subject', { orderNo }),
          title: t('refund.heading', { amount }),
          blocks: [
            greeting,
            { type: 'paragraph', text: t('refund.intro', { orderNo, amount }) },
            linkBlock(t, ctx.link, date),
          ],
        };
      }
    }
  })();
  const { html, text } = renderLayout({
    locale,
    title,
    blocks: [{ type: 'paragraph', text: t('orderNumber', { orderNo }) }, ...blocks],
    contact: ctx.contact,
    origin: ctx.origin,
    to,
    t,
  });
  return {
    to,
    subject,
    html,
    text,
    kind: `order-${email.kind}`,
    eventKey: orderEmailEventKey(orderNo, email),
  };
}

function linkBlock(t: Translate, link: OrderLink, date: Intl.DateTimeFormat): Block {
  const label =
    link.kind === 'order'
      ? t('viewOrder')
      : link.kind === 'track'
        ? t('trackOrder')
        : t('orderStatus');
  return {
    type: 'link',
    href: link.url,
    label,
    ...(link.expires ? { note: t('linkExpires', { date: date.format(link.expires) }) } : {}),
  };
}

type Line = Pick<
  NonNullable<Order['productItems']>[number],
  'productName' | 'itemText' | 'productId' | 'quantity' | 'price' | 'priceAfterItemDiscount'
>;

function linesTable(
  t: Translate,
  order: Order,
  price: (n: number | undefined) => string,
  lines: readonly Line[],
  withTotals: boolean,
): Block {
  const rows = lines.map(
    (item) =>
      [
        item.productName ?? item.itemText ?? item.productId ?? '',
        String(item.quantity ?? 0),
        price(item.priceAfterItemDiscount ?? item.price),
      ] as const,
  );
  const gifts = (order.giftCertificateItems ?? []).map(
    (gift) =>
      [
        t('giftCard', { recipient: gift.recipientName ?? gift.recipientEmail ?? '' }),
        '1',
        price(gift.amount),
      ] as const,
  );
  const shipping = order.shippingTotal ?? 0;
  const totals = withTotals
    ? ([
        [t('subtotal'), price(order.productSubTotal)],
        [t('shippingCost'), shipping === 0 ? t('free') : price(shipping)],
        ...(order.taxTotal ? [[t('tax'), price(order.taxTotal)] as const] : []),
        [t('total'), price(order.orderTotal)],
      ] as const)
    : [];
  return {
    type: 'table',
    heading: t('items'),
    head: [t('colItem'), t('colQuantity'), t('colPrice')],
    rows: [...rows, ...(withTotals ? gifts : [])],
    totals,
  };
}

function addressLines(address: Address): string[] {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  const city = [address.postalCode, address.city, address.stateCode].filter(Boolean).join(' ');
  return [name, address.address1, address.address2, city, address.countryCode].filter(
    (l): l is string => Boolean(l),
  );
}

function addressBlocks(t: Translate, order: Order, withBilling: boolean): Block[] {
  const shipTo = order.shipments?.[0]?.shippingAddress;
  const billTo = withBilling ? order.billingAddress : undefined;
  return [
    ...(shipTo
      ? [{ type: 'address', heading: t('shippingAddress'), lines: addressLines(shipTo) } as const]
      : []),
    ...(billTo
      ? [{ type: 'address', heading: t('billingAddress'), lines: addressLines(billTo) } as const]
      : []),
  ];
}
