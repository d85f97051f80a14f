import { describe, expect, it } from 'vitest';
import { cliRequest, UsageError } from './cli-request.ts';

const env = { REVIEWS_ADMIN_TOKEN: 't'.repeat(40), REVIEWS_API_URL: 'http://shop.test/' };
const BASE =
  'http://shop.test/mobify/proxy/api/custom/reviews/v1/organizations/f_ecom_solo_001/moderation';

describe('npm run reviews', () => {
  it('lists the pending queue by default, or a status with a limit', () => {
    expect(cliRequest(['list'], env)).toMatchObject({
      method: 'GET',
      url: `${BASE}?status=pending`,
    });
    expect(cliRequest(['list', 'approved', '--limit', '5'], env).url).toBe(
      `${BASE}?status=approved&limit=5`,
    );
  });

  it('approves and rejects with an optional note, the token and the actor', () => {
    const approve = cliRequest(['approve', 'abc', '--note', 'fine'], {
      ...env,
      REVIEWS_ACTOR: 'alice',
    });
    expect(approve).toEqual({
      method: 'POST',
      url: `${BASE}/abc/approve`,
      headers: {
        authorization: `Bearer ${env.REVIEWS_ADMIN_TOKEN}`,
        'x-reviews-actor': 'alice',
        'content-type': 'application/json',
      },
      body: '{"note":"fine"}',
    });
    expect(cliRequest(['reject', 'abc'], env)).toMatchObject({
      url: `${BASE}/abc/reject`,
      body: '{}',
    });
  });

  it('refuses without a token, a command or a review id', () => {
    expect(() => cliRequest(['list'], {})).toThrow(UsageError);
    expect(() => cliRequest([], env)).toThrow('no command');
    expect(() => cliRequest(['approve'], env)).toThrow('approve needs <reviewId>');
    expect(() => cliRequest(['approve', 'x', '--note'], env)).toThrow('--note needs a value');
  });
});
