import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@solo/db';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import type { WireOrder } from './document.ts';
import type { TransitionEvent } from './manage.ts';
import {
  ORG,
  guest,
  placeOrder,
  problemOf,
  readyBasket,
  seedBasketCatalog,
  stockOf,
} from './orders-testing.ts';

const TOKEN = 'ops-token-for-the-order-tests-0123456789';
const MANAGE = `/mobify/proxy/api/custom/orders/v1/organizations/${ORG}/manage`;

let t: TestCommerce;
const heard: TransitionEvent[] = [];
beforeAll(async () => {
  t = await createTestCommerce({
    env: { OPS_TOKEN: TOKEN },
    onOrderTransition: (event) => void heard.push(event),
  });
  await seedBasketCatalog(t.db.db);
});
afterAll(() => t.close());

let keys = 0;
const newKey = () => `test-key-${++keys}-${Date.now()}`;

function ops(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return Promise.resolve(
    t.app.request(`${MANAGE}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${TOKEN}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
}

interface OpsOrder {
  orderNo: string;
  status: string;
  capturedTotal: number;
  refundedTotal: number;
  orderTotal: number;
  lines: Array<{ itemId: string; productId: string; quantity: number; shipped: number }>;
  shipments: Array<{ carrier: string; trackingNumber: string; trackingUrl: string }>;
  events?: Array<{
    kind: string;
    from: string;
    to: string;
    actor: string;
    data: Record<string, unknown>;
  }>;
}

async function json<T = OpsOrder>(res: Response | Promise<Response>, status = 200): Promise<T> {
  const r = await res;
  const text = await r.text();
  expect(r.status, text).toBe(status);
  return JSON.parse(text) as T;
}

/** A placed order of `items` (guest, test card), with its number. */
async function order(
  items: Array<{ productId: string; quantity: number }>,
): Promise<WireOrder & { orderNo: string; orderTotal: number }> {
  const g = await guest(t);
  const basketId = await readyBasket(t, g, items);
  return json(placeOrder(t, g, basketId), 201);
}

const txnOf = async (orderNo: string) => {
  const [row] = await t.db.db
    .select()
    .from(schema.orders)
    .where(eq(schema.orders.orderNo, orderNo));
  const [txn] = await t.db.db
    .select()
    .from(schema.paymentTransactions)
    .where(eq(schema.paymentTransactions.id, row!.paymentTransactionId!));
  return txn!;
};

const ship = (orderNo: string, body: Record<string, unknown> = {}, key = newKey()) =>
  ops(
    'POST',
    `/${orderNo}/ship`,
    { carrier: 'ups', trackingNumber: '1Z999AA10123456784', ...body },
    {
      'idempotency-key': key,
    },
  );

describe('operator order API: access', () => {
  it('refuses a request without the token or with another one (401), and any action', async () => {
    const placed = await order([{ productId: 'log-rack', quantity: 1 }]);
    const shopper = `Bearer ${(await guest(t)).token}`;
    const wrong = [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, TOKEN, shopper];
    for (const authorization of wrong) {
      for (const [method, path] of [
        ['GET', ''],
        ['GET', `/${placed.orderNo}`],
        ...['process', 'ship', 'deliver', 'fulfil', 'cancel', 'return', 'refund', 'resend'].map(
          (action) => ['POST', `/${placed.orderNo}/${action}`] as const,
        ),
      ]) {
        const res = await t.app.request(`${MANAGE}${path}`, {
          method,
          headers: authorization ? { authorization } : {},
        });
        expect(res.status).toBe(401);
        expect(res.headers.get('content-type')).toContain('application/problem+json');
      }
    }
    const unchanged = await json(ops('GET', `/${placed.orderNo}`));
    expect(unchanged.status).toBe('ordered');
  });

  it('does not exist without OPS_TOKEN configured', async () => {
    const bare = await createTestCommerce();
    try {
      const res = await bare.app.request(MANAGE, { headers: { authorization: 'Bearer x' } });
      expect(res.status).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe('operator order API: an order’s life', () => {
  it('ships in two parts, capturing each part, then delivers and fulfils', async () => {
    const placed = await order([
      { productId: 'log-rack', quantity: 2 },
      { productId: 'ember-kit', quantity: 1 },
    ]);
    const rack = placed.productItems!.find((i) => i.productId === 'log-rack')!.itemId!;
    const first = await json(ship(placed.orderNo, { lines: { [rack]: 1 }, carrier: 'fedex' }));
    expect(first.status).toBe('shipped');
    expect(first.lines.find((l) => l.itemId === rack)).toMatchObject({ quantity: 2, shipped: 1 });
    expect(first.capturedTotal).toBeGreaterThan(0);
    expect(first.capturedTotal).toBeLessThan(placed.orderTotal);
    expect(first.shipments[0]).toMatchObject({
      carrier: 'fedex',
      trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr=1Z999AA10123456784',
    });
    const early = await ops('POST', `/${placed.orderNo}/deliver`);
    expect(early.status).toBe(409);
    expect(await problemOf(early)).toMatchObject({ currentStatus: 'shipped' });
    const rest = await json(ship(placed.orderNo, { trackingNumber: 'SECOND-PARCEL-1' }));
    expect(rest.capturedTotal).toBe(placed.orderTotal);
    const txn = await txnOf(placed.orderNo);
    expect(txn).toMatchObject({
      status: 'captured',
      capturedAmount: Math.round(placed.orderTotal * 100),
    });
    expect(txn.captureOpen).toBe(false);
    await json(ops('POST', `/${placed.orderNo}/deliver`, undefined, { 'x-ops-actor': 'alice' }));
    const done = await json(ops('POST', `/${placed.orderNo}/fulfil`));
    expect(done.status).toBe('fulfilled');
    expect(done.events!.map((e) => [e.kind, e.from, e.to])).toEqual([
      ['ship', 'ordered', 'shipped'],
      ['ship', 'shipped', 'shipped'],
      ['deliver', 'shipped', 'delivered'],
      ['fulfil', 'delivered', 'fulfilled'],
    ]);
    expect(done.events![2]!.actor).toBe('ops:alice');
    expect(heard.filter((e) => e.orderNo === placed.orderNo).map((e) => e.kind)).toEqual([
      'ship',
      'ship',
      'deliver',
      'fulfil',
    ]);
    expect(heard.find((e) => e.orderNo === placed.orderNo)!.data).toMatchObject({
      carrier: 'fedex',
      trackingNumber: '1Z999AA10123456784',
      lines: { [rack]: 1 },
      currency: 'USD',
    });
    expect(t.logs.some((l) => l.audit === 'orders' && l.orderNo === placed.orderNo)).toBe(true);
  });

  it('shows the shopper the status and tracking link in the order document', async () => {
    const placed = await order([{ productId: 'ember-kit', quantity: 1 }]);
    await json(ship(placed.orderNo, { carrier: 'usps', trackingNumber: '9400100000000000000000' }));
    const [row] = await t.db.db
      .select({ document: schema.orders.document })
      .from(schema.orders)
      .where(eq(schema.orders.orderNo, placed.orderNo));
    expect(row!.document).toMatchObject({
      c_status: 'shipped',
      shippingStatus: 'shipped',
      paymentStatus: 'paid',
      c_shipments: [
        {
          carrierName: 'USPS',
          trackingUrl:
            'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
        },
      ],
    });
  });

  it('cancels before shipping: voids the authorization and gives the stock back', async () => {
    const before = await stockOf(t, 'log-rack');
    const placed = await order([{ productId: 'log-rack', quantity: 3 }]);
    expect(await stockOf(t, 'log-rack')).toBe(before! - 3);
    await json(ops('POST', `/${placed.orderNo}/process`));
    const canceled = await json(ops('POST', `/${placed.orderNo}/cancel`));
    expect(canceled.status).toBe('canceled');
    expect(await stockOf(t, 'log-rack')).toBe(before);
    expect((await txnOf(placed.orderNo)).status).toBe('voided');
    const again = await ship(placed.orderNo);
    expect(again.status).toBe(409);
    const problem = await problemOf(again);
    expect(problem).toMatchObject({ currentStatus: 'canceled', type: '/errors/order-state' });
    expect(problem.detail).toContain('canceled');
    expect(await stockOf(t, 'log-rack')).toBe(before);
  });

  it('refunds in parts up to what was captured, then returns with the stock back', async () => {
    const before = await stockOf(t, 'ember-kit');
    const placed = await order([{ productId: 'ember-kit', quantity: 2 }]);
    const refundEarly = await ops('POST', `/${placed.orderNo}/refund`, { amount: 1 });
    expect(refundEarly.status).toBe(409);
    await json(ship(placed.orderNo));
    const part = await json(ops('POST', `/${placed.orderNo}/refund`, { amount: 10.25 }));
    expect(part).toMatchObject({ status: 'shipped', refundedTotal: 10.25 });
    const beyond = await ops('POST', `/${placed.orderNo}/refund`, { amount: placed.orderTotal });
    expect(beyond.status).toBe(400);
    expect(await problemOf(beyond)).toMatchObject({ type: '/errors/amount-beyond-captured' });
    const cents = await ops('POST', `/${placed.orderNo}/refund`, { amount: 0.001 });
    expect(cents.status).toBe(400);
    const returned = await json(ops('POST', `/${placed.orderNo}/return`, { restock: true }));
    expect(returned.status).toBe('returned');
    expect(await stockOf(t, 'ember-kit')).toBe(before);
    const rest = await json(ops('POST', `/${placed.orderNo}/refund`, {}));
    expect(rest.refundedTotal).toBe(placed.orderTotal);
    expect((await txnOf(placed.orderNo)).status).toBe('refunded');
    expect((await ops('POST', `/${placed.orderNo}/refund`, {})).status).toBe(400);
    const [row] = await t.db.db
      .select({ document: schema.orders.document })
      .from(schema.orders)
      .where(eq(schema.orders.orderNo, placed.orderNo));
    expect(row!.document).toMatchObject({
      c_status: 'returned',
      c_paymentEvents: [
        { kind: 'capture', amount: placed.orderTotal },
        { kind: 'refund', amount: 10.25 },
        { kind: 'refund', amount: Math.round((placed.orderTotal - 10.25) * 100) / 100 },
      ],
    });
  });

  it('keeps the order as it was when the gateway refuses the capture, with the reason', async () => {
    const placed = await order([{ productId: 'ember-kit', quantity: 1 }]);
    const txn = await txnOf(placed.orderNo);
    await t.db.db
      .update(schema.paymentTransactions)
      .set({ authorizationExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.paymentTransactions.id, txn.id));
    const key = newKey();
    const res = await ship(placed.orderNo, {}, key);
    expect(res.status).toBe(402);
    expect(await problemOf(res)).toMatchObject({
      currentStatus: 'ordered',
      paymentReason: 'authorization_expired',
    });
    const after = await json(ops('GET', `/${placed.orderNo}`));
    expect(after).toMatchObject({ status: 'ordered', capturedTotal: 0, shipments: [] });
    expect(after.events).toEqual([
      expect.objectContaining({
        kind: 'ship-refused',
        from: 'ordered',
        to: 'ordered',
        data: {
          reason: 'authorization_expired',
          message: 'The authorization has expired.',
          amount: Math.round(placed.orderTotal * 100),
        },
      }),
    ]);
    expect((await ship(placed.orderNo, {}, key)).status).toBe(402);
    expect(heard.some((e) => e.orderNo === placed.orderNo)).toBe(false);
  });
});

describe('operator order API: validation', () => {
  it('names what is wrong with a shipment', async () => {
    const placed = await order([{ productId: 'ember-kit', quantity: 1 }]);
    const item = placed.productItems![0]!.itemId!;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ carrier: 'pigeon' }, 'carrier'],
      [{ trackingNumber: 'x' }, 'trackingNumber'],
      [{ trackingNumber: '<script>alert(1)</script>' }, 'trackingNumber'],
      [{ lines: { [item]: 2 } }, `lines.${item}`],
      [{ lines: { nope: 1 } }, 'lines.nope'],
      [{ lines: { [item]: -1 } }, `lines.${item}`],
      [{ lines: { [item]: 0 } }, 'lines'],
    ];
    for (const [body, field] of cases) {
      const res = await ship(placed.orderNo, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const problem = (await problemOf(res)) as { invalidFields?: Array<{ name: string }> };
      expect(problem.invalidFields?.map((f) => f.name)).toContain(field);
    }
    expect((await ops('POST', `/${placed.orderNo}/cancel`, { force: true })).status).toBe(400);
    expect((await ops('POST', `/${placed.orderNo}/return`, { restock: 'yes' })).status).toBe(400);
    expect((await ops('POST', '/not-a-number/cancel')).status).toBe(400);
    expect((await ops('POST', '/00000000/cancel')).status).toBe(404);
    const badKey = await ops('POST', `/${placed.orderNo}/process`, undefined, {
      'idempotency-key': 'a b',
    });
    expect(badKey.status).toBe(400);
    const badActor = await ops('POST', `/${placed.orderNo}/process`, undefined, {
      'x-ops-actor': '<x>',
    });
    expect(badActor.status).toBe(400);
    expect((await json(ops('GET', `/${placed.orderNo}`))).status).toBe('ordered');
  });

  it('lists and searches orders by number, email and status', async () => {
    const placed = await order([{ productId: 'ember-kit', quantity: 1 }]);
    const byNo = await json<{ data: OpsOrder[] }>(ops('GET', `?q=${placed.orderNo}`));
    expect(byNo.data.map((o) => o.orderNo)).toEqual([placed.orderNo]);
    const byEmail = await json<{ data: OpsOrder[] }>(ops('GET', '?q=JORDAN@example&limit=200'));
    expect(byEmail.data.map((o) => o.orderNo)).toContain(placed.orderNo);
    const wild = await json<{ data: OpsOrder[] }>(ops('GET', '?q=%25'));
    expect(wild.data).toEqual([]);
    const canceled = await json<{ data: OpsOrder[] }>(ops('GET', '?status=canceled&limit=200'));
    expect(canceled.data.every((o) => o.status === 'canceled')).toBe(true);
    expect((await ops('GET', '?status=lost')).status).toBe(400);
    expect((await ops('GET', '?limit=1000')).status).toBe(400);
  });
});

describe('operator order API: idempotency', () => {
  it('ships once for parallel retries with one key, every answer the same', async () => {
    const placed = await order([{ productId: 'ember-kit', quantity: 2 }]);
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => ship(placed.orderNo, {}, key)),
    );
    const bodies = await Promise.all(answers.map((r) => r.json() as Promise<OpsOrder>));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    for (const body of bodies) expect(body.shipments).toHaveLength(1);
    const events = await t.db.db
      .select()
      .from(schema.orderEvents)
      .where(eq(schema.orderEvents.orderNo, placed.orderNo));
    expect(events).toHaveLength(1);
    expect((await txnOf(placed.orderNo)).capturedAmount).toBe(Math.round(placed.orderTotal * 100));
    const reused = await ship(placed.orderNo, { trackingNumber: 'OTHER-NUMBER' }, key);
    expect(reused.status).toBe(422);
  });

  it('refunds once for parallel retries, and two keys never refund beyond the capture', async () => {
    const placed = await order([{ productId: 'ember-kit', quantity: 1 }]);
    await json(ship(placed.orderNo));
    const key = newKey();
    const refund = (k: string) =>
      ops(
        'POST',
        `/${placed.orderNo}/refund`,
        { amount: placed.orderTotal - 1 },
        { 'idempotency-key': k },
      );
    const same = await Promise.all([refund(key), refund(key), refund(key)]);
    expect(same.map((r) => r.status)).toEqual([200, 200, 200]);
    const others = await Promise.all([refund(newKey()), refund(newKey())]);
    expect(others.map((r) => r.status)).toEqual([400, 400]);
    const txn = await txnOf(placed.orderNo);
    expect(txn.refundedAmount).toBe(Math.round((placed.orderTotal - 1) * 100));
    const refunds = await t.db.db
      .select()
      .from(schema.paymentRefunds)
      .where(eq(schema.paymentRefunds.transactionId, txn.id));
    expect(refunds).toHaveLength(1);
  });

  it('cancels once when two operators cancel together', async () => {
    const before = await stockOf(t, 'log-rack');
    const placed = await order([{ productId: 'log-rack', quantity: 1 }]);
    const answers = await Promise.all([
      ops('POST', `/${placed.orderNo}/cancel`),
      ops('POST', `/${placed.orderNo}/cancel`),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await stockOf(t, 'log-rack')).toBe(before);
  });

  it('completes an action whose call never came back only with its own key, capturing once', async () => {
    const placed = await order([{ productId: 'ember-kit', quantity: 1 }]);
    const key = newKey();
    // The first call reached the gateway and died before recording it: the capture went through
    // under the action's derived key, the order still holds the claim.
    const first = await ship(placed.orderNo, {}, key);
    expect(first.status).toBe(200);
    const txn = await txnOf(placed.orderNo);
    await t.db.db.delete(schema.orderEvents).where(eq(schema.orderEvents.orderNo, placed.orderNo));
    await t.db.db
      .update(schema.orders)
      .set({
        status: 'ordered',
        capturedAmount: 0,
        document: { ...placed, c_shipments: [] },
        actionKey: key,
        actionStartedAt: new Date(Date.now() - 120_000),
      })
      .where(eq(schema.orders.orderNo, placed.orderNo));
    const other = await ship(placed.orderNo);
    expect(other.status).toBe(409);
    expect(await problemOf(other)).toMatchObject({ type: '/errors/order-busy' });
    expect((await problemOf(await ship(placed.orderNo))).detail).toContain(key);
    const again = await json(ship(placed.orderNo, {}, key));
    expect(again).toMatchObject({ status: 'shipped', capturedTotal: placed.orderTotal });
    const after = await txnOf(placed.orderNo);
    expect(after.capturedAmount).toBe(txn.capturedAmount);
    expect(after.capturedAmount).toBe(Math.round(placed.orderTotal * 100));
  });

  it('answers parallel retries of every action once, one event each', async () => {
    const placed = await order([{ productId: 'ember-kit', quantity: 1 }]);
    const steps: Array<[string, unknown]> = [
      ['process', undefined],
      ['ship', { carrier: 'dhl', trackingNumber: 'JD0146000000001' }],
      ['deliver', undefined],
      ['fulfil', undefined],
      ['return', { restock: false }],
      ['refund', { amount: 1 }],
    ];
    for (const [action, body] of steps) {
      const key = newKey();
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          ops('POST', `/${placed.orderNo}/${action}`, body, { 'idempotency-key': key }),
        ),
      );
      expect(
        answers.map((r) => r.status),
        action,
      ).toEqual([200, 200, 200, 200]);
    }
    const events = await t.db.db
      .select({ kind: schema.orderEvents.kind })
      .from(schema.orderEvents)
      .where(eq(schema.orderEvents.orderNo, placed.orderNo));
    expect(events.map((e) => e.kind)).toEqual(steps.map(([a]) => a));
    expect((await txnOf(placed.orderNo)).refundedAmount).toBe(100);
  });
});

describe('operator order API: the shopper’s emails (issue 20)', () => {
  const mailsOf = async (orderNo: string) =>
    (
      await t.db.db
        .select()
        .from(schema.mailOutbox)
        .where(like(schema.mailOutbox.eventKey, `%:${orderNo}%`))
    )
      .map((m) => ({ kind: m.kind, text: m.text }))
      .sort((a, b) => a.kind.localeCompare(b.kind));

  it('writes one email per shipment, delivery and refund, replays adding none', async () => {
    const placed = await order([{ productId: 'log-rack', quantity: 1 }]);
    const key = newKey();
    await json(ship(placed.orderNo, {}, key));
    await json(ship(placed.orderNo, {}, key));
    await json(ops('POST', `/${placed.orderNo}/deliver`));
    const refundKey = newKey();
    for (let i = 0; i < 2; i++)
      await json(
        ops('POST', `/${placed.orderNo}/refund`, { amount: 5 }, { 'idempotency-key': refundKey }),
      );
    const mails = await mailsOf(placed.orderNo);
    expect(mails.map((m) => m.kind)).toEqual([
      'order-confirmation',
      'order-delivery',
      'order-refund',
      'order-shipping',
    ]);
    const shipping = mails.find((m) => m.kind === 'order-shipping')!.text;
    expect(shipping).toContain('1Z999AA10123456784');
    // The carrier by its name, never the id the operator typed.
    expect(shipping).toContain('UPS is delivering these items');
    expect(shipping).toContain('Track your package with UPS: https://www.ups.com/track?');
    expect(mails.find((m) => m.kind === 'order-refund')!.text).toContain('$5.00');
  });

  it('writes the cancellation, and nothing for a refused transition', async () => {
    const placed = await order([{ productId: 'log-rack', quantity: 1 }]);
    await json(ops('POST', `/${placed.orderNo}/cancel`));
    expect((await ops('POST', `/${placed.orderNo}/deliver`)).status).toBe(409);
    expect((await mailsOf(placed.orderNo)).map((m) => m.kind)).toEqual([
      'order-cancellation',
      'order-confirmation',
    ]);
  });

  it('sends an email again once per key, and refuses one the order never had', async () => {
    const placed = await order([{ productId: 'log-rack', quantity: 1 }]);
    const resend = (email: string, key: string) =>
      ops('POST', `/${placed.orderNo}/resend`, { email }, { 'idempotency-key': key });
    const key = newKey();
    const first = await json<{ messageId: string; created: boolean }>(
      resend('confirmation', key),
      202,
    );
    const again = await json<{ messageId: string; created: boolean }>(
      resend('confirmation', key),
      202,
    );
    expect(first.created).toBe(true);
    expect(again).toEqual({ messageId: first.messageId, created: false });
    await json(resend('confirmation', newKey()), 202);
    const confirmations = (await mailsOf(placed.orderNo)).filter(
      (m) => m.kind === 'order-confirmation',
    );
    expect(confirmations).toHaveLength(3);
    expect(new Set(confirmations.map((m) => m.text)).size).toBe(1);
    const never = await resend('shipping', newKey());
    expect(never.status).toBe(404);
    expect((await problemOf(never)).detail).toContain('has had no shipping email');
    expect((await resend('invoice', newKey())).status).toBe(400);
    expect((await ops('POST', '/99999999/resend', { email: 'confirmation' })).status).toBe(404);
  });
});
