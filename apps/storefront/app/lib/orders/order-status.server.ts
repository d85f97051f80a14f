/**
 * The order-status page: the order a signed link of an order email names (the commerce
 * service's custom API `order/status` checks the signature and the expiry). The link is the
 * only credential, so the page shows the status, what was ordered and the parcels' tracking,
 * never addresses or payment.
 */
import type { Site } from '@solo/sites';
import { getServices, type RequestServices } from '../api/context.ts';
import { orderStatusKey, shipmentsOf } from './order-view.ts';
import type { OrderStatusPage } from './order-status.ts';

export type { OrderStatusPage, OrderStatusView } from './order-status.ts';

interface WireStatus {
  orderNo: string;
  creationDate: string;
  c_status: string;
  currency: string;
  orderTotal: number;
  productItems: Array<{ productName: string; quantity: number }>;
  c_shipments?: unknown;
  c_linkExpires: string;
}

export async function loadOrderStatus(
  context: Parameters<typeof getServices>[0],
  site: Site,
  token: string | null,
): Promise<OrderStatusPage> {
  if (!token) return { ok: false, reason: 'invalid', status: 400 };
  const services: RequestServices = getServices(context);
  const result = await services.api.customApi<WireStatus>('order', 'status', {
    siteId: site.id,
    query: { token },
  });
  if (result.ok) {
    const w = result.data;
    return {
      ok: true,
      order: {
        orderNo: w.orderNo,
        creationDate: w.creationDate,
        status: orderStatusKey({ c_status: w.c_status }),
        currency: w.currency,
        orderTotal: w.orderTotal,
        items: w.productItems,
        shipments: shipmentsOf({ c_shipments: w.c_shipments }),
        linkExpires: w.c_linkExpires,
      },
    };
  }
  if (result.status === 410) return { ok: false, reason: 'expired', status: 410 };
  if (result.status === 400 || result.status === 403)
    return { ok: false, reason: 'invalid', status: result.status };
  throw new Error(`order status failed: ${result.status} ${result.error}`);
}
