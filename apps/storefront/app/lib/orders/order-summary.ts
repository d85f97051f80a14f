/** One order of the account's history list: enough to find it, without catalog reads. */
import { orderStatusKey, type Order, type OrderStatusKey } from './order-view.ts';

export interface OrderSummary {
  orderNo: string;
  creationDate: string;
  status: OrderStatusKey;
  /** Units ordered. */
  count: number;
  /** The names of the lines, in order. */
  names: string[];
  orderTotal: number;
  currency: string;
}

export function orderSummary(order: Order): OrderSummary {
  const items = order.productItems ?? [];
  return {
    orderNo: order.orderNo ?? '',
    creationDate: order.creationDate ?? '',
    status: orderStatusKey(order),
    count:
      items.reduce((sum, item) => sum + (item.quantity ?? 0), 0) +
      (order.giftCertificateItems?.length ?? 0),
    names: items.map((item) => item.productName ?? item.productId ?? ''),
    orderTotal: order.orderTotal ?? 0,
    currency: order.currency ?? 'USD',
  };
}

export const orderSummaries = (orders: readonly Order[]): OrderSummary[] =>
  orders.map(orderSummary);
