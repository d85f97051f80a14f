import { describe, expect, it } from 'vitest';
import type { RecommenderId } from './recommenders.ts';
import { memoizedRecommendations } from './memo.ts';

/** A provider that counts its computations and answers each with its number. */
function counting() {
  const calls: RecommenderId[] = [];
  return {
    calls,
    provider: {
      candidates: (recommender: RecommenderId) => {
        calls.push(recommender);
        return Promise.resolve([`ranked-${calls.length}`]);
      },
    },
  };
}

const HOME = { siteId: 'SoloUS' as const, productIds: [] };

describe('memoized recommendations', () => {
  it('computes a catalog recommender once until the catalog changes', async () => {
    const clock = { generation: 0 };
    const { calls, provider } = counting();
    const memo = memoizedRecommendations(provider, { generation: () => clock.generation });
    expect(await memo.candidates('products-in-all-categories', HOME)).toEqual(['ranked-1']);
    expect(await memo.candidates('products-in-all-categories', HOME)).toEqual(['ranked-1']);
    expect(
      await memo.candidates('products-in-all-categories', { ...HOME, siteId: 'SoloCA' }),
    ).toEqual(['ranked-2']);
    clock.generation++;
    expect(await memo.candidates('products-in-all-categories', HOME)).toEqual(['ranked-3']);
    expect(calls).toHaveLength(3);
  });

  it('ranks best sellers again in the background once the refresh time passed', async () => {
    const clock = { now: 0 };
    const { calls, provider } = counting();
    const memo = memoizedRecommendations(provider, {
      generation: () => 0,
      revenueRefreshMs: 1000,
      now: () => clock.now,
    });
    const top = () => memo.candidates('home-top-revenue-for-category', HOME);
    expect(await top()).toEqual(['ranked-1']);
    clock.now = 999;
    expect(await top()).toEqual(['ranked-1']);
    clock.now = 1000;
    // The last ranking answers while the next is computed; then the next one answers.
    expect(await top()).toEqual(['ranked-1']);
    await new Promise((r) => setTimeout(r, 0));
    expect(await top()).toEqual(['ranked-2']);
    expect(calls).toHaveLength(2);
  });

  it('keeps no failed computation and nothing of a recommender that reads the shopper', async () => {
    let fail = true;
    let calls = 0;
    const memo = memoizedRecommendations(
      {
        candidates: () => {
          calls++;
          return fail ? Promise.reject(new Error('database away')) : Promise.resolve(['ok']);
        },
      },
      { generation: () => 0 },
    );
    await expect(memo.candidates('pdp-similar-items', HOME)).rejects.toThrow('database away');
    fail = false;
    expect(await memo.candidates('pdp-similar-items', HOME)).toEqual(['ok']);
    await memo.candidates('viewed-recently-einstein', HOME);
    await memo.candidates('viewed-recently-einstein', HOME);
    expect(calls).toBe(4);
  });
});
