import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchClickCounts, searchClicks } from '@solo/db/schema';
import type { TestCommerce } from '../../testing.ts';
import { ORG } from '../auth/auth-testing.ts';
import { searchSuggestions } from './suggestions.ts';
import { createSearchTestStore, site } from './test-store.ts';

const CLICKS = `/mobify/proxy/api/custom/search/v1/organizations/${ORG}/clicks?siteId=SoloUS&locale=en-US`;

describe('search click analytics', () => {
  let t: TestCommerce;
  const click = (body: unknown, ip = '198.51.100.7') =>
    t.app.request(
      CLICKS,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      },
      // The client's address, as the socket gives it.
      { peer: ip },
    );
  const phraseClick = (phrase: string, position = 3) => ({
    index: 'query_suggestions',
    query: 'fire',
    objectID: phrase,
    position,
    queryID: 'a1b2c3d4',
  });
  const phrases = async () =>
    (
      await searchSuggestions(t.db.db, {
        site: site('SoloUS'),
        locale: 'en-US',
        currency: 'USD',
        q: 'fire',
        limit: 7,
      })
    ).phrases.map((p) => p.phrase);

  beforeAll(async () => {
    t = await createSearchTestStore();
  });
  afterAll(() => t.close());

  it('ranks a phrase clicked more often before one finding more products', async () => {
    expect((await phrases()).slice(0, 3)).toEqual(['fire', 'fire pit', 'fire pits']);
    for (let i = 0; i < 2; i++) expect((await click(phraseClick('Fire Pits'))).status).toBe(204);
    expect((await click(phraseClick('fire pit', 2))).status).toBe(204);
    // The exact match stays first; clicks order what starts with the query.
    expect((await phrases()).slice(0, 3)).toEqual(['fire', 'fire pits', 'fire pit']);
  });

  it('stores what was searched and chosen, and nothing about who', async () => {
    const events = await t.db.db.select().from(searchClicks);
    expect(events).toHaveLength(3);
    expect(events[0]).toMatchObject({
      index: 'query_suggestions',
      locale: 'en-us',
      query: 'fire',
      objectId: 'fire pits',
      position: 3,
      queryId: 'a1b2c3d4',
    });
    expect(JSON.stringify(events)).not.toContain('198.51.100.7');
    const counts = await t.db.db.select().from(searchClickCounts);
    expect(counts.map((c) => [c.objectId, c.clicks]).sort()).toEqual([
      ['fire pit', 1],
      ['fire pits', 2],
    ]);
  });

  it('refuses a click out of bounds, naming the field, and records nothing', async () => {
    for (const [body, field] of [
      [{ ...phraseClick('x'), index: 'orders' }, 'index'],
      [{ ...phraseClick('x'), query: 'q'.repeat(201) }, 'query'],
      [{ ...phraseClick('x'.repeat(201)) }, 'objectID'],
      [{ ...phraseClick('x'), position: 0 }, 'position'],
      [{ ...phraseClick('x'), queryID: 'a b' }, 'queryID'],
      [{ ...phraseClick('x'), email: 'someone@example.com' }, 'email'],
    ] as const) {
      const res = await click(body, '198.51.100.8');
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(field);
    }
    expect(await t.db.db.select().from(searchClicks)).toHaveLength(3);
  });

  it('refuses a client clicking faster than a shopper can', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++)
      statuses.push((await click(phraseClick('fire pit'), '203.0.113.9')).status);
    expect(statuses.slice(0, 20).every((s) => s === 204)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    expect((await click(phraseClick('fire pit'), '203.0.113.10')).status).toBe(204);
  });
});
