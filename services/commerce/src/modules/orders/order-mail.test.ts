import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@solo/db';
import { mailOutbox } from '@solo/db/schema';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import type { WireOrder } from './document.ts';
import { orderStatusToken } from './order-links.ts';
import type { OrderStatusView } from './order-status.ts';
import {
  ORG,
  guest,
  placeOrder,
  problemOf,
  readyBasket,
  registered,
  seedBasketCatalog,
} from './orders-testing.ts';

const OPS_TOKEN = 'ops-token-for-the-order-mail-tests-0123456789';

let t: TestCommerce;
beforeAll(async () => {
  t = await createTestCommerce({ env: { OPS_TOKEN } });
  await seedBasketCatalog(t.db.db);
});
afterAll(() => t.close());

const confirmationsOf = (orderNo: string) =>
  t.db.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.eventKey, `order-confirmation:${orderNo}`));

const place = async (shopper: Awaited<ReturnType<typeof guest>>, key?: string) => {
  const basketId = await readyBasket(t, shopper, [{ productId: 'log-rack', quantity: 1 }]);
  const res = await placeOrder(t, shopper, basketId, key);
  expect(res.status).toBe(201);
  return { basketId, order: (await res.json()) as WireOrder };
};

describe('the order confirmation', () => {
  it('is written once when a guest places an order, linking to Track an Order prefilled', async () => {
    const g = await guest(t);
    const { basketId, order } = await place(g, 'confirm-guest-1');
    const replay = await placeOrder(t, g, basketId, 'confirm-guest-1');
    expect(replay.status).toBe(200);
    const rows = await confirmationsOf(order.orderNo!);
    expect(rows).toHaveLength(1);
    const [mail] = rows;
    expect(mail).toMatchObject({
      to: 'Jordan@Example.com',
      kind: 'order-confirmation',
      status: 'stored',
      subject: `Your Solo Outdoor order ${order.orderNo} is confirmed`,
    });
    expect(mail?.text).toContain(
      `Track your order: http://localhost/us/track-order?orderNo=${order.orderNo}&email=Jordan%40Example.com`,
    );
    expect(mail?.text).toContain('Log Rack');
    expect(mail?.text).toContain('12 Ember Lane');
    expect(mail?.text).toContain('1-800-555-0142');
  });

  it('links a registered shopper’s confirmation to the order page of the account', async () => {
    const me = await registered(t, 'confirmation@example.com');
    const { order } = await place(me);
    const [mail] = await confirmationsOf(order.orderNo!);
    expect(mail?.text).toContain(
      `View your order: http://localhost/us/account/orders/${order.orderNo}`,
    );
  });

  it('is written in the locale the order was placed in', async () => {
    const g = await guest(t);
    const basketId = await readyBasket(t, g, [{ productId: 'log-rack', quantity: 1 }]);
    const res = await t.app.request(
      `/mobify/proxy/api/checkout/shopper-orders/v1/organizations/${ORG}/orders?siteId=SoloUS&locale=es-US`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${g.token}` },
        body: JSON.stringify({ basketId }),
      },
    );
    const order = (await res.json()) as WireOrder;
    expect(order.c_locale).toBe('es-US');
    const [mail] = await confirmationsOf(order.orderNo!);
    expect(mail?.subject).toBe(`Tu pedido de Solo Outdoor ${order.orderNo} está confirmado`);
    expect(mail?.html).toContain('<html lang="es-US">');
  });

  it('is one per order when the same basket is placed many times at once', async () => {
    const g = await guest(t);
    const basketId = await readyBasket(t, g, [{ productId: 'log-rack', quantity: 1 }]);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => placeOrder(t, g, basketId, 'confirm-parallel-1')),
    );
    const orderNos = new Set<string>();
    for (const res of answers)
      if (res.status < 300) orderNos.add(((await res.json()) as WireOrder).orderNo!);
    expect(orderNos.size).toBe(1);
    expect(await confirmationsOf([...orderNos][0]!)).toHaveLength(1);
  });

  it('is not written when the order is not placed', async () => {
    const before = await t.db.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.eventKey, 'order-confirmation:%'));
    const g = await guest(t);
    const basketId = await readyBasket(
      t,
      g,
      [{ productId: 'log-rack', quantity: 1 }],
      '4000 0000 0000 0002',
    );
    expect((await placeOrder(t, g, basketId)).status).toBe(402);
    const after = await t.db.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.eventKey, 'order-confirmation:%'));
    expect(after).toHaveLength(before.length);
  });
});

const STATUS = `/mobify/proxy/api/custom/order/v1/organizations/${ORG}/status`;

describe('custom order/status (the signed order-status link)', () => {
  let order: WireOrder;
  let orderToken: string;
  beforeAll(async () => {
    order = (await place(await guest(t))).order;
    const [row] = await t.db.db
      .select({ orderToken: schema.orders.orderToken })
      .from(schema.orders)
      .where(eq(schema.orders.orderNo, order.orderNo!));
    orderToken = row!.orderToken;
  });
  const statusOf = (token: string, siteId = 'SoloUS') =>
    t.app.request(`${STATUS}?${new URLSearchParams({ siteId, token })}`);
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

  it('answers the order’s status, and nothing of its addresses or payment', async () => {
    const token = orderStatusToken({ orderNo: order.orderNo!, orderToken }, inDays(30));
    const res = await statusOf(token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const view = (await res.json()) as OrderStatusView;
    expect(view).toMatchObject({
      orderNo: order.orderNo,
      c_status: 'ordered',
      currency: 'USD',
      orderTotal: order.orderTotal,
      productItems: [{ productName: 'Log Rack', quantity: 1 }],
    });
    const body = JSON.stringify(view);
    for (const secret of ['Ember Lane', 'Jordan', orderToken, 'paymentInstruments'])
      expect(body).not.toContain(secret);
  });

  it('gives each shipment’s carrier and tracking link once the operator ships', async () => {
    const token = orderStatusToken({ orderNo: order.orderNo!, orderToken }, inDays(30));
    expect(((await (await statusOf(token)).json()) as OrderStatusView).c_shipments).toEqual([]);
    const shipped = await t.app.request(
      `/mobify/proxy/api/custom/orders/v1/organizations/${ORG}/manage/${order.orderNo}/ship`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${OPS_TOKEN}`,
          'content-type': 'application/json',
          'idempotency-key': `ship-${order.orderNo}`,
        },
        body: JSON.stringify({ carrier: 'dhl', trackingNumber: 'JD014600006281234567' }),
      },
    );
    expect(shipped.status, await shipped.text()).toBe(200);
    const view = (await (await statusOf(token)).json()) as OrderStatusView;
    expect(view.c_status).toBe('shipped');
    expect(view.c_shipments).toEqual([
      {
        shipmentNo: 1,
        carrierName: 'DHL',
        trackingNumber: 'JD014600006281234567',
        trackingUrl:
          'https://www.dhl.com/global-en/home/tracking/tracking-parcel.html?tracking-id=JD014600006281234567',
        shippedAt: expect.any(String) as unknown,
      },
    ]);
  });

  it('refuses a forged link (403), an expired one (410) and a malformed one (400)', async () => {
    const good = orderStatusToken({ orderNo: order.orderNo!, orderToken }, inDays(30));
    const [, seconds, mac] = good.split('.');
    const cases: Array<[string, number, string]> = [
      [
        orderStatusToken({ orderNo: order.orderNo!, orderToken: 'guessed' }, inDays(30)),
        403,
        'order-status-link-invalid',
      ],
      [`${order.orderNo}.${Number(seconds) + 600}.${mac}`, 403, 'order-status-link-invalid'],
      [`99999999.${seconds}.${mac}`, 403, 'order-status-link-invalid'],
      [
        orderStatusToken({ orderNo: order.orderNo!, orderToken }, inDays(-1)),
        410,
        'order-status-link-expired',
      ],
      ['not-a-link', 400, 'order-status-link-malformed'],
    ];
    for (const [token, status, slug] of cases) {
      const res = await statusOf(token);
      expect(res.status, token).toBe(status);
      const problem = await problemOf(res);
      expect(problem.type).toBe(`/errors/${slug}`);
      expect(JSON.stringify(problem)).not.toContain('Log Rack');
    }
  });

  it('works on its order’s own site only', async () => {
    const token = orderStatusToken({ orderNo: order.orderNo!, orderToken }, inDays(30));
    expect((await statusOf(token, 'SoloEU')).status).toBe(403);
  });
});
