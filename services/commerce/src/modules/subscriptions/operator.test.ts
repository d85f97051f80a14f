import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@solo/db';
import { createTestCommerce, memoryLogger, type TestCommerce } from '../../testing.ts';
import { outboxMailer } from '../mail/index.ts';
import { placeOrder } from '../orders/index.ts';
import { createSandboxGateway } from '../payments/index.ts';
import { todayOn } from './schedule.ts';
import { runSubscriptions } from './scheduler.ts';
import {
  ORG,
  SUBSCRIPTIONS,
  call,
  problemOf,
  registered,
  seedBasketCatalog,
  seedSubscriptionProduct,
  subscribe,
} from './subscriptions-testing.ts';

const { subscriptions, subscriptionEvents } = schema;
const TOKEN = 'ops-token-for-the-subscription-operator-0123';
const MANAGE = `/mobify/proxy/api/custom/subscriptions/v1/organizations/${ORG}/manage`;

let t: TestCommerce;
beforeAll(async () => {
  t = await createTestCommerce({
    env: { OPS_TOKEN: TOKEN },
    // The composition's run: the scheduler over the test database with the checkout's placement.
    runSubscriptionsOnce: () => {
      const db = t.db.db;
      const payments = createSandboxGateway(db);
      return runSubscriptions(
        {
          db,
          payments,
          mailer: outboxMailer(db),
          log: memoryLogger().logger,
          place: (scope, request) => placeOrder({ db, payments }, scope, request),
          publicOrigin: undefined,
          storeInbox: 'store@example.com',
        },
        new Date(),
      );
    },
  });
  await seedBasketCatalog(t.db.db);
  await seedSubscriptionProduct(t.db.db);
});
afterAll(() => t.close());

const ops = (method: string, path: string, init: { body?: string; actor?: string } = {}) =>
  Promise.resolve(
    t.app.request(`${MANAGE}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${TOKEN}`,
        ...(init.actor ? { 'x-ops-actor': init.actor } : {}),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(init.body ? { body: init.body } : {}),
    }),
  );

interface OpsSubscription {
  id: string;
  customerId: string;
  email: string;
  status: string;
  nextOrderDate: string;
  productName: string;
  price: number;
  runs: Array<{ dueDate: string; state: string; attempts: number; orderNo?: string }>;
  events: Array<{ kind: string; from: string; to: string; actor: string; at: string }>;
}

async function json<T = OpsSubscription>(res: Response | Promise<Response>, status = 200) {
  const r = await res;
  const text = await r.text();
  expect(r.status, text).toBe(status);
  return JSON.parse(text) as T;
}

/** A new customer's subscription to pellets (its row as placed). */
async function newSubscription(login: string) {
  const me = await registered(t, login);
  return { me, ...(await subscribe(t, me)).subscription };
}

const eventsOf = (id: string) =>
  t.db.db.select().from(subscriptionEvents).where(eq(subscriptionEvents.subscriptionId, id));

describe('operator subscription API: access and validation', () => {
  it('refuses a request without the token or with another one (401), changing nothing', async () => {
    const sub = await newSubscription('ops-sub-401@example.com');
    const wrong = [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, `Bearer ${sub.me.token}`];
    for (const authorization of wrong)
      for (const [method, path] of [
        ['GET', ''],
        ['GET', `/${sub.id}`],
        ['POST', `/${sub.id}/pause`],
        ['POST', `/${sub.id}/cancel`],
        ['POST', '/run'],
      ] as const) {
        const res = await t.app.request(`${MANAGE}${path}`, {
          method,
          headers: authorization ? { authorization } : {},
        });
        expect(res.status, `${method} ${path} ${authorization}`).toBe(401);
        expect(res.headers.get('www-authenticate')).toBe('Bearer realm="subscriptions"');
      }
    expect((await json(ops('GET', `/${sub.id}`))).status).toBe('active');
    expect(await eventsOf(sub.id)).toEqual([]);
  });

  it('names the field at fault (400) and answers an unknown subscription 404', async () => {
    const status = await ops('GET', '?status=gone');
    expect(status.status).toBe(400);
    expect((await problemOf(status)).detail).toMatch(/^status: must be one of active/);
    expect((await problemOf(await ops('GET', '?limit=0'))).detail).toMatch(/^limit:/);
    expect((await problemOf(await ops('GET', '?siteId=no%20site'))).detail).toMatch(/^siteId:/);
    const badId = await ops('GET', '/not-an-id');
    expect(badId.status).toBe(400);
    expect((await problemOf(badId)).detail).toBe('id: must be a subscription id');
    const sub = await newSubscription('ops-sub-400@example.com');
    const body = await ops('POST', `/${sub.id}/pause`, { body: '{"when":"now"}' });
    expect(body.status).toBe(400);
    expect((await problemOf(body)).detail).toMatch(/when/);
    const notJson = await ops('POST', `/${sub.id}/pause`, { body: '{' });
    expect(notJson.status).toBe(400);
    expect((await problemOf(notJson)).detail).toMatch(/JSON/);
    const actor = await ops('POST', `/${sub.id}/pause`, { actor: 'a/b' });
    expect(actor.status).toBe(400);
    expect((await problemOf(actor)).detail).toMatch(/^x-ops-actor:/);
    const unknown = await ops('POST', `/${'0'.repeat(24)}/cancel`);
    expect(unknown.status).toBe(404);
    expect(await problemOf(unknown)).toMatchObject({ type: '/errors/subscription-not-found' });
    expect((await json(ops('GET', `/${sub.id}`))).status).toBe('active');
    expect(await eventsOf(sub.id)).toEqual([]);
  });

  it('does not exist without OPS_TOKEN; answers run 503 where no scheduler was given', async () => {
    const bare = await createTestCommerce();
    const unscheduled = await createTestCommerce({ env: { OPS_TOKEN: TOKEN } });
    try {
      const res = await bare.app.request(MANAGE, { headers: { authorization: 'Bearer x' } });
      expect(res.status).toBe(404);
      const run = await unscheduled.app.request(`${MANAGE}/run`, {
        method: 'POST',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(run.status).toBe(503);
      expect(await problemOf(run)).toMatchObject({ type: '/errors/scheduler-unavailable' });
    } finally {
      await bare.close();
      await unscheduled.close();
    }
  });
});

describe('operator subscription API: list and show', () => {
  it('lists newest first, by customer id or email, status and site, a page at a time', async () => {
    const older = await newSubscription('ops-list-a@example.com');
    const newer = await newSubscription('ops-list-b@example.com');
    await t.db.db
      .update(subscriptions)
      .set({ email: 'Camper.Jo@Example.com', status: 'paused' })
      .where(eq(subscriptions.id, newer.id));
    type Page = { data: Array<{ id: string; status: string }>; limit: number; offset: number };
    const all = await json<Page>(ops('GET', ''));
    const order = all.data.map((s) => s.id);
    expect(order.indexOf(newer.id)).toBeLessThan(order.indexOf(older.id));
    expect((await json<Page>(ops('GET', `?customer=${older.customerId}`))).data).toEqual([
      expect.objectContaining({ id: older.id, customerId: older.customerId, status: 'active' }),
    ]);
    const byEmail = await json<Page>(ops('GET', '?customer=camper.jo'));
    expect(byEmail.data.map((s) => s.id)).toEqual([newer.id]);
    const paused = await json<Page>(ops('GET', '?status=paused&siteId=SoloUS'));
    expect(paused.data.map((s) => s.id)).toContain(newer.id);
    expect(paused.data.every((s) => s.status === 'paused')).toBe(true);
    expect((await json<Page>(ops('GET', '?siteId=SoloEU'))).data).toEqual([]);
    const second = await json<Page>(ops('GET', '?limit=1&offset=1'));
    expect(second).toMatchObject({ limit: 1, offset: 1 });
    expect(second.data.map((s) => s.id)).toEqual([order[1]]);
  });
});

describe('operator subscription API: actions', () => {
  it('pauses, resumes and cancels as the shopper would, each on the trail; canceled is 409', async () => {
    const sub = await newSubscription('ops-act@example.com');
    const paused = await json(ops('POST', `/${sub.id}/pause`, { actor: 'alice' }));
    expect(paused).toMatchObject({ id: sub.id, status: 'paused', productName: 'Pellets' });
    const resumed = await json(ops('POST', `/${sub.id}/resume`, { body: '{}' }));
    expect(resumed.status).toBe('active');
    expect(resumed.nextOrderDate > todayOn('SoloUS', new Date())).toBe(true);
    const canceled = await json(ops('POST', `/${sub.id}/cancel`, { actor: 'bob' }));
    expect(canceled.status).toBe('canceled');
    expect(canceled.events.map((e) => [e.kind, e.from, e.to, e.actor])).toEqual([
      ['pause', 'active', 'paused', 'ops:alice'],
      ['resume', 'paused', 'active', 'ops'],
      ['cancel', 'active', 'canceled', 'ops:bob'],
    ]);
    for (const action of ['pause', 'resume', 'cancel']) {
      const refused = await ops('POST', `/${sub.id}/${action}`);
      expect(refused.status).toBe(409);
      expect(await problemOf(refused)).toMatchObject({
        type: '/errors/subscription-canceled',
        currentStatus: 'canceled',
      });
    }
    expect(await eventsOf(sub.id)).toHaveLength(3);
    const audited = t.logs
      .filter((l) => l.audit === 'subscriptions' && l.subscriptionId === sub.id)
      .map((l) => [l.action, l.actor, l.ok, l.to ?? l.reason]);
    expect(audited).toEqual([
      ['pause', 'ops:alice', true, 'paused'],
      ['resume', 'ops', true, 'active'],
      ['cancel', 'ops:bob', true, 'canceled'],
      ['pause', 'ops', false, 'canceled'],
      ['resume', 'ops', false, 'canceled'],
      ['cancel', 'ops', false, 'canceled'],
    ]);
    // The shopper sees the operator's cancel: their own change is refused too.
    const own = `${SUBSCRIPTIONS(sub.me.customerId)}/subscriptions/${sub.id}/actions/resume`;
    expect((await call(t, 'POST', own, sub.me.token)).status).toBe(409);
  });

  it('runs the scheduler now: a due subscription is placed and shows its run', async () => {
    const sub = await newSubscription('ops-run@example.com');
    const today = todayOn('SoloUS', new Date());
    await t.db.db
      .update(subscriptions)
      .set({ nextOrderDate: today, anchorDay: Number(today.slice(8)) })
      .where(eq(subscriptions.id, sub.id));
    const run = await json<Record<string, number>>(ops('POST', '/run', { actor: 'cron' }));
    expect(Object.keys(run).sort()).toEqual(
      ['declined', 'failed', 'paused', 'placed', 'reminded', 'skipped'].sort(),
    );
    expect(run.placed).toBe(1);
    const shown = await json(ops('GET', `/${sub.id}`));
    expect(shown.runs).toEqual([
      expect.objectContaining({ dueDate: today, state: 'placed', attempts: 1 }),
    ]);
    expect(shown.runs[0]!.orderNo).toMatch(/^\d{8}$/);
    expect(shown.nextOrderDate > today).toBe(true);
    expect(t.logs).toContainEqual(
      expect.objectContaining({ audit: 'subscriptions', action: 'run', actor: 'ops:cron' }),
    );
    // Run again: the date is ordered once.
    expect((await json<Record<string, number>>(ops('POST', '/run'))).placed).toBe(0);
  });
});
