import { describe, expect, it } from 'vitest';
import { cliRequest, UsageError } from './cli-request.ts';

const env = { OPS_TOKEN: 't'.repeat(40), ORDERS_API_URL: 'http://shop.test/' };
const BASE =
  'http://shop.test/mobify/proxy/api/custom/orders/v1/organizations/f_ecom_solo_001/manage';

describe('npm run orders', () => {
  it('lists and searches, and shows one order', () => {
    expect(cliRequest(['list'], env)).toMatchObject({ method: 'GET', url: BASE });
    expect(
      cliRequest(['list', '--q', 'jo@x.com', '--status', 'shipped', '--limit', '5'], env).url,
    ).toBe(`${BASE}?q=jo%40x.com&status=shipped&limit=5`);
    expect(cliRequest(['show', '12345678'], env).url).toBe(`${BASE}/12345678`);
  });

  it('ships lines with the carrier, tracking number, token, actor and a given key', () => {
    const ship = cliRequest(
      [
        'ship',
        '12345678',
        '--carrier',
        'ups',
        '--tracking',
        '1Z9',
        '--line',
        'a=1',
        '--line',
        'b=2',
        '--key',
        'k-123456789',
      ],
      { ...env, OPS_ACTOR: 'alice' },
    );
    expect(ship).toEqual({
      method: 'POST',
      url: `${BASE}/12345678/ship`,
      headers: {
        authorization: `Bearer ${env.OPS_TOKEN}`,
        'x-ops-actor': 'alice',
        'content-type': 'application/json',
        'idempotency-key': 'k-123456789',
      },
      body: '{"carrier":"ups","trackingNumber":"1Z9","lines":{"a":1,"b":2}}',
    });
  });

  it('sends a new key per run unless one is given, and the bodies of refund and return', () => {
    const a = cliRequest(['cancel', '12345678'], env);
    const b = cliRequest(['cancel', '12345678'], env);
    expect(a.headers['idempotency-key']).not.toBe(b.headers['idempotency-key']);
    expect(a.body).toBe('{}');
    expect(cliRequest(['refund', '1', '--amount', '12.50'], env).body).toBe('{"amount":12.5}');
    expect(cliRequest(['refund', '1'], env).body).toBe('{}');
    expect(cliRequest(['return', '1', '--restock'], env).body).toBe('{"restock":true}');
    expect(cliRequest(['return', '1'], env).body).toBe('{"restock":false}');
    const resend = cliRequest(['resend', '12345678', '--email', 'shipping'], env);
    expect(resend).toMatchObject({ method: 'POST', url: `${BASE}/12345678/resend` });
    expect(resend.body).toBe('{"email":"shipping"}');
  });

  it('refuses without a token, a command, an order number or good options', () => {
    expect(() => cliRequest(['list'], {})).toThrow(UsageError);
    expect(() => cliRequest([], env)).toThrow('no command');
    expect(() => cliRequest(['deliver'], env)).toThrow('deliver needs <orderNo>');
    expect(() => cliRequest(['ship', '1', '--carrier', 'ups'], env)).toThrow('--tracking');
    expect(() =>
      cliRequest(['ship', '1', '--carrier', 'ups', '--tracking', 'x', '--line', 'a'], env),
    ).toThrow('ITEM_ID=UNITS');
    expect(() => cliRequest(['refund', '1', '--amount', 'ten'], env)).toThrow('decimal');
    expect(() => cliRequest(['cancel', '1', '2'], env)).toThrow('unexpected');
    expect(() => cliRequest(['resend', '1'], env)).toThrow('resend needs --email KIND');
    expect(() => cliRequest(['list', '--limit'], env)).toThrow('--limit needs a value');
  });
});
