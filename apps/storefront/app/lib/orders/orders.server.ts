/**
 * Reading placed orders for the order pages (server only): the shopper's own order (Shopper
 * Orders `getOrder`, the token's orders only), a registered customer's history
 * (`getCustomerOrders`), and Track an Order (custom API `order/lookup`). Each answers a value:
 * an unknown or foreign order is `null`, never an exception.
 */
import { resolvePath } from '@solo/sites';
import type { AccountContext } from '../account/account.server.ts';
import { getServices } from '../api/context.ts';
import { sdk, shopperClientConfig } from '../api/shopper.server.ts';
import { lineImage } from '../basket/cart-view.server.ts';
import type { CatalogProduct } from '../product/types.ts';
import {
  findShopperSession,
  getShopperSession,
  shopperApiConfig,
  type SessionArgs,
  type ShopperSession,
} from '../session/session.server.ts';
import { historyQuery, type OrderRange } from './history.ts';
import { orderProductIds, orderView, type Order, type OrderView } from './order-view.ts';
import type { PurchaseData } from './purchase-event.ts';
import { retryAfterSeconds } from '../too-many-requests.ts';

/** A 404 of the Shopper API: the order is unknown or not the shopper's. */
const isNotFound = (error: unknown) =>
  error instanceof sdk.ResponseError && error.response.status === 404;

/** The order `orderNo` when the shopper's session placed it; null otherwise (or no session). */
export async function readOwnOrder(
  args: SessionArgs,
  orderNo: string,
): Promise<{ order: Order; session: ShopperSession } | null> {
  const session = await findShopperSession(args);
  if (!session) return null;
  const orders = new sdk.ShopperOrders(shopperApiConfig(args, session));
  try {
    return { order: await orders.getOrder({ parameters: { orderNo } }), session };
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** The catalog products of an order's lines (images, variation names); missing ones are skipped. */
async function lineProducts(args: SessionArgs, order: Order) {
  const ids = orderProductIds(order).slice(0, 24 * 5);
  const found = new Map<string, CatalogProduct>();
  if (!ids.length) return found;
  const { site, locale } = resolvePath(new URL(args.request.url).pathname);
  const products = new sdk.ShopperProducts(
    shopperClientConfig(getServices(args.context).api, {
      siteId: site.id,
      locale: locale.id,
      cachedCatalog: true,
    }),
  );
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += 24) chunks.push(ids.slice(i, i + 24));
  const results = await Promise.all(
    chunks.map((ids) =>
      products.getProducts({ parameters: { ids, allImages: true } }).catch((error: unknown) => {
        // Spec 001 §8: product fetch errors are logged and yield nothing.
        getServices(args.context).log.warn({ err: error }, 'order product lookup failed');
        return { data: [] };
      }),
    ),
  );
  for (const product of results.flatMap((r) => (r.data ?? []) as CatalogProduct[]))
    found.set(product.id, product);
  return found;
}

/** The view of an order, with its lines' catalog images. */
export async function buildOrderView(args: SessionArgs, order: Order): Promise<OrderView> {
  return orderView(order, await lineProducts(args, order), lineImage);
}

/** What the purchase event needs besides the view: the opt-in and the raw shipping address. */
export async function purchaseData(
  args: SessionArgs,
  session: ShopperSession,
  order: Order,
  view: OrderView,
): Promise<PurchaseData> {
  let emailSubscribed = false;
  // Only registered customers have a record holding the opt-in (spec 000 §6).
  if (session.isRegistered) {
    try {
      const customer = await new sdk.ShopperCustomers(shopperApiConfig(args, session)).getCustomer({
        parameters: { customerId: session.customerId },
      });
      emailSubscribed = (customer as { c_emailOptIn?: unknown }).c_emailOptIn === true;
    } catch (error) {
      getServices(args.context).log.warn({ err: error }, 'customer read for tracking failed');
    }
  }
  const address = order.shipments?.[0]?.shippingAddress;
  return {
    view,
    emailSubscribed,
    shippingAddress: address
      ? {
          firstName: address.firstName,
          lastName: address.lastName,
          address1: address.address1,
          address2: address.address2,
          city: address.city,
          stateCode: address.stateCode,
          postalCode: address.postalCode,
          countryCode: address.countryCode,
        }
      : null,
  };
}

export interface OrderHistoryPage {
  orders: Order[];
  total: number;
}

/** One page of the customer's orders on the site placed within `range`, newest first. */
export async function readOrderHistory(
  account: AccountContext,
  range: OrderRange,
  page: number,
  now: Date,
): Promise<OrderHistoryPage> {
  const result = await account.customers.getCustomerOrders({
    parameters: { customerId: account.customerId, ...historyQuery(range, page, now) },
  });
  return { orders: result.data ?? [], total: result.total ?? 0 };
}

/**
 * Track an Order: the order whose number and email both match, else null (the service answers
 * the same 404 whichever was wrong). Other failures are thrown (the generic error).
 */
export type LookupOutcome =
  | { ok: true; order: Order }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'too-many-requests'; retryAfterSeconds: number };

export async function lookupOrder(
  args: SessionArgs,
  query: { orderNo: string; email: string },
): Promise<LookupOutcome> {
  const session = await getShopperSession(args);
  const result = await getServices(args.context).api.customApi<Order>('order', 'lookup', {
    method: 'POST',
    siteId: session.siteId,
    token: session.accessToken,
    body: query,
  });
  if (result.ok) return { ok: true, order: result.data };
  if (result.status === 404) return { ok: false, reason: 'not-found' };
  if (result.status === 429)
    return {
      ok: false,
      reason: 'too-many-requests',
      retryAfterSeconds: retryAfterSeconds(null, result.problem),
    };
  throw new Error(`order lookup failed: ${result.status} ${result.error}`);
}
