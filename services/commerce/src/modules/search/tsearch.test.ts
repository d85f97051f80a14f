import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '@solo/db';
import { createTestDatabase } from '@solo/db/testing';
import { TextIndex } from './text-index.ts';
import { matchesName, parseTsQuery, parseTsVector, rankOperands, tsRank } from './tsearch.ts';

const TEXTS = [
  [
    'Signature Smokeless Fire Pit',
    'Fire Pits Wood Fire Pits black stainless',
    'A fire pit that burns clean.',
  ],
  ['Fireside Tumbler', 'Drinkware sand black', 'Keeps drinks hot by the fire.'],
  ['Pi Pizza Oven', 'Pizza Ovens', 'Wood-fired pizza in 60 seconds; a pizza oven for the yard.'],
  ['Fire Pit Bellows', 'Accessories', 'Blow air into the fire pit, fire pit after fire pit.'],
  ['Camp Stove', 'Stoves', 'Two burners.'],
];
const QUERIES = [
  'fire',
  'fire pit',
  '"fire pit"',
  'fire -tumbler',
  'pizza oven',
  'fir:*',
  'stove | oven',
  'fire & !pit',
];

/** The vector the search documents are made of: name A, keywords B, description C. */
const vector = (name: string, keywords: string, description: string) => sql`
  setweight(to_tsvector('english', ${name}) || to_tsvector('simple', ${name}), 'A') ||
  setweight(to_tsvector('english', ${keywords}) || to_tsvector('simple', ${keywords}), 'B') ||
  setweight(to_tsvector('english', ${description}) || to_tsvector('simple', ${description}), 'C')`;

/** `fir:*` is a prefix query as written; the others as a shopper types them. */
const tsquery = (q: string) =>
  q.includes(':*') || q.includes('|') || q.includes('&')
    ? sql`to_tsquery('english', ${q})`
    : sql`websearch_to_tsquery('english', ${q})`;

describe('PostgreSQL text search in memory', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('parses vectors and queries as PostgreSQL prints them', () => {
    expect(parseTsVector("'fire':1A,4 'it''s':2B 'pit':3")).toEqual(
      new Map([
        ['fire', [(1 << 2) | 3, 4 << 2]],
        ["it's", [(2 << 2) | 2]],
        ['pit', [3 << 2]],
      ]),
    );
    expect(parseTsQuery("( 'fire' | 'fir':* ) & !'ranger' & 'pizza' <-> 'oven'")).toEqual({
      op: 'and',
      left: {
        op: 'and',
        left: {
          op: 'or',
          left: { op: 'val', word: 'fire', prefix: false },
          right: { op: 'val', word: 'fir', prefix: true },
        },
        right: { op: 'not', arg: { op: 'val', word: 'ranger', prefix: false } },
      },
      right: {
        op: 'phrase',
        left: { op: 'val', word: 'pizza', prefix: false },
        right: { op: 'val', word: 'oven', prefix: false },
        distance: 1,
      },
    });
    expect(parseTsQuery('')).toBeNull();
  });

  it('matches and ranks exactly as @@, ts_filter and ts_rank do', async () => {
    for (const q of QUERIES) {
      const rows = await queryRows<{ v: string; q: string; m: boolean; a: boolean; r: number }>(
        handle.db,
        sql`select v::text as v, q::text as q, v @@ q as m, ts_filter(v, '{a}') @@ q as a,
          ts_rank(v, q) as r
        from (values ${sql.join(
          TEXTS.map(([n, k, d]) => sql`(${vector(n!, k!, d!)})`),
          sql`, `,
        )}) as t(v), ${tsquery(q)} as q`,
      );
      const index = TextIndex.build(rows.map((r) => r.v));
      const query = parseTsQuery(rows[0]!.q)!;
      const compiled = index.compile(query);
      const items = rankOperands(query);
      rows.forEach((row, d) => {
        const where = `${q} in document ${d}`;
        expect([...compiled.matching].includes(d), where).toBe(row.m);
        expect(matchesName(query, compiled, d), where).toBe(row.a);
        // float4 travels as its shortest decimal; fround gives back the same single.
        if (row.m) expect(tsRank(query, items, compiled, d), where).toBe(Math.fround(row.r));
      });
    }
  });
});
