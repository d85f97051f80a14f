import { describe, expect, it } from 'vitest';
import { watchBearerRefusals } from './ended-session.server.ts';

const answer =
  (status: number, headers: Record<string, string> = {}) =>
  () =>
    Promise.resolve(new Response(null, { status, headers }));

const bearer = { headers: { authorization: 'Bearer abc' } };
const invalidToken = { 'www-authenticate': 'Bearer error="invalid_token"' };

describe('watchBearerRefusals', () => {
  it('notices a 401 invalid_token answered to a call with a bearer token', async () => {
    const watch = watchBearerRefusals(answer(401, invalidToken));
    expect(watch.refused()).toBe(false);
    expect((await watch.fetch('http://x/api', bearer)).status).toBe(401);
    expect(watch.refused()).toBe(true);
  });

  it('ignores other answers, calls without a token and 401s for wrong credentials', async () => {
    for (const [fetch, init] of [
      [answer(200), bearer],
      [answer(403), bearer],
      [answer(401), bearer],
      [answer(401, invalidToken), {}],
    ] as const) {
      const watch = watchBearerRefusals(fetch);
      await watch.fetch('http://x/api', init);
      expect(watch.refused()).toBe(false);
    }
  });
});
