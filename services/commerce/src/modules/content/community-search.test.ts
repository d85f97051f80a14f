import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communitySearchDocuments } from '@solo/db/schema';
import { createTestCommerce, memoryLogger, type TestCommerce } from '../../testing.ts';
import { importContentFolder } from './import.ts';
import { importContentOnStart } from './startup.ts';
import { communityIndexInStep, rebuildCommunityIndex } from './community-index.ts';
import { splitQuery, type CommunitySearchResult } from './community-search.ts';
import { upsertContentEntry } from './store.ts';

const TOKEN = 'content-admin-token-for-tests-0123456789';
const MANAGE = '/content-stack/manage/v1/entries';

const doc = (...texts: string[]) => ({
  type: 'doc',
  children: texts.map((text) => ({ type: 'p', children: [{ text }] })),
});

interface PostFields {
  title: string;
  summary?: string;
  body?: string;
  categories?: string[];
  date?: string;
  type?: string;
  author?: string;
  tags?: string[];
}

const post = (uid: string, f: PostFields) => ({
  title: f.title,
  body: {
    title: f.title,
    url: `/${uid}`,
    summary: f.summary ?? 'A post.',
    featured_image: { url: `/images/content/community/${uid}.svg`, alt: f.title },
    categories: (f.categories ?? ['guides']).map((c) => ({
      _content_type_uid: 'community_category',
      uid: c,
    })),
    publish_date: f.date ?? '2026-01-01T10:00:00.000Z',
    post_type: f.type ?? 'Article',
    post_author: { name: f.author ?? 'Maya Lindqvist' },
    author: [{ _content_type_uid: 'community_author', uid: 'maya-lindqvist' }],
    body: doc(f.body ?? 'Some words.'),
    ...(f.tags ? { tags: f.tags } : {}),
  },
});

describe('community search', () => {
  let t: TestCommerce;
  const put = (type: string, uid: string, locale: string, entry: { title: string; body: object }) =>
    upsertContentEntry(t.db.db, {
      contentTypeUid: type,
      uid,
      locale,
      title: entry.title,
      body: entry.body as Record<string, unknown>,
    });
  const putPost = (uid: string, locale: string, f: PostFields) =>
    put('community_posts', uid, locale, post(uid, f));
  const putCategory = (uid: string, locale: string, title: string) =>
    put('community_category', uid, locale, { title, body: { title, url: `/${uid}`, sort: 1 } });
  const search = async (params: Record<string, string>) => {
    const res = await t.app.request(
      `/content-stack/search?${new URLSearchParams({ index: 'community_posts', ...params })}`,
    );
    expect(res.status, JSON.stringify(params)).toBe(200);
    return (await res.json()) as CommunitySearchResult;
  };
  const uids = async (params: Record<string, string>) =>
    (await search(params)).hits.map((h) => h.objectID);
  const manage = (method: string, path: string, body?: unknown) =>
    t.app.request(`${MANAGE}/${path}`, {
      method,
      headers: {
        authorization: `Bearer ${TOKEN}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  beforeAll(async () => {
    t = await createTestCommerce({ env: { CONTENT_ADMIN_TOKEN: TOKEN } });
    await putCategory('guides', 'en-us', 'Guides');
    await putCategory('recipes', 'en-us', 'Recipes');
    await putCategory('recipes', 'de', 'Rezepte');
    await putPost('wood-fired-margherita', 'en-us', {
      title: 'Wood-Fired Margherita in 90 Seconds',
      summary: 'The classic pizza, blistered in the dome of a hot oven.',
      body: 'Stretch the dough by hand and bake it fast.',
      categories: ['recipes'],
      type: 'Recipe',
      date: '2026-05-14T17:30:00.000Z',
      tags: ['pizza', 'dough'],
    });
    await putPost('wood-fired-margherita', 'de', {
      title: 'Holzofen-Margherita in 90 Sekunden',
      summary: 'Der Klassiker aus dem heißen Ofen.',
      body: 'Den Teig von Hand ziehen und schnell backen.',
      categories: ['recipes'],
      type: 'Recipe',
      date: '2026-05-14T17:30:00.000Z',
    });
    await putPost('fire-pit-care', 'en-us', {
      title: 'Caring for a Steel Fire Pit',
      summary: 'Keep rust away through the winter.',
      body: 'After a pizza night, brush out the ash while the bowl is still warm.',
      date: '2026-03-01T10:00:00.000Z',
    });
    await putPost('smoke-and-story', 'en-us', {
      title: 'A Story of Smoke',
      summary: 'Evenings around the fire with friends.',
      body: 'We talk about the grill and the stars.',
      categories: ['stories'],
      date: '2026-02-01T10:00:00.000Z',
      author: 'Jonas Berg',
    });
  });
  afterAll(() => t.close());

  it('ranks a title match above a body match', async () => {
    expect(await uids({ q: 'pizza', locale: 'en-us' })).toEqual([
      'wood-fired-margherita',
      'fire-pit-care',
    ]);
  });

  it('matches the last word as a prefix while it is typed', async () => {
    expect(await uids({ q: 'marg', locale: 'en-us' })).toEqual(['wood-fired-margherita']);
    expect(await uids({ q: 'steel fi', locale: 'en-us' })).toEqual(['fire-pit-care']);
    // A finished word (before another) is not a prefix.
    expect(await uids({ q: 'marg pizza', locale: 'en-us' })).toEqual([]);
  });

  it('answers the hit shape the storefront cards need', async () => {
    const result = await search({ q: 'margherita', locale: 'en-us' });
    expect(result).toMatchObject({ nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 4 });
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(result.hits[0]).toEqual({
      objectID: 'wood-fired-margherita',
      display_title: 'Wood-Fired Margherita in 90 Seconds',
      post_type: 'Recipe',
      url: '/wood-fired-margherita',
      featuredImage: {
        url: '/images/content/community/wood-fired-margherita.svg',
        alt: 'Wood-Fired Margherita in 90 Seconds',
      },
      categories: [{ title: 'Recipes', url: '/recipes' }],
      publish_date: '2026-05-14T17:30:00.000Z',
      post_author: { name: 'Maya Lindqvist' },
    });
  });

  it('searches a German query in the German row, with German stems and category titles', async () => {
    const hit = (await search({ q: 'Sekunden', locale: 'de-de' })).hits[0];
    expect(hit?.display_title).toBe('Holzofen-Margherita in 90 Sekunden');
    expect(hit?.categories).toEqual([{ title: 'Rezepte', url: '/recipes' }]);
    expect(await uids({ q: 'rezepte', locale: 'de-at' })).toEqual(['wood-fired-margherita']);
  });

  it('finds Chinese, Japanese and Korean posts by a word inside an unspaced clause', async () => {
    await putPost('wood-fired-margherita', 'zh-cn', {
      title: '九十秒木火玛格丽特披萨',
      body: '用手拉伸面团，在高温炉中快速烘烤。',
      categories: ['recipes'],
    });
    await putPost('wood-fired-margherita', 'ja', {
      title: '90秒で焼く薪火マルゲリータ',
      body: '生地を手で伸ばし、熱いピザ窯で一気に焼きます。',
      categories: ['recipes'],
    });
    await putPost('wood-fired-margherita', 'ko', {
      title: '90초 장작 마르게리타',
      body: '반죽을 손으로 늘리고 뜨거운 피자를 빠르게 굽습니다.',
      categories: ['recipes'],
    });
    expect(await uids({ q: '披萨', locale: 'zh-cn' })).toEqual(['wood-fired-margherita']);
    expect(await uids({ q: '面团', locale: 'zh-cn' })).toEqual(['wood-fired-margherita']);
    expect(await uids({ q: 'ピザ窯', locale: 'ja' })).toEqual(['wood-fired-margherita']);
    expect(await uids({ q: '피자', locale: 'ko' })).toEqual(['wood-fired-margherita']);
    expect(await uids({ q: '寿司', locale: 'ja' })).toEqual([]);
  });

  it('serves a post with only an English row to a German shopper', async () => {
    expect(await uids({ q: 'rust', locale: 'de-de' })).toEqual(['fire-pit-care']);
  });

  it('does not find a post by the English row a German row hides', async () => {
    // The English title matches "seconds"; the German row is served to de and does not.
    expect(await uids({ q: 'seconds', locale: 'de-de' })).toEqual([]);
    expect(await uids({ q: 'seconds', locale: 'en-us' })).toEqual(['wood-fired-margherita']);
  });

  it('filters by category, post type and author', async () => {
    expect(await uids({ q: 'pizza', locale: 'en-us', category: 'guides' })).toEqual([
      'fire-pit-care',
    ]);
    expect(await uids({ q: 'pizza', locale: 'en-us', postType: 'Recipe' })).toEqual([
      'wood-fired-margherita',
    ]);
    expect(await uids({ q: 'fire', locale: 'en-us', author: 'jonas berg' })).toEqual([
      'smoke-and-story',
    ]);
  });

  it('pages the hits, newest first among equal ranks', async () => {
    for (let i = 0; i < 5; i++)
      await putPost(`ember-note-${i}`, 'en-us', {
        title: `Ember note ${i}`,
        date: `2025-0${i + 1}-01T10:00:00.000Z`,
      });
    const first = await search({ q: 'ember', locale: 'en-us', hitsPerPage: '2' });
    expect(first).toMatchObject({ nbHits: 5, nbPages: 3, hitsPerPage: 2 });
    expect(first.hits.map((h) => h.objectID)).toEqual(['ember-note-4', 'ember-note-3']);
    const last = await search({ q: 'ember', locale: 'en-us', hitsPerPage: '2', page: '2' });
    expect(last.hits.map((h) => h.objectID)).toEqual(['ember-note-0']);
    const past = await search({ q: 'ember', locale: 'en-us', hitsPerPage: '2', page: '9' });
    expect(past).toMatchObject({ hits: [], nbHits: 5, nbPages: 3, page: 9 });
  });

  it('answers odd input with hits or none, never an error', async () => {
    for (const q of [
      '"pizza',
      'pizza"',
      'pizza & | ! <-> :* \\',
      "o'clock",
      '-pizza',
      'or',
      ')(',
      ':',
      '"',
      '日本語',
      'a'.repeat(200),
    ])
      await search({ q, locale: 'en-us' });
    expect(await uids({ q: '  ', locale: 'en-us' })).toEqual([]);
    expect(await uids({ q: '', locale: 'en-us' })).toEqual([]);
    expect(await uids({ q: 'pizza -dough', locale: 'en-us' })).toEqual(['fire-pit-care']);
  });

  it('refuses a query too long, a page size too large and an unknown index, naming the field', async () => {
    for (const [params, field] of [
      [{ q: 'p'.repeat(201) }, 'q'],
      [{ q: 'pizza', hitsPerPage: '51' }, 'hitsPerPage'],
      [{ q: 'pizza', page: '-1' }, 'page'],
      [{ q: 'pizza', index: 'orders' }, 'index'],
      [{ q: 'pizza', locale: "en'; drop" }, 'locale'],
      [{ q: 'pizza\u0000' }, 'q'],
    ] as const) {
      const res = await t.app.request(
        `/content-stack/search?${new URLSearchParams({ index: 'community_posts', ...params })}`,
      );
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
      expect(await res.text()).toContain(field);
    }
  });

  it('finds a post published through the management API at once, and loses it when deleted', async () => {
    const path = 'community_posts/campfire-bannock/en-us';
    expect(await uids({ q: 'bannock', locale: 'en-us' })).toEqual([]);
    const saved = await manage(
      'PUT',
      path,
      post('campfire-bannock', { title: 'Campfire Bannock' }),
    );
    expect(saved.status).toBe(201);
    // A draft is not served, so it is not found either.
    expect(await uids({ q: 'bannock', locale: 'en-us' })).toEqual([]);
    expect((await manage('POST', `${path}/publish`)).status).toBe(200);
    expect(await uids({ q: 'bannock', locale: 'en-us' })).toEqual(['campfire-bannock']);
    expect((await manage('DELETE', path)).status).toBe(200);
    expect(await uids({ q: 'bannock', locale: 'en-us' })).toEqual([]);
  });

  it('re-indexes the posts of a category renamed', async () => {
    await putCategory('guides', 'en-us', 'Fireside Handbooks');
    const hit = (await search({ q: 'handbooks', locale: 'en-us' })).hits[0];
    expect(hit?.objectID).toBe('fire-pit-care');
    expect(hit?.categories).toEqual([{ title: 'Fireside Handbooks', url: '/guides' }]);
  });

  it('rebuilds to the same documents it keeps current', async () => {
    const before = await t.db.db.select().from(communitySearchDocuments);
    expect(await communityIndexInStep(t.db.db)).toBe(true);
    await rebuildCommunityIndex(t.db.db);
    const after = await t.db.db.select().from(communitySearchDocuments);
    const key = (r: { uid: string; locale: string }) => `${r.uid}/${r.locale}`;
    expect([...after].sort((a, b) => (key(a) < key(b) ? -1 : 1))).toEqual(
      [...before].sort((a, b) => (key(a) < key(b) ? -1 : 1)),
    );
  });
});

describe('community search after a content import', () => {
  let t: TestCommerce;
  const root = mkdtempSync(join(tmpdir(), 'solo-community-'));
  const write = (path: string, value: unknown) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), JSON.stringify(value));
  };
  const uids = async (q: string) => {
    const res = await t.app.request(
      `/content-stack/search?index=community_posts&locale=en-us&q=${encodeURIComponent(q)}`,
    );
    return ((await res.json()) as CommunitySearchResult).hits.map((h) => h.objectID);
  };

  beforeAll(async () => {
    t = await createTestCommerce();
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('indexes what an import writes, changes and deletes, and a start rebuilds a stale index', async () => {
    write('entries/community_category/guides/en-us.json', {
      title: 'Guides',
      body: { title: 'Guides', url: '/guides' },
    });
    write(
      'entries/community_posts/first-fire/en-us.json',
      post('first-fire', { title: 'First Fire' }),
    );
    expect((await importContentFolder(t.db.db, root)).problems).toEqual([]);
    expect(await uids('first')).toEqual(['first-fire']);

    write(
      'entries/community_posts/first-fire/en-us.json',
      post('first-fire', { title: 'Kindling' }),
    );
    await importContentFolder(t.db.db, root);
    expect(await uids('first')).toEqual([]);
    expect(await uids('kindling')).toEqual(['first-fire']);

    // A database older than the index: the start finds it out of step and rebuilds it.
    await t.db.db.delete(communitySearchDocuments);
    expect(await uids('kindling')).toEqual([]);
    await importContentOnStart(t.db.db, memoryLogger().logger, root);
    expect(await uids('kindling')).toEqual(['first-fire']);

    rmSync(join(root, 'entries/community_posts'), { recursive: true });
    await importContentFolder(t.db.db, root);
    expect(await uids('kindling')).toEqual([]);
  });
});

describe('splitQuery', () => {
  it('takes the last word as a prefix only while it may still be typed', () => {
    expect(splitQuery('wood piz')).toEqual({ text: 'wood ', prefix: 'piz' });
    expect(splitQuery('Piz')).toEqual({ text: '', prefix: 'piz' });
    expect(splitQuery('pizza ')).toEqual({ text: 'pizza ', prefix: null });
    expect(splitQuery('pizza -dou')).toEqual({ text: 'pizza -dou', prefix: null });
    expect(splitQuery('"wood fir')).toEqual({ text: '"wood fir', prefix: null });
    expect(splitQuery('p')).toEqual({ text: 'p', prefix: null });
  });
});
