/** The balance check of `/gift-card-balance` (spec 000 §2): refusals that tell nothing, budgets. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@solo/db';
import { createTestCommerce, memoryLogger, type TestCommerce } from '../../testing.ts';
import { BASKETS, ORG, call, guest, ok, type TestShopper } from '../baskets/basket-testing.ts';
import { outboxMailer } from '../mail/index.ts';
import { ORDERS, readyBasket, seedBasketCatalog } from '../orders/orders-testing.ts';
import { displayCode, newCode } from './codes.ts';
import { deliverDueGiftCards } from './delivery.ts';

const BALANCE = `/mobify/proxy/api/custom/gift-card/v1/organizations/${ORG}/balance`;

let t: TestCommerce;
let g: TestShopper;
let secret: { code: string; pin: string };
beforeAll(async () => {
  t = await createTestCommerce();
  await seedBasketCatalog(t.db.db);
  g = await guest(t);
  const basketId = await readyBasket(t, g, [{ productId: 'log-rack', quantity: 1 }]);
  const gift = { amount: 120, recipientEmail: 'sam@example.com', recipientName: 'Sam' };
  await ok(call(t, 'POST', `${BASKETS}/${basketId}/gift-certificate-items`, g.token, gift));
  const placed = await t.app.request(`${ORDERS}?siteId=SoloUS`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${g.token}` },
    body: JSON.stringify({ basketId }),
  });
  expect(placed.status).toBe(201);
  const { logger } = memoryLogger();
  const deps = {
    db: t.db.db,
    mailer: outboxMailer(t.db.db),
    log: logger,
    publicOrigin: undefined,
    storeInbox: t.config.mail.storeInbox,
  };
  expect(await deliverDueGiftCards(deps, new Date())).toEqual({ sent: 1, failed: 0 });
  const [mail] = await t.db.db
    .select()
    .from(schema.mailOutbox)
    .where(eq(schema.mailOutbox.kind, 'gift-card'));
  const code = /: ([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})\n/.exec(mail!.text)![1]!;
  const pin = /: (\d{6})\n/.exec(mail!.text)![1]!;
  secret = { code, pin };
});
afterAll(() => t.close());

let nextPeer = 0;
/** A balance check from its own client address unless `peer` is given (budgets are per client). */
const check = (body: unknown, peer = `10.1.0.${++nextPeer}`) =>
  call(t, 'POST', BALANCE, g.token, body, peer);

const problem = async (res: Response) => {
  const body = (await res.json()) as Record<string, unknown>;
  const { instance: _instance, requestId: _requestId, ...rest } = body;
  return rest;
};

describe('gift card balance', () => {
  it('answers the balance and currency for the code and PIN, however the code is typed', async () => {
    const res = await check(secret);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ balance: 120, currency: 'USD' });
    const typed = { code: ` ${secret.code.toLowerCase().replace(/-/g, ' ')} `, pin: secret.pin };
    expect(await (await check(typed)).json()).toEqual({ balance: 120, currency: 'USD' });
  });

  it('answers an unknown code and a wrong PIN with the same 404', async () => {
    const wrongPin = String((Number(secret.pin) + 1) % 1e6).padStart(6, '0');
    const unknown = await check({ code: displayCode(newCode().code), pin: secret.pin });
    const wrong = await check({ code: secret.code, pin: wrongPin });
    const malformedCode = await check({ code: 'not-a-code', pin: secret.pin });
    expect([unknown.status, wrong.status, malformedCode.status]).toEqual([404, 404, 404]);
    const bodies = [await problem(unknown), await problem(wrong), await problem(malformedCode)];
    expect(bodies[0]).toMatchObject({ title: 'Gift Card Not Found' });
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    expect(JSON.stringify(bodies[0])).not.toMatch(/pin is|expired|balance/i);
  });

  it('names a missing code or a PIN that is not six digits', async () => {
    const res = await check({ code: '', pin: '12' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { invalidFields?: Array<{ name: string }> };
    expect(body.invalidFields?.map((f) => f.name).sort()).toEqual(['code', 'pin']);
  });

  it('needs a shopper token', async () => {
    const res = await call(t, 'POST', BALANCE, null, secret, '10.2.0.1');
    expect(res.status).toBe(401);
  });

  it('refuses a burst of checks from one client with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await check({ code: displayCode(newCode().code), pin: '000000' }, '10.3.0.1')).status,
      );
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
    const refused = await check(secret, '10.3.0.1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses PIN guesses at one code from many clients', async () => {
    const target = newCode();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await check({ code: target.code, pin: String(i).padStart(6, '0') })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses[10]).toBe(429);
  });
});
