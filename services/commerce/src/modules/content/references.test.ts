import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '@solo/db';
import { createTestDatabase } from '@solo/db/testing';
import { pathTree } from './paths.ts';
import { attachRteEntries, resolveReferences } from './references.ts';
import { upsertContentEntry, type Entry } from './store.ts';

const ref = (type: string, uid: string) => ({ _content_type_uid: type, uid });

/** The database, counting the entry lookups made through it. */
function counting(db: Database): { db: Database; queries: () => number } {
  let n = 0;
  const proxy = new Proxy(db, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (prop === 'selectDistinctOn' && typeof value === 'function') {
        return (...args: unknown[]) => {
          n++;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return value;
    },
  });
  return { db: proxy, queries: () => n };
}

describe('reference resolution', () => {
  let handle: DatabaseHandle;
  let pages: Entry[];
  beforeAll(async () => {
    handle = await createTestDatabase();
    const db = handle.db;
    for (const uid of ['a', 'b', 'c']) {
      await upsertContentEntry(db, {
        contentTypeUid: 'link',
        uid: `link-${uid}`,
        locale: 'en-us',
        title: uid,
        body: { target: ref('leaf', 'leaf') },
      });
      await upsertContentEntry(db, {
        contentTypeUid: 'card',
        uid: `card-${uid}`,
        locale: 'en-us',
        title: uid,
        body: { group: { link: ref('link', `link-${uid}`) } },
      });
    }
    await upsertContentEntry(db, {
      contentTypeUid: 'leaf',
      uid: 'leaf',
      locale: 'en-us',
      title: 'Leaf',
      body: {},
    });
  });
  afterAll(() => handle.close());

  const freshPages = (): Entry[] =>
    ['p1', 'p2', 'p3'].map((uid) => ({
      uid,
      _content_type_uid: 'page',
      locale: 'en-us',
      title: uid,
      updated_at: new Date(0).toISOString(),
      sections: [ref('card', 'card-a'), ref('card', 'card-b'), ref('card', 'card-c')],
    }));

  it('makes one query per level, whatever the number of entries', async () => {
    pages = freshPages();
    const { db, queries } = counting(handle.db);
    await resolveReferences(db, pages, pathTree(['sections.group.link.target']), 'en-us');
    // Level 1: the nine card references; level 2: links inside groups; level 3: the leaf.
    expect(queries()).toBe(3);
    const link = (pages[2]?.sections as Array<{ group: { link: Record<string, unknown> } }>)[1]
      ?.group.link;
    expect(link).toMatchObject({ uid: 'link-b', target: { uid: 'leaf', title: 'Leaf' } });
  });

  it('gives each place its own copy of a shared entry', async () => {
    pages = freshPages();
    await resolveReferences(handle.db, pages, pathTree(['sections']), 'en-us');
    const first = (pages[0]?.sections as Array<Record<string, unknown>>)[0];
    const second = (pages[1]?.sections as Array<Record<string, unknown>>)[0];
    expect(first).toEqual(second);
    expect(first).not.toBe(second);
  });

  it('stops without a query when the paths name nothing', async () => {
    pages = freshPages();
    const { db, queries } = counting(handle.db);
    await resolveReferences(db, pages, pathTree(['nothing.here']), 'en-us');
    await attachRteEntries(db, pages, pathTree(['body']), 'en-us');
    expect(queries()).toBe(0);
  });
});
