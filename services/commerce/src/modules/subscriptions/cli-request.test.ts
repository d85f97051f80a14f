import { describe, expect, it } from 'vitest';
import { cliRequest, UsageError } from './cli-request.ts';

const env = { OPS_TOKEN: 't'.repeat(40), SUBSCRIPTIONS_API_URL: 'http://shop.test/' };
const BASE =
  'http://shop.test/mobify/proxy/api/custom/subscriptions/v1/organizations/f_ecom_solo_001/manage';
const ID = '0123456789abcdef01234567';

describe('npm run subscriptions', () => {
  it('lists and filters, and shows one subscription', () => {
    expect(cliRequest(['list'], env)).toEqual({
      method: 'GET',
      url: BASE,
      headers: { authorization: `Bearer ${env.OPS_TOKEN}` },
    });
    expect(
      cliRequest(['list', '--customer', 'jo@x.com', '--status', 'paused', '--limit', '5'], env).url,
    ).toBe(`${BASE}?customer=jo%40x.com&status=paused&limit=5`);
    expect(cliRequest(['list', '--site', 'SoloCA', '--offset', '50'], env).url).toBe(
      `${BASE}?siteId=SoloCA&offset=50`,
    );
    expect(cliRequest(['show', ID], env)).toMatchObject({ method: 'GET', url: `${BASE}/${ID}` });
  });

  it('pauses, resumes, cancels and runs with the token and actor', () => {
    for (const action of ['pause', 'resume', 'cancel'])
      expect(cliRequest([action, ID], { ...env, OPS_ACTOR: 'alice' })).toEqual({
        method: 'POST',
        url: `${BASE}/${ID}/${action}`,
        headers: {
          authorization: `Bearer ${env.OPS_TOKEN}`,
          'x-ops-actor': 'alice',
          'content-type': 'application/json',
        },
        body: '{}',
      });
    expect(cliRequest(['run'], env)).toMatchObject({ method: 'POST', url: `${BASE}/run` });
  });

  it('takes the store from SUBSCRIPTIONS_API_URL, by default localhost:3000', () => {
    expect(cliRequest(['run'], { OPS_TOKEN: 'x' }).url).toBe(
      'http://localhost:3000/mobify/proxy/api/custom/subscriptions/v1/organizations/f_ecom_solo_001/manage/run',
    );
  });

  it('refuses without a token, a command, an id or good options', () => {
    expect(() => cliRequest(['list'], {})).toThrow(UsageError);
    expect(() => cliRequest(['list'], {})).toThrow('OPS_TOKEN is not set');
    expect(() => cliRequest([], env)).toThrow('no command');
    expect(() => cliRequest(['skip', ID], env)).toThrow('unknown command "skip"');
    expect(() => cliRequest(['pause'], env)).toThrow('pause needs <id>');
    expect(() => cliRequest(['cancel', ID, 'now'], env)).toThrow('unexpected "now"');
    expect(() => cliRequest(['run', 'now'], env)).toThrow('unexpected "now"');
    expect(() => cliRequest(['list', '--q', 'x'], env)).toThrow('unexpected "--q x"');
    expect(() => cliRequest(['list', '--limit'], env)).toThrow('--limit needs a value');
  });
});
