/** What the order-status page shows (order-status.server.ts loads it); pure, for the browser's types. */
import type { OrderShipmentView, OrderStatusKey } from './order-view.ts';

export interface OrderStatusView {
  orderNo: string;
  creationDate: string;
  status: OrderStatusKey;
  currency: string;
  orderTotal: number;
  items: Array<{ productName: string; quantity: number }>;
  shipments: OrderShipmentView[];
  linkExpires: string;
}

export type OrderStatusPage =
  | { ok: true; order: OrderStatusView }
  | { ok: false; reason: 'invalid' | 'expired'; status: 400 | 403 | 410 };
